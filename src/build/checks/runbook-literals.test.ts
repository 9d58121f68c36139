// The restore page's restore and member-replacement commands as a reader copies them (issue 25 §6): no example address
// or member ID, `<PLACEHOLDER>`s only in assignments at the top of a block (bash refuses `X=<Y>` left
// unfilled: "syntax error near unexpected token `newline'"), no unbounded retry, and the same commands in both
// languages. Expressive Code's copy button copies a fence's text as written, so the fences are what is copied.
import { test } from 'node:test';
import assert from 'node:assert/strict';
import { readFileSync } from 'node:fs';

/** An address of the examples' 10.0.0.0/24 or a member ID as etcdctl prints one (16 hex digits). */
const LITERAL = /\b10\.0\.0\.\d{1,3}\b|\b[0-9a-f]{16}\b/;
const SECTIONS = ['restore-run-etcdutl', 'restore-single-member', 'replace-member-kubeadm', 'replace-member-etcdctl'];

/** The ```bash fences of the section whose heading carries `{#id}`, up to the next heading of any level. */
function fences(lang: string, id: string): string[] {
  const page = readFileSync(`content/docs/${lang}/restore.mdx`, 'utf8');
  const start = page.indexOf(`{#${id}}`);
  assert.ok(start > 0, `${lang}: #${id} not found`);
  const rest = page.slice(start);
  const end = rest.slice(1).search(/\n#{2,4} /);
  const section = end < 0 ? rest : rest.slice(0, end + 1);
  return [...section.matchAll(/^( *)```bash\n([\s\S]*?)^\1```$/gm)].map((m) => m[2].split('\n').map((l) => l.slice(m[1].length)).join('\n').trimEnd());
}

for (const id of SECTIONS) {
  test(`restore #${id}: what a reader copies has no literal address or member ID, no unbounded loop`, () => {
    for (const lang of ['en', 'ru']) {
      const blocks = fences(lang, id);
      assert.ok(blocks.length > 0, `${lang}: no bash block in #${id}`);
      for (const line of blocks.join('\n').split('\n')) {
        assert.doesNotMatch(line, LITERAL, `${lang} #${id}: \`${line}\``);
        if (line.trimStart().startsWith('#')) continue;
        assert.doesNotMatch(line, /\b(while|until)\b/, `${lang} #${id}: an unbounded loop: \`${line}\``);
      }
    }
  });

  test(`restore #${id}: the same commands in en and ru (only the comments are translated)`, () => {
    // Whole-line comments and trailing ones (two spaces, then `# `) are translated; the commands are not.
    const commands = (lang: string) =>
      fences(lang, id).map((b) => b.split('\n').filter((l) => !l.trimStart().startsWith('#')).map((l) => l.replace(/ {2,}# .*$/, '')).join('\n'));
    assert.deepEqual(commands('ru'), commands('en'));
  });
}

test('restore #replace-member-etcdctl: placeholders only in assignments, each set before the first command', () => {
  for (const lang of ['en', 'ru']) {
    for (const block of fences(lang, 'replace-member-etcdctl')) {
      const lines = block.split('\n').filter((l) => !l.trimStart().startsWith('#'));
      const firstCommand = lines.findIndex((l) => !/^(export )?[A-Z][A-Z0-9_]*=/.test(l));
      lines.forEach((line, i) => {
        if (!/<[A-Za-z][A-Za-z0-9_-]*>/.test(line)) return;
        assert.match(line, /^[A-Z][A-Z0-9_]*=<[A-Z0-9_]+>$/, `${lang}: a placeholder outside a whole-value assignment: \`${line}\``);
        assert.ok(firstCommand < 0 || i < firstCommand, `${lang}: \`${line}\` comes after a command`);
      });
    }
  }
});
