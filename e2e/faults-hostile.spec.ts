import type { Page } from '@playwright/test';
import { respond, rewrite } from './faults';
import { expect, signIn, test } from './fixtures';
import { signOut } from './shell-controls';
import { wordsSplitAcrossLines } from './text-lines';

// Hostile but valid answers (issue 19, faults 6 and 8): the real mock answer with one value
// changed, and the panel's own files served wrong. Each test failed on the code before the fix.

type Json = Record<string, unknown>;
const object = (value: unknown) => value as Json;
const listOf = (body: unknown) => object(body).data as Json[];

const nav = (page: Page, name: string) =>
  page
    .getByRole('navigation', { name: 'Main navigation' })
    .getByRole('link', { name, exact: true })
    .click();

/** The page does not scroll sideways (360 px wide): long values wrap inside their boxes. */
async function expectNoSidewaysScroll(page: Page) {
  const overflow = await page.evaluate(
    () => document.documentElement.scrollWidth - document.documentElement.clientWidth,
  );
  expect(overflow).toBeLessThanOrEqual(0);
}

test.describe('unknown currency codes (fault 6)', () => {
  for (const code of ['kr', '']) {
    const shown = code === '' ? '1,249.50' : `${code} 1,249.50`;

    test(`the invoice list and invoice page show “${code}” as code and number`, async ({
      page,
      mock,
    }) => {
      const recode = (invoice: Json) => ({ ...invoice, currencyCode: code });
      await rewrite(page, { method: 'GET', path: /\/billing\/invoices$/ }, (body) => ({
        ...object(body),
        data: listOf(body).map(recode),
      }));
      await rewrite(page, { method: 'GET', path: /\/billing\/invoices\/inv_2026110$/ }, (body) =>
        recode(object(body)),
      );
      await signIn(page, mock, { path: '/billing' });
      const invoices = page.getByRole('table', { name: 'Invoices' });
      const row = invoices.getByRole('row').filter({ hasText: '2026-110' });
      await expect(row.getByRole('cell', { name: shown, exact: true })).toBeVisible();

      await invoices.getByRole('link', { name: '2026-110', exact: true }).click();
      await expect(page.getByRole('heading', { name: 'Invoice 2026-110', level: 1 })).toBeVisible();
      await expect(page.getByText(shown, { exact: true }).first()).toBeVisible();
    });
  }

  test('a domain’s pending renewal in an unknown currency shows code and number', async ({
    page,
    mock,
  }) => {
    await rewrite(page, { method: 'GET', path: /\/domains\/dom_aurora01$/ }, (body) => {
      const domain = object(body);
      const order = object(domain.pendingRenewalOrder);
      return { ...domain, pendingRenewalOrder: { ...order, currencyCode: 'kr' } };
    });
    await signIn(page, mock, { path: '/domains/dom_aurora01' });
    await expect(page.getByRole('heading', { level: 1, name: 'aurora-bakery.se' })).toBeVisible();
    await expect(page.getByText(/^kr \d[\d,]*\.\d\d$/).first()).toBeVisible();
  });
});

