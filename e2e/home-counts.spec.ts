import type { Page } from '@playwright/test';
import { expect, expectNoAxeViolations, signIn, test, type MockApi } from './fixtures';
import { chooseLanguage } from './shell-controls';

const counts = (page: Page, name: string) => page.getByRole('list', { name });

/** Pages of the domain list read (sign-in checks the key with a page of one, not counted). */
const domainPages = async (mock: MockApi) =>
  (await mock.requests({ method: 'GET', path: /^\/api\/v2\/domains$/ })).filter((request) =>
    request.search.includes('limit=100'),
  );

test.describe('the home’s counts', () => {
  test('count the CDN zones the domains name, without a request of their own', async ({
    page,
    mock,
  }) => {
    await signIn(page, mock);
    const list = counts(page, 'Services per area');
    await expect(list.getByRole('link', { name: /CDN zones/ })).toHaveText(/^3\s*CDN zones$/);
    await expectNoAxeViolations(page);
    // The domains the home reads name the zones: no CDN read is made to count them.
    expect(await domainPages(mock)).toHaveLength(1);
    await list.getByRole('link', { name: /CDN zones/ }).click();
    await expect(page).toHaveURL(/\/cdn$/);
  });

  test('in Swedish, and over a large account with what the rules did not check', async ({
    page,
    mock,
  }) => {
    await mock.scenario('large-account');
    await signIn(page, mock);
    await expect(
      page.getByText('Only the first 300 domains were checked; the account has more.'),
    ).toBeVisible();
    expect(await domainPages(mock)).toHaveLength(3);
    await expectNoAxeViolations(page);
    await chooseLanguage(page, 'sv');
    const cdn = counts(page, 'Tjänster per område').getByRole('link', { name: /CDN-zoner/ });
    // Only part of the domains is read, so the zones they name are a lower bound.
    await expect(cdn).toHaveText(/^3\+\s*CDN-zoner$/);
    await page.getByRole('button', { name: 'Läs in resten och kontrollera dem också' }).click();
    await expect(page.getByText(/kund-0970\.se/)).toBeVisible();
    await expect(page.getByText(/Bara de första 300 domänerna/)).toHaveCount(0);
    await expect(cdn).toHaveText(/^3\s*CDN-zoner$/);

    // Every count's name stays whole on one line, so the six cards are the same height: at
    // 1280 px, at 1024 px where they still share a row, and two to a row on a phone.
    const cardHeights = () =>
      counts(page, 'Tjänster per område')
        .getByRole('link')
        .evaluateAll((links) => new Set(links.map((link) => link.clientHeight)).size);
    for (const width of [1280, 1024, 360]) {
      await page.setViewportSize({ width, height: 800 });
      await expect.poll(cardHeights).toBe(1);
    }
  });
});
