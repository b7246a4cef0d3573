import type { Browser, Page } from '@playwright/test';
import { contentSecurityPolicy } from '../build/csp.ts';
import { themeBootScript } from '../build/theme-boot.ts';
import { MOCK_API } from '../playwright.config';
import { expect, test } from './fixtures';

/** A page without the console-error guard, for tests that provoke errors on purpose. */
async function unguardedPage(browser: Browser, baseURL: string | undefined): Promise<Page> {
  const context = await browser.newContext(baseURL ? { baseURL } : {});
  return context.newPage();
}

interface TrustedTypesWindow {
  trustedTypes: { createPolicy: (name: string, rules: object) => unknown };
}

/** Collects the page's CSP violations as `directive blocked-uri`. */
async function watchViolations(page: Page): Promise<() => Promise<string[]>> {
  await page.addInitScript(() => {
    const seen: string[] = [];
    Object.defineProperty(window, '__violations', { value: seen });
    document.addEventListener('securitypolicyviolation', (event) =>
      seen.push(`${event.effectiveDirective} ${event.blockedURI}`),
    );
  });
  return () => page.evaluate(() => (window as unknown as { __violations: string[] }).__violations);
}

test.describe('hardened build (R7, R9)', () => {
  test('the document and its assets carry the strict policy and security headers', async ({
    page,
  }) => {
    const response = await page.goto('/sign-in');
    expect(response).not.toBeNull();
    const headers = response!.headers();
    expect(headers['content-security-policy']).toBe(
      contentSecurityPolicy({ kind: 'production', apiOrigin: MOCK_API }),
    );
    expect(headers['x-content-type-options']).toBe('nosniff');
    expect(headers['referrer-policy']).toBe('no-referrer');
    expect(headers['cross-origin-opener-policy']).toBe('same-origin');

    const html = await response!.text();
    const inlineScripts = [...html.matchAll(/<script(?![^>]*\ssrc=)[^>]*>(.*?)<\/script>/gs)];
    expect(
      inlineScripts.map(([, text]) => text),
      "inline scripts in index.html: the theme's alone, as its hash allows",
    ).toEqual([themeBootScript]);
    const scriptUrl = await page.locator('script[type="module"]').first().getAttribute('src');
    const script = await page.request.get(scriptUrl ?? '');
    expect(script.headers()['x-content-type-options']).toBe('nosniff');
    await expect(page.getByRole('heading', { name: 'Sign in to the control panel' })).toBeVisible();
  });

  test('the policy is enforced: other origins, HTML sinks and new policies are refused', async ({
    browser,
    baseURL,
  }) => {
    const page = await unguardedPage(browser, baseURL);
    const violations = await watchViolations(page);
    await page.goto('/sign-in');
    await expect(page.getByRole('heading', { name: 'Sign in to the control panel' })).toBeVisible();

    const outcome = await page.evaluate(async () => {
      const attempt = async (action: () => unknown) => {
        try {
          await action();
          return 'allowed';
        } catch (error) {
          return error instanceof Error ? error.name : 'refused';
        }
      };
      return {
        foreignFetch: await attempt(() => fetch('http://example.invalid/steal')),
        innerHtml: await attempt(() => {
          document.body.insertAdjacentHTML('beforeend', '<img src=x>');
        }),
        newPolicy: await attempt(() =>
          (window as unknown as TrustedTypesWindow).trustedTypes.createPolicy('attacker', {}),
        ),
      };
    });
    expect(outcome).toEqual({
      foreignFetch: 'TypeError',
      innerHtml: 'TypeError',
      newPolicy: 'TypeError',
    });
    await expect
      .poll(violations)
      .toEqual(
        expect.arrayContaining([
          'connect-src http://example.invalid/steal',
          'require-trusted-types-for trusted-types-sink',
          'trusted-types trusted-types-policy',
        ]),
      );
    await page.context().close();
  });
});

test.describe('CORS contract of the HTTP mock server (R29)', () => {
  test('the panel on another origin (localhost instead of 127.0.0.1) cannot use the API', async ({
    browser,
    baseURL,
    mock,
  }) => {
    const foreignOrigin = (baseURL ?? '').replace('127.0.0.1', 'localhost');
    const page = await unguardedPage(browser, foreignOrigin);
    await page.goto('/sign-in');
    await page.getByLabel('API key').fill(mock.key('owner'));
    await page.getByRole('button', { name: 'Sign in' }).click();
    await expect(page.getByRole('alert')).toContainText('The API could not be reached');
    await expect(page.getByRole('navigation', { name: 'Main navigation' })).toHaveCount(0);
    expect(await mock.requests(), 'the preflight is refused, so no API request arrives').toEqual(
      [],
    );
    await page.context().close();
  });
});
