import type { Page } from '@playwright/test';
import { buttonClasses, type ButtonVariant } from '../src/components/ui/button-classes';
import { contrast, luminance, painted, saturation } from './colours';
import { expect, signIn, test } from './fixtures';
import { openAccountMenu } from './shell-controls';
import { openDnsZone } from './navigation';

/** As e2e/a11y.spec.ts turns the dark theme on. */
async function turnDark(page: Page) {
  await page.evaluate(() => {
    document.documentElement.classList.add('dark');
    document.documentElement.classList.remove('light');
  });
}

test.describe('colours checked from the computed styles', () => {
  for (const dark of [false, true]) {
    test(`the proxy switch's off track stands 3:1 from the row behind it (${dark ? 'dark' : 'light'})`, async ({
      page,
      mock,
    }) => {
      await signIn(page, mock);
      await openDnsZone(page, 'granit-it.se');
      const off = page
        .getByRole('table', { name: 'Records of granit-it.se' })
        .getByRole('switch', { name: 'Proxy vpn (AAAA) through the CDN' });
      await expect(off).toHaveAttribute('aria-checked', 'false');
      if (dark) await turnDark(page);
      const track = await painted(off.locator('span[aria-hidden="true"]').first());
      // WCAG 1.4.11: a control's boundary needs 3:1 against what is next to it.
      expect(contrast(track.fill, track.behind)).toBeGreaterThanOrEqual(3);
    });
  }

  test('a disabled button in the dark theme is greyed and faded, not darkened', async ({
    page,
    mock,
  }) => {
    await signIn(page, mock);
    await turnDark(page);
    const variants: ButtonVariant[] = ['primary', 'secondary', 'danger', 'ghost'];
    await page.evaluate(
      (samples) => {
        const main = document.getElementById('main');
        for (const [variant, classes] of samples)
          for (const disabled of [false, true]) {
            const button = document.createElement('button');
            button.className = classes;
            button.textContent = variant;
            button.disabled = disabled;
            button.dataset.sample = `${variant}-${disabled ? 'off' : 'on'}`;
            main?.prepend(button);
          }
      },
      variants.map((variant) => [variant, buttonClasses(variant)] as const),
    );
    const sample = (name: string) => painted(page.locator(`[data-sample="${name}"]`));
    const plain = await sample('secondary-on');
    for (const variant of variants) {
      const on = await sample(`${variant}-on`);
      const off = await sample(`${variant}-off`);
      // Faded: its label stands out less than when it is on, in grey, not in its colour.
      expect(contrast(off.text, off.fill), variant).toBeLessThan(contrast(on.text, on.fill));
      expect(saturation(off.text), variant).toBeLessThan(0.35);
      if (variant === 'ghost') continue;
      // Not darkened: no darker than a plain button, and grey rather than a dim blue or red.
      expect(luminance(off.fill), variant).toBeGreaterThanOrEqual(luminance(plain.fill));
      expect(saturation(off.fill), variant).toBeLessThan(0.35);
    }
  });
});

test.describe('before the script has run', () => {
  test.use({ colorScheme: 'dark', javaScriptEnabled: false });

  test('a system that prefers dark gets a dark page, not a white flash', async ({ page }) => {
    await page.goto('/sign-in');
    const html = await painted(page.locator('html'));
    expect(luminance(html.fill)).toBeLessThan(0.05);
    await expect(page.locator('html')).toHaveCSS('color-scheme', 'dark');
  });
});

/** Opens the sign-in page again with the panel's code held back: only the page's own HTML runs. */
async function reopenBeforeTheEntryModule(page: Page) {
  await page.route(/\/assets\/.*\.js$/, () => undefined);
  await page.goto('/sign-in', { waitUntil: 'commit' });
}

for (const [chosen, system] of [
  ['dark', 'light'],
  ['light', 'dark'],
] as const)
  test.describe(`${chosen} chosen on a system that prefers ${system}`, () => {
    test.use({ colorScheme: system });

    test("is the first thing painted when the page opens again, before the panel's code has run", async ({
      page,
      mock,
    }) => {
      await signIn(page, mock);
      await openAccountMenu(page);
      await page.getByRole('combobox', { name: 'Theme' }).selectOption(chosen);
      await reopenBeforeTheEntryModule(page);
      await expect(page.locator('html')).toHaveCSS('color-scheme', chosen);
      const html = await painted(page.locator('html'));
      if (chosen === 'dark') expect(luminance(html.fill)).toBeLessThan(0.05);
      else expect(luminance(html.fill)).toBeGreaterThan(0.8);
      await expect(page.locator('#root')).toBeEmpty();
    });
  });

test.describe('light chosen on a system that prefers dark', () => {
  test.use({ colorScheme: 'dark' });

  test('stays light when the page opens again', async ({ page, mock }) => {
    await signIn(page, mock);
    await openAccountMenu(page);
    await page.getByRole('combobox', { name: 'Theme' }).selectOption('light');
    await page.goto('/sign-in');
    await expect(page.getByRole('heading', { level: 1 })).toBeVisible();
    const html = await painted(page.locator('html'));
    expect(luminance(html.fill)).toBeGreaterThan(0.8);
    await expect(page.locator('html')).toHaveCSS('color-scheme', 'light');
  });
});
