// The one source of the alert rules: content/alerts/etcd.rules.yaml. The page's block and the downloads
// (pages/downloads/[file].ts) are both rendered from it.
import { readFileSync } from 'node:fs';

export const RULES_SOURCE = 'content/alerts/etcd.rules.yaml';

export const rulesSource = (): string => readFileSync(RULES_SOURCE, 'utf8');
