import assert from 'node:assert/strict';
import { test } from 'node:test';
import { absoluteLinks, mdxToMarkdown, type Renderers } from './mdx-to-markdown.ts';

const page = 'https://kb.example/en/raft-ha/';
const r: Renderers = {
  url: (href) => new URL(href, page).href,
  diagram: (id) => [`**Diagram: ${id}**`, '', 'What it shows.'],
  scenario: (id) => [`- [step](${page}?${id}=2~a)`],
  glossary: () => ['### Term {#term-x}'],
  alertRules: () => ['```yaml', 'groups: []', '```'],
  aside: (type, title) => [`[!${type.toUpperCase()}]`, ...(title ? [`**${title}**`] : []), ''],
};

test('imports, comments and wrapper tags go; headings keep their {#id}; links become absolute', () => {
  const mdx = [
    "import { Aside } from '@astrojs/starlight/components';",
    "import Diagram from '~/site/components/Diagram.astro';",
    '',
    '{/* a note for authors */}',
    '## Quorum loss {#quorum-loss}',
    '',
    'See [restore](../restore/#restore-steps), [above](#quorum-loss) and `[not](a link)`.',
    '<div data-pagefind-ignore="all">',
    '  <Scenario id="etcd-quorum" />',
    '</div>',
  ].join('\n');
  assert.equal(
    mdxToMarkdown(mdx, r),
    [
      '## Quorum loss {#quorum-loss}',
      '',
      'See [restore](https://kb.example/en/restore/#restore-steps), [above](https://kb.example/en/raft-ha/#quorum-loss) and `[not](a link)`.',
      `  - [step](${page}?etcd-quorum=2~a)`,
      '',
    ].join('\n'),
  );
});

test('code blocks pass through untouched, even when they hold tags or imports', () => {
  const mdx = ['```text', 'import x from "y";', '<ID:1 > {/* no */}', '```', '   ```bash', '   <Tabs>', '   ```'].join('\n');
  assert.equal(mdxToMarkdown(mdx, r), `${mdx}\n`);
});

test('an aside becomes a blockquote alert with its title; tabs keep each panel under its caption', () => {
  const mdx = [
    '<Aside type="caution" title="Do not">',
    'Text with [a link](../x/).',
    '',
    '```bash',
    'etcdctl get',
    '```',
    '</Aside>',
    '',
    '   <Tabs syncKey="etcd-deploy">',
    '   <TabItem label="kubeadm">',
    '   one',
    '   </TabItem>',
    '   </Tabs>',
  ].join('\n');
  assert.equal(
    mdxToMarkdown(mdx, r),
    ['> [!CAUTION]', '> **Do not**', '>', '> Text with [a link](https://kb.example/en/x/).', '>', '> ```bash', '> etcdctl get', '> ```', '', '   **kubeadm**', '', '   one', ''].join('\n'),
  );
});

test('a diagram, a link card over several lines and an unknown component', () => {
  const unknown: string[] = [];
  const mdx = ['<Diagram id="k8s" />', '<CardGrid>', '  <LinkCard', '    title="Backup"', '    href="./backup/"', '    description="How."', '  />', '</CardGrid>', '<Mystery a="1">', 'kept', '</Mystery>'].join('\n');
  assert.equal(
    mdxToMarkdown(mdx, { ...r, unknown: (n) => unknown.push(n) }),
    ['**Diagram: k8s**', '', 'What it shows.', '  - [Backup](https://kb.example/en/raft-ha/backup/): How.', 'kept', ''].join('\n'),
  );
  assert.deepEqual(unknown, ['Mystery']);
});

test('absoluteLinks leaves inline code alone', () => {
  assert.equal(absoluteLinks('`](x)` [a](b/)', r.url), '`](x)` [a](https://kb.example/en/raft-ha/b/)');
});
