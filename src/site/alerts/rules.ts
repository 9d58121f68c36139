// The etcd alert rules in the two forms readers load (issue 27 §1): a plain Prometheus rules file and a
// prometheus-operator PrometheusRule. Pure text work, shared by the build (page block, downloads) and the
// page's origin/language toggle, so that the files a reader downloads match the block they read.
// The source (content/alerts/etcd.rules.yaml) writes each runbook_url as "{site}/{lang}/go/<id>/": single
// braces, which Prometheus's own {{ }} templating leaves alone.

export type Lang = 'en' | 'ru';
export const LANGS: readonly Lang[] = ['en', 'ru'];
export type Form = 'rules' | 'prometheusrule';
export const FORMS: readonly Form[] = ['rules', 'prometheusrule'];

/** Where the site lives, without a trailing slash: SITE plus BASE ("https://example.org/kb"). */
export function siteRoot(origin: string, base = '/'): string {
  return (origin.replace(/\/+$/, '') + '/' + base.replace(/^\/+|\/+$/g, '')).replace(/\/+$/, '');
}

/** The site's root on the address the page was served from: the build's base path on the page's origin. */
export function servedRoot(buildRoot: string, pageUrl: string): string | undefined {
  try {
    const page = new URL(pageUrl);
    if (page.protocol !== 'https:' && page.protocol !== 'http:') return undefined;
    return `${page.origin}${new URL(buildRoot).pathname}`.replace(/\/+$/, '');
  } catch {
    return undefined;
  }
}

/** A rule's texts in one language (content/alerts/etcd.rules.<lang>.yaml), by alert name. */
export type Annotations = Record<string, { summary: string; description: string }>;

/**
 * The source with each rule's summary and description in another language: line by line, so the file
 * keeps its layout and comments. JSON's quoting is YAML's double-quoted style.
 */
export function translate(source: string, texts: Annotations): string {
  let alert = '';
  return source
    .split('\n')
    .map((line) => {
      const named = /^\s*- alert: (\S+)\s*$/.exec(line);
      if (named) alert = named[1];
      const text = /^(\s*)(summary|description): /.exec(line);
      if (!text) return line;
      const value = texts[alert]?.[text[2] as 'summary' | 'description'];
      if (value === undefined) throw new Error(`no ${text[2]} for ${alert || 'a rule'}`);
      return `${text[1]}${text[2]}: ${JSON.stringify(value)}`;
    })
    .join('\n');
}

/** The plain rules file (a `groups:` document) with every runbook_url pointing at `root`'s `lang` pages. */
export function rulesFile(source: string, root: string, lang: Lang): string {
  return source.replaceAll('{site}/{lang}/go/', `${root.replace(/\/+$/, '')}/${lang}/go/`);
}

/** The same groups as a PrometheusRule object: the rules file indented under `spec:`. */
export function prometheusRule(rules: string): string {
  const spec = rules.replace(/\n+$/, '').split('\n').map((l) => (l === '' ? l : `  ${l}`)).join('\n');
  return [
    'apiVersion: monitoring.coreos.com/v1',
    'kind: PrometheusRule',
    'metadata:',
    '  name: etcd-alerts',
    '  labels:',
    '    app.kubernetes.io/name: etcd',
    'spec:',
    spec,
    '',
  ].join('\n');
}

/** The file a reader loads; `texts` replaces the source's English summaries and descriptions. */
export function render(source: string, root: string, lang: Lang, form: Form, texts?: Annotations): string {
  const rules = rulesFile(texts ? translate(source, texts) : source, root, lang);
  return form === 'rules' ? rules : prometheusRule(rules);
}

/** The name a download is saved under, also its path below /downloads/. */
export const fileName = (lang: Lang, form: Form) => `etcd-alerts.${lang}.${form}.yaml`;