test.describe('names that try to disguise themselves or overflow (fault 8)', () => {
  test('a right-to-left override in a server name is shown as a marker, not obeyed', async ({
    page,
    mock,
  }) => {
    const disguised = 'invoice\u202Egnp.exe';
    const rename = (server: Json) =>
      server.id === 'vps_web01' ? { ...server, name: disguised } : server;
    await rewrite(page, { method: 'GET', path: /\/api\/v2\/vps$/ }, (body) => ({
      ...object(body),
      data: listOf(body).map(rename),
    }));
    await rewrite(page, { method: 'GET', path: /\/api\/v2\/vps\/vps_web01$/ }, (body) =>
      rename(object(body)),
    );
    await signIn(page, mock, { path: '/vps' });
    const link = page
      .getByRole('table', { name: 'Servers' })
      .getByRole('link', { name: 'invoice[U+202E]gnp.exe', exact: true });
    await expect(link).toBeVisible();
    await link.click();
    await expect(
      page.getByRole('heading', { level: 1, name: 'invoice[U+202E]gnp.exe', exact: true }),
    ).toBeVisible();
    // Isolated from its neighbours, so it cannot reorder the text around it either.
    const isolation = await page
      .getByRole('heading', { level: 1 })
      .locator('bdi')
      .evaluate((element) => getComputedStyle(element).unicodeBidi);
    expect(isolation).toBe('isolate');
    // In the finder's command for the page, whose ellipsis it could otherwise move.
    await page.keyboard.press('Control+k');
    await page.keyboard.type('shut down');
    const command = page.getByRole('option', { name: 'Shut down invoice[U+202E]gnp.exe…' });
    await expect(command).toBeVisible();
    await expect(command.locator('bdi')).toHaveCSS('unicode-bidi', 'isolate');
    await page.keyboard.press('Escape');
    await expect(command).toBeHidden();
    // Inside a sentence too: the dialog's question cannot be turned into "…invoice?exe.png".
    await page
      .getByRole('region', { name: 'Power' })
      .getByRole('button', { name: 'Shut down' })
      .click();
    const dialog = page.getByRole('dialog', { name: 'Shut down invoice[U+202E]gnp.exe?' });
    await expect(dialog).toBeVisible();
    await expect(dialog).toContainText('Everything running on invoice[U+202E]gnp.exe stops');
    // And in the operation it starts, whose stored title keeps the name apart from its words.
    await dialog.getByRole('button', { name: 'Shut down' }).click();
    await expect(
      page.getByRole('progressbar', { name: /^Shut down invoice\[U\+202E\]gnp\.exe/ }).first(),
    ).toBeVisible();
    const title = page.getByText('Shut down invoice[U+202E]gnp.exe', { exact: true }).first();
    await expect(title).toBeVisible();
    await expect(title.locator('bdi')).toHaveCSS('unicode-bidi', 'isolate');
    // The page goes on reading the server as the operation runs: no rewrite may outlive the test.
    await page.unrouteAll({ behavior: 'ignoreErrors' });
  });

  test('a server’s name inside a sentence is never split at its hyphens, at any phone width', async ({
    page,
    mock,
  }) => {
    const name = 'shop-frontend-02';
    await rewrite(page, { method: 'GET', path: /\/api\/v2\/vps\/vps_web01$/ }, (body) => ({
      ...object(body),
      name,
    }));
    await page.setViewportSize({ width: 360, height: 800 });
    await signIn(page, mock, { path: '/vps/vps_web01' });
    await page
      .getByRole('region', { name: 'Power' })
      .getByRole('button', { name: 'Shut down' })
      .click();
    const dialog = page.getByRole('dialog', { name: `Shut down ${name}?` });
    const sentences = [dialog.getByRole('heading'), dialog.getByText(/Everything running on/)];
    const split: string[] = [];
    // Every width a phone has, so the end of some line falls inside the name.
    for (let width = 320; width <= 480; width += 8) {
      await page.setViewportSize({ width, height: 800 });
      for (const sentence of sentences) {
        const words = await sentence.evaluate(wordsSplitAcrossLines);
        split.push(
          ...words.filter((word) => word.includes(name)).map((word) => `${width}: ${word}`),
        );
      }
    }
    expect(split).toEqual([]);
  });

  test('300-character names wrap on a narrow screen and stay readable in full', async ({
    page,
    mock,
  }) => {
    await page.setViewportSize({ width: 360, height: 800 });
    // 300 characters with no place to break a line (no space, no hyphen).
    const long = 'verylongname'.repeat(25);
    // Every name the API sends on these pages becomes that.
    const lengthen = (value: unknown): unknown => {
      if (Array.isArray(value)) return value.map(lengthen);
      if (typeof value !== 'object' || value === null) return value;
      return Object.fromEntries(
        Object.entries(value).map(([key, inner]) => [
          key,
          ['name', 'unicodeName', 'hostname', 'number', 'domain'].includes(key) &&
          typeof inner === 'string'
            ? long
            : lengthen(inner),
        ]),
      );
    };
    await rewrite(page, { method: 'GET', path: /^\/api\/v2\// }, lengthen);
    // Remembered in the tab, so going to each address keeps the session.
    await signIn(page, mock, { path: '/vps', remember: true });
    // The four pages that scrolled sideways before, and the list pages beside them.
    const pages = [
      '/dns/zone_aurora01',
      '/vps/vps_web01',
      '/hosting/acct_aurora01/mail-settings',
      '/cdn/security',
      '/domains',
      '/domains/dom_aurora01',
      '/dns',
      '/vps',
      '/billing/invoices/inv_2026110',
      '/hosting/acct_aurora01',
    ];
    for (const path of pages) {
      await page.goto(path);
      await expect(page.getByText(long).first()).toBeVisible();
      await expectNoSidewaysScroll(page);
    }
  });

  test('a page of 10,000 servers renders a page at a time', async ({ page, mock }) => {
    await rewrite(page, { method: 'GET', path: /\/api\/v2\/vps$/ }, (body) => {
      const first = listOf(body)[0] ?? {};
      const data = Array.from({ length: 10_000 }, (_, index) => ({
        ...first,
        id: `vps_many${index}`,
        name: `many-${index}`,
      }));
      return { ...object(body), data };
    });
    await signIn(page, mock, { path: '/vps' });
    const table = page.getByRole('table', { name: 'Servers' });
    await expect(page.getByRole('status').filter({ hasText: '1–20 of 10,000' })).toBeVisible();
    await expect(table.getByRole('row')).toHaveCount(21);
    await page.getByRole('button', { name: 'Next page' }).click();
    await expect(page.getByRole('status').filter({ hasText: '21–40 of 10,000' })).toBeVisible();
    await expect(table.getByRole('link', { name: 'many-39', exact: true })).toBeVisible();
    await expect(table.getByRole('row')).toHaveCount(21);
  });
});

test.describe('server text on screen (fault 8)', () => {
  test('an error that echoes the key and a one-time link is shown redacted', async ({
    page,
    mock,
  }) => {
    const key = mock.key();
    await respond(
      page,
      { method: 'GET', path: /\/api\/v2\/vps$/ },
      {
        status: 400,
        body: {
          type: 'about:blank',
          title: `Key ${key} was refused`,
          status: 400,
          code: 'bad_request',
          detail: `Retry at https://pay.example.com/p/1?token=s3cret with Bearer ${key}`,
          requestId: 'req_hostile1',
        },
      },
    );
    await signIn(page, mock, { path: '/vps' });
    const alert = page.getByRole('alert');
    await expect(alert).toContainText('Key [redacted] was refused');
    await expect(alert).toContainText(
      'Retry at https://pay.example.com/p/1?[redacted] with Bearer [redacted]',
    );
    await expect(alert).not.toContainText(key);
    await expect(alert).not.toContainText('s3cret');
  });
});

test.describe('a read while offline', () => {
  test('a page whose code is here but whose data is not says it waits for the connection', async ({
    page,
    mock,
  }) => {
    // One domain's page brings the code every domain's page uses; another's data is not read yet.
    await signIn(page, mock, { path: '/domains/dom_aurora01' });
    await expect(page.getByRole('heading', { level: 1, name: 'aurora-bakery.se' })).toBeVisible();
    await nav(page, 'Domains');
    const nordic = page.getByRole('link', { name: 'nordicfjord.com', exact: true });
    await expect(nordic).toBeVisible();
    const offline = page.getByRole('status').filter({ hasText: /^You are offline\. / });
    await expect(offline).toHaveCount(0);
    await page.context().setOffline(true);
    await expect(offline).toBeVisible();
    await nordic.click();
    await expect(
      page
        .getByRole('status')
        .filter({ hasText: 'Waiting for the connection… This loads when you are back online.' }),
    ).toBeVisible();
    await page.context().setOffline(false);
    await expect(page.getByRole('heading', { level: 1, name: 'nordicfjord.com' })).toBeVisible();
    await expect(page.getByText(/Waiting for the connection/)).toHaveCount(0);
    await expect(offline).toHaveCount(0);
  });
});

test.describe('the panel’s own files (fault 8)', () => {
  test('a page whose code did not arrive offline loads after reconnecting, still signed in', async ({
    page,
    mock,
  }) => {
    await signIn(page, mock);
    await expect(page.getByRole('heading', { level: 1, name: 'Home' })).toBeVisible();
    await page.context().setOffline(true);
    await nav(page, 'Servers');
    await expect(
      page.getByRole('heading', { name: 'This page could not be loaded' }),
    ).toBeVisible();
    await page.context().setOffline(false);
    await expect(
      page
        .getByRole('table', { name: 'Servers' })
        .getByRole('link', { name: 'web-01', exact: true }),
    ).toBeVisible();
    await expect(page.getByLabel('API key')).toHaveCount(0);
  });

  test('a page whose code failed once loads on “Try again”, still signed in', async ({
    page,
    mock,
  }) => {
    await signIn(page, mock);
    let aborted = 0;
    await page.route(/\/assets\/server-list-page[^/]*\.js$/, async (route) => {
      if (aborted > 0) return route.fallback();
      aborted += 1;
      return route.abort('connectionreset');
    });
    await nav(page, 'Servers');
    await expect(
      page.getByRole('heading', { name: 'This page could not be loaded' }),
    ).toBeVisible();
    await page.getByRole('button', { name: 'Try again' }).click();
    await expect(
      page
        .getByRole('table', { name: 'Servers' })
        .getByRole('link', { name: 'web-01', exact: true }),
    ).toBeVisible();
    expect(aborted).toBe(1);
    await expect(page.getByLabel('API key')).toHaveCount(0);
  });

  test('sign-out leaves no panel entry in the tab’s storage', async ({ page, mock }) => {
    await signIn(page, mock, { remember: true, path: '/vps/vps_web01' });
    const power = page.getByRole('region', { name: 'Power' });
    await power.getByRole('button', { name: 'Shut down' }).click();
    await page
      .getByRole('dialog', { name: 'Shut down web-01?' })
      .getByRole('button', { name: 'Shut down' })
      .click();
    await expect(page.getByRole('progressbar', { name: /Shut down web-01/ }).first()).toBeVisible();
    const panelKeys = () =>
      page.evaluate(() => Object.keys(sessionStorage).filter((key) => key.startsWith('panel.')));
    expect(await panelKeys()).toEqual(
      expect.arrayContaining(['panel.session', 'panel.operations']),
    );
    await signOut(page);
    await expect(page.getByLabel('API key')).toBeVisible();
    expect(await panelKeys()).toEqual([]);
  });

  test('a malformed config.json shows an error page in English and Swedish', async ({ page }) => {
    await page.route('**/config.json', (route) =>
      route.fulfill({ status: 200, contentType: 'application/json', body: '{"apiBaseUrl": ' }),
    );
    await page.goto('/sign-in');
    await expect(
      page.getByRole('heading', { level: 1, name: 'The control panel could not start' }),
    ).toBeVisible();
    await expect(page.getByRole('alert')).toContainText('config.json');
    await page.getByRole('combobox', { name: 'Language' }).selectOption('sv');
    await expect(
      page.getByRole('heading', { level: 1, name: 'Kontrollpanelen kunde inte starta' }),
    ).toBeVisible();
  });

  test('a config.json naming an API that is no http(s) URL shows the same page', async ({
    page,
  }) => {
    await page.route('**/config.json', (route) =>
      route.fulfill({ status: 200, json: { apiBaseUrl: 'javascript:alert(1)' } }),
    );
    await page.goto('/sign-in');
    await expect(
      page.getByRole('heading', { level: 1, name: 'The control panel could not start' }),
    ).toBeVisible();
    await expect(page.getByLabel('API key')).toHaveCount(0);
  });

  test('the preview serves config.json with the document’s security headers', async ({
    request,
  }) => {
    const documentHeaders = (await request.get('/')).headers();
    const config = await request.get('/config.json');
    expect(config.ok()).toBe(true);
    const headers = config.headers();
    for (const name of [
      'content-security-policy',
      'x-content-type-options',
      'referrer-policy',
      'cross-origin-opener-policy',
    ])
      expect(headers[name], name).toBe(documentHeaders[name]);
    expect(documentHeaders['content-security-policy']).toBeTruthy();
  });
});
