// The alert rules (content/alerts/etcd.rules.yaml) render to the two files readers load: a plain rules file
// and a PrometheusRule, per language. Both pass `promtool check rules` (when promtool is installed; Debian's
// `prometheus` package has it; .ci/run installs it), the PrometheusRule through its `spec`, which is what
// prometheus-operator hands to Prometheus.
import { test } from 'node:test';
import assert from 'node:assert/strict';
import { execFileSync, spawnSync } from 'node:child_process';
import { mkdtempSync, readFileSync, writeFileSync } from 'node:fs';
import { tmpdir } from 'node:os';
import { join } from 'node:path';
import { parse, stringify } from 'yaml';
import { LANGS, render } from '../../site/alerts/rules.ts';
import { annotationsFor, rulesSource } from '../alerts/source.ts';

const ROOT = 'https://mirror.example.net/kb';
type Rule = { alert: string; annotations: Record<string, string> };
const rulesOf = (doc: unknown) => (doc as { groups: { rules: Rule[] }[] }).groups.flatMap((g) => g.rules);

test('both pages show the rules through the one component, not a copy', () => {
  for (const lang of LANGS) {
    const page = readFileSync(`content/docs/${lang}/performance-monitoring.mdx`, 'utf8');
    assert.match(page, /\n<AlertRules \/>\n/);
    assert.doesNotMatch(page, /```yaml\ngroups:/);
  }
});

test('every rule links its runbook on the chosen site, in the chosen language; the PrometheusRule holds the same groups', () => {
  for (const lang of LANGS) {
    const plain = parse(render(rulesSource(), ROOT, lang, 'rules', annotationsFor(lang)));
    const operator = parse(render(rulesSource(), ROOT, lang, 'prometheusrule', annotationsFor(lang))) as { apiVersion: string; kind: string; spec: unknown };
    assert.equal(operator.apiVersion, 'monitoring.coreos.com/v1');
    assert.equal(operator.kind, 'PrometheusRule');
    assert.deepEqual(operator.spec, plain);
    const rules = rulesOf(plain);
    for (const alert of ['EtcdNoLeader', 'EtcdMembersDown', 'EtcdGRPCRequestsFailing', 'EtcdGRPCRequestsSlow', 'EtcdOffsiteBackupTooOld']) {
      assert.ok(rules.some((r) => r.alert === alert), `${alert} is in the rules`);
    }
    for (const r of rules) assert.match(r.annotations.runbook_url ?? '', new RegExp(`^${ROOT}/${lang}/go/[a-z0-9-]+/$`), r.alert);
  }
});

test('the Russian files say every summary and description in Russian, with the same Prometheus templates', () => {
  const en = rulesOf(parse(render(rulesSource(), ROOT, 'en', 'rules')));
  const ru = rulesOf(parse(render(rulesSource(), ROOT, 'ru', 'rules', annotationsFor('ru'))));
  assert.deepEqual(Object.keys(annotationsFor('ru') ?? {}).sort(), en.map((r) => r.alert).sort(), 'one entry per rule, none left over');
  const templates = (s: string) => (s.match(/\{\{[^}]*\}\}/g) ?? []).sort();
  for (const [i, r] of ru.entries()) {
    for (const key of ['summary', 'description']) {
      assert.match(r.annotations[key], /[а-яё]/i, `${r.alert} ${key} in Russian`);
      assert.deepEqual(templates(r.annotations[key]), templates(en[i].annotations[key]), `${r.alert} ${key}: the same templates`);
    }
  }
});

const promtool = spawnSync('promtool', ['--version']).status === 0;
test('the rules file and the PrometheusRule\'s spec pass promtool check rules', { skip: !promtool && 'promtool not installed' }, () => {
  const dir = mkdtempSync(join(tmpdir(), 'rules-'));
  for (const lang of LANGS) {
    const files = {
      rules: render(rulesSource(), ROOT, lang, 'rules', annotationsFor(lang)),
      spec: stringify((parse(render(rulesSource(), ROOT, lang, 'prometheusrule', annotationsFor(lang))) as { spec: unknown }).spec),
    };
    for (const [name, text] of Object.entries(files)) {
      const file = join(dir, `${lang}.${name}.yaml`);
      writeFileSync(file, text);
      const out = execFileSync('promtool', ['check', 'rules', file], { encoding: 'utf8' });
      assert.match(out, /SUCCESS: 18 rules found/, `${lang} ${name}`);
    }
  }
});
