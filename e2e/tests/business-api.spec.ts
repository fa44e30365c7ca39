// A business connects its shop: on the dashboard it adds a webhook endpoint and creates an API key;
// its shop's order hook (a curl script) invites a customer through the Business API, and a retry
// of the same order sends nothing more; the customer reviews from the mailed link; the shop's
// receiver gets a correctly signed review.created; the secret is rolled, and a test event is
// signed with the new and the previous secret; the key is revoked on the dashboard and refused.
import { expect, test } from '@playwright/test';
import { execFile } from 'node:child_process';
import { createHmac } from 'node:crypto';
import http from 'node:http';
import type { AddressInfo } from 'node:net';
import path from 'node:path';
import { promisify } from 'node:util';
import { createUser, mailedLink } from '../support/api';
import { call, OWNER_PASSWORD, ownedCompany } from '../support/business';
import { E2E_PORTS } from '../support/ports';
import { answerDisclosures, fillExperienceDate, signIn, toast } from '../support/ui';

const SITE = `http://localhost:${E2E_PORTS.shell}`;
const SHOP_SCRIPT = path.join(__dirname, '..', 'fixtures', 'shop-order.sh');

interface Delivery {
  headers: http.IncomingHttpHeaders;
  body: string;
}

/** The shop's webhook receiver, on this machine (the e2e API allows 127.0.0.1 for tests only). */
async function receiver() {
  const deliveries: Delivery[] = [];
  const server = http.createServer((req, res) => {
    let body = '';
    req.setEncoding('utf8');
    req.on('data', (chunk: string) => (body += chunk));
    req.on('end', () => {
      deliveries.push({ headers: req.headers, body });
      res.writeHead(204).end();
    });
  });
  await new Promise<void>((resolve) => server.listen(0, '127.0.0.1', resolve));
  return { url: `http://127.0.0.1:${(server.address() as AddressInfo).port}/hooks/reviews`, deliveries, close: () => new Promise((r) => server.close(r)) };
}

/** The shop's order hook, run as the shop runs it: its status line and the API's answer. */
async function shopOrder(key: string, order: string, email: string, name: string) {
  const { stdout } = await promisify(execFile)('bash', [SHOP_SCRIPT, order, email, name], { env: { ...process.env, REVIEW_API_KEY: key, SITE } });
  const lines = stdout.trim().split('\n');
  return { status: Number(lines.pop()), body: JSON.parse(lines.join('\n')) };
}

