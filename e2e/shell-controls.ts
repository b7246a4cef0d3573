import type { Page } from '@playwright/test';

/** The header's account button, in either language. */
export const accountButton = (page: Page) =>
  page.getByRole('button', { name: /^(Account|Konto)$/ });

/** Opens the account menu (language, theme, sign-out) unless it is open already. */
export async function openAccountMenu(page: Page): Promise<void> {
  const button = accountButton(page);
  if ((await button.getAttribute('aria-expanded')) !== 'true') await button.click();
}

export async function chooseLanguage(page: Page, language: 'en' | 'sv'): Promise<void> {
  await openAccountMenu(page);
  await page.getByRole('combobox', { name: /^(Language|Språk)$/ }).selectOption(language);
  await page.keyboard.press('Escape');
}

export async function signOut(page: Page): Promise<void> {
  await openAccountMenu(page);
  await page.getByRole('button', { name: /^(Sign out|Logga ut)$/ }).click();
}
