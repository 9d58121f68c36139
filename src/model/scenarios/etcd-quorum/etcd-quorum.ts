// The scenario's entry module, named after its id so that its build chunk is too (`etcd-quorum.<hash>.js`):
// the island-size check (src/tools/quality/page-js.ts) counts on a page only the chunk of the scenario it shows.
export { etcdQuorum } from './scenario.ts';
