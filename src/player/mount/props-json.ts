// An island's props as the JSON inside its <script type="application/json">: every `<` escaped, so no
// string in them (`</script>`, `<!--`) can end the element early; JSON.parse reads `\u003c` back as `<`.
export const islandJson = (props: unknown): string => JSON.stringify(props).replace(/</g, '\\u003c');
