// What the browser keeps of a session and how every tab follows it: the copy of the user holds only
// what the spec names and goes with the session however it ends; a tab whose session ended
// elsewhere says so and lets the person sign in there and come back to what they were writing.
// The site header shows a business session (its account and Log out), and reflows at 200% text.
import { expect, test, type Page } from '@playwright/test';
import { createCompany, createUser, type TestUser } from '../support/api';
import { call, ownedCompany } from '../support/business';
import { E2E_PORTS } from '../support/ports';
import { answerDisclosures, fillExperienceDate, signIn, toast } from '../support/ui';
import { seriousViolations } from '../support/axe';

const SITE = `http://localhost:${E2E_PORTS.shell}`;

const storedUser = (page: Page) => page.evaluate(() => localStorage.getItem('auth_user'));
const pendingInvitation = (page: Page) => page.evaluate(() => localStorage.getItem('pending_invitation'));

/** An invitation on its way, as the page where an invitee confirms their address keeps it. */
async function keepPendingInvitation(page: Page) {
  await page.evaluate(() =>
    localStorage.setItem(
      'pending_invitation',
      JSON.stringify({ path: '/write-review/x?invitation=secret-token', companyName: 'Acme', expiresAt: new Date(Date.now() + 3_600_000).toISOString() }),
    ),
  );
}

/** Ends the browser's consumer session on the server only, as an expiry would: no tab is told. */
async function endSessionOnServer(page: Page) {
  const cookies = await page.context().cookies(SITE);
  const header = cookies.map((c) => `${c.name}=${c.value}`).join('; ');
  expect((await call('POST', '/api/auth/logout', undefined, header)).status).toBeLessThan(300);
}

async function fillDraft(page: Page, title: string, content: string) {
  await page.getByRole('radio', { name: '4 stars, Great' }).focus();
  await page.keyboard.press('Space');
  await page.getByRole('textbox', { name: 'Title', exact: true }).fill(title);
  await page.getByRole('textbox', { name: 'Your review', exact: true }).fill(content);
  await answerDisclosures(page);
  await fillExperienceDate(page);
}

async function signInHere(page: Page, user: TestUser) {
  const form = page.getByRole('form', { name: 'Sign in' });
  await form.getByRole('textbox', { name: 'Email', exact: true }).fill(user.email);
  await form.getByRole('textbox', { name: 'Password', exact: true }).fill(user.password);
  await form.getByRole('button', { name: 'Sign in', exact: true }).click();
  await expect(toast(page).getByText('Welcome back!')).toBeVisible();
}

test('the browser keeps only the named fields of the user, and forgets them and a pending invitation at every way a session ends', async ({ page }) => {
  const user = await createUser({ verified: true });
  await signIn(page, user.email, user.password);
  await expect.poll(async () => Object.keys(JSON.parse((await storedUser(page)) ?? '{}')).sort()).toEqual(['email', 'firstName', 'id', 'lastName', 'profileImageUrl']);
  expect(JSON.parse((await storedUser(page))!)).toMatchObject({ id: user.id, email: user.email, firstName: user.firstName });

  // Desktop log out.
  await keepPendingInvitation(page);
  await page.getByRole('button', { name: /open account menu/ }).click();
  await page.getByRole('menuitem', { name: 'Log out' }).click();
  await expect(toast(page).getByText('Signed out')).toBeVisible();
  expect(await storedUser(page)).toBeNull();
  expect(await pendingInvitation(page)).toBeNull();

  // Phone log out (a full navigation to /api/logout).
  await signIn(page, user.email, user.password);
  await keepPendingInvitation(page);
  await page.setViewportSize({ width: 390, height: 844 });
  await page.getByRole('button', { name: 'Open menu' }).click();
  await page.getByRole('dialog', { name: 'Menu' }).getByRole('button', { name: 'Log out' }).click();
  await expect(page).toHaveURL(`${SITE}/`);
  await expect(page.getByRole('button', { name: 'Open menu' })).toBeVisible();
  expect(await storedUser(page)).toBeNull();
  expect(await pendingInvitation(page)).toBeNull();

  // A session that ended on the server, found by a call answering 401.
  await page.setViewportSize({ width: 1280, height: 800 });
  await signIn(page, user.email, user.password);
  const company = await createCompany(await createUser({ verified: true }));
  await page.goto(`/write-review/${company.id}`);
  await expect(page.getByRole('textbox', { name: 'Title', exact: true })).toBeVisible();
  await keepPendingInvitation(page);
  await endSessionOnServer(page);
  await fillDraft(page, 'Kept for later', 'A draft that meets a session which ended on the server meanwhile.');
  await page.getByRole('button', { name: 'Publish review' }).click();
  await expect(page.getByRole('banner').getByRole('link', { name: 'Sign in' })).toBeVisible();
  expect(await storedUser(page)).toBeNull();
  expect(await pendingInvitation(page)).toBeNull();
});

