// What a review says was checked, and when the experience happened: an invited review shows
// Invited and Verified with the date of experience its invitation's order date started; an
// unprompted review by a confirmed address shows Email confirmed and never Verified; each label
// leads, by keyboard, to the page that says what it means; both pages are axe clean on a phone
// and a laptop.
import { expect, test } from '@playwright/test';
import { createReview, createUser, mailedLink } from '../support/api';
import { expectNoSeriousAxeViolations } from '../support/axe';
import { call, ownedCompany } from '../support/business';
import { E2E_PORTS } from '../support/ports';
import { answerDisclosures, localDay, signIn, toast } from '../support/ui';

const SITE = `http://localhost:${E2E_PORTS.shell}`;

/** A day of the review JSON as the card writes it, e.g. "November 3, 2026". */
function written(day: string): string {
  return new Intl.DateTimeFormat('en-US', { year: 'numeric', month: 'long', day: 'numeric', timeZone: 'UTC' }).format(new Date(`${day}T00:00:00Z`));
}

test('labels name what was checked, the order date starts the date of experience, and each label explains itself', async ({ page }) => {
  test.setTimeout(120_000);
  const { company, owner } = await ownedCompany();
  const customer = await createUser({ firstName: 'Noor', verified: true });
  const orderDate = localDay(-6);
  const sent = await call('POST', `/api/business/companies/${company.id}/invitations`, { email: customer.email, name: 'Noor', orderDate }, owner);
  expect(sent.body?.sent).toBe(1);
  const link = (await mailedLink(customer.email, /\/write-review\/.+\?invitation=/)).replace(/^http:\/\/localhost:\d+/, SITE);

  // Someone else reviews the company unprompted, with a confirmed address.
  const walkIn = await createUser({ firstName: 'Wren', verified: true });
  await createReview(walkIn, company.id, 3, 'Came in off the street');

  await signIn(page, customer.email, customer.password);
  await page.goto(link);
  await expect(page.getByText(`${company.name} invited you to review them. Reviews written through an invitation are labelled Invited and Verified.`)).toBeVisible();
  // The order's date is where the date of experience starts.
  const date = page.getByLabel('Date of experience');
  await expect(date).toHaveValue(orderDate);
  await page.getByRole('radio', { name: /^5 stars/ }).focus();
  await page.keyboard.press('Space');
  await page.getByRole('textbox', { name: 'Title', exact: true }).fill('Asked after my order');
  await page.getByRole('textbox', { name: 'Your review', exact: true }).fill('The order came complete and the shop asked me how it went.');
  await answerDisclosures(page);
  // A day in the future is refused before anything is sent.
  await date.fill(localDay(3));
  await page.getByRole('button', { name: 'Publish review' }).click();
  await expect(page.getByText('Date of experience cannot be in the future')).toBeVisible();
  await expect(date).toBeFocused();
  await date.fill(orderDate);
  await page.getByRole('button', { name: 'Publish review' }).click();
  await expect(toast(page).getByText('Review published')).toBeVisible();
  await expect(page).toHaveURL(`${SITE}/companies/${company.id}`);

  const invited = page.getByRole('article').filter({ hasText: 'Asked after my order' });
  await expect(invited.getByRole('link', { name: 'Invited: what this label means' })).toBeVisible();
  await expect(invited.getByRole('link', { name: 'Verified: what this label means' })).toBeVisible();
  await expect(invited.getByRole('link', { name: 'Email confirmed: what this label means' })).toBeVisible();
  await expect(invited).toContainText(`Date of experience: ${written(orderDate)}`);

  const unprompted = page.getByRole('article').filter({ hasText: 'Came in off the street' });
  await expect(unprompted.getByText('Unprompted', { exact: true })).toBeVisible();
  await expect(unprompted.getByText('Email confirmed', { exact: true })).toBeVisible();
  await expect(unprompted.getByText('Verified', { exact: true })).toHaveCount(0);
  await expect(unprompted).not.toContainText('Date of experience');

  // Beside the score, the page that explains the labels.
  await expect(page.getByRole('main').getByRole('link', { name: 'How reviews are verified' }).first()).toHaveAttribute('href', '/how-reviews-are-verified');

  for (const width of [390, 1280]) {
    await page.setViewportSize({ width, height: 900 });
    await expectNoSeriousAxeViolations(page);
  }

  // By keyboard, from the label to what it means.
  const verified = invited.getByRole('link', { name: 'Verified: what this label means' });
  await verified.focus();
  await expect(verified).toBeFocused();
  await page.keyboard.press('Enter');
  await expect(page).toHaveURL(`${SITE}/how-reviews-are-verified#verified`);
  await expect(page.getByRole('heading', { level: 1, name: 'How reviews are verified' })).toBeVisible();
  const section = page.locator('section', { has: page.getByRole('heading', { level: 2, name: 'Verified', exact: true }) });
  await expect(section).toContainText('What we check');
  await expect(section).toContainText('What we do not check');
  await expect(page.locator('section', { has: page.getByRole('heading', { level: 2, name: 'Email confirmed' }) })).toContainText(
    'Whether the reviewer had the experience they review',
  );
  for (const width of [390, 1280]) {
    await page.setViewportSize({ width, height: 900 });
    await expectNoSeriousAxeViolations(page);
  }
});