test('a shop invites through the API with its key, hears of the review by a signed webhook, and a revoked key is refused', async ({ browser }) => {
  test.setTimeout(150_000);
  const hooks = await receiver();
  const { company, email: ownerEmail } = await ownedCompany();
  const customer = await createUser({ verified: true, firstName: 'Casey' });

  // The owner, on the dashboard: a webhook endpoint for new reviews, then a key that may invite.
  const business = await browser.newContext();
  const dashboard = await business.newPage();
  await dashboard.goto('/business/login');
  const login = dashboard.getByRole('form', { name: 'Business login' });
  await login.getByRole('textbox', { name: 'Work email' }).fill(ownerEmail);
  await login.getByRole('textbox', { name: 'Password', exact: true }).fill(OWNER_PASSWORD);
  await login.getByRole('button', { name: 'Sign in' }).click();
  await expect(dashboard).toHaveURL(/\/business\/dashboard$/);

  const addEndpoint = dashboard.getByRole('form', { name: 'Add a webhook endpoint' });
  await addEndpoint.getByRole('textbox', { name: 'Endpoint URL' }).fill(hooks.url);
  await addEndpoint.getByRole('checkbox', { name: /review\.created/ }).check();
  await addEndpoint.getByRole('button', { name: 'Add endpoint' }).click();
  const secretPanel = dashboard.getByRole('region', { name: 'Signing secret of the new endpoint' });
  const secret = (await secretPanel.locator('code').innerText()).trim();
  expect(secret).toMatch(/^whsec_/);
  await secretPanel.getByRole('button', { name: 'I have saved the secret' }).click();
  await expect(dashboard.getByRole('region', { name: 'Signing secret of the new endpoint' })).toHaveCount(0);

  const createKey = dashboard.getByRole('form', { name: 'Create an API key' });
  await createKey.getByRole('textbox', { name: 'Key name' }).fill('Shop orders');
  await createKey.getByRole('button', { name: 'Create key' }).click();
  await expect(dashboard.getByRole('heading', { name: 'Your new key “Shop orders”' })).toBeVisible();
  const key = await dashboard.getByRole('textbox', { name: 'API key' }).inputValue();
  expect(key).toMatch(/^rpk_/);
  // The curl example on the dashboard carries this site and the key just made.
  const example = await dashboard.getByRole('textbox', { name: 'Try it from your server' }).inputValue();
  expect(example).toContain(`${SITE}/api/v1/invitations`);
  expect(example).toContain(`Authorization: Bearer ${key}`);

  // The shop's hook after an order, then again as a retry: one invitation, one mail.
  const order = `order-${Date.now()}`;
  const first = await shopOrder(key, order, customer.email, 'Casey');
  expect(first).toMatchObject({ status: 201, body: { invitation: { status: 'sent', email: customer.email, reference: order } } });
  const retry = await shopOrder(key, order, customer.email, 'Casey');
  expect(retry).toEqual(first);
  const listed = await call('GET', `/api/business/companies/${company.id}/invitations`, undefined, (await business.cookies()).map((c) => `${c.name}=${c.value}`).join('; '));
  expect(listed.body.filter((i: { email: string }) => i.email === customer.email)).toHaveLength(1);

  // The customer reviews from the mailed link.
  const link = (await mailedLink(customer.email, /\/write-review\/.+\?invitation=/)).replace(/^http:\/\/localhost:\d+/, SITE);
  const reviewer = await browser.newContext();
  const page = await reviewer.newPage();
  await signIn(page, customer.email, customer.password);
  await page.goto(link);
  await expect(page.getByText(`${company.name} invited you to review them. Reviews written through an invitation are labelled Invited and Verified.`)).toBeVisible();
  await page.getByRole('radio', { name: /^4 stars/ }).focus();
  await page.keyboard.press('Space');
  await page.getByRole('textbox', { name: 'Title', exact: true }).fill('Quick delivery, fair price');
  await page.getByRole('textbox', { name: 'Your review', exact: true }).fill('The parcel came two days after the order and the price was fair.');
  await answerDisclosures(page);
  await fillExperienceDate(page);
  await page.getByRole('button', { name: 'Publish review' }).click();
  await expect(toast(page).getByText('Review published')).toBeVisible();

  // The shop's receiver: one review.created, signed with the secret over timestamp and body.
  await expect.poll(() => hooks.deliveries.length, { timeout: 30_000 }).toBe(1);
  const [delivery] = hooks.deliveries;
  const { t, v1 } = Object.fromEntries(String(delivery.headers['webhook-signature']).split(',').map((part) => part.split('=') as [string, string]));
  expect(t).toBe(delivery.headers['webhook-timestamp']);
  expect(Math.abs(Date.now() / 1000 - Number(t))).toBeLessThan(300);
  expect(v1).toBe(createHmac('sha256', secret).update(`${t}.${delivery.body}`).digest('hex'));
  const event = JSON.parse(delivery.body);
  expect(event).toMatchObject({ id: delivery.headers['webhook-id'], type: 'review.created', data: { review: { companyId: company.id, rating: 4, title: 'Quick delivery, fair price' } } });

  // The dashboard shows the endpoint's last status.
  await dashboard.reload();
  await expect(dashboard.getByRole('list', { name: 'Webhook endpoints' }).getByRole('listitem', { name: hooks.url })).toContainText('Delivered (HTTP 204)');

  // The secret is rolled, the current one signing beside the new one for a day: a test event
  // carries both signatures, the new one first, so the receiver accepts it with either secret.
  const endpointItem = dashboard.getByRole('list', { name: 'Webhook endpoints' }).getByRole('listitem', { name: hooks.url });
  await endpointItem.getByRole('button', { name: `Roll secret of ${hooks.url}` }).click();
  await dashboard.getByRole('dialog', { name: 'Roll the signing secret?' }).getByRole('button', { name: 'Roll secret' }).click();
  const rolledPanel = dashboard.getByRole('region', { name: 'New signing secret' });
  const rolled = (await rolledPanel.locator('code').innerText()).trim();
  expect(rolled).toMatch(/^whsec_/);
  expect(rolled).not.toBe(secret);
  await rolledPanel.getByRole('button', { name: 'I have saved the secret' }).click();
  await expect(endpointItem).toContainText('The previous signing secret also signs each delivery until');
  await endpointItem.getByRole('button', { name: `Send test event to ${hooks.url}` }).click();
  await expect.poll(() => hooks.deliveries.length, { timeout: 30_000 }).toBe(2);
  const ping = hooks.deliveries[1];
  const [stamp, ...signatures] = String(ping.headers['webhook-signature']).split(',');
  const signedWith = (key: string) => `v1=${createHmac('sha256', key).update(`${stamp.slice(2)}.${ping.body}`).digest('hex')}`;
  expect(signatures).toEqual([signedWith(rolled), signedWith(secret)]);
  expect(JSON.parse(ping.body)).toMatchObject({ type: 'ping' });

  // The key is revoked on the dashboard; the shop's next order is refused.
  await dashboard.getByRole('button', { name: 'Revoke Shop orders' }).click();
  await dashboard.getByRole('dialog').getByRole('button', { name: 'Revoke key' }).click();
  await expect(dashboard.getByRole('list', { name: 'Active API keys' })).toHaveCount(0);
  const refused = await shopOrder(key, `${order}-2`, customer.email, 'Casey');
  expect(refused).toMatchObject({ status: 401, body: { message: 'This API key has been revoked. Please create a new one on your business dashboard.' } });

  await business.close();
  await reviewer.close();
  await hooks.close();
});
