// What a reviewer met on the newcomer walk of issue 17, in the browser: log out from a signed-in
// page, the sign-in form reached by a redirect, the sessions list after a password change, a
// company already reviewed, a review already reported, the nudge to confirm the address after
// sign-up, and the notice of a hidden review on the profile.
import { expect, test, type Page } from '@playwright/test';
import { randomBytes } from 'node:crypto';
import { createCompany, createStaff, createReview, createUser } from '../support/api';
import { API_URL, E2E_PORTS } from '../support/ports';
import { signIn, toast } from '../support/ui';

const SITE = `http://localhost:${E2E_PORTS.shell}`;

async function call(method: string, path: string, body: unknown, cookie: string) {
  const res = await fetch(`${API_URL}${path}`, {
    method,
    headers: { origin: SITE, 'content-type': 'application/json', cookie, 'x-forwarded-for': `10.${180 + (process.pid % 50)}.${randomBytes(1)[0]}.${randomBytes(1)[0]}` },
    body: JSON.stringify(body),
  });
  return { status: res.status, body: await res.json().catch(() => undefined) };
}

async function logOut(page: Page) {
  await page.getByRole('button', { name: /open account menu/ }).click();
  await page.getByRole('menuitem', { name: 'Log out' }).click();
}

test('logging out from a signed-in page goes home, with no sign-in form and no "Email is required"', async ({ page }) => {
  const user = await createUser();
  for (const path of ['/profile', '/account/settings']) {
    await signIn(page, user.email, user.password);
    await page.goto(path);
    await expect(page.getByRole('heading', { level: 1 })).toBeVisible();
    await logOut(page);
    await expect(toast(page).getByText('Signed out')).toBeVisible();
    await expect(page).toHaveURL(`${SITE}/`);
    await expect(page.getByRole('banner').getByRole('link', { name: 'Sign in' })).toBeVisible();
    await expect(page.getByText('Email is required')).toHaveCount(0);
  }
});

test('the sign-in form reached by a redirect says nothing until the visitor submits or leaves a field they typed in', async ({ page }) => {
  await page.goto('/profile');
  await expect(page).toHaveURL(/\/sign-in\?redirect=%2Fprofile$/);
  const form = page.getByRole('form', { name: 'Sign in' });
  await expect(form.getByRole('textbox', { name: 'Email', exact: true })).toBeVisible();
  // Give the page frame time to move focus to the new page (what used to blur the field).
  await page.waitForTimeout(500);
  await expect(page.getByText('Email is required')).toHaveCount(0);
  await expect(form.getByRole('textbox', { name: 'Email', exact: true })).not.toHaveAttribute('aria-invalid', 'true');
  await form.getByRole('button', { name: 'Sign in', exact: true }).click();
  await expect(form.getByText('Email is required')).toBeVisible();
  await expect(form.getByText('Password is required')).toBeVisible();
});

test('after a password change, the sessions list drops the other devices without a reload', async ({ browser, page }) => {
  const user = await createUser();
  const other = await browser.newContext();
  await signIn(await other.newPage(), user.email, user.password);
  await signIn(page, user.email, user.password);
  await page.goto('/account/settings');
  const sessions = page.getByRole('region', { name: 'Where you are signed in' }).getByRole('list', { name: 'Active sessions' });
  // The registration's (through the API), the other browser's and this one.
  await expect(sessions.getByRole('listitem')).toHaveCount(3);

  const form = page.getByRole('form', { name: 'Change password' });
  await form.getByLabel(/^Current password/).fill(user.password);
  await form.getByLabel(/^New password/).fill('a-new-reviewer-password-1');
  await form.getByLabel(/^Confirm new password/).fill('a-new-reviewer-password-1');
  await form.getByRole('button', { name: 'Change password' }).click();
  await expect(toast(page).getByText('You have been signed out on your other devices.')).toBeVisible();
  await expect(sessions.getByRole('listitem')).toHaveCount(1);
  await other.close();
});

test('a company already reviewed offers "Edit your review", on its page and on its write page', async ({ page }) => {
  const lister = await createUser({ verified: true });
  const company = await createCompany(lister);
  const author = await createUser({ verified: true });
  const review = await createReview(author, company.id, 4, 'Tent held up well');
  await signIn(page, author.email, author.password);

  await page.goto(`/companies/${company.id}`);
  await expect(page.getByRole('link', { name: 'Edit your review', exact: true })).toHaveAttribute('href', `/reviews/${review.id}/edit`);
  await expect(page.getByRole('link', { name: 'Write a Review' })).toHaveCount(0);

  await page.goto(`/write-review/${company.id}`);
  await expect(page.getByText(`You have already reviewed ${company.name}.`)).toBeVisible();
  await expect(page.getByRole('button', { name: 'Publish review' })).toHaveCount(0);
  await expect(page.getByRole('textbox', { name: 'Title', exact: true })).toHaveCount(0);
  await page.getByRole('link', { name: 'Edit your review', exact: true }).click();
  await expect(page).toHaveURL(`${SITE}/reviews/${review.id}/edit`);
  await expect(page.getByRole('textbox', { name: 'Title', exact: true })).toHaveValue('Tent held up well');
});

