import { expect, test } from '@playwright/test';
import { createCompany, createReview, createUser } from '../support/api';
import { answerDisclosures, fillExperienceDate, signIn, toast } from '../support/ui';

test('write, edit and delete a review', async ({ page }) => {
  const owner = await createUser({ verified: true });
  const company = await createCompany(owner);
  const author = await createUser({ verified: true, firstName: 'Avery' });
  await signIn(page, author.email, author.password);

  await page.goto(`/companies/${company.id}`);
  await page.getByRole('link', { name: 'Write a Review' }).first().click();
  await expect(page).toHaveURL(new RegExp(`/write-review/${company.id}`));
  await page.getByRole('radio', { name: '4 stars, Great' }).focus();
  await page.keyboard.press('Space');
  await expect(page.getByRole('radio', { name: '4 stars, Great' })).toBeChecked();
  await page.getByRole('textbox', { name: 'Title', exact: true }).fill('Reliable and quick');
  await page.getByRole('textbox', { name: 'Your review', exact: true }).fill('The tent arrived in two days and survived a stormy weekend.');
  await answerDisclosures(page);
  await fillExperienceDate(page);
  await page.getByRole('button', { name: 'Publish review' }).click();
  await expect(toast(page).getByText('Review published')).toBeVisible();
  await expect(page).toHaveURL(new RegExp(`/companies/${company.id}`));
  const card = page.getByRole('article').filter({ hasText: 'Reliable and quick' });
  await expect(card).toBeVisible();
  // An unprompted review by a confirmed address: Email confirmed, never Verified.
  await expect(card.getByText('Email confirmed', { exact: true })).toBeVisible();
  await expect(card.getByText('Unprompted', { exact: true })).toBeVisible();
  await expect(card.getByText('Verified', { exact: true })).toHaveCount(0);

  // The page's header offers it too now ("Edit your review" instead of "Write a Review"); this is the card's.
  await card.getByRole('link', { name: /Edit your review/ }).click();
  await page.getByRole('textbox', { name: 'Title', exact: true }).fill('Reliable, quick and friendly');
  await page.getByRole('button', { name: 'Save changes' }).click();
  await expect(toast(page).getByText('Review updated')).toBeVisible();
  await expect(page.getByRole('article').filter({ hasText: 'Reliable, quick and friendly' })).toBeVisible();

  await page.getByRole('button', { name: /Delete your review/ }).click();
  await page.getByRole('dialog').getByRole('button', { name: 'Delete review' }).click();
  await expect(toast(page).getByText('Review deleted')).toBeVisible();
  await expect(page.getByRole('article').filter({ hasText: 'Reliable, quick and friendly' })).toHaveCount(0);
});

test('vote a verified review helpful, then take the vote back', async ({ page }) => {
  const author = await createUser({ verified: true });
  const company = await createCompany(author);
  await createReview(author, company.id, 5, 'Great gear, great people');
  const voter = await createUser();
  await signIn(page, voter.email, voter.password);
  await page.goto(`/companies/${company.id}`);
  const card = page.getByRole('article').filter({ hasText: 'Great gear, great people' });
  const helpful = card.getByRole('button', { name: /^Helpful/ });
  await expect(helpful).toHaveAttribute('aria-pressed', 'false');
  await helpful.click();
  await expect(helpful).toHaveAttribute('aria-pressed', 'true');
  await expect(helpful).toContainText('1');
  await helpful.click();
  await expect(helpful).toHaveAttribute('aria-pressed', 'false');
  await expect(helpful).toContainText('0');
});

test('signed-out vote clicks go to sign in', async ({ page }) => {
  const author = await createUser({ verified: true });
  const company = await createCompany(author);
  await createReview(author, company.id, 4);
  await page.goto(`/companies/${company.id}`);
  await page.getByRole('article').first().getByRole('button', { name: /^Helpful/ }).click();
  await expect(page).toHaveURL(/\/sign-in/);
});

test('profile shows the greeting and the user’s reviews; account settings update the profile', async ({ page }) => {
  const user = await createUser({ verified: true, firstName: 'Jordan' });
  const company = await createCompany(user);
  await createReview(user, company.id, 3, 'Mixed feelings about it');
  await signIn(page, user.email, user.password);

  await page.goto('/profile');
  await expect(page.getByRole('heading', { level: 1 })).toContainText('Jordan');
  await expect(page.getByRole('article').filter({ hasText: 'Mixed feelings about it' }).first()).toBeVisible();

  await page.goto('/account/settings');
  const profile = page.getByRole('form', { name: 'Profile' });
  await profile.getByRole('textbox', { name: 'First name', exact: true }).fill('Jordy');
  await profile.getByRole('button', { name: /Save/ }).click();
  await expect(toast(page).getByText('Profile updated')).toBeVisible();

  const password = page.getByRole('form', { name: 'Change password' });
  await password.getByRole('textbox', { name: 'Current password', exact: true }).fill(user.password);
  await password.getByRole('textbox', { name: 'New password', exact: true }).fill('a-brand-new-password');
  await password.getByRole('textbox', { name: 'Confirm new password', exact: true }).fill('a-brand-new-password');
  await password.getByRole('button', { name: /Change password/ }).click();
  await expect(toast(page).getByText('Password changed')).toBeVisible();
  await page.goto('/profile');
  await expect(page.getByRole('heading', { level: 1 })).toContainText('Jordy');
});
