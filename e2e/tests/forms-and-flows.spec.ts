// Forms and the flows around them, in the browser: one request per submit however fast the clicks,
// what a visitor meant to do survives signing in, bad input says what was wrong, limits say so,
// counts read right, a failure is announced once, and each session's button names its session.
import { expect, test, type Browser, type Page, type Request } from '@playwright/test';
import { apiSignIn, createCompany, createReview, createUser, type TestUser } from '../support/api';
import { OWNER_PASSWORD, ownedCompany } from '../support/business';
import { answerDisclosures, fillExperienceDate, signIn, toast } from '../support/ui';
import { expectNoSeriousAxeViolations } from '../support/axe';


/** The requests of `method` to a path matching `path`, from now on. */
function requestsTo(page: Page, method: string, path: RegExp): Request[] {
  const seen: Request[] = [];
  page.on('request', (r) => {
    if (r.method() === method && path.test(new URL(r.url()).pathname)) seen.push(r);
  });
  return seen;
}

async function businessSignIn(page: Page, email: string) {
  await page.goto('/business/login');
  const form = page.getByRole('form', { name: 'Business login' });
  await form.getByRole('textbox', { name: 'Work email' }).fill(email);
  await form.getByRole('textbox', { name: 'Password', exact: true }).fill(OWNER_PASSWORD);
  await form.getByRole('button', { name: 'Sign in', exact: true }).click();
  await expect(toast(page).getByText('Login successful')).toBeVisible();
}

async function fillReview(page: Page) {
  await page.getByRole('radio', { name: '4 stars, Great' }).focus();
  await page.keyboard.press('Space');
  await page.getByRole('textbox', { name: 'Title', exact: true }).fill('Reliable and quick');
  await page.getByRole('textbox', { name: 'Your review', exact: true }).fill('The tent arrived in two days and survived a stormy weekend.');
  await answerDisclosures(page);
  await fillExperienceDate(page);
}

test.describe('one request per submit', () => {
  test('a double click on Publish review publishes once and says it was published', async ({ page }) => {
    const lister = await createUser({ verified: true });
    const company = await createCompany(lister);
    const author = await createUser({ verified: true });
    await signIn(page, author.email, author.password);
    await page.goto(`/write-review/${company.id}`);
    await fillReview(page);
    const posts = requestsTo(page, 'POST', /^\/api\/reviews$/);
    await page.getByRole('button', { name: 'Publish review' }).dblclick();
    await expect(toast(page).getByText('Review published')).toBeVisible();
    await expect(page).toHaveURL(new RegExp(`/companies/${company.id}`));
    expect(posts).toHaveLength(1);
    await expect(page.getByText('You have already reviewed this company')).toHaveCount(0);
  });

  test('two clicks in one tick, before the page can re-render, publish once', async ({ page }) => {
    const lister = await createUser({ verified: true });
    const company = await createCompany(lister);
    const author = await createUser({ verified: true });
    await signIn(page, author.email, author.password);
    await page.goto(`/write-review/${company.id}`);
    await fillReview(page);
    const posts = requestsTo(page, 'POST', /^\/api\/reviews$/);
    await page.getByRole('button', { name: 'Publish review' }).evaluate((button: HTMLButtonElement) => {
      button.click();
      button.click();
    });
    await expect(toast(page).getByText('Review published')).toBeVisible();
    expect(posts).toHaveLength(1);
  });

  test('a double click on Send invitation sends one invitation and reports it sent', async ({ page }) => {
    const { email } = await ownedCompany();
    await businessSignIn(page, email);
    await page.goto('/business/dashboard');
    const invite = page.getByRole('form', { name: 'Invite a customer' });
    await invite.getByRole('textbox', { name: 'Customer email' }).fill(`double-${Date.now()}@example.net`);
    await invite.getByRole('textbox', { name: 'Customer name' }).fill('Quinn');
    const posts = requestsTo(page, 'POST', /\/invitations$/);
    await invite.getByRole('button', { name: 'Send invitation' }).dblclick();
    const section = page.getByRole('region', { name: 'Invite customers to review' });
    await expect(section.getByText(/^1 sent · 0 already invited · 0 invalid\./)).toBeVisible();
    expect(posts).toHaveLength(1);
    await expect(page.getByText(/Nothing sent/)).toHaveCount(0);
  });
});