test('a review the reader reported shows "Reported", and a new report turns its button so too', async ({ page }) => {
  const lister = await createUser({ verified: true });
  const company = await createCompany(lister);
  const first = await createReview(await createUser({ verified: true }), company.id, 5, 'Best shop in town');
  await createReview(await createUser({ verified: true }), company.id, 1, 'Worst shop in town');
  const reader = await createUser();
  expect((await call('POST', `/api/reviews/${first.id}/reports`, { reason: 'fake' }, reader.cookie)).status).toBe(201);
  await signIn(page, reader.email, reader.password);

  await page.goto(`/companies/${company.id}`);
  const reported = page.getByRole('article').filter({ hasText: 'Best shop in town' });
  await expect(reported.getByRole('button', { name: 'Reported' })).toHaveAttribute('aria-disabled', 'true');
  // Pressing it opens no dialog to fill in for nothing (forced: Playwright waits for aria-disabled buttons).
  await reported.getByRole('button', { name: 'Reported' }).click({ force: true });
  await expect(page.getByRole('dialog')).toHaveCount(0);

  const other = page.getByRole('article').filter({ hasText: 'Worst shop in town' });
  await other.getByRole('button', { name: 'Report', exact: true }).click();
  const dialog = page.getByRole('dialog', { name: 'Report “Worst shop in town”' });
  await dialog.getByRole('radio', { name: 'Offensive or harmful language' }).check();
  await dialog.getByRole('button', { name: 'Send report' }).click();
  await expect(toast(page).getByText('Report sent')).toBeVisible();
  await expect(other.getByRole('button', { name: 'Reported' })).toBeVisible();
  await page.reload();
  await expect(page.getByRole('article').filter({ hasText: 'Worst shop in town' }).getByRole('button', { name: 'Reported' })).toBeVisible();
});

test('after sign-up, the nudge to confirm the address; on the profile, the notice of a hidden review', async ({ page }) => {
  const email = `e2e-nudge-${randomBytes(4).toString('hex')}@example.com`;
  await page.goto('/sign-up');
  const form = page.getByRole('form', { name: 'Create an account' });
  await form.getByRole('textbox', { name: 'First name', exact: true }).fill('Sasha');
  await form.getByRole('textbox', { name: 'Last name', exact: true }).fill('Nudge');
  await form.getByRole('textbox', { name: 'Email', exact: true }).fill(email);
  await form.getByRole('textbox', { name: 'Password', exact: true }).fill('a-long-nudge-password-1');
  await form.getByRole('checkbox', { name: /I agree/ }).check();
  await form.getByRole('button', { name: 'Create account' }).click();
  await expect(toast(page).getByText('Welcome!')).toBeVisible();
  await expect(page).toHaveURL(`${SITE}/verify-email?next=%2F`);
  await expect(page.getByRole('heading', { name: 'Check your inbox' })).toBeVisible();
  await expect(page.getByText(`We sent a link to ${email}.`)).toBeVisible();
  await page.getByRole('button', { name: 'Send the link again' }).click();
  await expect(toast(page).getByText('Verification email sent')).toBeVisible();
  await page.getByRole('link', { name: 'Continue to the home page' }).click();
  await expect(page).toHaveURL(`${SITE}/`);

  // A review of theirs hidden by the demo administrator: the profile says so at the top.
  const author = await createUser({ verified: true });
  const company = await createCompany(await createUser({ verified: true }));
  const review = await createReview(author, company.id, 5, 'Use code SAVE20 at the till');
  const { cookie: admin } = await createStaff('admin');
  const hidden = await call('POST', `/api/admin/reviews/${review.id}/hide`, { reason: 'advertising', facts: 'The review advertises a discount code.' }, admin);
  expect(hidden.status).toBeLessThan(300);
  await page.context().clearCookies();
  await signIn(page, author.email, author.password);
  await page.goto('/profile');
  const notice = page.getByRole('region', { name: 'Hidden reviews' });
  await expect(notice.getByRole('heading', { name: `A moderator hid your review of ${company.name}` })).toBeVisible();
  await notice.getByRole('link', { name: 'Read why and appeal' }).click();
  await expect(page.getByRole('heading', { level: 2, name: 'Reviews hidden by our moderators' })).toBeFocused();
  await expect(page.getByRole('region', { name: 'Reviews hidden by our moderators' }).getByRole('button', { name: 'Appeal this decision' })).toBeVisible();
});
