import type { Page } from '@playwright/test';

/** Opens a DNS zone's page from the main navigation and the zone list, as a person would. */
export async function openDnsZone(page: Page, name: string) {
  await page
    .getByRole('navigation', { name: 'Main navigation' })
    .getByRole('link', { name: 'DNS', exact: true })
    .click();
  await page
    .getByRole('table', { name: 'DNS zones' })
    .getByRole('link', { name, exact: true })
    .click();
}
