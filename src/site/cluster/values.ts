// "Your cluster" (issue 27 §2): the values a reader keeps in this browser, and which of them are safe to
// put into a command. Every value lands in a root shell, so each field accepts only the characters its
// kind of value needs: no spaces, quotes, `$`, `;`, `|`, `&`, `<`, `>` or backticks.

export const MEMBERS = [1, 2, 3] as const;
export const ETCD_VERSIONS = ['3.5', '3.6', '3.7'] as const;
export const KUBERNETES_VERSIONS = ['1.31', '1.32', '1.33', '1.34', '1.35', '1.36'] as const;
export const DEPLOYS = ['kubeadm', 'systemd'] as const;

export type TextField =
  | `member${1 | 2 | 3}Name`
  | `member${1 | 2 | 3}Ip`
  | 'caCert'
  | 'clientCert'
  | 'clientKey'
  | 'dataDir'
  | 'backupHost'
  | 'backupDir'
  | 'backupRecipient'
  | 'keysHost'
  | 'keysDir'
  | 'keysRecipient';

export interface ClusterValues extends Partial<Record<TextField, string>> {
  deploy?: (typeof DEPLOYS)[number];
  etcd?: (typeof ETCD_VERSIONS)[number];
  kubernetes?: (typeof KUBERNETES_VERSIONS)[number];
}

/** Patterns as HTML `pattern` attributes take them (whole value, `v` flag): also used by `clean`. */
const NAME = '[A-Za-z0-9][A-Za-z0-9._\\-]*';
const HOST = '[A-Za-z0-9.:\\-\\[\\]]+';
const PATH = '/[A-Za-z0-9._\\-+\\/]*';
const USER_AT_HOST = '[A-Za-z0-9._\\-]+@[A-Za-z0-9.:\\-\\[\\]]+';
const AGE_RECIPIENT = 'age1[0-9a-z]+';

export const PATTERNS: Record<TextField, string> = {
  member1Name: NAME,
  member2Name: NAME,
  member3Name: NAME,
  member1Ip: HOST,
  member2Ip: HOST,
  member3Ip: HOST,
  caCert: PATH,
  clientCert: PATH,
  clientKey: PATH,
  dataDir: PATH,
  backupHost: USER_AT_HOST,
  backupDir: PATH,
  backupRecipient: AGE_RECIPIENT,
  keysHost: USER_AT_HOST,
  keysDir: PATH,
  keysRecipient: AGE_RECIPIENT,
};

export const TEXT_FIELDS = Object.keys(PATTERNS) as TextField[];

const oneOf = <T extends string>(list: readonly T[], v: unknown): T | undefined => (list.includes(v as T) ? (v as T) : undefined);

/** Only the values that are well formed: anything else (an old or hand-edited store) is dropped. A data
 * directory loses its trailing slash so that `<dir>-restored` stays a sibling. */
export function clean(raw: unknown): ClusterValues {
  const input = (raw && typeof raw === 'object' ? raw : {}) as Record<string, unknown>;
  const out: ClusterValues = {};
  for (const field of TEXT_FIELDS) {
    const v = typeof input[field] === 'string' ? (input[field] as string).trim() : '';
    if (v && new RegExp(`^(?:${PATTERNS[field]})$`).test(v)) out[field] = field.endsWith('Dir') && v.length > 1 ? v.replace(/\/+$/, '') : v;
  }
  const deploy = oneOf(DEPLOYS, input.deploy);
  const etcd = oneOf(ETCD_VERSIONS, input.etcd);
  const kubernetes = oneOf(KUBERNETES_VERSIONS, input.kubernetes);
  if (deploy) out.deploy = deploy;
  if (etcd) out.etcd = etcd;
  if (kubernetes) out.kubernetes = kubernetes;
  return out;
}

export const isEmpty = (v: ClusterValues): boolean => Object.keys(v).length === 0;
