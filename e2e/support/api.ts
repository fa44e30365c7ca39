// Test data through the API itself: each test makes its own users, so tests never depend on
// each other. Calls go to the API port with a distinct X-Forwarded-For per user (the API trusts
// loopback proxies), so the per-address sign-up limit never meets another test's sign-ups.
import { randomBytes } from 'node:crypto';
import { sql } from './db';
import { API_URL, E2E_PORTS } from './ports';

const SITE = `http://localhost:${E2E_PORTS.shell}`;
let counter = 0;

export interface TestUser {
  id: string;
  email: string;
  password: string;
  firstName: string;
  lastName: string;
  cookie: string;
}

function address(): string {
  counter++;
  return `10.${process.pid & 255}.${(counter >> 8) & 255}.${counter & 255}`;
}

async function call(method: string, path: string, body?: unknown, headers: Record<string, string> = {}) {
  const res = await fetch(`${API_URL}${path}`, {
    method,
    headers: { origin: SITE, ...(body !== undefined ? { 'content-type': 'application/json' } : {}), ...headers },
    body: body !== undefined ? JSON.stringify(body) : undefined,
  });
  const text = await res.text();
  return { status: res.status, body: text ? JSON.parse(text) : undefined, headers: res.headers };
}

/** A new consumer; `verified` follows the mailed verification link like a person would. */
export async function createUser(opts: { verified?: boolean; firstName?: string } = {}): Promise<TestUser> {
  const tag = randomBytes(4).toString('hex');
  const user = {
    firstName: opts.firstName ?? 'Robin',
    lastName: `Tester${tag.slice(0, 3)}`,
    email: `e2e-${tag}@example.com`,
    password: `e2e-password-${tag}`,
  };
  const res = await call('POST', '/api/auth/register', user, { 'x-forwarded-for': address() });
  if (res.status !== 201) throw new Error(`register: ${res.status} ${JSON.stringify(res.body)}`);
  const cookie = (res.headers.get('set-cookie') ?? '').split(';')[0];
  if (opts.verified) await verifyEmail(user.email);
  return { id: res.body.user.id, cookie, ...user };
}

/**
 * A new account with a staff role, for API calls a test makes as a moderator or administrator:
 * signing in as the demo admin from many tests at once meets the API's pacing of sign-ins.
 */
export async function createStaff(role: 'moderator' | 'admin'): Promise<TestUser> {
  const staff = await createUser({ verified: true, firstName: role === 'admin' ? 'Ada' : 'Mo' });
  await sql(`UPDATE users SET role = $2 WHERE id = $1`, [staff.id, role]);
  return staff;
}

/** The token of the newest mail of a kind to an address, from the demo-mode outbox listing. */
export async function mailedToken(email: string, kind: 'verify-email' | 'reset-password'): Promise<string> {
  for (let attempt = 0; attempt < 40; attempt++) {
    const mails = (await call('GET', '/api/dev/mail')).body as { to: string; link: string | null }[];
    const mail = mails.find((m) => m.to === email && m.link?.includes(`/${kind}?`));
    if (mail?.link) return new URL(mail.link).searchParams.get('token')!;
    await new Promise((r) => setTimeout(r, 250));
  }
  throw new Error(`no ${kind} mail for ${email}`);
}

/** The link of the newest mail to an address whose link matches `pattern`, from the demo-mode outbox. */
export async function mailedLink(email: string, pattern: RegExp): Promise<string> {
  for (let attempt = 0; attempt < 40; attempt++) {
    const mails = (await call('GET', '/api/dev/mail')).body as { to: string; link: string | null }[];
    const mail = mails.find((m) => m.to === email && m.link && pattern.test(m.link));
    if (mail?.link) return mail.link;
    await new Promise((r) => setTimeout(r, 250));
  }
  throw new Error(`no mail to ${email} with a link like ${pattern}`);
}

export async function verifyEmail(email: string): Promise<void> {
  const token = await mailedToken(email, 'verify-email');
  const res = await call('POST', '/api/auth/verify-email', { token });
  if (res.status !== 200) throw new Error(`verify: ${res.status}`);
}

/** A company added through the API by `user` (signed in with its cookie). */
export async function createCompany(user: TestUser, name?: string, website?: string): Promise<{ id: string; name: string }> {
  const tag = randomBytes(4).toString('hex');
  const res = await call(
    'POST',
    '/api/companies',
    { name: name ?? `E2E Outfitters ${tag}`, category: 'Outdoor', website: website ?? `https://e2e-${tag}.example.com`, description: 'Camping gear for the test suite.' },
    // An address of its own, as for sign-ups: the per-address limit on added businesses (50 a day)
    // is a whole suite's otherwise.
    { cookie: user.cookie, 'x-forwarded-for': address() },
  );
  if (res.status !== 201) throw new Error(`company: ${res.status} ${JSON.stringify(res.body)}`);
  return res.body;
}

export async function createReview(user: TestUser, companyId: string, rating: number, title = 'Solid experience overall'): Promise<{ id: string }> {
  const res = await call(
    'POST',
    '/api/reviews',
    { companyId, rating, title, content: 'Ordered twice, both arrived on time and as described.', topic: 'Delivery' },
    { cookie: user.cookie },
  );
  if (res.status !== 201) throw new Error(`review: ${res.status} ${JSON.stringify(res.body)}`);
  return res.body;
}

/** Signs in through the API and answers the session cookie, for set-up calls as that user. */
// One address per account: once it has signed in from it, the API's pacing of sign-ins from new
// addresses (many tests sign in as the demo admin) leaves it alone, as it would a person's own device.
const signInAddresses = new Map<string, string>();

export async function apiSignIn(email: string, password: string): Promise<string> {
  if (!signInAddresses.has(email)) signInAddresses.set(email, address());
  const res = await call('POST', '/api/auth/login', { email, password }, { 'x-forwarded-for': signInAddresses.get(email)! });
  if (res.status !== 200) throw new Error(`login: ${res.status} ${JSON.stringify(res.body)}`);
  return (res.headers.get('set-cookie') ?? '').split(';')[0];
}

/** Makes `user` a moderator, as the demo administrator. */
export async function makeModerator(user: TestUser): Promise<void> {
  const admin = await apiSignIn('admin@example.com', 'demo-password-1');
  const res = await call('PUT', `/api/admin/users/${user.id}/role`, { role: 'moderator', facts: 'Joins the moderation team for the test.' }, { cookie: admin });
  if (res.status !== 200) throw new Error(`role: ${res.status} ${JSON.stringify(res.body)}`);
}

export async function apiGet<T = unknown>(path: string): Promise<T> {
  return (await call('GET', path)).body as T;
}

// One moderator per test file checks the names of the companies its tests list.
let nameChecker: Promise<TestUser> | undefined;

/**
 * A moderator approves a new company's name, as one does before the name may go into mail: until
 * then the company's review invitations are held, not mailed.
 */
export async function approveCompanyName(companyId: string): Promise<void> {
  nameChecker ??= createStaff('moderator');
  const res = await call('POST', `/api/admin/companies/${companyId}/approve-name`, { facts: 'A plain business name that matches its website.' }, { cookie: (await nameChecker).cookie });
  if (res.status !== 200) throw new Error(`approve name: ${res.status} ${JSON.stringify(res.body)}`);
}
