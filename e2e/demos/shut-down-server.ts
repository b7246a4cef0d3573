import { operationMessages } from '../../src/components/operations/messages';
import { powerMessages } from '../../src/features/vps/power/messages';
import type { Tour } from './tour';

/**
 * In `scenario`, shuts down web-01 from its page and waits until its operation shows `state`
 * (the `slow-jobs` scenario holds it in progress, `job-failing` fails it).
 */
export async function shutDownWeb01(
  tour: Tour,
  scenario: string,
  state: 'in_progress' | 'completed' | 'failed',
): Promise<void> {
  const { page } = tour;
  const power = tour.t(powerMessages);
  const ops = tour.t(operationMessages);
  await tour.scenario(scenario);
  await tour.open('/vps/vps_web01');
  await page
    .getByRole('region', { name: power('title'), exact: true })
    .getByRole('button', { name: power('shutdown') })
    .click();
  await page
    .getByRole('dialog')
    .getByRole('button', { name: power('shutdown') })
    .click();
  await page
    .getByRole('progressbar', { name: new RegExp(ops(state)) })
    .waitFor({ timeout: 30_000 });
}
