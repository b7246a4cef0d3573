import { stall } from './faults';
import { expect, signIn, test } from './fixtures';

declare global {
  interface Window {
    fetched?: string[];
  }
}

const CONFIG_READ = 'config.json read';
const SERVER_READ = '/api/v2/vps/vps_web01';

/**
 * In the page: records the path of every fetch the panel makes, and `mark` (CONFIG_READ) once
 * config.json has been read and everything the start-up does at once after it has run (a task
 * later), which includes a read started before the shell has painted.
 */
function recordFetches(mark: string) {
  const fetched: string[] = [];
  window.fetched = fetched;
  const fetchInPage = window.fetch.bind(window);
  window.fetch = (input, init) => {
    const url = input instanceof Request ? input.url : String(input);
    fetched.push(new URL(url, location.href).pathname);
    return fetchInPage(input, init);
  };
  const readText = Response.prototype.text;
  Response.prototype.text = function (this: Response) {
    const text = readText.call(this);
    if (this.url.endsWith('/config.json'))
      void text.then(() => setTimeout(() => fetched.push(mark)));
    return text;
  };
}

test.describe('a cold start of a signed-in tab', () => {
  test('shows the page’s frame, reads its data while its code is still coming, and reads it once', async ({
    page,
    mock,
  }) => {
    await signIn(page, mock, { remember: true });
    // The server page's code is held back: its frame shows and its first read goes out meanwhile.
    const code = await stall(page, { path: /\/assets\/server-page-[\w-]+\.js$/ });
    const serverReads = () => mock.requests({ method: 'GET', path: /^\/api\/v2\/vps\/vps_web01$/ });

    await page.goto('/vps/vps_web01');
    await expect(page.getByRole('heading', { level: 1, name: 'Server' })).toBeVisible();
    await expect(
      page.getByText('Power, firmware, rebuild, SSH access and backups of this server.'),
    ).toBeVisible();
    await expect.poll(async () => (await serverReads()).length).toBe(1);

    await code.release();
    await expect(page.getByRole('heading', { level: 1, name: 'web-01' })).toBeVisible();
    await expect(
      page.getByRole('region', { name: 'Firmware' }).getByText('TPM 2.0, ready'),
    ).toBeVisible();
    expect(await serverReads()).toHaveLength(1);
  });
});

test.describe('what a cold start waits for', () => {
  test('reads the page’s data once the shell has painted its frame, not while the shell comes', async ({
    page,
    mock,
  }) => {
    await signIn(page, mock, { remember: true });
    const shell = await stall(page, { path: /\/assets\/shell-[\w-]{8}\.js$/ });
    await page.addInitScript(recordFetches, CONFIG_READ);

    await page.goto('/vps/vps_web01');
    await page.waitForFunction((mark) => window.fetched?.includes(mark), CONFIG_READ);
    await shell.release();
    await expect(page.getByRole('heading', { level: 1, name: 'web-01' })).toBeVisible();
    const fetched = await page.evaluate(() => window.fetched ?? []);
    expect(fetched.filter((what) => what === CONFIG_READ || what === SERVER_READ)).toEqual([
      CONFIG_READ,
      SERVER_READ,
    ]);
  });

  test('asks for config.json once, beside the panel’s code rather than after it', async ({
    page,
    mock,
  }) => {
    await signIn(page, mock, { remember: true });
    const asked: string[] = [];
    page.on('request', (request) => {
      if (new URL(request.url()).pathname === '/config.json') asked.push(request.url());
    });

    await page.goto('/vps/vps_web01');
    await expect(page.getByRole('heading', { level: 1, name: 'web-01' })).toBeVisible();
    // Asked by the document (its preload) while the code downloads, and that answer is the one
    // the start-up reads: asked once.
    const askedBy = await page.evaluate(() =>
      performance
        .getEntriesByType('resource')
        .filter((entry) => new URL(entry.name).pathname === '/config.json')
        .map((entry) => (entry as PerformanceResourceTiming).initiatorType),
    );
    expect(askedBy).toEqual(['link']);
    expect(asked).toHaveLength(1);
  });

  test('paints the shell and the page’s frame before it has the page kit or the schemas', async ({
    page,
    mock,
  }) => {
    await signIn(page, mock, { remember: true });
    const code = await stall(page, { path: /\/assets\/(page-kit|zod)-[\w-]+\.js$/ });

    await page.goto('/vps/vps_web01');
    await expect(page.getByRole('button', { name: 'Operations' })).toBeVisible();
    await expect(page.getByRole('heading', { level: 1, name: 'Server' })).toBeVisible();
    await expect(
      page.getByText('Power, firmware, rebuild, SSH access and backups of this server.'),
    ).toBeVisible();

    await code.release();
    await expect(page.getByRole('heading', { level: 1, name: 'web-01' })).toBeVisible();
  });
});