test.describe('what a visitor meant survives signing in', () => {
  test('"Sign in to Review" leads, by keyboard, through sign-in to the review form of that company', async ({ page }) => {
    const lister = await createUser({ verified: true });
    const company = await createCompany(lister);
    const reader = await createUser({ verified: true });
    await page.goto(`/companies/${company.id}`);
    const signInToReview = page.getByRole('link', { name: 'Sign in to Review' }).first();
    await signInToReview.focus();
    await page.keyboard.press('Enter');
    await expect(page).toHaveURL(new RegExp(`/sign-in\\?redirect=${encodeURIComponent(`/write-review/${company.id}`)}`));
    await expect(page.getByText('Sign in to write your review. You go straight on to the review form once you are signed in.')).toBeVisible();
    const form = page.getByRole('form', { name: 'Sign in' });
    await form.getByRole('textbox', { name: 'Email', exact: true }).fill(reader.email);
    await form.getByRole('textbox', { name: 'Password', exact: true }).fill(reader.password);
    await page.keyboard.press('Enter');
    await expect(page).toHaveURL(new RegExp(`/write-review/${company.id}$`));
    await expect(page.getByRole('heading', { level: 1, name: 'Write a review' })).toBeVisible();
    await expect(page.getByRole('radio', { name: '4 stars, Great' })).toBeVisible();
    await expectNoSeriousAxeViolations(page);
  });

  test('a Helpful vote clicked while signed out is cast once after signing in, and the page shows it', async ({ page }) => {
    const lister = await createUser({ verified: true });
    const company = await createCompany(lister);
    const author = await createUser({ verified: true, firstName: 'Avery' });
    await createReview(author, company.id, 5, 'Worth every penny');
    const voter = await createUser();
    await page.goto(`/companies/${company.id}`);
    const card = page.getByRole('article').filter({ hasText: 'Worth every penny' });
    await card.getByRole('button', { name: /^Helpful/ }).click();
    await expect(page).toHaveURL(/\/sign-in\?redirect=/);
    const form = page.getByRole('form', { name: 'Sign in' });
    await form.getByRole('textbox', { name: 'Email', exact: true }).fill(voter.email);
    await form.getByRole('textbox', { name: 'Password', exact: true }).fill(voter.password);
    const votes = requestsTo(page, 'POST', /\/vote$/);
    await form.getByRole('button', { name: 'Sign in', exact: true }).click();
    await expect(page).toHaveURL(new RegExp(`/companies/${company.id}`));
    await expect(toast(page).getByText('Vote counted')).toBeVisible();
    const helpful = page.getByRole('article').filter({ hasText: 'Worth every penny' }).getByRole('button', { name: /^Helpful/ });
    await expect(helpful).toHaveAttribute('aria-pressed', 'true');
    await expect(helpful).toContainText('1');
    // Once: a reload casts nothing more (a second would take the vote back).
    await page.reload();
    await expect(page.getByRole('article').filter({ hasText: 'Worth every penny' }).getByRole('button', { name: /^Helpful/ })).toHaveAttribute('aria-pressed', 'true');
    expect(votes).toHaveLength(1);
  });

  test('a vote the signed-in person may not cast says why', async ({ page }) => {
    const lister = await createUser({ verified: true });
    const company = await createCompany(lister);
    const author = await createUser({ verified: true });
    await createReview(author, company.id, 4, 'My own words here');
    await page.goto(`/companies/${company.id}`);
    await page.getByRole('article').filter({ hasText: 'My own words here' }).getByRole('button', { name: /^Helpful/ }).click();
    const form = page.getByRole('form', { name: 'Sign in' });
    await form.getByRole('textbox', { name: 'Email', exact: true }).fill(author.email);
    await form.getByRole('textbox', { name: 'Password', exact: true }).fill(author.password);
    await form.getByRole('button', { name: 'Sign in', exact: true }).click();
    await expect(toast(page).getByText('Your vote was not counted')).toBeVisible();
    await expect(toast(page)).toContainText(/own review/i);
  });
});

test.describe('bad input says what was wrong', () => {
  test('a page past what the API reads offers the last page or the first, never "please try again"', async ({ page }) => {
    await page.goto('/companies?page=99999');
    await expect(page.getByText(/There is no page 99,999: these results end on page [\d,]+\./)).toBeVisible();
    await expect(page.getByText(/try again/i)).toHaveCount(0);
    await expect(page.getByRole('link', { name: 'Go to the first page' })).toHaveAttribute('href', '/companies');
    await page.getByRole('link', { name: /^Go to page [\d,]+$/ }).click();
    await expect(page.getByRole('heading', { level: 2 }).first()).toBeVisible();
    await expectNoSeriousAxeViolations(page);
  });

  test("a search longer than the API takes: the box holds no more, and an address with one shows the API's sentence", async ({ page }) => {
    await page.goto('/companies');
    const box = page.getByRole('combobox', { name: 'Search companies' }).first();
    await box.fill('y'.repeat(150));
    await expect(box).toHaveValue('y'.repeat(100));
    await page.goto(`/companies?search=${'x'.repeat(101)}`);
    await expect(page.getByText('Search text must be at most 100 characters')).toBeVisible();
    await expect(page.getByText(/try again/i)).toHaveCount(0);
    await expect(page.getByRole('link', { name: 'Show all companies' })).toBeVisible();
  });
});

