// Notice and action end to end (EU Digital Services Act Arts. 16, 17, 22): a visitor with no
// account sends a notice from a review, is mailed a receipt, a moderator decides on the review and
// the visitor is mailed the outcome with the statement of reasons; a trusted flagger's notice
// comes first in the moderators' queue.
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

test('a visitor sends a notice from a review, is mailed a receipt, and the outcome once a moderator decides', async ({ browser }) => {
  test.setTimeout(120_000);
  const owner = await createUser({ verified: true });
  const company = await createCompany(owner);
  const author = await createUser({ verified: true });
  const title = `My neighbour's address ${randomBytes(3).toString('hex')}`;
  await createReview(author, company.id, 1, title);
  const email = `visitor-${randomBytes(4).toString('hex')}@example.com`;

  // A visitor, never signed in: the review's Report opens the notice form about it.
  const page = await (await browser.newContext()).newPage();
  await page.goto(`/companies/${company.id}`);
  const card = page.getByRole('article').filter({ hasText: title });
  await card.getByRole('button', { name: 'Report' }).click();
  await expect(page).toHaveURL(/\/notices\/new\?type=review&id=[0-9a-f-]{36}$/);
  await expect(page.getByRole('heading', { level: 1, name: 'Report content' })).toBeVisible();

  // Sent empty: every problem shown, the first takes the focus; axe-clean at both widths.
  await page.getByRole('button', { name: 'Send notice' }).click();
  await expect(page.getByRole('radio', { name: 'Fake, or not based on a real experience' })).toBeFocused();
  await expect(page.getByText('Please confirm that you believe in good faith that your notice is accurate and complete.')).toBeVisible();
  for (const width of [1280, 390]) {
    await page.setViewportSize({ width, height: 900 });
    expect(await seriousViolations(page)).toEqual([]);
  }

  const form = page.getByRole('main');
  await form.getByRole('radio', { name: 'Contains personal information' }).check();
  await form.getByRole('radio', { name: /It is illegal/ }).check();
  await form.getByRole('textbox', { name: /Which law/ }).fill('GDPR Art. 6');
  await form.getByRole('textbox', { name: /Explanation/ }).fill('The review publishes the home address of a private person.');
  await form.getByRole('textbox', { name: /Your name/ }).fill('Vera Visitor');
  await form.getByRole('textbox', { name: /Email address/ }).fill(email);
  await form.getByRole('checkbox', { name: /good faith/ }).check();
  await page.getByRole('button', { name: 'Send notice' }).click();
  await expect(page.getByRole('heading', { name: 'Notice sent' })).toBeFocused();
  await expect(form.getByRole('status')).toContainText('we received your notice');
  expect(await seriousViolations(page)).toEqual([]);

  const receipt = await mailTo(email, /^We received your notice$/);
  expect(receipt.text).toContain('A moderator will review it');

  // A moderator sees the visitor's notice on the review and hides it.
  const moderator = await createStaff('moderator');
  const adminPage = await (await browser.newContext()).newPage();
  await signIn(adminPage, moderator.email, moderator.password);
  await adminPage.goto('/admin');
  const item = adminPage.getByRole('region', { name: `Reports and signals about “${title}”` });
  await expect(item.getByRole('list', { name: 'Notices' })).toContainText('Visitor without an account, about the review');
  await expect(item.getByRole('list', { name: 'Notices' })).toContainText('illegal under GDPR Art. 6');
  await item.getByRole('button', { name: 'Hide' }).click();
  const hide = adminPage.getByRole('dialog', { name: /^Hide/ });
  await hide.getByRole('textbox', { name: 'Facts and circumstances' }).fill('The review publishes the home address of a private person.');
  await hide.getByRole('button', { name: 'Hide review' }).click();
  await expect(toast(adminPage).getByText('Review hidden')).toBeVisible();

  const outcome = await mailTo(email, /^The decision on your notice$/);
  expect(outcome.text).toContain('Decision: The review was hidden');
  expect(outcome.text).toContain('- Detected by automated means:');
  expect(outcome.text).toContain('- Decided by automated means: no (a moderator decided)');
  expect(outcome.link).toMatch(/\/notices\/complaint\?token=/);
});

test("a trusted flagger's notice comes first in the moderators' queue, marked", async ({ browser }) => {
  test.setTimeout(90_000);
  const admin = await createStaff('admin');
  const flagger = await createUser({ verified: true });
  const marked = await call('POST', '/api/admin/trusted-flaggers', { name: 'E2E Consumer Watch', domains: [], emails: [flagger.email] }, admin.cookie);
  expect(marked.status).toBe(201);

  const owner = await createUser({ verified: true });
  const company = await createCompany(owner);
  const tag = randomBytes(3).toString('hex');
  const [first, second] = [await createUser({ verified: true }), await createUser({ verified: true })];
  const older = await createReview(first, company.id, 2, `Older notice ${tag}`);
  const newer = await createReview(second, company.id, 2, `Trusted notice ${tag}`);
  const notice = (reviewId: string, from: string) => ({
    targetType: 'review',
    targetId: reviewId,
    reason: 'fake',
    ground: 'incompatible',
    explanation: 'The reviewer never bought anything from this company.',
    name: 'Sender',
    email: from,
    goodFaith: true,
  });
  expect((await call('POST', '/api/notices', notice(older.id, `someone-${tag}@example.com`))).status).toBe(201);
  expect((await call('POST', '/api/notices', notice(newer.id, flagger.email), flagger.cookie)).status).toBe(201);

  const moderator = await createStaff('moderator');
  const adminPage = await (await browser.newContext()).newPage();
  await signIn(adminPage, moderator.email, moderator.password);
  await adminPage.goto('/admin');
  const firstItem = adminPage.getByRole('tabpanel').getByRole('region', { name: /^Reports and signals about/ }).first();
  await expect(firstItem).toHaveAccessibleName(`Reports and signals about “Trusted notice ${tag}”`);
  await expect(firstItem.getByText('Trusted flagger: decide with priority')).toBeVisible();
  await expect(firstItem.getByRole('list', { name: 'Notices' })).toContainText('Trusted flagger E2E Consumer Watch');
  for (const width of [1280, 390]) {
    await adminPage.setViewportSize({ width, height: 900 });
    expect(await seriousViolations(adminPage)).toEqual([]);
  }

  // The admin's Trusted flaggers tab lists it.
  const adminUi = await (await browser.newContext()).newPage();
  await signIn(adminUi, admin.email, admin.password);
  await adminUi.goto('/admin?tab=flaggers');
  await expect(adminUi.getByRole('tabpanel').getByText('E2E Consumer Watch')).toBeVisible();
  for (const width of [1280, 390]) {
    await adminUi.setViewportSize({ width, height: 900 });
    expect(await seriousViolations(adminUi)).toEqual([]);
  }
});
