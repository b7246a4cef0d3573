import type { Page } from '@playwright/test';
import { expect, expectNoAxeViolations, signIn, test } from './fixtures';
import { doubleClickSendsOnce } from './faults';
import { chooseLanguage } from './shell-controls';
import { breaksInsideWords, wordsSplitAcrossLines } from './text-lines';
import { openFromNavigation } from './navigation';

const ED25519_KEY =
  'ssh-ed25519 AAAAC3NzaC1lZDI1NTE5AAAAILjsMg7xM7/XtxK6meil546gyymPqxNLPux9Nyb5WMah fixture-ed25519';
const ED25519_FINGERPRINT = 'SHA256:0mLkDx3/SZPtegjJbObAttvoGuuMmlU7vS9HNrO4hTo';
// The opening lines of a throwaway key; enough for the panel to recognise it as private.
const PRIVATE_KEY = [
  '-----BEGIN OPENSSH PRIVATE KEY-----',
  'b3BlbnNzaC1rZXktdjEAAAAABG5vbmUAAAAEbm9uZQAAAAAAAAABAAAAMwAAAAtzc2gtZW',
  '-----END OPENSSH PRIVATE KEY-----',
].join('\n');
const WEBMAIL_ORIGIN = 'https://cp12.webhost-panel.example:2096';

async function openSection(page: Page, section: string) {
  const nav = page.getByRole('navigation', { name: 'Account sections' });
  await nav.getByRole('link', { name: section, exact: true }).click();
  await expect(nav.getByRole('link', { name: section, exact: true })).toHaveAttribute(
    'aria-current',
    'page',
  );
}

