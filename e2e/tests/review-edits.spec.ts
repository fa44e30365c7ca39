// Edits are visible to readers: an author changes their review's rating, and a visitor sees that
// the review was edited, with the date, and opens the version it replaced by keyboard.
import { expect, test } from '@playwright/test';
import { apiGet, createCompany, createReview, createUser } from '../support/api';
import { seriousViolations } from '../support/axe';
import { call, ownedCompany } from '../support/business';
import { sql } from '../support/db';
import { E2E_PORTS } from '../support/ports';
import { answerDisclosures, fillExperienceDate, openPage, signIn, toast } from '../support/ui';

const SITE = `http://localhost:${E2E_PORTS.shell}`;

// The date as the site writes it: in UTC, so the server's page and the browser's agree.
const longDate = (iso: string) => new Intl.DateTimeFormat('en-US', { year: 'numeric', month: 'long', day: 'numeric', timeZone: 'UTC' }).format(new Date(iso));

test('an author changes the rating; a visitor sees "Edited" with the date and opens the earlier version by keyboard', async ({ page, browser }) => {
  const owner = await createUser({ verified: true });
  const company = await createCompany(owner);
  const author = await createUser({ verified: true, firstName: 'Avery' });
  const { id } = await createReview(author, company.id, 5, 'Sturdy tents, quick delivery');

  await signIn(page, author.email, author.password);
  await page.goto(`/companies/${company.id}`);
  await page.getByRole('article').filter({ hasText: 'Sturdy tents, quick delivery' }).getByRole('link', { name: /Edit your review/ }).click();
  await expect(page.getByText(/If you change the rating, readers can still open the version you replace\./)).toBeVisible();
  await page.getByRole('radio', { name: '2 stars, Poor' }).focus();
  await page.keyboard.press('Space');
  await expect(page.getByRole('radio', { name: '2 stars, Poor' })).toBeChecked();
  await page.getByRole('textbox', { name: 'Title', exact: true }).fill('The tent leaked on the second trip');
  // Written through the API before the form asked them: the date of experience and the two disclosures are asked now.
  await fillExperienceDate(page);
  await answerDisclosures(page);
  await page.getByRole('button', { name: 'Save changes' }).click();
  await expect(toast(page).getByText('Review updated')).toBeVisible();

  const { editedAt } = await apiGet<{ editedAt: string }>(`/api/reviews/${id}`);
  expect(editedAt).toBeTruthy();
  // Light at both widths, and dark: the earlier version's panel has colours of its own.
  for (const [width, key, colorScheme] of [
    [390, 'Enter', 'light'],
    [1280, 'Space', 'light'],
    [1280, 'Enter', 'dark'],
  ] as const) {
    const visitorContext = await browser.newContext({ colorScheme, viewport: { width, height: 900 } });
    const visitor = await visitorContext.newPage();
    try {
      // Once the browser has taken over the server's page: a key pressed before that does nothing.
      await openPage(visitor, `/companies/${company.id}`);
      const review = visitor.getByRole('article').filter({ hasText: 'The tent leaked on the second trip' });
      await expect(review.getByText(`Edited ${longDate(editedAt)}`)).toBeVisible();
      await expect(review.getByRole('img', { name: 'Rated 2 out of 5' })).toBeVisible();
      if (colorScheme === 'dark') await expect(visitor.locator('body')).toHaveCSS('background-color', 'rgb(15, 20, 25)');

      const show = review.getByRole('button', { name: 'Show the earlier version' });
      await expect(show).toHaveAttribute('aria-expanded', 'false');
      await show.focus();
      await visitor.keyboard.press(key);
      const earlier = review.getByRole('group', { name: `Earlier version, replaced ${longDate(editedAt)}` });
      await expect(earlier).toBeVisible();
      await expect(earlier.getByRole('img', { name: 'Rated 5 out of 5' })).toBeVisible();
      await expect(earlier.getByText('Sturdy tents, quick delivery')).toBeVisible();
      // The same button, now saying what it will do next, keeps the focus.
      const hide = review.getByRole('button', { name: 'Hide the earlier version' });
      await expect(hide).toBeFocused();
      await expect(hide).toHaveAttribute('aria-expanded', 'true');
      expect(await seriousViolations(visitor)).toEqual([]);

      await visitor.keyboard.press(key);
      await expect(earlier).toHaveCount(0);
      await expect(show).toBeFocused();
    } finally {
      await visitorContext.close();
    }
  }
});

test('the widget on another site says when a review was edited', async ({ page }) => {
  const { company, email } = await ownedCompany();
  // A plan whose widget lists reviews.
  await sql(`UPDATE business_accounts SET plan = 'premium' WHERE email = $1`, [email]);
  const author = await createUser({ verified: true, firstName: 'Quinn' });
  const { id } = await createReview(author, company.id, 4, 'Seeds that actually sprout');
  const edited = await call('PUT', `/api/reviews/${id}`, { title: 'Seeds that mostly sprout' }, author.cookie);
  expect(edited.status).toBe(200);

  await page.setContent(`<main><div data-review-widget data-company-id="${company.id}" data-template="list"></div></main><script src="${SITE}/widget.js"></script>`);
  const widget = page.getByRole('region', { name: `${company.name} reviews on TrustReviews` });
  await expect(widget.getByRole('link', { name: 'Seeds that mostly sprout' })).toBeVisible();
  // The widget writes dates in the reader's own locale.
  const day = await page.evaluate((iso) => new Date(iso).toLocaleDateString(), edited.body.editedAt as string);
  await expect(widget.getByText(` · Edited ${day}`)).toBeVisible();
});
