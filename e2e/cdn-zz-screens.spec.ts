import { signIn, test } from './fixtures';

for (const path of ['/cdn/cdn_aurora01', '/cdn/security', '/cdn/cdn_granit07']) {
  test(`shot ${path}`, async ({ page, mock }) => {
    test.setTimeout(120_000);
    if (path === '/cdn/security') await mock.scenario('cdn-report-ready');
    await signIn(page, mock, { path });
    await page.getByRole('heading', { level: 1 }).waitFor();
    await page.waitForTimeout(800);
    const name = path.replace(/\//g, '_');
    await page.setViewportSize({ width: 1280, height: 900 });
    await page.screenshot({ path: `/tmp/cdnpeek/${name}-en.png`, fullPage: true });
    const height = await page.evaluate(() => document.documentElement.scrollHeight);
    for (let top = 0, part = 0; top < height; top += 1000, part += 1) {
      await page.screenshot({ path: `/tmp/cdnpeek/${name}-part${part}.png`, fullPage: true, clip: { x: 0, y: top, width: 1280, height: Math.min(1000, height - top) } });
    }
    await page.evaluate(() => document.documentElement.classList.add('dark'));
    await page.screenshot({ path: `/tmp/cdnpeek/${name}-dark.png`, fullPage: true });
    await page.evaluate(() => document.documentElement.classList.remove('dark'));
    await page.setViewportSize({ width: 360, height: 800 });
    await page.screenshot({ path: `/tmp/cdnpeek/${name}-360.png`, fullPage: true });
  });
}
