// Moderation end to end: a user reports a review; the demo admin hides it with a reason; it leaves
// the company page and its count; the author reads why and appeals; another moderator restores it.
import { expect, test } from '@playwright/test';
import { apiGet, createCompany, createReview, createUser, makeModerator } from '../support/api';
import { signIn, toast } from '../support/ui';

test('report, hide with reasons, the author appeals, another moderator restores', async ({ browser }) => {
  test.setTimeout(120_000);
  const hiddenBefore = (await apiGet<{ hiddenByReason: { advertising: number } }>('/api/transparency')).hiddenByReason.advertising;
  const owner = await createUser({ verified: true });
  const company = await createCompany(owner);
  const author = await createUser({ verified: true, firstName: 'Ada' });
  await createReview(author, company.id, 1, 'Use code SAVE20 at the other shop');
  const other = await createUser({ verified: true });
  await createReview(other, company.id, 5, 'Friendly and quick');

  // A user reports it from the company page.
  const reporterPage = await (await browser.newContext()).newPage();
  const reporter = await createUser({ verified: true });
  await signIn(reporterPage, reporter.email, reporter.password);
  await reporterPage.goto(`/companies/${company.id}`);
  await expect(reporterPage.getByText('Based on 2 reviews')).toBeVisible();
  const card = reporterPage.getByRole('article').filter({ hasText: 'Use code SAVE20' });
  await card.getByRole('button', { name: 'Report' }).click();
  const dialog = reporterPage.getByRole('dialog');
  await dialog.getByRole('radio', { name: 'Advertising or promotion' }).check();
  await dialog.getByRole('textbox', { name: 'Details (optional)' }).fill('A discount code for a competitor');
  await dialog.getByRole('button', { name: 'Send report' }).click();
  await expect(toast(reporterPage).getByText('Report sent')).toBeVisible();

  // The demo admin hides it with a statement of reasons.
  const adminPage = await (await browser.newContext()).newPage();
  await signIn(adminPage, 'admin@example.com', 'demo-password-1');
  await adminPage.goto('/admin');
  const item = adminPage.getByRole('region', { name: 'Reports and signals about “Use code SAVE20 at the other shop”' });
  await expect(item.getByText('Advertising or promotion × 1')).toBeVisible();
  await item.getByRole('button', { name: 'Hide' }).click();
  const hide = adminPage.getByRole('dialog', { name: /^Hide/ });
  await hide.getByRole('textbox', { name: 'Facts and circumstances' }).fill('The review advertises a competitor with a discount code.');
  await hide.getByRole('button', { name: 'Hide review' }).click();
  await expect(toast(adminPage).getByText('Review hidden')).toBeVisible();
  await expect(item).toHaveCount(0);

  // Gone from the company page, and from its count.
  await reporterPage.goto(`/companies/${company.id}`);
  await expect(reporterPage.getByText('Based on 1 review')).toBeVisible();
  await expect(reporterPage.getByText('Use code SAVE20')).toHaveCount(0);

  // The transparency page counts it.
  await reporterPage.goto('/trust-safety');
  const row = reporterPage.getByRole('table', { name: 'Reports and hidden reviews by reason' }).getByRole('row', { name: /^Advertising/ });
  await expect(row.getByRole('cell').nth(1)).toHaveText(String(hiddenBefore + 1));

  // The author reads why on the profile and appeals.
  const authorPage = await (await browser.newContext()).newPage();
  await signIn(authorPage, author.email, author.password);
  await authorPage.goto('/profile');
  const hidden = authorPage.getByRole('region', { name: 'Reviews hidden by our moderators' });
  await expect(hidden).toContainText('Advertising or promotion. The review advertises a competitor with a discount code.');
  await hidden.getByRole('button', { name: 'Appeal this decision' }).click();
  await hidden.getByRole('textbox', { name: 'Why should the decision change?' }).fill('SAVE20 is this shop’s own loyalty code, not a competitor’s.');
  await hidden.getByRole('button', { name: 'Send appeal' }).click();
  await expect(toast(authorPage).getByText('Appeal sent')).toBeVisible();
  await expect(hidden).toContainText('You appealed. A different moderator will decide');

  // The admin who hid it cannot decide the appeal; another moderator restores the review.
  await adminPage.goto('/admin?tab=appeals');
  await expect(adminPage.getByText('You made this decision; another moderator decides the complaint.')).toBeVisible();
  const moderator = await createUser({ verified: true, firstName: 'Mo' });
  await makeModerator(moderator);
  const moderatorPage = await (await browser.newContext()).newPage();
  await signIn(moderatorPage, moderator.email, moderator.password);
  await moderatorPage.goto('/admin?tab=appeals');
  const appeal = moderatorPage.getByRole('region', { name: 'Complaint about “Use code SAVE20 at the other shop”' });
  await appeal.getByRole('button', { name: 'Restore (complaint succeeds)' }).click();
  const decide = moderatorPage.getByRole('dialog', { name: 'Restore the review' });
  await decide.getByRole('textbox', { name: 'Facts and circumstances' }).fill('The code is the shop’s own loyalty scheme.');
  await decide.getByRole('button', { name: 'Restore' }).click();
  await expect(toast(moderatorPage).getByText('Complaint decided')).toBeVisible();

  await reporterPage.goto(`/companies/${company.id}`);
  await expect(reporterPage.getByText('Based on 2 reviews')).toBeVisible();
  await expect(reporterPage.getByText('Use code SAVE20 at the other shop')).toBeVisible();

  // Users without the role are told so.
  await reporterPage.goto('/admin');
  await expect(reporterPage.getByText('You do not have access to this page')).toBeVisible();
});

