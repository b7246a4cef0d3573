import { stall } from './faults';
import { expect, signIn, test } from './fixtures';

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
