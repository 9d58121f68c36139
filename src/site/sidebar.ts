// The sidebar: groups in reading order, labels in both languages. Slugs carry no locale prefix.
type Item = string;
type Group = { label: string; translations: { ru: string }; items: Item[] };

const groups: Group[] = [
  { label: 'Start here', translations: { ru: 'С чего начать' }, items: ['index'] },
  { label: 'How it works', translations: { ru: 'Как это устроено' }, items: ['architecture', 'data-model', 'raft-ha'] },
  { label: 'Run it well', translations: { ru: 'Эксплуатация' }, items: ['security', 'performance-monitoring', 'backup', 'restore'] },
  { label: 'When it fails', translations: { ru: 'Когда etcd отказывает' }, items: ['first-five-minutes', 'outage', 'control-plane-outage', 'troubleshooting', 'misconceptions'] },
  { label: 'Reference', translations: { ru: 'Справочник' }, items: ['glossary'] },
];

export function sidebar(hasPage: (slug: string) => boolean) {
  return groups
    .map((g) => ({ ...g, items: g.items.filter(hasPage) }))
    .filter((g) => g.items.length > 0);
}
