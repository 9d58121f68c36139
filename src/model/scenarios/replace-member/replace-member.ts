// Entry module of the replace-member chunk (the registry imports it by this name; see
// /work/wt/notes/procedure-format.md "Budgets and chunks").
export { replaceMember } from './scenario.ts';
