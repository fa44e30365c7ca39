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

/** A day `days` from today on this machine, YYYY-MM-DD (negative: in the past), as a date field takes it. */
export function localDay(days: number): string {
  const d = new Date();
  d.setDate(d.getDate() + days);
  return `${d.getFullYear()}-${String(d.getMonth() + 1).padStart(2, '0')}-${String(d.getDate()).padStart(2, '0')}`;
}

/** Fills the review form's date of experience (required there) with a day `daysAgo` before today; answers it. */
export async function fillExperienceDate(page: Page, daysAgo = 2): Promise<string> {
  const day = localDay(-daysAgo);
  await page.getByLabel('Date of experience').fill(day);
  return day;
}
