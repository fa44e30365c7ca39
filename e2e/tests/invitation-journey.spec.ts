// A brand-new invitee reaches a verified review: a business invites a customer who has no account;
// the mailed link says who invited them and why; they switch between sign-in and sign-up without
// losing the invitation, sign up with the invited address, confirm it from the mailed link, come
// back to the invitation and write a review that is verified and invited.
import { expect, test } from '@playwright/test';
import { randomBytes } from 'node:crypto';
import { mailedLink } from '../support/api';
import { call, ownedCompany } from '../support/business';
import { E2E_PORTS } from '../support/ports';
import { answerDisclosures, fillExperienceDate, toast } from '../support/ui';
import { expectNoSeriousAxeViolations } from '../support/axe';

const SITE = `http://localhost:${E2E_PORTS.shell}`;


test('a brand-new invitee signs up from the mailed link, confirms the address and writes a verified, invited review', async ({ browser }) => {
  test.setTimeout(120_000);
  const { company, owner } = await ownedCompany();
  const invitee = `e2e-invitee-${randomBytes(4).toString('hex')}@example.net`;
  const sent = await call('POST', `/api/business/companies/${company.id}/invitations`, { email: invitee, name: 'Robin' }, owner);
  expect(sent.body?.sent).toBe(1);
  const link = (await mailedLink(invitee, /\/write-review\/.+\?invitation=/)).replace(/^http:\/\/localhost:\d+/, SITE);
  // The mail's link carries the invitee's address in its fragment, for the sign-up form; the way
  // back along sign-in and sign-up is the invitation's path without it.
  expect(new URL(link).hash).toBe(`#email=${encodeURIComponent(invitee)}`);
  const invitationPath = `${new URL(link).pathname}${new URL(link).search}`;

  // The invitee has no account and is signed in nowhere.
  const context = await browser.newContext();
  const page = await context.newPage();
  await page.goto(link);
  await expect(page.getByRole('heading', { level: 1, name: `Review ${company.name}` })).toBeVisible();
  await expect(page).toHaveURL(`${SITE}${invitationPath}`);
  const invitation = page.getByRole('region', { name: 'Your invitation' });
  await expect(invitation.getByRole('heading', { name: `${company.name} invited you to review them` })).toBeVisible();
  await expect(invitation).toContainText('marked as verified');
  await expect(invitation).toContainText(/works until \w+ \d{1,2}, \d{4}, for the email address it was sent to/);
  // Nothing of the invitee's own on a page anyone holding the link sees.
  await expect(page.locator('body')).not.toContainText(invitee);
  await expect(page.getByRole('heading', { level: 2, name: 'Your way to a verified review' })).toBeVisible();
  await expectNoSeriousAxeViolations(page);

  // Sign in first, then change their mind: the way back to the invitation goes along.
  await page.getByRole('main').getByRole('link', { name: 'Sign in' }).click();
  await expect(page).toHaveURL(`${SITE}/sign-in?redirect=${encodeURIComponent(invitationPath)}`);
  await expect(page.getByRole('region', { name: 'Your invitation' })).toContainText(`${company.name} invited you to review them`);
  await expect(page.getByText('Email is required')).toHaveCount(0);
  await page.getByRole('main').getByRole('link', { name: 'Create an account' }).click();
  await expect(page).toHaveURL(`${SITE}/sign-up?redirect=${encodeURIComponent(invitationPath)}`);
  await expect(page.getByRole('region', { name: 'Your invitation' })).toContainText('Sign up with the address the invitation was sent to');
  await expectNoSeriousAxeViolations(page);

  const form = page.getByRole('form', { name: 'Create an account' });
  await form.getByRole('textbox', { name: 'First name', exact: true }).fill('Robin');
  await form.getByRole('textbox', { name: 'Last name', exact: true }).fill('Newcomer');
  // The address the invitation was sent to is filled in (the API confirmed it), and out of the address bar.
  await expect(form.getByRole('textbox', { name: 'Email', exact: true })).toHaveValue(invitee);
  await expect(form.getByRole('textbox', { name: 'Email', exact: true })).toHaveAccessibleDescription(/The address your invitation was sent to/);
  expect(new URL(page.url()).hash).toBe('');
  await form.getByRole('textbox', { name: 'Password', exact: true }).fill('a-long-invitee-password-1');
  await form.getByRole('checkbox', { name: /I agree/ }).check();
  await form.getByRole('button', { name: 'Create account' }).click();
  await expect(toast(page).getByText('Welcome!')).toBeVisible();

  // Back at the invitation, signed in: one step is left, confirming the address.
  await expect(page).toHaveURL(`${SITE}${invitationPath}`);
  const steps = page.getByRole('list', { name: 'Your way to a verified review' });
  await expect(steps.getByRole('listitem')).toHaveText([
    `Done: You are signed in as ${invitee}, the address the invitation was sent to.`,
    `Now: Confirm your address: open the link in the email we sent to ${invitee} (look in the spam folder too).`,
    'Then: Come back to this page and write your review. It is marked as verified and invited.',
  ]);
  await expect(page.getByRole('button', { name: 'Publish review' })).toHaveCount(0);
  await expectNoSeriousAxeViolations(page);

  // The confirmation link from the mail, opened in a new tab as a mail client would.
  const mailTab = await context.newPage();
  await mailTab.goto((await mailedLink(invitee, /\/verify-email\?/)).replace(/^http:\/\/localhost:\d+/, SITE));
  await expect(mailTab.getByText('Your email address is verified.')).toBeVisible();
  await expect(mailTab.getByRole('link', { name: `Continue to your review of ${company.name}` })).toHaveAttribute('href', invitationPath);
  await mailTab.close();

  // Back in the first tab: the form opens, through the invitation.
  await page.bringToFront();
  await page.getByRole('button', { name: 'I have confirmed my address' }).click();
  await expect(page.getByText(`${company.name} invited you to review them. Reviews written through an invitation are labelled Invited and Verified.`)).toBeVisible();
  await page.getByRole('radio', { name: /^5 stars/ }).focus();
  await page.keyboard.press('Space');
  await page.getByRole('textbox', { name: 'Title', exact: true }).fill('Glad I was asked');
  await page.getByRole('textbox', { name: 'Your review', exact: true }).fill('The tools arrived the next day and the shop answered every question.');
  await answerDisclosures(page);
  await fillExperienceDate(page);
  await page.getByRole('button', { name: 'Publish review' }).click();
  await expect(toast(page).getByText('Review published')).toBeVisible();

  await expect(page).toHaveURL(`${SITE}/companies/${company.id}`);
  const card = page.getByRole('article').filter({ hasText: 'Glad I was asked' });
  await expect(card.getByText('Verified', { exact: true })).toBeVisible();
  await expect(card.getByText('Invited', { exact: true })).toBeVisible();
  // Reviewed now: the page offers the edit, not a second review.
  await expect(page.getByRole('link', { name: 'Edit your review', exact: true })).toBeVisible();
  await expect(page.getByRole('link', { name: 'Write a Review' })).toHaveCount(0);

  // The business sees the invitation used.
  const list = await call('GET', `/api/business/companies/${company.id}/invitations`, undefined, owner);
  expect(list.body[0]).toMatchObject({ email: invitee, status: 'used' });
  await context.close();
});
