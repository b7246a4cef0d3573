import { test, expect, signIn, expectNoAxeViolations } from './fixtures';
import { controlsPastTheirCard } from './controls-in-cards';
import { stall } from './faults';
import { forceStopWeb01 } from './servers';
import { accountButton, chooseLanguage } from './shell-controls';

const areas = ['Home', 'Domains', 'DNS', 'CDN', 'Servers', 'Shared hosting', 'Billing', 'Activity'];

test.describe('a 360 px phone', () => {
  test.use({ viewport: { width: 360, height: 780 } });

  test('the sign-in card keeps its title and language inside its padding in both languages', async ({
    page,
  }) => {
    await page.goto('/sign-in');
    await expect(page.getByRole('heading', { name: 'Sign in to the control panel' })).toBeVisible();
    expect(await controlsPastTheirCard(page)).toEqual([]);
    await page.getByRole('combobox', { name: 'Language' }).selectOption('sv');
    await expect(page.getByRole('heading', { name: 'Logga in i kontrollpanelen' })).toBeVisible();
    expect(await controlsPastTheirCard(page)).toEqual([]);
  });

  test('a compact header whose menu lists every area, by keyboard alone', async ({
    page,
    mock,
  }) => {
    await signIn(page, mock, { path: '/sign-in', remember: true });
    const header = page.getByRole('banner');
    expect((await header.boundingBox())?.height).toBeLessThanOrEqual(60);
    await expectNoAxeViolations(page);

    const menuButton = page.getByRole('button', { name: 'Menu' });
    await menuButton.focus();
    await page.keyboard.press('Enter');
    const menu = page.getByRole('dialog', { name: 'Menu' });
    const nav = menu.getByRole('navigation', { name: 'Main navigation' });
    for (const area of areas) await expect(nav.getByRole('link', { name: area })).toBeVisible();
    await expectNoAxeViolations(page, 'dialog');
    await page.keyboard.press('Escape');
    await expect(menu).toBeHidden();
    await expect(menuButton).toBeFocused();

    await page.keyboard.press('Enter');
    await nav.getByRole('link', { name: 'Billing' }).focus();
    await page.keyboard.press('Enter');
    await expect(page.getByRole('heading', { level: 1, name: 'Invoices' })).toBeVisible();
    await expect(menu).toBeHidden();
    await expect(page.getByRole('main')).toBeFocused();

    await accountButton(page).focus();
    await page.keyboard.press('Enter');
    await expect(page.getByText('Can make changes')).toBeVisible();
    await expectNoAxeViolations(page);
    await page.keyboard.press('Escape');
    await expect(page.getByText('Can make changes')).toBeHidden();
    await expect(accountButton(page)).toBeFocused();
  });
});

test('tab titles and breadcrumbs follow the page and the language; navigation is announced', async ({
  page,
  mock,
}) => {
  await signIn(page, mock, { path: '/sign-in', remember: true });
  await expect(page).toHaveTitle('Home · Control panel');
  await page.goto('/vps/vps_web01');
  await expect(page).toHaveTitle('web-01 · Servers · Control panel');
  const crumbs = page.getByRole('navigation', { name: 'Breadcrumbs' });
  await expect(crumbs.locator('[aria-current="page"]')).toHaveText('web-01');

  await crumbs.getByRole('link', { name: 'Servers' }).click();
  await expect(page).toHaveTitle('Servers · Control panel');
  await expect(
    page.locator('[aria-live="polite"]').getByText('Servers · Control panel'),
  ).toBeAttached();
  await expect(page.getByRole('main')).toBeFocused();

  await chooseLanguage(page, 'sv');
  await expect(page).toHaveTitle('Servrar · Kontrollpanel');
  await page
    .getByRole('navigation', { name: 'Huvudnavigering' })
    .getByRole('link', { name: 'Domäner' })
    .click();
  await expect(page).toHaveTitle('Domäner · Kontrollpanel');
  await expectNoAxeViolations(page);
});

test.describe('a 320 px phone', () => {
  test.use({ viewport: { width: 320, height: 640 } });

  test('keeps every header control on the screen while an operation runs, in both languages', async ({
    page,
    mock,
  }) => {
    await signIn(page, mock, { remember: true });
    // The job's polls get no answer, so it stays running.
    await stall(page, { method: 'GET', path: /\/api\/jobs\// });
    await page.goto('/vps/vps_web01');
    await forceStopWeb01(page);
    const header = page.getByRole('banner');
    const offScreen = () =>
      header.evaluate((banner) =>
        [...banner.querySelectorAll('a, button')].flatMap((control) => {
          const box = control.getBoundingClientRect();
          const name = control.getAttribute('aria-label') ?? control.textContent ?? '';
          return box.left < 0 || box.right > window.innerWidth ? [name] : [];
        }),
      );

    const tray = header.getByRole('button', { name: 'Operations (1 running)' });
    await expect(tray).toBeVisible();
    await expect(tray.getByText('1', { exact: true })).toBeVisible();
    expect(await offScreen()).toEqual([]);
    await chooseLanguage(page, 'sv');
    await expect(header.getByRole('button', { name: 'Jobb (1 pågår)' })).toBeVisible();
    expect(await offScreen()).toEqual([]);
  });
});
