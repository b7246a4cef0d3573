import { test, expect, signIn } from './fixtures';
import { chooseLanguage } from './shell-controls';
import { routeTitles, titleWithSubject } from '../src/test/route-titles';

/**
 * Every page of the shell, opened as a user would open a link to it: the tab's title names the
 * page (a subject page by its subject once loaded), its area and the product. The table is shared with
 * src/app/shell/route-titles.test.ts, which checks each route has words; this checks the pages use them.
 */
for (const language of ['en', 'sv'] as const) {
  test(`every page names itself in the tab's title (${language})`, async ({ page, mock }) => {
    await signIn(page, mock, { path: '/sign-in', remember: true });
    if (language === 'sv') await chooseLanguage(page, 'sv');
    for (const row of routeTitles) {
      await page.goto(row.path);
      await expect(page, row.path).toHaveTitle(titleWithSubject(row, language));
    }
  });
}
