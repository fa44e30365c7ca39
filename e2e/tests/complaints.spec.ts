// Complaints against moderation decisions end to end (EU Digital Services Act Arts. 20, 21): a
// visitor's notice is dismissed, the visitor opens the complaint link mailed with the decision and
// complains without an account, a second moderator overturns the dismissal, and the visitor is
// mailed the outcome with the dispute settlement bodies and the courts.
import { expect, test } from '@playwright/test';
import { randomBytes } from 'node:crypto';
import { apiGet, createCompany, createReview, createStaff, createUser } from '../support/api';
import { seriousViolations } from '../support/axe';
import { call } from '../support/business';
import { signIn, toast } from '../support/ui';

/** The newest demo-outbox mail to an address whose subject matches, with its text. */
async function mailTo(email: string, subject: RegExp): Promise<{ subject: string; text: string; link: string | null }> {
  for (let attempt = 0; attempt < 40; attempt++) {
    const mails = await apiGet<{ to: string; subject: string; text: string; link: string | null }[]>('/api/dev/mail');
    const mail = mails.find((m) => m.to === email && subject.test(m.subject));
    if (mail) return mail;
    await new Promise((resolve) => setTimeout(resolve, 250));
  }
  throw new Error(`no mail to ${email} with a subject like ${subject}`);
}

test('a visitor complains through the mailed link about a dismissed notice; a second moderator overturns it and the outcome is mailed', async ({ browser }) => {
  test.setTimeout(120_000);
  const owner = await createUser({ verified: true });
  const company = await createCompany(owner);
  const author = await createUser({ verified: true });
  const title = `The manager's home ${randomBytes(3).toString('hex')}`;
  const review = await createReview(author, company.id, 1, title);
  const email = `notifier-${randomBytes(4).toString('hex')}@example.com`;
  const sent = await call('POST', '/api/notices', {
    targetType: 'review',
    targetId: review.id,
    reason: 'personal_information',
    ground: 'illegal',
    law: 'GDPR Art. 6',
    explanation: 'The review publishes the home address of a private person.',
    name: 'Nora Notifier',
    email,
    goodFaith: true,
  });
  expect(sent.status).toBe(201);

  // The first moderator dismisses the notice; its sender is mailed the decision with the complaint link.
  const first = await createStaff('moderator');
  expect((await call('POST', `/api/admin/reviews/${review.id}/dismiss-reports`, { facts: 'It reads as the business address, public already.' }, first.cookie)).status).toBe(200);
  const outcome = await mailTo(email, /^The decision on your notice$/);
  const link = new URL(outcome.link!);
  expect(link.pathname).toBe('/notices/complaint');

  // The visitor opens it, never signed in: the decision, the window, and the form; axe-clean at both widths.
  const page = await (await browser.newContext()).newPage();
  await page.goto(`${link.pathname}${link.search}`);
  await expect(page.getByRole('heading', { level: 1, name: 'Complain about a decision' })).toBeVisible();
  await expect(page.getByText('We took no action: the content stays published')).toBeVisible();
  await expect(page.getByText(/^You can complain until /)).toBeVisible();
  for (const width of [1280, 390]) {
    await page.setViewportSize({ width, height: 900 });
    expect(await seriousViolations(page)).toEqual([]);
  }
  await page.getByRole('textbox', { name: /Why should the decision change/ }).fill('It is the home of an employee, not the shop: the shop is across town.');
  await page.getByRole('button', { name: 'Send complaint' }).click();
  await expect(page.getByRole('heading', { name: 'Thank you: we received your complaint' })).toBeFocused();
  for (const width of [1280, 390]) {
    await page.setViewportSize({ width, height: 900 });
    expect(await seriousViolations(page)).toEqual([]);
  }

  // A second moderator decides it from the Complaints tab: the notifier, their words, the decision.
  const second = await createStaff('moderator');
  const adminPage = await (await browser.newContext()).newPage();
  await signIn(adminPage, second.email, second.password);
  await adminPage.goto('/admin?tab=appeals');
  const item = adminPage.getByRole('region', { name: `Complaint about “${title}”` });
  await expect(item).toContainText('The notifier (Nora Notifier) complains: It is the home of an employee');
  for (const width of [1280, 390]) {
    await adminPage.setViewportSize({ width, height: 900 });
    expect(await seriousViolations(adminPage)).toEqual([]);
  }
  await item.getByRole('button', { name: 'Re-open the notices (complaint succeeds)' }).click();
  const dialog = adminPage.getByRole('dialog', { name: 'Re-open the notices' });
  await dialog.getByRole('textbox', { name: 'Facts and circumstances' }).fill('The address is a private home; the notice deserves a fresh decision.');
  await dialog.getByRole('button', { name: 'Re-open' }).click();
  await expect(toast(adminPage).getByText('Complaint decided')).toBeVisible();

  const decided = await mailTo(email, /^Your complaint succeeded$/);
  expect(decided.text).toContain('- Decided by automated means: no (a moderator decided)');
  expect(decided.text).toContain('Appeals Centre Europe');
  expect(decided.text).toMatch(/go to the courts/);
});