test.describe('shared hosting', () => {
  test('every section of an account opens from the list with no accessibility violations', async ({
    page,
    mock,
  }) => {
    await signIn(page, mock);
    await openFromNavigation(page, 'Shared hosting', 'Hosting accounts', 'aurora-bakery');
    await expect(page.getByRole('heading', { level: 1, name: 'aurora-bakery' })).toBeVisible();
    await expect(
      page
        .getByRole('table', { name: 'Domains on the account' })
        .getByRole('row', { name: /malmö-cykel\.se/ }),
    ).toBeVisible();
    await expectNoAxeViolations(page);

    const sections = [
      { link: 'SSH keys', ready: page.getByRole('table', { name: 'SSH keys on the account' }) },
      { link: 'Email', ready: page.getByRole('table', { name: 'Mailboxes on the account' }) },
      { link: 'Mail client settings', ready: page.getByRole('table', { name: 'Mail servers' }) },
      {
        link: 'Database backups',
        ready: page.getByRole('table', { name: 'Database restore points' }),
      },
    ];
    for (const section of sections) {
      await openSection(page, section.link);
      await expect(section.ready).toBeVisible();
      await expectNoAxeViolations(page);
    }
  });

  test('a pasted private key is cleared and never sent; a public key is imported', async ({
    page,
    mock,
  }) => {
    await signIn(page, mock, { path: '/hosting/acct_aurora01/ssh-keys' });
    const form = page.getByRole('form', { name: 'Import a public key' });
    await form.getByLabel('Key name').fill('work-laptop');
    const key = form.getByLabel('Public key');

    await key.fill(PRIVATE_KEY);
    await expect(form.getByRole('alert')).toContainText(
      'That was a private key, so it was removed',
    );
    await expect(key).toHaveValue('');
    await form.getByRole('button', { name: 'Import and authorize' }).click();
    await expect(form.getByText('Paste a public key.')).toBeVisible();
    expect(await mock.requests({ method: 'POST', path: /ssh-keys/ })).toEqual([]);
    await expectNoAxeViolations(page);

    await key.fill(ED25519_KEY);
    await expect(
      form.getByText(`ssh-ed25519 key recognised. Fingerprint: ${ED25519_FINGERPRINT}`),
    ).toBeVisible();
    await doubleClickSendsOnce(page, form.getByRole('button', { name: 'Import and authorize' }), {
      method: 'POST',
      path: /ssh-keys/,
    });
    await expect(form.getByText('The key work-laptop was imported and authorized.')).toBeVisible();
    await expect(
      page
        .getByRole('table', { name: 'SSH keys on the account' })
        .getByRole('row', { name: /work-laptop/ }),
    ).toContainText(ED25519_FINGERPRINT);
    const posts = await mock.requests({ method: 'POST', path: /ssh-keys/ });
    expect(posts.map((entry) => entry.body)).toEqual([
      { name: 'work-laptop', publicKey: ED25519_KEY },
    ]);
  });

  test('on a phone in Swedish, the sections are one row that scrolls, the current one in view', async ({
    page,
    mock,
  }) => {
    await page.setViewportSize({ width: 360, height: 800 });
    await signIn(page, mock, { path: '/hosting/acct_aurora01/databases' });
    await chooseLanguage(page, 'sv');
    const nav = page.getByRole('navigation', { name: 'Kontots delar' });
    const links = nav.getByRole('link');
    const inView = async (name: string) => {
      const row = await nav.boundingBox();
      const link = await nav.getByRole('link', { name, exact: true }).boundingBox();
      // Within a pixel: the last section ends where the row does, give or take a fraction.
      return !!row && !!link && link.x >= row.x - 1 && link.x + link.width <= row.x + row.width + 1;
    };
    await expect(nav.getByRole('link', { name: 'Säkerhetskopior av databaser' })).toHaveAttribute(
      'aria-current',
      'page',
    );
    const tops = await links.evaluateAll((all) =>
      all.map((link) => Math.round(link.getBoundingClientRect().top)),
    );
    expect(tops).toHaveLength(5);
    expect(new Set(tops).size).toBe(1);
    expect(await inView('Säkerhetskopior av databaser')).toBe(true);
    expect(await inView('Översikt')).toBe(false);
    await expectNoAxeViolations(page);

    // The keyboard reaches the sections out of view, and the one it opens is brought into view.
    await nav.getByRole('link', { name: 'Säkerhetskopior av databaser' }).focus();
    for (let step = 0; step < 4; step += 1) await page.keyboard.press('Shift+Tab');
    await expect(nav.getByRole('link', { name: 'Översikt' })).toBeFocused();
    expect(await inView('Översikt')).toBe(true);
    await nav.getByRole('link', { name: 'E-post', exact: true }).press('Enter');
    await expect(nav.getByRole('link', { name: 'E-post', exact: true })).toHaveAttribute(
      'aria-current',
      'page',
    );
    expect(await inView('E-post')).toBe(true);
  });

  test('on a phone in Swedish, the recognised key wraps between words and only its fingerprint breaks', async ({
    page,
    mock,
  }) => {
    await page.setViewportSize({ width: 360, height: 800 });
    await signIn(page, mock, { path: '/hosting/acct_aurora01/ssh-keys' });
    await chooseLanguage(page, 'sv');
    const form = page.getByRole('form', { name: 'Importera en publik nyckel' });
    await form.getByLabel('Publik nyckel').fill(ED25519_KEY);
    const recognised = form.getByText(
      `ssh-ed25519-nyckel känns igen. Fingeravtryck: ${ED25519_FINGERPRINT}`,
    );
    await expect(recognised).toBeVisible();
    const split = await recognised.evaluate(wordsSplitAcrossLines);
    expect(split.filter((word) => word !== ED25519_FINGERPRINT)).toEqual([]);
  });

  test('on a phone in Swedish, domain names and addresses break after a dot or an at sign, not inside a name', async ({
    page,
    mock,
  }) => {
    await page.setViewportSize({ width: 360, height: 800 });
    await signIn(page, mock, { path: '/hosting/acct_aurora01/mail-settings' });
    await chooseLanguage(page, 'sv');
    const heading = page.getByRole('heading', { name: 'Inställningar för aurora-bakery.se' });
    await expect(heading).toBeVisible();
    expect(await heading.evaluate(breaksInsideWords)).toEqual([]);

    await page
      .getByRole('navigation', { name: 'Kontots delar' })
      .getByRole('link', { name: 'E-post', exact: true })
      .click();
    // "bestallning@" over "aurora-bakery.se", never "bestallning@aurora-" over "bakery.se".
    const address = page.getByText('bestallning@aurora-bakery.se', { exact: true });
    await expect(address).toBeVisible();
    expect(await address.evaluate(breaksInsideWords, '@.')).toEqual([]);

    await page
      .getByRole('navigation', { name: 'Kontots delar' })
      .getByRole('link', { name: 'Översikt', exact: true })
      .click();
    const subdomain = page
      .getByRole('table', { name: 'Domäner på kontot' })
      .getByText('shop.aurora-bakery.se', { exact: true });
    await expect(subdomain).toBeVisible();
    expect(await subdomain.evaluate(breaksInsideWords, '.')).toEqual([]);
  });

  test('webmail opens in a new tab with the one-time link, which the panel does not keep', async ({
    page,
    mock,
    context,
  }) => {
    await context.route(`${WEBMAIL_ORIGIN}/**`, (route) =>
      route.fulfill({
        status: 200,
        contentType: 'text/html',
        body: '<title>Webmail</title><p>Webmail</p>',
      }),
    );
    await signIn(page, mock, { path: '/hosting/acct_aurora01/email' });
    const popupPromise = context.waitForEvent('page');
    await page.getByRole('button', { name: 'Open webmail for info@malmö-cykel.se' }).click();
    const popup = await popupPromise;
    await popup.waitForURL(
      /^https:\/\/cp12\.webhost-panel\.example:2096\/webmail\/login\/\?session=[0-9a-f]{48}$/,
    );
    const token = new URL(popup.url()).searchParams.get('session') ?? '';
    expect(token).toHaveLength(48);

    await expect(
      page.getByText('Webmail for info@malmö-cykel.se opened in a new tab.'),
    ).toBeVisible();
    const kept = await page.evaluate(() => {
      const attributes = [...document.querySelectorAll('*')].flatMap((element) =>
        [...element.attributes].map((attribute) => attribute.value),
      );
      return [
        document.documentElement.textContent,
        ...attributes,
        JSON.stringify({ ...sessionStorage }),
        JSON.stringify({ ...localStorage }),
      ].join(' ');
    });
    expect(kept).not.toContain(token);
    const posts = await mock.requests({ method: 'POST', path: /actions\/sso$/ });
    expect(posts.map((entry) => entry.path)).toEqual([
      '/api/v2/shared-hosting/acct_aurora01/email-accounts/info%40malm%C3%B6-cykel.se/actions/sso',
    ]);
  });

  test('a database is restored after typing its name, and the queue is followed to the end', async ({
    page,
    mock,
  }) => {
    await signIn(page, mock, { path: '/hosting/acct_aurora01/databases' });
    await page
      .getByRole('button', { name: /^Restore aurora_shop from/ })
      .first()
      .click();
    const dialog = page.getByRole('dialog', { name: 'Restore the database aurora_shop?' });
    await expect(dialog).toContainText('Everything written to it since then is lost');
    await expectNoAxeViolations(page, 'dialog');
    await dialog.getByLabel('Type aurora_shop to confirm').fill('aurora_shop');
    await dialog.getByRole('button', { name: 'Restore aurora_shop' }).click();

    await expect(
      page.getByRole('progressbar', { name: 'Restore database aurora_shop: Completed' }),
    ).toBeVisible({ timeout: 20_000 });
    expect(await mock.requests({ method: 'POST', path: /actions\/restore$/ })).toHaveLength(1);
    expect(
      (await mock.requests({ method: 'GET', path: /\/backups\/queue\// })).length,
    ).toBeGreaterThan(0);
  });

  test('an account on the previous platform explains the free move instead of mail settings', async ({
    page,
    mock,
  }) => {
    await signIn(page, mock, { path: '/hosting/acct_legacy03/mail-settings' });
    const section = page.getByRole('region', { name: 'Mail client settings' });
    await expect(section.getByText(/The move costs nothing/)).toBeVisible();
    await expect(section.getByRole('alert')).toContainText('account_not_eligible_cpanel');
    await expectNoAxeViolations(page);
  });
});