test('a moderator puts a notice of unusual review activity on a company page, then takes it down', async ({ page, browser }) => {
  test.setTimeout(90_000);
  const owner = await createUser({ verified: true });
  const company = await createCompany(owner);

  await signIn(page, 'admin@example.com', 'demo-password-1');
  await page.goto('/admin?tab=companies');
  await page.getByRole('textbox', { name: 'Find a company by name or category' }).fill(company.name);
  const row = page.getByRole('row', { name: new RegExp(company.name) });
  await row.getByRole('button', { name: 'Put up notice' }).click();
  const dialog = page.getByRole('dialog', { name: `Notice on “${company.name}”` });
  await dialog.getByRole('textbox', { name: /Days to show it/ }).fill('7');
  await dialog.getByRole('textbox', { name: 'Facts and circumstances' }).fill('Twelve five-star reviews from one address within an hour.');
  await dialog.getByRole('button', { name: 'Put up notice' }).click();
  await expect(toast(page).getByText('Notice shown on the company page')).toBeVisible();

  // A visitor, signed out, sees it on the company page.
  const visitor = await (await browser.newContext()).newPage();
  await visitor.goto(`/companies/${company.id}`);
  const notice = visitor.getByRole('note');
  await expect(notice).toContainText('We found unusual review activity on this profile');
  await expect(notice.getByRole('link', { name: 'how we moderate reviews' })).toHaveAttribute('href', '/trust-safety');

  await row.getByRole('button', { name: 'Remove notice' }).click();
  const remove = page.getByRole('dialog', { name: `Remove the notice on “${company.name}”` });
  await remove.getByRole('textbox', { name: 'Facts and circumstances' }).fill('The owner showed the reviews came from a real event.');
  await remove.getByRole('button', { name: 'Remove notice' }).click();
  await expect(toast(page).getByText('Notice removed')).toBeVisible();
  await visitor.reload();
  await expect(visitor.getByRole('heading', { level: 1, name: company.name })).toBeVisible();
  await expect(visitor.getByText('We found unusual review activity on this profile')).toHaveCount(0);
});
