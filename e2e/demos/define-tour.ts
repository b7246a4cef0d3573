import { test } from '../fixtures';
import type { Role } from '../fixtures';
import { Tour, variants, type Caption } from './tour';

/** One test per language and theme; the manifest is written even when a step fails the test. */
export function defineTour(
  area: string,
  title: Caption,
  script: (tour: Tour) => Promise<void>,
  options: { role?: Role; signedIn?: boolean } = {},
) {
  test.describe(`${title.en} tour`, () => {
    for (const variant of variants) {
      test(variant.id, async ({ page, mock }) => {
        const tour = new Tour(page, mock, area, title, variant);
        await tour.prepare(options);
        try {
          await script(tour);
        } finally {
          tour.save();
        }
      });
    }
  });
}

/** Both languages' caption. */
export const caption = (en: string, sv: string): Caption => ({ en, sv });
