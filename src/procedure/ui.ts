// UI strings of a procedure's step panel and runbook view: keys under `kb.procedure.` in
// content/i18n/{en,ru}.json (schema in content.config.ts, built from this list).
export const PROCEDURE_UI_KEYS = [
  'command', 'output', 'etcd36', 'etcd35', 'sameAllVersions', 'copy', 'copied', 'noOutput', 'noCommand',
  'runbook', 'openStep', 'script', 'scriptIntro', 'stepComment',
] as const;

export type ProcedureUiKey = (typeof PROCEDURE_UI_KEYS)[number];
export type ProcedureUi = Record<ProcedureUiKey, string>;