test('a log out in one tab reaches the other, which offers to sign in there and comes back to the draft', async ({ context }) => {
  const user = await createUser({ verified: true });
  const company = await createCompany(await createUser({ verified: true }));
  const writing = await context.newPage();
  await signIn(writing, user.email, user.password);
  await writing.goto(`/write-review/${company.id}`);
  await fillDraft(writing, 'Written in the other tab', 'The parcel came on time and the staff answered every question kindly.');

  const other = await context.newPage();
  await other.goto('/profile');
  await other.getByRole('button', { name: /open account menu/ }).click();
  await other.getByRole('menuitem', { name: 'Log out' }).click();
  await expect(toast(other).getByText('Signed out')).toBeVisible();

  // The writing tab follows: no avatar of the ended session, and a way to sign in from here.
  const header = writing.getByRole('banner');
  await expect(header.getByRole('button', { name: /open account menu/ })).toHaveCount(0);
  await expect(header.getByRole('link', { name: 'Sign in' })).toBeVisible();
  await writing.getByRole('main').getByRole('link', { name: 'Sign in' }).click();
  await signInHere(writing, user);

  // Back at the form, with what was written.
  await expect(writing).toHaveURL(new RegExp(`/write-review/${company.id}`));
  await expect(writing.getByRole('textbox', { name: 'Title', exact: true })).toHaveValue('Written in the other tab');
  await expect(writing.getByRole('textbox', { name: 'Your review', exact: true })).toHaveValue(/The parcel came on time/);
  await expect(writing.getByRole('radio', { name: '4 stars, Great' })).toBeChecked();
  await writing.getByRole('button', { name: 'Publish review' }).click();
  await expect(toast(writing).getByText('Review published')).toBeVisible();

  // A sign-in in one tab reaches the other too.
  await expect(other.getByRole('banner').getByRole('button', { name: /open account menu/ })).toBeVisible();
});

test('a draft met by a session that ended on the server is kept through signing in again', async ({ page }) => {
  const user = await createUser({ verified: true });
  const company = await createCompany(await createUser({ verified: true }));
  await signIn(page, user.email, user.password);
  await page.goto(`/write-review/${company.id}`);
  await fillDraft(page, 'Still here after signing in', 'Delivery took a week longer than promised but support kept me informed.');
  await endSessionOnServer(page);
  await page.getByRole('button', { name: 'Publish review' }).click();

  await expect(page.getByRole('banner').getByRole('button', { name: /open account menu/ })).toHaveCount(0);
  await page.getByRole('main').getByRole('link', { name: 'Sign in' }).click();
  await signInHere(page, user);
  await expect(page.getByRole('textbox', { name: 'Title', exact: true })).toHaveValue('Still here after signing in');
  await page.getByRole('button', { name: 'Publish review' }).click();
  await expect(toast(page).getByText('Review published')).toBeVisible();
});

async function asBusiness(page: Page): Promise<void> {
  const { owner } = await ownedCompany();
  const [name, value] = owner.split('=');
  await page.context().addCookies([{ name, value, url: SITE }]);
}

test('a business session shows its account and Log out in the site header and the phone menu, not Sign in', async ({ page }) => {
  await asBusiness(page);
  await page.setViewportSize({ width: 1280, height: 800 });
  await page.goto('/companies');
  const header = page.getByRole('banner');
  const account = header.getByRole('button', { name: /business account menu/ });
  await expect(account).toBeVisible();
  await expect(header.getByRole('link', { name: 'Sign in' })).toHaveCount(0);
  await expect(header.getByRole('link', { name: 'Sign up' })).toHaveCount(0);
  await account.click();
  const menu = page.getByRole('menu', { name: 'Business account' });
  await expect(menu.getByRole('menuitem', { name: 'Business dashboard' })).toHaveAttribute('href', '/business/dashboard');
  await expect(page.getByText('Jo Owner', { exact: true })).toBeVisible();

  await page.keyboard.press('Escape');
  await expect(menu).toBeHidden();
  await page.setViewportSize({ width: 390, height: 844 });
  await page.getByRole('button', { name: 'Open menu' }).click();
  const drawer = page.getByRole('dialog', { name: 'Menu' });
  await expect(drawer.getByRole('link', { name: 'Sign in' })).toHaveCount(0);
  await drawer.getByRole('button', { name: 'Log out of business account' }).click();
  await expect(toast(page).getByText('Logged out')).toBeVisible();
  expect((await call('GET', '/api/business/account', undefined, (await page.context().cookies(SITE)).map((c) => `${c.name}=${c.value}`).join('; '))).status).toBe(401);
  await page.getByRole('button', { name: 'Open menu' }).click();
  await expect(page.getByRole('dialog', { name: 'Menu' }).getByRole('link', { name: 'Sign in' })).toBeVisible();

  // Desktop log out from the header's business menu.
  await asBusiness(page);
  await page.setViewportSize({ width: 1280, height: 800 });
  await page.goto('/about');
  await page.getByRole('banner').getByRole('button', { name: /business account menu/ }).click();
  await page.getByRole('menuitem', { name: 'Log out of business account' }).click();
  await expect(toast(page).getByText('Logged out')).toBeVisible();
  await expect(page.getByRole('banner').getByRole('link', { name: 'Sign in' })).toBeVisible();
});

