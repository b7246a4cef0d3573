import type { Page } from '@playwright/test';
import { axeViolations, expect, signIn, test } from './fixtures';
import { controlsHiddenWhenFocused } from './focus-obscured';
import { chooseLanguage } from './shell-controls';

/**
 * A toast must not take the place of what the user works with: while one shows, the records'
 * row buttons keep their target size (WCAG 2.5.8) and each control the keyboard reaches shows
 * beside it, not under it (2.4.11), in both languages, light and dark, desktop and phone.
 */
const languages = [
  {
    language: 'en',
    edit: 'Edit A record shop',
    value: 'Value',
    save: 'Save changes',
    saved: 'The A record shop was saved.',
    region: 'Notifications',
  },
  {
    language: 'sv',
    edit: 'Ändra A-posten shop',
    value: 'Värde',
    save: 'Spara ändringar',
    saved: 'A-posten shop har sparats.',
    region: 'Aviseringar',
  },
] as const;

const ways = [
  { label: 'light, desktop', dark: false, width: 1280 },
  { label: 'dark, desktop', dark: true, width: 1280 },
  { label: 'light, 360 px', dark: false, width: 360 },
  { label: 'dark, 360 px', dark: true, width: 360 },
];

async function save(page: Page, words: (typeof languages)[number], value: string) {
  await page.getByRole('button', { name: words.edit }).click();
  const dialog = page.getByRole('dialog');
  await dialog.getByLabel(words.value).fill(value);
  await dialog.getByRole('button', { name: words.save }).click();
  await expect(dialog).toBeHidden();
}

/** At the top, as a row passing under the sticky header would count as covered by it. */
async function showAs(page: Page, dark: boolean, width: number) {
  await page.setViewportSize({ width, height: 800 });
  await page.evaluate((on) => {
    document.documentElement.classList.toggle('dark', on);
    window.scrollTo(0, 0);
  }, dark);
}

test.use({ reducedMotion: 'reduce' });

for (const words of languages) {
  test(`a toast leaves the record buttons usable and in sight (${words.language})`, async ({
    page,
    mock,
  }) => {
    // The page's clock, so that time can stand still while the toasts are checked.
    await page.clock.install();
    await signIn(page, mock, { path: '/dns/zone_aurora01' });
    await chooseLanguage(page, words.language);
    const toasts = page
      .getByRole('region', { name: words.region })
      .getByRole('listitem')
      .filter({ hasText: words.saved });
    const found: string[] = [];

    // Three saves: the most toasts shown at once, the tallest stack there is. A success leaves
    // after a few seconds, so time stands still while the keyboard goes round the page.
    for (const value of ['192.0.2.55', '192.0.2.56', '192.0.2.57']) await save(page, words, value);
    await expect(toasts).toHaveCount(3);
    await page.clock.pauseAt((await page.evaluate(() => Date.now())) + 1_000);
    for (const { label, dark, width } of ways) {
      await showAs(page, dark, width);
      found.push(
        ...(await controlsHiddenWhenFocused(page, 'body')).map(
          (control) => `${label}: focus hidden: ${control}`,
        ),
      );
      await expect(toasts).toHaveCount(3);
    }

    // axe waits on the page's timers, so for it time runs, and the pointer holds a new toast.
    await page.clock.resume();
    await save(page, words, '192.0.2.58');
    const held = toasts.last();
    for (const { label, dark, width } of ways) {
      await showAs(page, dark, width);
      await page.mouse.move(0, 0);
      await held.hover();
      found.push(...(await axeViolations(page)).map((violation) => `${label}: ${violation}`));
      await expect(held).toBeVisible();
    }
    expect(found).toEqual([]);
  });
}
