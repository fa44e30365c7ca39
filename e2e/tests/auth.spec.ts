import { expect, test } from '@playwright/test';
import { randomBytes } from 'node:crypto';
import { createUser } from '../support/api';
import { toast } from '../support/ui';

test('sign up creates the account and signs it in', async ({ page }) => {
  const email = `signup-${randomBytes(4).toString('hex')}@example.com`;
  await page.goto('/sign-up');
  const form = page.getByRole('form', { name: 'Create an account' });
  await form.getByRole('textbox', { name: 'First name', exact: true }).fill('Morgan');
  await form.getByRole('textbox', { name: 'Last name', exact: true }).fill('Lee');
  await form.getByRole('textbox', { name: 'Email', exact: true }).fill(email);
  await form.getByRole('textbox', { name: 'Password', exact: true }).fill('a-long-password-1');
  await form.getByRole('checkbox', { name: /I agree/ }).check();
  await form.getByRole('button', { name: 'Create account' }).click();
  await expect(toast(page).getByText('Welcome!')).toBeVisible();
  await expect(toast(page).getByText('Your account has been created successfully.')).toBeVisible();
  await expect(page.getByRole('button', { name: /ML, open account menu/ })).toBeVisible();
});

test('sign in refuses a wrong password, accepts the right one, and signs out', async ({ page }) => {
  const user = await createUser();
  await page.goto('/sign-in');
  const form = page.getByRole('form', { name: 'Sign in' });
  await form.getByRole('textbox', { name: 'Email', exact: true }).fill(user.email);
  await form.getByRole('textbox', { name: 'Password', exact: true }).fill('not-the-password');
  await form.getByRole('button', { name: 'Sign in', exact: true }).click();
  await expect(toast(page).getByText('Sign in failed')).toBeVisible();
  await expect(page.getByText('Invalid email or password').first()).toBeVisible();

  await form.getByRole('textbox', { name: 'Password', exact: true }).fill(user.password);
  await form.getByRole('button', { name: 'Sign in', exact: true }).click();
  await expect(toast(page).getByText('Welcome back!')).toBeVisible();
  await expect(page.getByRole('banner').getByRole('link', { name: 'Write Review' })).toBeVisible();

  await page.getByRole('button', { name: /open account menu/ }).click();
  await expect(page.getByText(user.email)).toBeVisible();
  await page.getByRole('menuitem', { name: 'Log out' }).click();
  await expect(toast(page).getByText('Signed out')).toBeVisible();
  await expect(page).toHaveURL(/\/$/);
  await expect(page.getByRole('banner').getByRole('link', { name: 'Sign in' })).toBeVisible();
  // The session is gone on the server too.
  expect((await page.request.get('/api/auth/user')).status()).toBe(401);
});

test('a signed-in page leads a signed-out visitor to sign in and back; signed-out pages are 404 when signed in', async ({ page }) => {
  const user = await createUser();
  await page.goto('/profile');
  await expect(page).toHaveURL(/\/sign-in\?redirect=%2Fprofile$/);
  const form = page.getByRole('form', { name: 'Sign in' });
  await form.getByRole('textbox', { name: 'Email', exact: true }).fill(user.email);
  await form.getByRole('textbox', { name: 'Password', exact: true }).fill(user.password);
  await form.getByRole('button', { name: 'Sign in', exact: true }).click();
  await expect(page).toHaveURL(/\/profile$/);
  await expect(page.getByRole('heading', { level: 1 })).toContainText(user.firstName);

  await page.goto('/forgot-password');
  await expect(page.getByRole('heading', { name: '404 Page Not Found' })).toBeVisible();
});
