// Types for modules that ship no declarations.
// Pagefind's UI core, which src/site/search/pagefind-ui.ts subclasses (its constructor takes the options
// Starlight's Search component passes).
declare module '@pagefind/default-ui/npm_dist/mjs/ui-core.mjs' {
  export class PagefindUI {
    constructor(options: Record<string, unknown>);
    triggerSearch(term: string): void;
    destroy(): void;
  }
}
