import { screen, waitFor, within } from '@testing-library/react';
import userEvent from '@testing-library/user-event';
import type { WebhookDelivery, WebhookEndpoint } from 'shared-ui';
import { fill, lastToast, makeBusinessAccount, mockApi, renderWithProviders, type Route } from 'shared-ui/test-support';
import { WebhooksSection } from '../components/webhooks-section';

const COMPANY = 'cccccccc-cccc-4ccc-8ccc-cccccccccccc';
const BASE = `/api/business/companies/${COMPANY}/webhooks`;
const SECRET = 'whsec_0123456789abcdefghijklmnopqrstuvwxyzABCDEFG';
const endpoint: WebhookEndpoint = {
  id: 'eeeeeeee-eeee-4eee-8eee-eeeeeeeeeeee',
  url: 'https://hooks.example.com/reviews',
  events: ['review.created', 'review.hidden'],
  createdAt: '2026-03-01T10:00:00.000Z',
  lastAttemptAt: null,
  lastStatusCode: null,
  lastError: null,
  disabledAt: null,
  previousSecretExpiresAt: null,
  droppedEvents: 0,
  droppedSince: null,
  lastDroppedAt: null,
};
const delivery = (overrides: Partial<WebhookDelivery>): WebhookDelivery => ({
  id: 'dddddddd-0000-4000-8000-000000000001',
  event: 'review.created',
  state: 'delivered',
  attempts: 1,
  nextAttemptAt: null,
  lastStatusCode: 200,
  lastError: null,
  createdAt: '2026-03-02T09:00:00.000Z',
  deliveredAt: '2026-03-02T09:00:01.000Z',
  ...overrides,
});

function renderSection(routes: Record<string, Route>) {
  const calls = mockApi(routes);
  renderWithProviders(<WebhooksSection companyId={COMPANY} companyName="Northwind" />, { business: makeBusinessAccount() });
  return { calls, user: userEvent.setup() };
}