test.describe('limits that say so', () => {
  test('report details count up to 1,000 characters and are refused past it, never cut', async ({ page }) => {
    const lister = await createUser({ verified: true });
    const company = await createCompany(lister);
    const author = await createUser({ verified: true });
    await createReview(author, company.id, 1, 'Report me please');
    const reader = await createUser({ verified: true });
    await signIn(page, reader.email, reader.password);
    await page.goto(`/companies/${company.id}`);
    await page.getByRole('article').filter({ hasText: 'Report me please' }).getByRole('button', { name: 'Report' }).click();
    const dialog = page.getByRole('dialog', { name: /Report/ });
    await dialog.getByRole('radio', { name: 'Offensive or harmful language' }).check();
    const details = dialog.getByRole('textbox', { name: 'Details (optional)' });
    await expect(details).toHaveAccessibleDescription(/0 \/ 1,000/);
    await details.fill('z'.repeat(1005));
    await expect(details).toHaveValue('z'.repeat(1005));
    await expect(details).toHaveAccessibleDescription(/Details must be at most 1,000 characters.*1,005 \/ 1,000/);
    const posts = requestsTo(page, 'POST', /\/reports$/);
    await dialog.getByRole('button', { name: 'Send report' }).click();
    await expect(details).toBeFocused();
    expect(posts).toHaveLength(0);
    await expectNoSeriousAxeViolations(page);
  });

  test('a reply of one character is refused, with the minimum in the sentence', async ({ page }) => {
    const { company, email } = await ownedCompany();
    const author = await createUser({ verified: true });
    await createReview(author, company.id, 2, 'Needs an answer');
    await businessSignIn(page, email);
    await page.goto('/business/dashboard');
    const editor = page.getByRole('form', { name: /^Reply to / }).first();
    const reply = editor.getByRole('textbox', { name: 'Your public reply' });
    await reply.fill('k');
    const puts = requestsTo(page, 'PUT', /\/reply$/);
    await editor.getByRole('button', { name: 'Publish reply' }).click();
    await expect(reply).toHaveAccessibleDescription(/A reply must be at least 10 characters/);
    expect(puts).toHaveLength(0);
  });

  test('the reply editor keeps the keyboard focus through publish, edit, cancel and remove', async ({ page }) => {
    const { company, email } = await ownedCompany();
    await createReview(await createUser({ verified: true }), company.id, 2, 'Needs an answer');
    await businessSignIn(page, email);
    await page.goto('/business/dashboard');
    // All reviews: the answered review stays in the list.
    await page.getByRole('button', { name: 'All', exact: true }).click();
    const reply = page.getByRole('textbox', { name: 'Your public reply' });
    await reply.fill('Thank you, we are on it.');
    await reply.press('Tab');
    await expect(page.getByRole('button', { name: 'Publish reply' })).toBeFocused();
    await page.keyboard.press('Enter');
    await expect(toast(page).getByText('Reply published')).toBeVisible();
    const edit = page.getByRole('button', { name: 'Edit reply' });
    await expect(edit).toBeFocused();
    await page.keyboard.press('Enter');
    await expect(reply).toBeFocused();
    await page.keyboard.press('Tab');
    await page.keyboard.press('Tab');
    await expect(page.getByRole('button', { name: 'Cancel' })).toBeFocused();
    await page.keyboard.press('Enter');
    await expect(edit).toBeFocused();
    await page.keyboard.press('Tab');
    await expect(page.getByRole('button', { name: 'Remove reply' })).toBeFocused();
    await page.keyboard.press('Enter');
    await expect(toast(page).getByText('Reply removed')).toBeVisible();
    await expect(reply).toBeFocused();
    await expect(reply).toHaveValue('');
  });
});

