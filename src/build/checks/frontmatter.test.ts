import { test } from 'node:test';
import assert from 'node:assert/strict';
import { checkFrontmatter } from './frontmatter.ts';

const page = (fm: string) => ({ lang: 'ru' as const, slug: 'x', file: 'ru/x.mdx', source: `---\n${fm}\n---\nbody` });

test('an unquoted colon in a value is reported with the file', () => {
  const [error] = checkFrontmatter([page('title: X\ndescription: Пути kubeadm: CronJob\nchecked: {etcd: "3.6"}')]);
  assert.match(error, /ru\/x\.mdx: frontmatter is not valid YAML/);
});

test('title, description and the checked-against versions are required', () => {
  assert.deepEqual(checkFrontmatter([page("title: X\ndescription: 'a: b'\nchecked: {etcd: '3.6'}")]), []);
  assert.match(checkFrontmatter([page('title: X')]).join(), /lacks "description".*lacks "checked"/);
});
