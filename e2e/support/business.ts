// A business as the journeys need one: API calls from an address of their own, and a company
// listed by a consumer that a fresh business account owns (registered, confirmed, claimed by domain).
import { expect } from '@playwright/test';
import { randomBytes } from 'node:crypto';
import { approveCompanyName, createCompany, createUser, mailedLink } from './api';
import { API_URL, E2E_PORTS } from './ports';

const SITE = `http://localhost:${E2E_PORTS.shell}`;

/** One API call as a client of its own address, so the per-address limits never meet another test's. */
export async function call(method: string, path: string, body?: unknown, cookie?: string) {
  const address = `10.${150 + (process.pid % 50)}.${randomBytes(1)[0]}.${randomBytes(1)[0]}`;
  const res = await fetch(`${API_URL}${path}`, {
    method,
    headers: { origin: SITE, 'x-forwarded-for': address, ...(body !== undefined ? { 'content-type': 'application/json' } : {}), ...(cookie ? { cookie } : {}) },
    body: body !== undefined ? JSON.stringify(body) : undefined,
  });
  const text = await res.text();
  return { status: res.status, body: text ? JSON.parse(text) : undefined, cookie: (res.headers.get('set-cookie') ?? '').split(';')[0] };
}

export const OWNER_PASSWORD = 'invite-password-1';

/**
 * A company listed by a consumer, owned by a business account with a confirmed address on its
 * domain; its name approved by a moderator unless `nameChecked` is false (its invitations are then
 * held until a moderator approves it).
 */
export async function ownedCompany({ nameChecked = true } = {}): Promise<{ company: { id: string; name: string }; owner: string; email: string }> {
  const domain = `invite-${randomBytes(3).toString('hex')}.test`;
  const lister = await createUser({ verified: true, firstName: 'Lister' });
  const company = await createCompany(lister, `Juniper Tools ${domain.slice(7, 13)}`, `https://www.${domain}`);
  if (nameChecked) await approveCompanyName(company.id);
  const email = `jo.owner@${domain}`;
  const registered = await call('POST', '/api/business/register', { contactName: 'Jo Owner', companyName: company.name, email, password: OWNER_PASSWORD, website: `https://www.${domain}` });
  expect(registered.status).toBe(201);
  const token = new URL(await mailedLink(email, /\/business\/verify-email\?/)).searchParams.get('token');
  expect((await call('POST', '/api/business/verify-email', { token })).status).toBe(200);
  expect((await call('POST', '/api/business/claims', { companyId: company.id }, registered.cookie)).body.status).toBe('verified');
  return { company, owner: registered.cookie, email };
}