/** Pairs of the header's visible controls whose boxes, text included, overlap; those off the screen; the header's sideways overflow. */
async function headerLayout(page: Page) {
  return page.evaluate(() => {
    const header = document.querySelector('header')!;
    const controls = Array.from(header.querySelectorAll<HTMLElement>('a, button, form[role="search"]')).filter((el) => {
      const r = el.getBoundingClientRect();
      return r.width > 0 && r.height > 0 && !el.closest('form[role="search"] button') && getComputedStyle(el).visibility !== 'hidden';
    });
    // Outermost controls only (a form holds its own button).
    const outer = controls.filter((el) => !controls.some((other) => other !== el && other.contains(el)));
    const boxes = outer.map((el) => {
      const range = document.createRange();
      range.selectNodeContents(el);
      const rects = [el.getBoundingClientRect(), ...Array.from(range.getClientRects())].filter((r) => r.width > 0);
      return {
        name: (el.getAttribute('aria-label') ?? el.textContent ?? el.tagName).trim().slice(0, 30),
        left: Math.min(...rects.map((r) => r.left)),
        right: Math.max(...rects.map((r) => r.right)),
        top: Math.min(...rects.map((r) => r.top)),
        bottom: Math.max(...rects.map((r) => r.bottom)),
      };
    });
    const overlaps: string[] = [];
    for (let i = 0; i < boxes.length; i++)
      for (let j = i + 1; j < boxes.length; j++) {
        const a = boxes[i];
        const b = boxes[j];
        const w = Math.min(a.right, b.right) - Math.max(a.left, b.left);
        const h = Math.min(a.bottom, b.bottom) - Math.max(a.top, b.top);
        if (w > 1 && h > 1) overlaps.push(`${a.name} / ${b.name}`);
      }
    const outside = boxes.filter((b) => b.left < -1 || b.right > document.documentElement.clientWidth + 1).map((b) => b.name);
    return { overlaps, outside, overflow: header.scrollWidth - header.clientWidth };
  });
}

test('the site header reflows without overlap with text at 200%, on a desktop and a phone', async ({ page }) => {
  await asBusiness(page);
  const user = await createUser({ verified: true });
  await signIn(page, user.email, user.password);
  // At the usual text size, both accounts, the links and the search still fit one row at 900 px.
  await page.setViewportSize({ width: 900, height: 800 });
  await page.goto('/companies');
  await expect(page.getByRole('banner').getByRole('button', { name: 'Open business account menu' })).toBeVisible();
  const middles = await page.evaluate(() =>
    Array.from(document.querySelectorAll<HTMLElement>('header a, header button, header form[role="search"]'))
      .map((el) => el.getBoundingClientRect())
      .filter((r) => r.width > 0)
      .map((r) => r.top + r.height / 2),
  );
  expect(Math.max(...middles) - Math.min(...middles)).toBeLessThan(8);

  // The browser's font size at 200% (Chromium's setting, as a person would set it).
  const cdp = await page.context().newCDPSession(page);
  await cdp.send('Page.setFontSizes', { fontSizes: { standard: 32, fixed: 26 } });

  for (const width of [1280, 390]) {
    await page.setViewportSize({ width, height: 900 });
    await page.goto('/companies');
    await expect(page.getByRole('heading', { level: 1 })).toBeVisible();
    expect(await page.evaluate(() => getComputedStyle(document.documentElement).fontSize)).toBe('32px');
    const layout = await headerLayout(page);
    expect({ width, ...layout }).toEqual({ width, overlaps: [], outside: [], overflow: 0 });
  }
});


test('axe: the header with both sessions and their menus open, light and dark, desktop and phone', async ({ page }) => {
  await asBusiness(page);
  const user = await createUser({ verified: true });
  await signIn(page, user.email, user.password);
  for (const colorScheme of ['light', 'dark'] as const) {
    await page.emulateMedia({ colorScheme });
    await page.setViewportSize({ width: 1280, height: 800 });
    await page.goto('/about');
    await page.getByRole('banner').getByRole('button', { name: 'Open business account menu' }).click();
    await expect(page.getByRole('menu', { name: 'Business account' })).toBeVisible();
    expect(await seriousViolations(page)).toEqual([]);
    await page.keyboard.press('Escape');
    await expect(page.getByRole('menu', { name: 'Business account' })).toBeHidden();
    await expect(page.getByRole('banner').getByRole('button', { name: 'Open business account menu' })).toBeFocused();

    await page.setViewportSize({ width: 390, height: 844 });
    await page.getByRole('button', { name: 'Open menu' }).click();
    await expect(page.getByRole('dialog', { name: 'Menu' }).getByRole('button', { name: 'Log out of business account' })).toBeVisible();
    expect(await seriousViolations(page)).toEqual([]);
    await page.keyboard.press('Escape');
  }
});
