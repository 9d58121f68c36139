// Content Security Policy helpers, pure. Astro writes a per-page policy <meta> with hashes of the
// scripts and styles it emits; inline scripts it does not process (Starlight's `is:inline` theme and
// sidebar scripts) are missing from it. `completePolicy` hashes what the built HTML actually contains,
// so an upgrade that changes one of those scripts cannot silently break the policy.
import { createHash } from 'node:crypto';

export type Policy = Map<string, string[]>;

const META = /<meta http-equiv="content-security-policy" content="([^"]*)"\s*\/?>/i;
const INLINE_SCRIPT = /<script\b(?![^>]*\ssrc=)[^>]*>([\s\S]*?)<\/script>/gi;
const INLINE_STYLE = /<style\b[^>]*>([\s\S]*?)<\/style>/gi;

export function parsePolicy(text: string): Policy {
  const policy: Policy = new Map();
  for (const part of text.split(';')) {
    const [name, ...sources] = part.trim().split(/\s+/).filter(Boolean);
    if (name) policy.set(name.toLowerCase(), sources);
  }
  return policy;
}

export function serializePolicy(policy: Policy): string {
  return [...policy].map(([name, sources]) => [name, ...sources].join(' ')).join('; ');
}

/** The CSP source expression for a script or style body: `'sha256-…'`. */
export function hashSource(body: string): string {
  return `'sha256-${createHash('sha256').update(body, 'utf8').digest('base64')}'`;
}

export function policyOf(html: string): string | undefined {
  return META.exec(html)?.[1];
}

export function inlineBodies(html: string): { scripts: string[]; styles: string[] } {
  // JSON data blocks (`type="application/json"`, ld+json) are not executed, so CSP ignores them.
  const scripts = [...html.matchAll(INLINE_SCRIPT)]
    .filter((m) => !/\stype="application\/(?:ld\+)?json"/i.test(m[0].slice(0, m[0].indexOf('>'))))
    .map((m) => m[1]);
  return { scripts, styles: [...html.matchAll(INLINE_STYLE)].map((m) => m[1]) };
}

function addTo(policy: Policy, directive: string, source: string): boolean {
  const sources = policy.get(directive);
  if (!sources || sources.includes(source)) return false;
  sources.push(source);
  return true;
}

/**
 * The page with every inline script and style it contains allowed by hash in its policy <meta>.
 * Hashes go on `script-src-elem`/`style-src-elem` when the policy has them, else on the base directive.
 * A page without a policy is returned unchanged.
 */
export function completePolicy(html: string): { html: string; added: number } {
  const text = policyOf(html);
  if (text === undefined) return { html, added: 0 };
  const policy = parsePolicy(text);
  const { scripts, styles } = inlineBodies(html);
  const scriptDirective = policy.has('script-src-elem') ? 'script-src-elem' : 'script-src';
  const styleDirective = policy.has('style-src-elem') ? 'style-src-elem' : 'style-src';
  let added = 0;
  for (const body of scripts) if (addTo(policy, scriptDirective, hashSource(body))) added++;
  for (const body of styles) if (addTo(policy, styleDirective, hashSource(body))) added++;
  if (!added) return { html, added };
  const content = serializePolicy(policy);
  return { html: html.replace(META, () => `<meta http-equiv="content-security-policy" content="${content}">`), added };
}

/** Every inline script or style of the page that its policy does not allow (should be none). */
export function unallowedInline(html: string): string[] {
  const text = policyOf(html);
  if (text === undefined) return [];
  const policy = parsePolicy(text);
  const allowed = (d: string, src: string) => (policy.get(`${d}-elem`) ?? policy.get(d) ?? []).includes(src);
  const { scripts, styles } = inlineBodies(html);
  return [
    ...scripts.filter((b) => !allowed('script-src', hashSource(b))).map((b) => `script: ${b.trim().slice(0, 60)}`),
    ...styles.filter((b) => !allowed('style-src', hashSource(b))).map((b) => `style: ${b.trim().slice(0, 60)}`),
  ];
}

/**
 * One policy that allows what every page's policy allows: the union of their sources per directive,
 * plus directives a <meta> cannot carry (frame-ancestors). For hosts that send the policy as a header.
 */
export function unionPolicy(texts: Iterable<string>, extra: Record<string, string[]> = {}): string {
  const union: Policy = new Map();
  for (const text of texts) {
    for (const [name, sources] of parsePolicy(text)) {
      const into = union.get(name) ?? [];
      for (const s of sources) if (!into.includes(s)) into.push(s);
      union.set(name, into);
    }
  }
  for (const [name, sources] of Object.entries(extra)) union.set(name, sources);
  return serializePolicy(union);
}
