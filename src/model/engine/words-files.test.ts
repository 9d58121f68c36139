// The words loader refuses a null value or key: an unquoted ", " in a flow mapping cuts a text.
import assert from 'node:assert/strict';
import { readdirSync, readFileSync } from 'node:fs';
import { join } from 'node:path';
import { test } from 'node:test';
import { parseWords, WORDS_DIR } from './words-files.ts';

test('an unquoted comma in a flow mapping is an error naming the file, the key path and the line', () => {
  const src = [
    'title: kubelet',
    'states:',
    "  waitingForApi: { title: Booted, waiting for the API, text: 'Starts static pods only.' }",
    '',
  ].join('\n');
  assert.throws(() => parseWords(src, 'en/components/kubelet.yaml'), {
    message:
      'en/components/kubelet.yaml: null value at states.waitingForApi.waiting for the API (line 3). ' +
      'Words are never null: write the missing text, or quote it if an unquoted ", " inside { … } cut it at the comma.',
  });
});

test('a null key, a missing value and a null list item are errors too, each with its path', () => {
  const src = ['a: { : x }', 'b:', 'c:', '  - { label: Member list, value: listed, votes }', '  -', ''].join('\n');
  assert.throws(() => parseWords(src, 'f.yaml'), {
    message:
      'f.yaml: null key at a.(null) (line 1); null value at b (line 2); null value at c.1 (line 5); ' +
      'null value at c.0.votes (line 4). ' +
      'Words are never null: write the missing text, or quote it if an unquoted ", " inside { … } cut it at the comma.',
  });
});

test('the same texts quoted keep their commas', () => {
  const src = "states:\n  waitingForApi: { title: 'Booted, waiting for the API', text: 'x' }\nv: { value: 'listed, votes' }\n";
  assert.deepEqual(parseWords(src, 'f.yaml'), {
    states: { waitingForApi: { title: 'Booted, waiting for the API', text: 'x' } },
    v: { value: 'listed, votes' },
  });
});

test('every words file under content/scenarios loads, used by a scenario or not', () => {
  const files = readdirSync(WORDS_DIR, { recursive: true, encoding: 'utf8' }).filter((f) => f.endsWith('.yaml'));
  assert.ok(files.length > 60, `${files.length} words files`);
  for (const f of files) parseWords(readFileSync(join(WORDS_DIR, f), 'utf8'), join(WORDS_DIR, f));
});
