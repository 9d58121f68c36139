// The scenario player as the specs see it: open a scenario page (optionally at a step link), wait for the
// island to be live, and compare what it shows with a curated timeline's expectations.
import { readFileSync } from 'node:fs';
import { type Locator, type Page, expect } from '@playwright/test';
import type { Timeline, TimelineExpect } from '../src/model/engine/timeline.ts';
import { type CatalogScenario, scenarioUrl } from '../src/player/catalog.ts';

export type Lang = 'en' | 'ru';

const strings: Record<string, Record<string, string>> = {};
/** A UI string of the player, from the committed translations (content/i18n/<lang>.json). */
export function ui(lang: Lang, key: string): string {
  strings[lang] ??= JSON.parse(readFileSync(`content/i18n/${lang}.json`, 'utf8')) as Record<string, string>;
  return strings[lang][`kb.scenario.${key}`];
}

export const playerOf = (page: Page, id: string): Locator => page.locator(`[data-scenario="${id}"]`);

/** Opens the scenario's page, scrolls to the player and waits until it is live; fails on a page error. */
export async function openPlayer(page: Page, s: Pick<CatalogScenario, 'id' | 'page'>, lang: Lang, link = ''): Promise<Locator> {
  const errors: string[] = [];
  page.on('pageerror', (e) => errors.push(e.message));
  await page.goto(scenarioUrl(lang, s.page, s.id, link));
  return waitLive(page, s.id, errors);
}

/** The player on the current page, scrolled into view and live (it hydrates when it comes into view). */
export async function waitLive(page: Page, id: string, errors: string[] = []): Promise<Locator> {
  const root = playerOf(page, id);
  await root.scrollIntoViewIfNeeded();
  await expect(root).toHaveAttribute('data-ready', 'true');
  expect(errors).toEqual([]);
  return root;
}

const escape = (x: string) => x.replace(/[.*+?^${}()|[\]\\]/g, '\\$&');
/** A state path prefix: `up.follower` matches `up.follower` and `up.follower.waiting`. */
export const prefix = (state: string) => new RegExp(`^${escape(state)}(\\.|$)`);

/** The player shows what a curated timeline expects after a step: time, states, each request's answer. */
export async function expectShows(root: Locator, step: number, want: TimelineExpect | undefined, where = `step ${step}`): Promise<void> {
  await expect(root, where).toHaveAttribute('data-step', String(step));
  if (want?.at !== undefined) await expect(root, `${where}: time`).toHaveAttribute('data-time', String(want.at));
  for (const [instance, state] of Object.entries(want?.states ?? {})) {
    const row = root.locator(`.kb-player__table [data-component="${instance}"]`);
    await expect(row, `${where}: ${instance}`).toHaveAttribute('data-component-state', prefix(state));
    // data-state (the hook for automation) says the same.
    await expect(root, `${where}: data-state`).toHaveAttribute('data-state', new RegExp(`(^|,)${escape(instance)}\\.${escape(state)}(\\.|,|$)`));
  }
  // Markup is rendered, never shown: `code` in a fact's name or value reads as code, not as backticks.
  await expect(root.locator('[data-now]'), `${where}: raw markup`).not.toContainText('`');
  for (const [instance, answer] of Object.entries(want?.answers ?? {})) {
    const row = root.locator(`.kb-player__table [data-component="${instance}"]`);
    for (const text of [answer.error, answer.etcdctl, answer.value]) if (text) await expect(row, `${where}: ${instance} answer`).toContainText(text);
  }
}

/**
 * The timeline with everything in it: the longest curated one, on 3 members where the setup chooses a
 * size (before the setup step the table is empty and proves nothing).
 */
export function busiestTimeline(s: Pick<CatalogScenario, 'timelines'>): Timeline {
  const three = s.timelines.filter((t) => t.steps[0].event.endsWith(':3'));
  return [...(three.length ? three : s.timelines)].sort((a, b) => b.steps.length - a.steps.length)[0];
}

/** Scrolls the player's top to just below Starlight's header; returns where that is. */
export async function placeBelowHeader(page: Page, id: string): Promise<{ header: number; top: number }> {
  return page.evaluate((sid) => {
    const host = document.querySelector<HTMLElement>(`[data-scenario-host="${sid}"]`)!;
    const header = document.querySelector('header.header')?.getBoundingClientRect().bottom ?? 0;
    const mobileToc = document.querySelector('mobile-starlight-toc nav, mobile-starlight-toc')?.getBoundingClientRect();
    const below = Math.max(header, mobileToc && mobileToc.height > 0 && mobileToc.top < 200 ? mobileToc.bottom : 0);
    window.scrollTo(0, host.getBoundingClientRect().top + window.scrollY - below);
    return { header: below, top: host.getBoundingClientRect().top };
  }, id);
}
