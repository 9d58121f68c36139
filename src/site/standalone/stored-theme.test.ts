import { test } from 'node:test';
import assert from 'node:assert/strict';
import { applyStoredTheme, storedTheme } from './stored-theme.ts';

test("a stored 'light' or 'dark' is the theme; '' (Starlight's 'auto'), nothing or junk follow the system", () => {
  assert.equal(storedTheme(() => 'light'), 'light');
  assert.equal(storedTheme(() => 'dark'), 'dark');
  assert.equal(storedTheme(() => ''), undefined);
  assert.equal(storedTheme(() => null), undefined);
  assert.equal(storedTheme(() => 'sepia'), undefined);
});

test('blocked storage does not break the page', () => {
  assert.equal(storedTheme(() => { throw new Error('SecurityError'); }), undefined);
});

test('the stored theme lands on data-theme, as on Starlight pages', () => {
  const root = { dataset: {} as Record<string, string> } as unknown as HTMLElement;
  applyStoredTheme(root, () => 'dark');
  assert.equal(root.dataset.theme, 'dark');
  applyStoredTheme(root, () => '');
  assert.equal(root.dataset.theme, undefined);
});
