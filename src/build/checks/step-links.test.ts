// A step link written on a page must be a published, replayed link of the contract, lead to the
// scenario's page, and be linked in both languages.
import { test } from 'node:test';
import assert from 'node:assert/strict';
import { checkStepLinks, stepLinksIn } from './step-links.ts';
import type { Page } from './pages.ts';
import type { ScenarioLinks } from '../../model/engine/contract.ts';

const page = (lang: 'en' | 'ru', slug: string, body: string): Page => ({ lang, slug, file: `${lang}/${slug}.mdx`, source: `---\ntitle: x\n---\n${body}` });
const contract: Record<string, ScenarioLinks> = {
  'control-plane-outage': {
    page: 'control-plane-outage',
    formerIds: [],
    eventAliases: {},
    links: [{ steps: '2~cluster.start:1-33,member.stop:m2', expect: { m2: 'down' } }],
  },
};
const good = '[the step](../control-plane-outage/?control-plane-outage=2~cluster.start:1-33,member.stop:m2)';

test('finds step links in Markdown links and href attributes, not in code blocks', () => {
  const p = page('en', 'outage', `See ${good}.\n<LinkCard href="./control-plane-outage/?control-plane-outage=2~x" />\n\`\`\`text\n[no](../control-plane-outage/?control-plane-outage=2~y)\n\`\`\`\n[plain](../outage/#fail-follower)\n`);
  const found = stepLinksIn(p, ['control-plane-outage']);
  assert.deepEqual(found.map((l) => [l.target, l.steps, l.line]), [['control-plane-outage', '2~cluster.start:1-33,member.stop:m2', 4], ['control-plane-outage', '2~x', 5]]);
});

test('a published link linked in both languages passes', () => {
  assert.deepEqual(checkStepLinks([page('en', 'outage', good), page('ru', 'outage', good.replace('the step', 'шаг'))], contract), []);
});

test('a step link missing from the contract fails, and names the steps', () => {
  const bad = good.replace('member.stop:m2', 'member.stop:m3');
  const errors = checkStepLinks([page('en', 'outage', bad), page('ru', 'outage', bad)], contract);
  assert.equal(errors.length, 2);
  assert.match(errors[0], /member\.stop:m3 is not in content\/step-links\.json/);
});

test('a step link to another page than the scenario\'s fails', () => {
  const wrong = good.replace('../control-plane-outage/', '../outage/');
  assert.match(checkStepLinks([page('en', 'raft-ha', wrong)], contract).join('\n'), /must lead to \/control-plane-outage\/, not \/outage\//);
});

test('a step linked in one language only fails', () => {
  const errors = checkStepLinks([page('en', 'outage', good), page('ru', 'outage', 'нет ссылки')], contract);
  assert.match(errors.join('\n'), /outage: the step links differ between en and ru; only in en: control-plane-outage=2~cluster\.start:1-33,member\.stop:m2/);
});
