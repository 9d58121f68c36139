import assert from 'node:assert/strict';
import { test } from 'node:test';
import { runbookMarkdown } from './runbook.ts';
import type { RunbookItem } from '../../player/procedure/data.ts';

const page = 'https://kb.example/en/restore/';
const url = (href: string) => new URL(href, page).href;
const item = (n: number, command: RunbookItem['command'], title = `Step ${n} with \`code\``): RunbookItem => ({ n, step: n + 1, token: `t${n}`, title, link: `2~a${n}`, command });

test('each step: its number, title, permanent step link and its command as a fenced block under the item', () => {
  const md = runbookMarkdown('demo', { timeline: 'right', title: 'Restore', intro: 'See [backup](../backup/#snap).', items: [item(1, { etcd36: 'etcdctl get a\n\nxx', output: [] })] }, 'en', url);
  assert.deepEqual(md, [
    '**[Runbook: Restore](https://kb.example/en/restore/#demo-runbook)**',
    '',
    'See [backup](https://kb.example/en/backup/#snap).',
    '',
    'The same commands work on etcd 3.5, 3.6 and 3.7.',
    '',
    '1. Step 1 with `code` ([step 2 in the scenario](https://kb.example/en/restore/?demo=2~a1))',
    '',
    '   ```bash',
    '   etcdctl get a',
    '',
    '   xx',
    '   ```',
    '',
  ]);
});

test('a step whose command differs on etcd 3.5 shows both under their captions; a tenth step indents by its marker', () => {
  const items = Array.from({ length: 10 }, (_, i) => item(i + 1, i === 9 ? { etcd36: 'new', etcd35: 'old ```x```', output: [] } : { etcd36: 'same', output: [] }));
  const md = runbookMarkdown('demo', { timeline: 'right', title: 'Runbook при медленном диске', intro: 'Intro.', items }, 'ru', url);
  assert.equal(md[0], '**[Runbook при медленном диске](https://kb.example/en/restore/#demo-runbook)**', 'no second "Runbook:"');
  assert.ok(!md.includes('Команды одинаковы для etcd 3.5, 3.6 и 3.7.'), 'not "the same on every version"');
  const tenth = md.slice(md.findIndex((l) => l.startsWith('10. ')));
  assert.match(tenth[0], /^10\. Step 10 with `code` \(\[шаг 11 в сценарии\]\(https:\/\/kb\.example\/en\/restore\/\?demo=2~a10\)\)$/);
  assert.deepEqual(tenth.slice(1), ['', '    **etcd 3.6, 3.7**', '', '    ```bash', '    new', '    ```', '', '    **etcd 3.5**', '', '    ````bash', '    old ```x```', '    ````', '']);
});
