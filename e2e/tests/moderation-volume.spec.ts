// Moderation at volume (issue 17): a person's report buried under a thousand automatic signals is
// the first thing a moderator sees, and through the people's-reports filter; the signals' cluster
// goes in one audited decision. A hidden review is found in the Hidden tab and restored. The tab
// counts never cover their names, and the audit log fits a phone.
import { expect, test, type Page } from '@playwright/test';
import { randomBytes } from 'node:crypto';
import { createCompany, createStaff, createReview, createUser, type TestUser } from '../support/api';
import { seriousViolations } from '../support/axe';
import { sql } from '../support/db';
import { API_URL, E2E_PORTS } from '../support/ports';
import { signIn, toast } from '../support/ui';

const SITE = `http://localhost:${E2E_PORTS.shell}`;
const SIGNALS = 1000;

/** A call to the API as a signed-in user or moderator (the cookie of apiSignIn or createUser). */
async function apiAs<T = unknown>(cookie: string, method: string, path: string, body?: unknown): Promise<{ status: number; body: T }> {
  const res = await fetch(`${API_URL}${path}`, {
    method,
    headers: { origin: SITE, cookie, ...(body !== undefined ? { 'content-type': 'application/json' } : {}) },
    body: body !== undefined ? JSON.stringify(body) : undefined,
  });
  const text = await res.text();
  return { status: res.status, body: (text ? JSON.parse(text) : undefined) as T };
}

/** A review of the company by a new account, reported by another person through the API. */
async function reportedReview(companyId: string, title: string): Promise<{ id: string; author: TestUser }> {
  const author = await createUser({ verified: true });
  // Three stars: a new account's one- or five-star review raises a signal of its own.
  const review = await createReview(author, companyId, 3, title);
  const reporter = await createUser({ verified: true });
  const res = await apiAs(reporter.cookie, 'POST', `/api/reviews/${review.id}/reports`, { reason: 'personal_information', details: 'It names my neighbour and her street.' });
  expect(res.status).toBe(201);
  return { id: review.id, author };
}

/** The queue items on the page, in order: each review's title and whether only signals raised it. */
async function queueOrder(page: Page): Promise<{ title: string; flaggedOnly: boolean }[]> {
  return page.locator('section[aria-label^="Reports and signals about"]').evaluateAll((sections) =>
    sections.map((s) => ({ title: s.getAttribute('aria-label')!.replace(/^Reports and signals about “(.*)”$/, '$1'), flaggedOnly: /Flagged automatically/.test(s.textContent ?? '') })),
  );
}

test("a person's report buried under a thousand signals comes first, and the signals' cluster goes in one decision", async ({ page }) => {
  test.setTimeout(180_000);
  const tag = randomBytes(3).toString('hex');
  const owner = await createUser({ verified: true });
  const burst = await createCompany(owner, `E2E Burst Lamps ${tag}`);
  const quiet = await createCompany(owner, `E2E Quiet Lamps ${tag}`);

  // A thousand one-star reviews of one company by accounts made for them, each flagged as part of
  // a burst two days ago: one statement, as a day of review bombing would leave them. One star,
  // so the company never tops a ranked list other tests read; it is deleted at the end.
  await sql(
    `WITH u AS (
       INSERT INTO users (email, first_name, last_name, created_at, updated_at)
       SELECT 'e2e-burst-' || $2 || '-' || g || '@example.com', 'Burst', 'Account', now() - interval '3 days', now() - interval '3 days'
         FROM generate_series(1, $3) g RETURNING id),
     r AS (
       INSERT INTO reviews (company_id, user_id, rating, title, content, verified, created_at, updated_at)
       SELECT $1, id, 1, 'Worst lamps ever', 'One star, the lamps broke at once, avoid.', false, now() - interval '2 days', now() - interval '2 days' FROM u
       RETURNING id)
     INSERT INTO review_signals (review_id, signal, details, created_at)
     SELECT id, 'burst', '{"reviewsInWindow": 1000, "windowHours": 24}'::jsonb, now() - interval '2 days' FROM r`,
    [burst.id, tag, SIGNALS],
  );
  try {
    await buriedReportFirst(page, tag, burst, quiet);
  } finally {
    // The thousand reviews and their accounts go: directory sorts by review count stay as other tests expect.
    await sql(`DELETE FROM companies WHERE id = $1`, [burst.id]);
    await sql(`DELETE FROM users WHERE email LIKE $1`, [`e2e-burst-${tag}-%`]);
  }
});

