import type { Page } from '@playwright/test';
import { expect } from './fixtures';
import { openFromNavigation } from './navigation';

/** Opens a server's page from the main navigation, as a person would. */
export async function openServer(page: Page, name: string) {
  await openFromNavigation(page, 'Servers', 'Servers', name);
  await expect(page.getByRole('heading', { level: 1, name })).toBeVisible();
}

/** The server's status as its overview shows it. */
export const overviewStatus = (page: Page, status: string) =>
  page.getByRole('region', { name: 'Overview' }).getByText(status, { exact: true });

/** Force-stops web-01 from its open page, through the confirmation. */
export async function forceStopWeb01(page: Page) {
  await page
    .getByRole('region', { name: 'Power' })
    .getByRole('button', { name: 'Force stop' })
    .click();
  const dialog = page.getByRole('dialog', { name: 'Force stop web-01?' });
  await dialog.getByRole('button', { name: 'Cut the power' }).click();
  await expect(dialog).toBeHidden();
}
