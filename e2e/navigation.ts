import type { Page } from '@playwright/test';

/**
 * Opens a resource's page as a person would: its area in the main navigation, then its row's
 * link in the area's list (`list` is the table's name).
 */
export async function openFromNavigation(page: Page, area: string, list: string, name: string) {
  await page
    .getByRole('navigation', { name: 'Main navigation' })
    .getByRole('link', { name: area, exact: true })
    .click();
  await page.getByRole('table', { name: list }).getByRole('link', { name, exact: true }).click();
}

/** Opens a DNS zone's page from the main navigation and the zone list. */
export const openDnsZone = (page: Page, name: string) =>
  openFromNavigation(page, 'DNS', 'DNS zones', name);