async function buriedReportFirst(page: Page, tag: string, burst: { id: string; name: string }, quiet: { id: string; name: string }) {
  // Then a person reports a review of another company, after every one of those signals.
  await reportedReview(quiet.id, `Names my neighbour ${tag}`);

  await signIn(page, 'admin@example.com', 'demo-password-1');
  await page.goto('/admin');

  // The Reports tab's count sits beside its name, never over it.
  const reportsTab = page.getByRole('tab', { name: /^Reports \(\d+ waiting\)$/ });
  const count = reportsTab.getByText('99+');
  await expect(count).toBeVisible();
  const nameEnd = await reportsTab.evaluate((tab) => {
    const walker = document.createTreeWalker(tab, NodeFilter.SHOW_TEXT);
    const text = walker.nextNode()!;
    const range = document.createRange();
    range.selectNodeContents(text);
    return range.getBoundingClientRect().right;
  });
  expect((await count.boundingBox())!.x).toBeGreaterThanOrEqual(nameEnd);

  // By default, people's reports first: the report is on the first page, above every signal-only item.
  const panel = page.getByRole('tabpanel', { name: /Reports/ });
  const item = panel.getByRole('region', { name: `Reports and signals about “Names my neighbour ${tag}”` });
  await expect(item).toBeVisible();
  await expect(item.getByText('Personal information × 1')).toBeVisible();
  const order = await queueOrder(page);
  const mine = order.findIndex((i) => i.title === `Names my neighbour ${tag}`);
  const firstFlagged = order.findIndex((i) => i.flaggedOnly);
  expect(mine).toBeGreaterThanOrEqual(0);
  expect(firstFlagged === -1 || mine < firstFlagged).toBe(true);
  const show = panel.getByRole('group', { name: 'Show' });
  const everything = Number((await show.getByRole('button', { name: /^Everything/ }).textContent())!.replace(/\D/g, ''));
  expect(everything).toBeGreaterThan(SIGNALS);

  // The people's reports alone: no signal-only item among them.
  await show.getByRole('button', { name: /^People's reports/ }).click();
  await expect(page).toHaveURL(/[?&]source=reports/);
  await expect(item).toBeVisible();
  await expect(panel.getByText(/^Flagged automatically/)).toHaveCount(0);

  // The burst's company, found by name: its thousand signals are one cluster, dismissed in one decision.
  await show.getByRole('button', { name: /^Everything/ }).click();
  const picker = panel.getByRole('combobox', { name: 'Company' });
  await picker.fill(`Burst Lamps ${tag}`);
  await page.getByRole('option', { name: `E2E Burst Lamps ${tag} — 1,000 queued` }).click();
  const view = panel.getByRole('region', { name: new RegExp(`^E2E Burst Lamps ${tag}: `) });
  await expect(view.getByRole('heading')).toHaveText(`E2E Burst Lamps ${tag}: 1,000 queued reviews`);
  const cluster = view.getByRole('list', { name: `Signal clusters of E2E Burst Lamps ${tag}` }).getByRole('listitem');
  await expect(cluster).toHaveText(/^Burst of reviews: 1,000 open signals/);
  expect(await seriousViolations(page)).toEqual([]);
  await cluster.getByRole('button', { name: 'Dismiss all 1,000' }).click();
  const dialog = page.getByRole('dialog', { name: `Dismiss 1,000 “Burst of reviews” signals on E2E Burst Lamps ${tag}` });
  await dialog.getByRole('textbox', { name: 'Facts and circumstances' }).fill('A televised promotion brought a thousand real customers in one day.');
  await dialog.getByRole('button', { name: 'Dismiss 1,000 signals' }).click();
  await expect(toast(page).getByText('Signals dismissed')).toBeVisible({ timeout: 30_000 });
  await expect(panel.getByText('Nothing on the queue matches these filters.')).toBeVisible();
  await expect(view.getByRole('heading')).toHaveText(`E2E Burst Lamps ${tag}: 0 queued reviews`);
  await expect(view.getByText("No open signals on this company's reviews.")).toBeVisible();

  // One audit entry for the thousand: in the log, and in the data.
  const [{ open }] = await sql<{ open: number }>(`SELECT count(*)::int AS open FROM review_signals WHERE company_id = $1 AND status = 'open'`, [burst.id]);
  expect(open).toBe(0);
  const { cookie: admin } = await createStaff('admin');
  const audit = await apiAs<{ entries: { targetId: string; details: { reviewIds: string[] } }[] }>(admin, 'GET', '/api/admin/audit?action=dismiss_signals&limit=100');
  const entries = audit.body.entries.filter((e) => e.targetId === burst.id);
  expect(entries).toHaveLength(1);
  expect(entries[0].details.reviewIds).toHaveLength(SIGNALS);
  await page.goto('/admin?tab=audit');
  await page.getByRole('combobox', { name: 'Action' }).click();
  await page.getByRole('option', { name: "Dismissed a cluster of signals on a company's reviews" }).click();
  const row = page.getByRole('row').filter({ hasText: `E2E Burst Lamps ${tag}` });
  await expect(row).toHaveCount(1);
  await expect(row).toContainText('Burst of reviews: 1,000 reviews in one decision.');
  await expect(row.getByRole('link', { name: `E2E Burst Lamps ${tag}` })).toHaveAttribute('href', `/companies/${burst.id}`);
  await expect(row).toContainText('Source: Our own initiative (SOURCE_VOLUNTARY).');

  // On a phone the audit log is a list: the page never scrolls sideways.
  await page.setViewportSize({ width: 390, height: 844 });
  await page.goto('/admin?tab=audit');
  await expect(page.getByRole('list', { name: 'Audit entries, newest first' })).toBeVisible();
  expect(await page.evaluate(() => document.documentElement.scrollWidth)).toBeLessThanOrEqual(390);
  expect(await seriousViolations(page)).toEqual([]);
}

test('a moderator finds a hidden review in the Hidden tab and restores it to the public page', async ({ page }) => {
  test.setTimeout(120_000);
  const tag = randomBytes(3).toString('hex');
  const owner = await createUser({ verified: true });
  const company = await createCompany(owner, `E2E Harbour Cafe ${tag}`);
  const title = `Her address is on Elm Street ${tag}`;
  await reportedReview(company.id, title);

  await signIn(page, 'admin@example.com', 'demo-password-1');
  await page.goto('/admin');
  const panel = page.getByRole('tabpanel', { name: /Reports/ });
  await panel.getByRole('combobox', { name: 'Company' }).fill(`Harbour Cafe ${tag}`);
  await page.getByRole('option', { name: new RegExp(`^E2E Harbour Cafe ${tag} — 1 queued`) }).click();
  const item = panel.getByRole('region', { name: `Reports and signals about “${title}”` });
  await item.getByRole('button', { name: 'Hide' }).click();

  // Submitted without its facts, the dialog marks that field and puts the focus there.
  const hide = page.getByRole('dialog', { name: `Hide “${title}”` });
  await hide.getByRole('button', { name: 'Hide review' }).click();
  const facts = hide.getByRole('textbox', { name: 'Facts and circumstances' });
  await expect(facts).toBeFocused();
  await expect(facts).toHaveAttribute('aria-invalid', 'true');
  await expect(hide.getByText('Please state the facts and circumstances in 10 to 2,000 characters.')).toBeVisible();
  expect(await seriousViolations(page)).toEqual([]);
  await facts.fill('The review publishes a private person’s home address.');
  await hide.getByRole('button', { name: 'Hide review' }).click();
  await expect(toast(page).getByText('Review hidden')).toBeVisible();

  const visitor = await (await page.context().browser()!.newContext()).newPage();
  await visitor.goto(`/companies/${company.id}`);
  await expect(visitor.getByRole('heading', { level: 1, name: company.name })).toBeVisible();
  await expect(visitor.getByText(title)).toHaveCount(0);

  // The Hidden tab, narrowed to the company: the decision that hid it, and Restore.
  await page.getByRole('tab', { name: 'Hidden' }).click();
  await expect(page).toHaveURL(/[?&]tab=hidden/);
  const hidden = page.getByRole('tabpanel', { name: 'Hidden' });
  await hidden.getByRole('combobox', { name: 'Company' }).fill(`Harbour Cafe ${tag}`);
  await page.getByRole('option', { name: company.name }).click();
  const entry = hidden.getByRole('region', { name: `Hidden review “${title}”` });
  await expect(entry).toContainText('by Alex Admin');
  await expect(entry).toContainText('The review publishes a private person’s home address.');
  await expect(entry).toContainText('Ground: Incompatible with our terms (DECISION_GROUND_INCOMPATIBLE_CONTENT).');
  expect(await seriousViolations(page)).toEqual([]);
  await entry.getByRole('button', { name: 'Restore' }).click();
  const restore = page.getByRole('dialog', { name: `Restore “${title}”` });
  await restore.getByRole('textbox', { name: 'Facts and circumstances' }).fill('The address is the cafe’s own, printed on its sign.');
  await restore.getByRole('button', { name: 'Restore review' }).click();
  await expect(toast(page).getByText('Review restored')).toBeVisible();
  await expect(hidden.getByText('No review of this company is hidden.')).toBeVisible();

  // Back on the public page.
  await visitor.reload();
  await expect(visitor.getByText(title)).toBeVisible();
});
