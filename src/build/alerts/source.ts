// The one source of the alert rules: content/alerts/etcd.rules.yaml. The page's block and the downloads
// (pages/downloads/[file].ts) are both rendered from it.
import { readFileSync } from 'node:fs';
import { parse } from 'yaml';
import type { Annotations, Lang } from '../../site/alerts/rules.ts';

export const RULES_SOURCE = 'content/alerts/etcd.rules.yaml';

export const rulesSource = (): string => readFileSync(RULES_SOURCE, 'utf8');

/** The rules' summaries and descriptions in `lang`: the source's own English, or content/alerts/etcd.rules.<lang>.yaml. */
export const annotationsFor = (lang: Lang): Annotations | undefined =>
  lang === 'en' ? undefined : (parse(readFileSync(`content/alerts/etcd.rules.${lang}.yaml`, 'utf8')) as Annotations);
