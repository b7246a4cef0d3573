import { expect, signIn, test } from './fixtures';

for (const path of ['/cdn/security', '/cdn/cdn_aurora01']) {
  test(`narrow ${path}`, async ({ page, mock }) => {
    await mock.scenario('cdn-report-ready');
    await page.setViewportSize({ width: 360, height: 800 });
    await signIn(page, mock, { path });
    await page.getByRole('heading', { level: 1 }).waitFor();
    await page.waitForTimeout(800);
    expect(await page.evaluate(() => document.documentElement.scrollWidth)).toBeLessThanOrEqual(360);
    const name = path.replace(/\//g, '_');
    for (const [index, top] of [1200, 2600, 4000].entries()) {
      await page.screenshot({ path: `/tmp/cdnpeek/narrow${name}-${index}.png`, fullPage: true, clip: { x: 0, y: top, width: 360, height: 1000 } });
    }
  });
}
