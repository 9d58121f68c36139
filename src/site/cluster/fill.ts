// Where a command takes the reader's values (issue 27 §2). The pages and runbooks name the example
// cluster in one vocabulary: `<CONTROL_PLANE_1_NAME>`, `<CONTROL_PLANE_1_IP>`, `<cp1>`/`<etcd1>` for an
// address, the backup store's `<BACKUP_…>`, and kubeadm's paths (`/etc/kubernetes/pki/etcd/…`,
// `/var/lib/etcd`). A value the reader left empty leaves its placeholder as it is. Pure: the page script,
// the step panel and the tests share it.
import { MEMBERS, type ClusterValues, type TextField } from './values.ts';

interface Rule {
  /** The text to replace is the last capture group; an earlier group is context that stays. */
  re: RegExp;
  field: TextField;
  /** Values that change the rule: `<cp1>:6443` is an API server, which external etcd hosts are not. */
  when?: (v: ClusterValues) => boolean;
}

const ETCD_PKI = '/etc/kubernetes/pki/etcd/';
const esc = (s: string) => s.replace(/[.*+?^${}()|[\]\\/]/g, '\\$&');
/** etcdctl's client flags and variables, whose file is the one the reader's etcdctl uses. */
const clientFile = (flag: string, variable: string, files: string[]) =>
  new RegExp(`(--${flag}[= ]|${variable}=)(${files.map(esc).join('|')})(?![\\w.])`, 'g');

const RULES: Rule[] = [
  ...MEMBERS.flatMap((n): Rule[] => [
    { re: new RegExp(`<CONTROL_PLANE_${n}_NAME>`, 'g'), field: `member${n}Name` },
    { re: new RegExp(`<CONTROL_PLANE_${n}_IP>|<etcd${n}>`, 'g'), field: `member${n}Ip` },
    { re: new RegExp(`<cp${n}>(?!:6443)`, 'g'), field: `member${n}Ip` },
    { re: new RegExp(`<cp${n}>(?=:6443)`, 'g'), field: `member${n}Ip`, when: (v) => v.deploy !== 'systemd' },
  ]),
  { re: /<BACKUP_USER_AT_HOST>/g, field: 'backupHost' },
  { re: /<BACKUP_DIR>/g, field: 'backupDir' },
  { re: /<BACKUP_AGE_PUBLIC_KEY>/g, field: 'backupRecipient' },
  { re: /<KEYS_USER_AT_HOST>/g, field: 'keysHost' },
  { re: /<KEYS_DIR>/g, field: 'keysDir' },
  { re: /<KEYS_AGE_PUBLIC_KEY>/g, field: 'keysRecipient' },
  { re: clientFile('cacert', 'ETCDCTL_CACERT', [`${ETCD_PKI}ca.crt`, '<trusted-ca-file>']), field: 'caCert' },
  {
    re: clientFile('cert', 'ETCDCTL_CERT', [`${ETCD_PKI}server.crt`, `${ETCD_PKI}healthcheck-client.crt`, '/etc/kubernetes/pki/apiserver-etcd-client.crt', '<client cert>']),
    field: 'clientCert',
  },
  {
    re: clientFile('key', 'ETCDCTL_KEY', [`${ETCD_PKI}server.key`, `${ETCD_PKI}healthcheck-client.key`, '/etc/kubernetes/pki/apiserver-etcd-client.key', '<client key>']),
    field: 'clientKey',
  },
  // The data directory and what the pages put beside it (`/var/lib/etcd-restored`) or in it.
  { re: /\/var\/lib\/etcd(?![\w.])/g, field: 'dataDir' },
];

export interface Fill {
  start: number;
  end: number;
  field: TextField;
  value: string;
}

/** The places in `text` that take one of the reader's values, in order, none overlapping. */
export function fills(text: string, values: ClusterValues): Fill[] {
  const found: Fill[] = [];
  for (const rule of RULES) {
    const value = values[rule.field];
    if (!value || (rule.when && !rule.when(values))) continue;
    for (const m of text.matchAll(rule.re)) {
      const target = m[m.length - 1] ?? m[0];
      const start = (m.index ?? 0) + m[0].length - target.length;
      found.push({ start, end: start + target.length, field: rule.field, value });
    }
  }
  found.sort((a, b) => a.start - b.start);
  const kept: Fill[] = [];
  for (const f of found) if (!kept.length || f.start >= kept[kept.length - 1].end) kept.push(f);
  return kept;
}

/** `text` with the reader's values in place. */
export function fillText(text: string, values: ClusterValues): string {
  let out = '';
  let at = 0;
  for (const f of fills(text, values)) {
    out += text.slice(at, f.start) + f.value;
    at = f.end;
  }
  return out + text.slice(at);
}

/** Whether `text` holds anything a reader's values would fill: the form is offered only then. */
export function isFillable(text: string): boolean {
  return RULES.some((r) => {
    r.re.lastIndex = 0;
    return r.re.test(text);
  });
}
