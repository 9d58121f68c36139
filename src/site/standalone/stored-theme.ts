// The theme a reader picked in Starlight's theme switch, for the pages outside Starlight (root
// chooser, 404, /go/ forwarders). Starlight keeps it in localStorage['starlight-theme'] as 'light',
// 'dark' or '' (follow the system); the standalone stylesheet follows the system by itself.
export const THEME_KEY = 'starlight-theme';

export type StoredTheme = 'light' | 'dark' | undefined;

export function storedTheme(read: () => string | null): StoredTheme {
  let value: string | null = null;
  try {
    value = read();
  } catch {
    return undefined; // storage blocked (privacy mode, sandboxed frame)
  }
  return value === 'light' || value === 'dark' ? value : undefined;
}

/** Sets data-theme like Starlight does; without a stored choice the page follows the system. */
export function applyStoredTheme(root: HTMLElement, read: () => string | null): void {
  const theme = storedTheme(read);
  if (theme) root.dataset.theme = theme;
  else delete root.dataset.theme;
}
