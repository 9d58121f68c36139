// The scenario's entry module, named after its id so that its build chunk is too (`nospace.<hash>.js`):
// the island-size check (src/tools/quality/page-js.ts) counts on a page only the chunk of the scenario it shows.
export { nospace } from './scenario.ts';
