// The landing pages on a phone: the menu, and in it the theme and language switches, are reachable.
import { expect, test } from '@playwright/test';

test.use({ viewport: { width: 390, height: 844 } });

for (const [lang, other, otherLabel] of [
  ['en', 'ru', 'Русский'],
  ['ru', 'en', 'English'],
] as const) {
  test(`/${lang}/ at 390 px: menu, theme switch and language switch are reachable`, async ({ page }) => {
    await page.goto(`/${lang}/`);
    const menu = page.locator('button.sl-menu-button');
    await expect(menu).toBeVisible();
    await menu.click();
    const theme = page.locator('#starlight__sidebar starlight-theme-select select');
    await expect(theme).toBeVisible();
    await theme.selectOption('dark');
    await expect(page.locator('html')).toHaveAttribute('data-theme', 'dark');
    await theme.selectOption('light');
    await expect(page.locator('html')).toHaveAttribute('data-theme', 'light');
    const language = page.locator('#starlight__sidebar kb-lang-select select');
    await expect(language).toBeVisible();
    await language.selectOption({ label: otherLabel });
    await expect(page).toHaveURL(new RegExp(`/${other}/$`));
  });
}