test.describe('texts', () => {
  test('the review form counts one review in the singular; a new dashboard says "No reviews yet"', async ({ page, browser }) => {
    const { company, email } = await ownedCompany();
    const business = await businessPage(browser, email);
    await business.goto('/business/dashboard');
    await expect(business.getByText('No reviews yet', { exact: true })).toBeVisible();
    await expect(business.getByText(/0\.0 · 0 reviews/)).toHaveCount(0);
    await expect(business.getByRole('img', { name: /^Rated 0/ })).toHaveCount(0);

    await createReview(await createUser({ verified: true }), company.id, 5);
    const reviewer = await createUser({ verified: true });
    await signIn(page, reviewer.email, reviewer.password);
    await page.goto(`/write-review/${company.id}`);
    await expect(page.getByText(/· 1 review$/)).toBeVisible();
    await expect(page.getByText(/1 reviews/)).toHaveCount(0);
  });

  test('the plans page says what a change does in demo mode, and a larger plan applies at once', async ({ page }) => {
    const { email } = await ownedCompany();
    await businessSignIn(page, email);
    await page.goto('/business-plans');
    await expect(page.getByText(/Any plan applies as soon as you choose it\./)).toBeVisible();
    await expect(page.getByText(/moderator/)).toHaveCount(0);
    await page.getByRole('region', { name: 'Premium' }).getByRole('button', { name: 'Switch to Premium' }).click();
    await expect(toast(page).getByText('Plan changed')).toBeVisible();
    await expect(page.getByRole('region', { name: 'Premium' }).getByRole('button', { name: 'Current plan' })).toBeDisabled();
    await expectNoSeriousAxeViolations(page);
  });
});

async function businessPage(browser: Browser, email: string): Promise<Page> {
  const context = await browser.newContext();
  const page = await context.newPage();
  await businessSignIn(page, email);
  return page;
}

test.describe('announcements and names', () => {
  test('a failed sign-in is announced once', async ({ page }) => {
    // Every text a live region takes on, by element: what a screen reader announces.
    await page.addInitScript(() => {
      const said: { el: Element; text: string }[] = [];
      (window as unknown as { announced: typeof said }).announced = said;
      const live = '[role="alert"], [role="status"], [aria-live]:not([aria-live="off"])';
      new MutationObserver(() => {
        for (const el of Array.from(document.querySelectorAll(live))) {
          const text = el.textContent ?? '';
          if (text && !said.some((s) => s.el === el && s.text === text)) said.push({ el, text });
        }
      }).observe(document, { subtree: true, childList: true, characterData: true });
    });
    const person = await createUser();
    await page.goto('/sign-in');
    const form = page.getByRole('form', { name: 'Sign in' });
    await form.getByRole('textbox', { name: 'Email', exact: true }).fill(person.email);
    await form.getByRole('textbox', { name: 'Password', exact: true }).fill('not-the-password');
    await form.getByRole('button', { name: 'Sign in', exact: true }).click();
    await expect(toast(page).getByText('Sign in failed')).toBeVisible();
    await expect(form.getByRole('note')).toContainText(/invalid email or password/i);
    await page.waitForTimeout(1500);
    const announcers = await page.evaluate(() => {
      const said = (window as unknown as { announced: { el: Element; text: string }[] }).announced;
      return new Set(said.filter((s) => /invalid email or password/i.test(s.text)).map((s) => s.el)).size;
    });
    expect(announcers).toBe(1);
  });

  test("each session's Sign out button names its session, even for sessions alike", async ({ page }) => {
    const person: TestUser = await createUser();
    // Two more sign-ins from the same script: the same browser (none), address and hour.
    await apiSignIn(person.email, person.password);
    await apiSignIn(person.email, person.password);
    await signIn(page, person.email, person.password);
    await page.goto('/account/settings');
    const list = page.getByRole('list', { name: 'Active sessions' });
    await expect(list.getByRole('listitem')).toHaveCount(4);
    const names = await list.getByRole('button', { name: /^Sign out / }).evaluateAll((buttons) => buttons.map((b) => b.getAttribute('aria-label')));
    expect(names).toHaveLength(3);
    expect(new Set(names).size).toBe(3);
    await expectNoSeriousAxeViolations(page);
  });
});

test.describe('the pages touched, in dark mode and at 200% zoom', () => {
  test.use({ colorScheme: 'dark' });

  test('sign-in, the companies listing and the plans page pass axe in dark mode and reflow at 640 CSS pixels (1280 at 200%)', async ({ page }) => {
    await page.setViewportSize({ width: 640, height: 800 });
    for (const path of ['/sign-in?redirect=%2Fwrite-review%2Fx', '/companies?page=99999', '/business-plans', '/sign-up']) {
      await page.goto(path);
      await page.getByRole('heading', { level: 1 }).first().waitFor();
      await expectNoSeriousAxeViolations(page);
      const overflow = await page.evaluate(() => document.documentElement.scrollWidth - document.documentElement.clientWidth);
      expect(overflow, path).toBeLessThanOrEqual(0);
    }
  });
});