describe('webhooks on the dashboard', () => {
  it('registers an endpoint for the events chosen and shows its secret once, with a copy button', async () => {
    let list: WebhookEndpoint[] = [];
    const { calls, user } = renderSection({
      [`GET ${BASE}`]: () => ({ body: list }),
      [`POST ${BASE}`]: () => {
        list = [endpoint];
        return { status: 201, body: { ...endpoint, secret: SECRET } };
      },
    });
    expect(await screen.findByText('No endpoints yet. Add one above to receive review events.')).toBeInTheDocument();
    const form = screen.getByRole('form', { name: 'Add a webhook endpoint' });
    await fill(user, within(form).getByRole('textbox', { name: 'Endpoint URL' }), endpoint.url);
    // All three events are chosen to begin with; this endpoint does without edits.
    await user.click(within(form).getByRole('checkbox', { name: /review\.updated/ }));
    await user.click(within(form).getByRole('button', { name: 'Add endpoint' }));

    const secret = await screen.findByRole('region', { name: 'Signing secret of the new endpoint' });
    expect(await calls.bodyOf('POST', BASE)).toEqual({ url: endpoint.url, events: ['review.created', 'review.hidden'] });
    expect(secret).toHaveTextContent(SECRET);
    expect(secret).toHaveTextContent(`This is the only time we show the secret of ${endpoint.url}.`);
    expect(secret).toHaveFocus();
    expect(within(form).getByRole('textbox', { name: 'Endpoint URL' })).toHaveValue('');

    const write = jest.spyOn(navigator.clipboard, 'writeText');
    await user.click(within(secret).getByRole('button', { name: 'Copy the signing secret' }));
    expect(write).toHaveBeenCalledWith(SECRET);
    expect(lastToast()).toMatchObject({ title: 'Signing secret copied' });

    const item = await screen.findByRole('listitem', { name: endpoint.url });
    expect(item).toHaveTextContent('review.created');
    expect(item).toHaveTextContent('review.hidden');
    expect(item).not.toHaveTextContent('review.updated');
    expect(item).toHaveTextContent('No deliveries yet');
    await user.click(within(secret).getByRole('button', { name: 'I have saved the secret' }));
    expect(screen.queryByText(SECRET)).not.toBeInTheDocument();
    // The panel went with the focused button: the focus goes to the list that now holds the endpoint, not to the page.
    expect(screen.getByRole('heading', { name: 'Your endpoints' })).toHaveFocus();
  });

  it.each([
    ['a private address', 'https://10.0.0.8/hook', 400, 'This address points to a private network, which webhooks cannot reach.'],
    ['http://', 'http://hooks.example.com/in', 400, 'Webhook URLs must start with https://.'],
    ['an unknown host', 'https://nowhere.invalid/in', 400, 'We could not find this host name. Please check the URL.'],
    ['a URL registered already', endpoint.url, 409, 'This URL is already registered for this company.'],
  ])("says at the URL field why the API refuses %s, keeps what was typed and moves the focus there", async (_, url, status, sentence) => {
    const { user } = renderSection({
      [`GET ${BASE}`]: { body: [] },
      [`POST ${BASE}`]: { status, body: { statusCode: status, error: status === 400 ? 'Bad Request' : 'Conflict', message: sentence } },
    });
    const form = await screen.findByRole('form', { name: 'Add a webhook endpoint' });
    const field = within(form).getByRole('textbox', { name: 'Endpoint URL' });
    expect(field).toHaveAccessibleDescription(/^An https:\/\/ address on your server/);
    await fill(user, field, url);
    await user.click(within(form).getByRole('button', { name: 'Add endpoint' }));
    await waitFor(() => expect(field).toHaveAttribute('aria-invalid', 'true'));
    expect(field).toHaveAccessibleDescription(sentence);
    expect(field).toHaveFocus();
    expect(field).toHaveValue(url);
    // Said once, at the field: the hint is gone, and no alert above the form repeats it.
    expect(form).not.toHaveTextContent('An https:// address on your server');
    expect(within(form).queryByRole('alert')).not.toBeInTheDocument();
    expect(screen.queryByRole('region', { name: 'Signing secret of the new endpoint' })).not.toBeInTheDocument();

    // Editing the URL takes the sentence back: it was about the URL sent.
    await user.type(field, 'x');
    expect(field).not.toHaveAttribute('aria-invalid', 'true');
    expect(field).toHaveAccessibleDescription(/^An https:\/\/ address on your server/);
  });

  it('leaves the rules of the address to the API: a local receiver over http:// is sent as typed', async () => {
    // The API allows it where it is told to (the end-to-end tests' receivers); this side cannot know.
    const local = { ...endpoint, url: 'http://127.0.0.1:4010/hooks' };
    const { calls, user } = renderSection({ [`GET ${BASE}`]: { body: [] }, [`POST ${BASE}`]: { status: 201, body: { ...local, secret: SECRET } } });
    const form = await screen.findByRole('form', { name: 'Add a webhook endpoint' });
    await fill(user, within(form).getByRole('textbox', { name: 'Endpoint URL' }), local.url);
    await user.click(within(form).getByRole('button', { name: 'Add endpoint' }));
    expect(await calls.bodyOf('POST', BASE)).toMatchObject({ url: local.url });
    expect(await screen.findByRole('region', { name: 'Signing secret of the new endpoint' })).toBeInTheDocument();
  });

  it('shows the limit of endpoints above the form, until an endpoint is deleted', async () => {
    const LIMIT = 'A company can have at most 5 webhook endpoints. Please delete one before adding another.';
    let list = [endpoint];
    const { user } = renderSection({
      [`GET ${BASE}`]: () => ({ body: list }),
      [`POST ${BASE}`]: { status: 409, body: { statusCode: 409, error: 'Conflict', message: LIMIT } },
      [`DELETE ${BASE}/${endpoint.id}`]: () => {
        list = [];
        return { status: 204 };
      },
    });
    const form = await screen.findByRole('form', { name: 'Add a webhook endpoint' });
    const field = within(form).getByRole('textbox', { name: 'Endpoint URL' });
    await fill(user, field, 'https://hooks.example.com/six');
    await user.click(within(form).getByRole('button', { name: 'Add endpoint' }));
    expect(await within(form).findByRole('alert')).toHaveTextContent(LIMIT);
    // Not about the URL: the field stays as it was.
    expect(field).not.toHaveAttribute('aria-invalid', 'true');
    expect(field).toHaveAccessibleDescription(/^An https:\/\/ address on your server/);

    // One endpoint fewer, the limit no longer holds: its message goes, what was typed stays.
    await user.click(within(await screen.findByRole('listitem', { name: endpoint.url })).getByRole('button', { name: `Delete ${endpoint.url}` }));
    await user.click(within(screen.getByRole('dialog', { name: 'Delete this endpoint?' })).getByRole('button', { name: 'Delete endpoint' }));
    expect(await screen.findByText('No endpoints yet. Add one above to receive review events.')).toBeInTheDocument();
    await waitFor(() => expect(screen.queryByRole('dialog')).not.toBeInTheDocument());
    expect(within(form).queryByRole('alert')).not.toBeInTheDocument();
    expect(field).toHaveValue('https://hooks.example.com/six');
  });

  it('asks for a URL and at least one event before sending anything', async () => {
    const { calls, user } = renderSection({ [`GET ${BASE}`]: { body: [] } });
    const form = await screen.findByRole('form', { name: 'Add a webhook endpoint' });
    for (const name of [/review\.created/, /review\.updated/, /review\.hidden/]) await user.click(within(form).getByRole('checkbox', { name }));
    await user.click(within(form).getByRole('button', { name: 'Add endpoint' }));
    expect(await within(form).findByText('Please enter the URL of your endpoint.')).toBeInTheDocument();
    expect(within(form).getByText('Please choose at least one event.')).toBeInTheDocument();
    expect(within(form).getByRole('textbox', { name: 'Endpoint URL' })).toHaveFocus();
    expect(calls.count('POST', BASE)).toBe(0);
    // Each event's checkbox is marked and described by the message, which it says with its name.
    for (const checkbox of within(form).getAllByRole('checkbox')) {
      expect(checkbox).toBeInvalid();
      expect(checkbox).toHaveAccessibleDescription('Please choose at least one event.');
    }
    await user.click(within(form).getByRole('checkbox', { name: /review\.hidden/ }));
    expect(within(form).getByRole('checkbox', { name: /review\.created/ })).toHaveAccessibleDescription('A review deleted by its author is not announced.');
  });

  it('shows each endpoint’s last status and, on request, its deliveries with their state and next attempt', async () => {
    const failing = { ...endpoint, lastAttemptAt: '2026-03-02T09:05:00.000Z', lastStatusCode: 500, lastError: 'The endpoint answered HTTP 500.' };
    const fine = { ...endpoint, id: 'ffffffff-ffff-4fff-8fff-ffffffffffff', url: 'https://backup.example.com/in', lastAttemptAt: '2026-03-02T09:00:00.000Z', lastStatusCode: 204 };
    const { user } = renderSection({
      [`GET ${BASE}`]: { body: [failing, fine] },
      [`GET ${BASE}/${failing.id}/deliveries`]: {
        body: [
          delivery({ id: 'd2', event: 'review.hidden', state: 'pending', attempts: 2, nextAttemptAt: '2026-03-02T09:35:00.000Z', lastStatusCode: 500, lastError: 'The endpoint answered HTTP 500.', deliveredAt: null }),
          delivery({ id: 'd1', event: 'ping', state: 'failed', attempts: 8, lastStatusCode: null, lastError: 'No answer within 10 seconds.', deliveredAt: null }),
          delivery({ id: 'dx', event: 'review.updated', state: 'superseded', attempts: 0, lastStatusCode: null, lastError: 'A moderator hid this review before this delivery was sent, so it was not sent.', deliveredAt: null }),
          delivery({ id: 'd0' }),
        ],
      },
    });
    const first = await screen.findByRole('listitem', { name: failing.url });
    expect(first).toHaveTextContent('Failed (HTTP 500)');
    expect(first).toHaveTextContent('The endpoint answered HTTP 500.');
    expect(screen.getByRole('listitem', { name: fine.url })).toHaveTextContent('Delivered (HTTP 204)');

    const toggle = within(first).getByRole('button', { name: `Show deliveries to ${failing.url}` });
    expect(toggle).toHaveAttribute('aria-expanded', 'false');
    await user.click(toggle);
    expect(within(first).getByRole('button', { name: `Hide deliveries to ${failing.url}` })).toHaveAttribute('aria-expanded', 'true');
    const table = await within(first).findByRole('table');
    const rows = within(table).getAllByRole('row').slice(1);
    expect(rows.map((r) => within(r).getAllByRole('cell')[0].textContent)).toEqual(['review.hidden', 'ping (test)', 'review.updated', 'review.created']);
    expect(rows[0]).toHaveTextContent(/Will be retried\s*2/);
    expect(within(rows[0]).getAllByRole('cell')[4].textContent).toMatch(/2 Mar 2026, \d\d:\d\d/);
    expect(rows[0]).toHaveTextContent('HTTP 500The endpoint answered HTTP 500.');
    expect(rows[1]).toHaveTextContent('Failed, no more attempts');
    // No HTTP answer came: the cell says what happened, in the API's sentence, and nothing else.
    expect(within(rows[1]).getAllByRole('cell')[5].textContent).toBe('No answer within 10 seconds.');
    expect(rows[2]).toHaveTextContent(/Not sent\s*0\s*—\s*—A moderator hid this review before this delivery was sent, so it was not sent\./);
    expect(rows[3]).toHaveTextContent('Delivered');
    // As wide as the page: no scrolling region, nothing more to tab through.
    expect(within(first).queryByRole('region')).not.toBeInTheDocument();
  });

  it('says in the deliveries panel how many events were not queued because too many deliveries waited, and how to catch up', async () => {
    const full = { ...endpoint, droppedEvents: 1234, droppedSince: '2026-03-03T08:00:00.000Z', lastDroppedAt: '2026-03-04T18:30:00.000Z' };
    const { user } = renderSection({ [`GET ${BASE}`]: { body: [full] }, [`GET ${BASE}/${full.id}/deliveries`]: { body: [delivery({})] } });
    const item = await screen.findByRole('listitem', { name: full.url });
    expect(item).not.toHaveTextContent(/not queued/);
    await user.click(within(item).getByRole('button', { name: `Show deliveries to ${full.url}` }));
    const note = await within(item).findByRole('note');
    expect(note).toHaveTextContent(
      /^1,234 events were not queued for this endpoint, from 3 Mar 2026, \d\d:\d\d to 4 Mar 2026, \d\d:\d\d: too many deliveries were already waiting for it, as happens while it fails or answers slowly\. None of them will be sent\. Read the reviews of that time again through the Business API \(GET \/api\/v1\/reviews\) to catch up\.$/,
    );
    expect(within(item).getByRole('table')).toBeInTheDocument();
  });

  it('says an attempt without an HTTP answer failed, and what happened, never "no answer" beside a refused certificate', async () => {
    const tls = { ...endpoint, lastAttemptAt: '2026-03-02T09:05:00.000Z', lastStatusCode: null, lastError: 'The TLS certificate was not accepted (CERT_HAS_EXPIRED).' };
    renderSection({ [`GET ${BASE}`]: { body: [tls] } });
    const item = await screen.findByRole('listitem', { name: tls.url });
    expect(item).toHaveTextContent(/Last delivery: Failed · /);
    expect(item).toHaveTextContent('The TLS certificate was not accepted (CERT_HAS_EXPIRED).');
    expect(item).not.toHaveTextContent(/no answer/i);
  });

  it('names each endpoint’s buttons after its URL, after the text they show', async () => {
    const off = { ...endpoint, id: 'ffffffff-ffff-4fff-8fff-ffffffffffff', url: 'https://hooks.example.com/staging', disabledAt: '2026-03-04T08:00:00.000Z' };
    const { user } = renderSection({ [`GET ${BASE}`]: { body: [endpoint, off] }, [`GET ${BASE}/${endpoint.id}/deliveries`]: { body: [] } });
    const first = await screen.findByRole('listitem', { name: endpoint.url });
    const second = screen.getByRole('listitem', { name: off.url });
    const named = (item: HTMLElement) => within(item).getAllByRole('button').map((b) => [b.textContent, b.getAttribute('aria-label')]);
    expect(named(first)).toEqual([
      ['Show deliveries', `Show deliveries to ${endpoint.url}`],
      ['Send test event', `Send test event to ${endpoint.url}`],
      ['Roll secret', `Roll secret of ${endpoint.url}`],
      ['Delete', `Delete ${endpoint.url}`],
    ]);
    expect(named(second)).toEqual([
      ['Show deliveries', `Show deliveries to ${off.url}`],
      ['Turn back on', `Turn back on ${off.url}`],
      ['Roll secret', `Roll secret of ${off.url}`],
      ['Delete', `Delete ${off.url}`],
    ]);
    // Open, the toggle's name says so too.
    await user.click(within(first).getByRole('button', { name: `Show deliveries to ${endpoint.url}` }));
    expect(within(first).getByRole('button', { name: `Hide deliveries to ${endpoint.url}` })).toHaveTextContent(/^Hide deliveries$/);
  });

  describe('on a phone', () => {
    beforeEach(() => {
      // The table is wider than its box, as DataTable measures it.
      jest.spyOn(HTMLElement.prototype, 'scrollWidth', 'get').mockReturnValue(640);
      jest.spyOn(HTMLElement.prototype, 'clientWidth', 'get').mockReturnValue(358);
      globalThis.ResizeObserver = class {
        observe() {}
        disconnect() {}
        unobserve() {}
      } as unknown as typeof ResizeObserver;
    });
    afterEach(() => {
      jest.restoreAllMocks();
      delete (globalThis as { ResizeObserver?: unknown }).ResizeObserver;
    });

    it('scrolls the deliveries sideways in one region keyboard users can focus', async () => {
      const { user } = renderSection({ [`GET ${BASE}`]: { body: [endpoint] }, [`GET ${BASE}/${endpoint.id}/deliveries`]: { body: [delivery({})] } });
      const item = await screen.findByRole('listitem', { name: endpoint.url });
      await user.click(within(item).getByRole('button', { name: `Show deliveries to ${endpoint.url}` }));
      const table = await within(item).findByRole('table');
      const regions = within(item).getAllByRole('region');
      expect(regions).toHaveLength(1);
      expect(regions[0]).toHaveAccessibleName(`Latest deliveries to ${endpoint.url} (scrolls sideways)`);
      expect(regions[0]).toHaveAttribute('tabindex', '0');
      expect(regions[0]).toContainElement(table);
    });
  });

  it('shows an endpoint turned off after failing, and turns it back on, the focus kept on the button', async () => {
    const off = { ...endpoint, disabledAt: '2026-03-04T08:00:00.000Z', lastAttemptAt: '2026-03-04T08:00:00.000Z', lastStatusCode: 503, lastError: 'The endpoint answered HTTP 503.' };
    const { calls, user } = renderSection({
      [`GET ${BASE}`]: { body: [off] },
      [`POST ${BASE}/${endpoint.id}/enable`]: { body: { ...off, disabledAt: null } },
    });
    const item = await screen.findByRole('listitem', { name: endpoint.url });
    expect(item).toHaveTextContent(
      /Turned off on 4 Mar 2026, \d\d:\d\d, after 5 deliveries in a row failed\. Nothing is sent to it until you turn it back on, but its events still wait for it: when you do, those less than a day old are sent; older ones are not\./,
    );
    expect(within(item).queryByRole('button', { name: /^Send test event/ })).not.toBeInTheDocument();
    const button = within(item).getByRole('button', { name: `Turn back on ${endpoint.url}` });
    await user.click(button);
    expect(await within(item).findByRole('button', { name: `Send test event to ${endpoint.url}` })).toHaveFocus();
    expect(item).not.toHaveTextContent('Turned off');
    expect(calls.count('POST', `${BASE}/${endpoint.id}/enable`)).toBe(1);
    expect(lastToast()).toMatchObject({ title: 'Endpoint turned back on', description: 'The events held for it that are less than a day old are sent now, and new ones as they happen.' });
  });

  it('queues a test event and shows the deliveries, polling until it has been tried', async () => {
    let deliveries: WebhookDelivery[] = [];
    let reads = 0;
    const { calls, user } = renderSection({
      [`GET ${BASE}`]: { body: [endpoint] },
      [`POST ${BASE}/${endpoint.id}/test`]: () => {
        deliveries = [delivery({ id: 'p1', event: 'ping', state: 'pending', attempts: 0, nextAttemptAt: '2026-03-02T09:00:00.000Z', lastStatusCode: null, deliveredAt: null })];
        return { status: 202, body: deliveries[0] };
      },
      [`GET ${BASE}/${endpoint.id}/deliveries`]: () => {
        // The worker sends it between the second and third reads.
        if (++reads >= 3 && deliveries.length) deliveries = [delivery({ id: 'p1', event: 'ping' })];
        return { body: deliveries };
      },
    });
    const item = await screen.findByRole('listitem', { name: endpoint.url });
    await user.click(within(item).getByRole('button', { name: `Send test event to ${endpoint.url}` }));
    expect(lastToast()).toMatchObject({ title: 'Test event queued' });
    expect(await within(item).findByText('Waiting to be sent')).toBeInTheDocument();
    expect(await within(item).findByText('Delivered', {}, { timeout: 8000 })).toBeInTheDocument();
    // Its endpoint's last status is read again once it was tried.
    await waitFor(() => expect(calls.count('GET', BASE)).toBe(2));
  });

  it('says why a second test event waits', async () => {
    const WAITING = 'A test event to this endpoint is still waiting to be delivered. Please wait for it before sending another.';
    const { user } = renderSection({
      [`GET ${BASE}`]: { body: [endpoint] },
      [`POST ${BASE}/${endpoint.id}/test`]: { status: 409, body: { statusCode: 409, error: 'Conflict', message: WAITING } },
    });
    await user.click(within(await screen.findByRole('listitem', { name: endpoint.url })).getByRole('button', { name: `Send test event to ${endpoint.url}` }));
    await waitFor(() => expect(lastToast()).toMatchObject({ title: 'No test event sent', description: WAITING }));
  });

  it('deletes an endpoint only after a confirmation', async () => {
    let list = [endpoint];
    const { calls, user } = renderSection({
      [`GET ${BASE}`]: () => ({ body: list }),
      [`DELETE ${BASE}/${endpoint.id}`]: () => {
        list = [];
        return { status: 204 };
      },
    });
    const item = await screen.findByRole('listitem', { name: endpoint.url });
    await user.click(within(item).getByRole('button', { name: `Delete ${endpoint.url}` }));
    let dialog = screen.getByRole('dialog', { name: 'Delete this endpoint?' });
    expect(dialog).toHaveTextContent(`Nothing more will be sent to ${endpoint.url}`);
    await user.click(within(dialog).getByRole('button', { name: 'Cancel' }));
    await waitFor(() => expect(screen.queryByRole('dialog')).not.toBeInTheDocument());
    expect(calls.count('DELETE', `${BASE}/${endpoint.id}`)).toBe(0);

    await user.click(within(item).getByRole('button', { name: `Delete ${endpoint.url}` }));
    dialog = screen.getByRole('dialog', { name: 'Delete this endpoint?' });
    await user.click(within(dialog).getByRole('button', { name: 'Delete endpoint' }));
    expect(await screen.findByText('No endpoints yet. Add one above to receive review events.')).toBeInTheDocument();
    expect(calls.count('DELETE', `${BASE}/${endpoint.id}`)).toBe(1);
    expect(lastToast()).toMatchObject({ title: 'Endpoint deleted' });
    // The item went with the focused button, and the dialog with it: the focus is on the endpoints' heading, not on the page.
    expect(screen.getByRole('heading', { name: 'Your endpoints' })).toHaveFocus();
  });

  it('rolls the signing secret after a choice of what becomes of the current one, and shows the new one once', async () => {
    const NEW_SECRET = 'whsec_ZYXWVUTSRQPONMLKJIHGFEDCBAzyxwvutsrqponmlkj';
    const until = '2026-03-06T10:00:00.000Z';
    const { calls, user } = renderSection({
      [`GET ${BASE}`]: { body: [endpoint] },
      [`POST ${BASE}/${endpoint.id}/secret`]: (request) => {
        const hours = (JSON.parse(request.body) as { previousSecretHours: number }).previousSecretHours;
        return { body: { ...endpoint, previousSecretExpiresAt: hours > 0 ? until : null, secret: NEW_SECRET } };
      },
    });
    const item = await screen.findByRole('listitem', { name: endpoint.url });
    await user.click(within(item).getByRole('button', { name: `Roll secret of ${endpoint.url}` }));
    let dialog = screen.getByRole('dialog', { name: 'Roll the signing secret?' });
    expect(dialog).toHaveTextContent('Your receiver must accept a delivery when any of them matches');
    expect(within(dialog).getByRole('radio', { name: /Keeps signing beside the new one for 24 hours/ })).toBeChecked();
    await user.click(within(dialog).getByRole('button', { name: 'Cancel' }));
    await waitFor(() => expect(screen.queryByRole('dialog')).not.toBeInTheDocument());
    expect(calls.count('POST', `${BASE}/${endpoint.id}/secret`)).toBe(0);

    // The current secret signs on for a day: the new one is shown once, and the list says until when.
    await user.click(within(item).getByRole('button', { name: `Roll secret of ${endpoint.url}` }));
    await user.click(within(screen.getByRole('dialog', { name: 'Roll the signing secret?' })).getByRole('button', { name: 'Roll secret' }));
    const secret = await screen.findByRole('region', { name: 'New signing secret' });
    expect(await calls.bodyOf('POST', `${BASE}/${endpoint.id}/secret`)).toEqual({ previousSecretHours: 24 });
    expect(secret).toHaveTextContent(NEW_SECRET);
    expect(secret).toHaveTextContent(`This is the only time we show the new secret of ${endpoint.url}.`);
    expect(secret).toHaveTextContent(/The previous secret also signs each delivery until /);
    expect(secret).toHaveFocus();
    expect(within(item).getByText(/^The previous signing secret also signs each delivery until /)).toBeInTheDocument();

    // A secret that leaked: the current one stops at once.
    await user.click(within(item).getByRole('button', { name: `Roll secret of ${endpoint.url}` }));
    dialog = screen.getByRole('dialog', { name: 'Roll the signing secret?' });
    await user.click(within(dialog).getByRole('radio', { name: /Stops now, because it leaked/ }));
    await user.click(within(dialog).getByRole('button', { name: 'Roll secret' }));
    await waitFor(() => expect(screen.getByRole('region', { name: 'New signing secret' })).toHaveTextContent('The previous secret no longer signs deliveries.'));
    const rolls = calls.requests.filter((r) => r.method === 'POST' && r.path === `${BASE}/${endpoint.id}/secret`);
    expect(rolls).toHaveLength(2);
    expect(JSON.parse(await rolls[1].body)).toEqual({ previousSecretHours: 0 });
    expect(within(item).queryByText(/previous signing secret/)).not.toBeInTheDocument();
    await user.click(screen.getByRole('button', { name: 'I have saved the secret' }));
    expect(screen.queryByText(NEW_SECRET)).not.toBeInTheDocument();
    expect(screen.getByRole('heading', { name: 'Your endpoints' })).toHaveFocus();
  });

  it('keeps the roll dialog open while the new secret is on its way, so the secret answered once is shown', async () => {
    const NEW_SECRET = 'whsec_ZYXWVUTSRQPONMLKJIHGFEDCBAzyxwvutsrqponmlkj';
    let answerRoll: () => void = () => undefined;
    const answered = new Promise<void>((resolve) => (answerRoll = resolve));
    const { user } = renderSection({
      [`GET ${BASE}`]: { body: [endpoint] },
      [`POST ${BASE}/${endpoint.id}/secret`]: async () => {
        await answered;
        return { body: { ...endpoint, previousSecretExpiresAt: '2026-03-06T10:00:00.000Z', secret: NEW_SECRET } };
      },
    });
    const item = await screen.findByRole('listitem', { name: endpoint.url });
    await user.click(within(item).getByRole('button', { name: `Roll secret of ${endpoint.url}` }));
    const dialog = screen.getByRole('dialog', { name: 'Roll the signing secret?' });
    await user.click(within(dialog).getByRole('button', { name: 'Roll secret' }));
    await waitFor(() => expect(within(dialog).getByRole('button', { name: 'Rolling…' })).toBeInTheDocument());
    // The server is making the new secret: neither Cancel nor Escape may drop the answer that carries it.
    await user.click(within(dialog).getByRole('button', { name: 'Cancel' }));
    await user.keyboard('{Escape}');
    expect(screen.getByRole('dialog', { name: 'Roll the signing secret?' })).toBeInTheDocument();
    answerRoll();
    expect(await screen.findByRole('region', { name: 'New signing secret' })).toHaveTextContent(NEW_SECRET);
    await waitFor(() => expect(screen.queryByRole('dialog')).not.toBeInTheDocument());
  });

  it('shows how to verify a delivery, with code to copy', async () => {
    const { user } = renderSection({ [`GET ${BASE}`]: { body: [] } });
    const guide = await screen.findByRole('region', { name: 'Verifying a delivery' });
    expect(guide).toHaveTextContent('Webhook-Signature: t=<timestamp>,v1=<signature>');
    expect(guide).toHaveTextContent('handle each id once');
    const code = within(guide).getByLabelText('Verification code for Node.js');
    expect(code).toHaveTextContent('timingSafeEqual');
    const write = jest.spyOn(navigator.clipboard, 'writeText');
    await user.click(within(guide).getByRole('button', { name: 'Copy the verification code' }));
    expect(write).toHaveBeenCalledWith(expect.stringContaining('function verifyWebhook(secret, headers, rawBody)'));
  });
});
