// Scenario id → its run and step-link codec, loaded on demand so a page ships only the scenario it
// shows. `words` are the scenario's texts in the page's language, handed over by Scenario.astro.
import type { ScenarioClient } from './driver.ts';

type Loader = (lang: string, words: unknown) => Promise<ScenarioClient>;

const loaders: Record<string, Loader> = {
  'fake-quorum': (lang) => import('./fixtures/fake-run.ts').then((m) => m.fakeClient(lang === 'ru' ? 'ru' : 'en')),
};

export function loadClient(id: string, lang: string, words: unknown): Promise<ScenarioClient> {
  const load = loaders[id];
  if (!load) return Promise.reject(new Error(`no scenario client for "${id}"`));
  return load(lang, words);
}
