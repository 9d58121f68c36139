// UI strings of a procedure's step panel and runbook view: keys under `kb.procedure.` in
// content/i18n/{en,ru}.json (schema in content.config.ts, built from this list).
export const PROCEDURE_UI_KEYS = [
  'command', 'output', 'sameAllVersions', 'copy', 'copied', 'noOutput', 'noCommand',
  'runbook', 'openStep', 'script', 'scriptIntro', 'stepComment',
] as const;

/** The version labels are the same in both languages: they are the labels of the site's shared
 * `etcd-version` tabs (AUTHORING.md), so a reader's choice carries across pages. */
export const VERSION_LABELS = { etcd36: 'etcd 3.6, 3.7', etcd35: 'etcd 3.5' } as const;

export type ProcedureUiKey = (typeof PROCEDURE_UI_KEYS)[number];
export type ProcedureUi = Record<ProcedureUiKey, string> & { etcd36: string; etcd35: string };
