import { expect, type Page } from '@playwright/test';

export async function signIn(page: Page, email: string, password: string): Promise<void> {
  await page.goto('/sign-in');
  const form = page.getByRole('form', { name: 'Sign in' });
  await form.getByRole('textbox', { name: 'Email', exact: true }).fill(email);
  await form.getByRole('textbox', { name: 'Password', exact: true }).fill(password);
  await form.getByRole('button', { name: 'Sign in', exact: true }).click();
  await expect(toast(page).getByText('Welcome back!')).toBeVisible();
}

export function toast(page: Page) {
  return page.getByRole('region', { name: /Notifications/ });
}

/**
 * Opens a page and waits until the app has taken over the server's markup: until then its form
 * controls are disabled (shared-ui FormsAfterHydration) and its menus do not open yet.
 */
export async function openPage(page: Page, path: string): Promise<void> {
  await page.goto(path);
  await page.waitForFunction(() => document.querySelector('main fieldset[disabled]') === null && document.querySelector('main fieldset') !== null);
}

/** Answers the review form's two disclosure questions as most reviewers do: nothing received, not connected. */
export async function answerDisclosures(page: Page): Promise<void> {
  await page.getByRole('radio', { name: 'No, nothing' }).check();
  await page.getByRole('radio', { name: 'No, I am not connected to it' }).check();
}
