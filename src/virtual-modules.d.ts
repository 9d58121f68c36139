// Types for the two Starlight virtual modules our Search override (src/overrides/Search.astro) uses;
// Starlight resolves them at build time but ships no declarations for them.
declare module 'virtual:starlight/project-context' {
  const context: { trailingSlash: 'always' | 'never' | 'ignore'; build: { format: 'file' | 'directory' | 'preserve' } };
  export default context;
}
declare module 'virtual:starlight/pagefind-config' {
  export const pagefindUserConfig: Record<string, unknown>;
}
