// The browser bundle keeps the values of the facts modules but not their citations (issue 22): every
// `cite(value, source)` loses its source in the client build, about 3 KB gzip the player never shows.
// The sources stay in the code, in the tests and in the server build (the pages and the timelines'
// checks read them). A plugin rather than splitting each facts module into values and sources: a value
// and its source stay side by side where a reviewer checks them, and the code that reads `.value`
// stays as it is. The calls are found with the parser Vite itself uses (oxc), not with a regex, so a
// source with quotes, a template literal or a comma cannot cut a call short.
import { type ESTree, type Plugin, Visitor, parseSync } from 'vite';

/** `code` with the second argument of every call of `cite` imported from cited.ts removed, or
 * undefined when there is none. */
export function stripCitations(code: string, file = 'module.ts'): string | undefined {
  const parsed = parseSync(file, code);
  if (parsed.errors.length) return undefined;
  const names = new Set(
    parsed.module.staticImports
      .filter((i) => /(^|\/)cited(\.ts)?$/.test(i.moduleRequest.value))
      .flatMap((i) => i.entries.filter((e) => !e.isType && e.importName.kind === 'Name' && e.importName.name === 'cite').map((e) => e.localName.value)),
  );
  if (!names.size) return undefined;
  const cuts: [number, number][] = [];
  new Visitor({
    CallExpression(call: ESTree.CallExpression) {
      const [value, source] = call.arguments;
      if (call.callee.type === 'Identifier' && names.has(call.callee.name) && value && source && call.arguments.length === 2) cuts.push([value.end, source.end]);
    },
  }).visit(parsed.program);
  if (!cuts.length) return undefined;
  // From the end, so the earlier offsets stay valid.
  let out = code;
  for (const [from, to] of cuts.sort((a, b) => b[0] - a[0])) out = out.slice(0, from) + out.slice(to);
  return out;
}

export function browserWithoutCitations(): Plugin {
  return {
    name: 'kb-browser-without-citations',
    apply: 'build',
    enforce: 'pre',
    transform: {
      filter: { id: /\.ts$/, code: 'cite(' },
      handler(code, id) {
        if (this.environment?.name !== 'client') return null;
        const out = stripCitations(code, id);
        return out === undefined ? null : { code: out, map: null };
      },
    },
  };
}
