import { screen, waitFor, within } from '@testing-library/react';
import userEvent from '@testing-library/user-event';
import type { ApiKey } from 'shared-ui';
import { COMPANY_ID, fill, lastToast, makeBusinessAccount, makeCompany, mockApi, renderWithProviders } from 'shared-ui/test-support';
import { ApiKeysCard } from '../components/api-keys-card';

const PATH = `/api/business/companies/${COMPANY_ID}/api-keys`;
const KEY = 'rpk_Xk3v9QaBcDeFgHiJkLmNoPqRsTuVwXyZ0123456789a';
const company = makeCompany({ id: COMPANY_ID, name: 'Acme Shop', claimed: true });

const shopKey: ApiKey = {
  id: '11111111-1111-4111-8111-111111111111',
  name: 'Shop orders',
  prefix: KEY.slice(0, 12),
  permissions: ['invitations:write'],
  createdAt: '2026-11-20T10:00:00.000Z',
  lastUsedAt: null,
};
const crmKey: ApiKey = {
  id: '22222222-2222-4222-8222-222222222222',
  name: 'CRM reviews',
  prefix: 'rpk_AAAAbbbb',
  permissions: ['reviews:read'],
  createdAt: '2026-11-01T10:00:00.000Z',
  lastUsedAt: new Date(Date.now() - 5 * 60_000).toISOString(),
};

function render() {
  renderWithProviders(<ApiKeysCard company={company} />, { business: makeBusinessAccount() });
  return userEvent.setup();
}

describe('API keys on the dashboard', () => {
  it('creates a key, shows it once with a request that uses it, then lists it without the key', async () => {
    let listed: ApiKey[] = [];
    const calls = mockApi({
      [`GET ${PATH}`]: () => ({ body: listed }),
      [`POST ${PATH}`]: () => {
        listed = [shopKey];
        return { status: 201, body: { ...shopKey, key: KEY } };
      },
    });
    const user = render();
    expect(await screen.findByText('No active keys. Create one above to connect your shop or CRM.')).toBeInTheDocument();
    const form = screen.getByRole('form', { name: 'Create an API key' });
    await fill(user, within(form).getByRole('textbox', { name: 'Key name' }), 'Shop orders');
    await user.click(within(form).getByRole('button', { name: 'Create key' }));

    expect(await screen.findByRole('heading', { name: 'Your new key “Shop orders”' })).toHaveFocus();
    expect(await calls.bodyOf('POST', PATH)).toEqual({ name: 'Shop orders', permissions: ['invitations:write'] });
    expect(screen.getByText(/It is shown only this once/)).toBeInTheDocument();
    expect(screen.getByRole('textbox', { name: 'API key' })).toHaveValue(KEY);
    const example = screen.getByRole('textbox', { name: 'Try it from your server' });
    expect(example).toHaveValue(
      [
        `curl -X POST "${window.location.origin}/api/v1/invitations" \\`,
        `  -H "Authorization: Bearer ${KEY}" \\`,
        '  -H "Idempotency-Key: order-1042" \\',
        '  -H "Content-Type: application/json" \\',
        `  -d '{"email": "sam@example.net", "name": "Sam Taylor", "reference": "Order 1042"}'`,
      ].join('\n'),
    );
    const write = jest.spyOn(navigator.clipboard, 'writeText');
    await user.click(screen.getByRole('button', { name: 'Copy key' }));
    await waitFor(() => expect(lastToast()).toMatchObject({ title: 'Key copied', variant: 'success' }));
    expect(write).toHaveBeenCalledWith(KEY);
    // The form is ready for another key.
    expect(within(form).getByRole('textbox', { name: 'Key name' })).toHaveValue('');

    // The list shows the key's start, never the key.
    const list = await screen.findByRole('list', { name: 'Active API keys' });
    expect(within(list).getByRole('listitem', { name: 'Shop orders' })).toHaveTextContent(`${KEY.slice(0, 12)}… · Send invitations`);
    expect(within(list).getByRole('listitem', { name: 'Shop orders' })).toHaveTextContent('never used');

    await user.click(screen.getByRole('button', { name: 'I have copied the key' }));
    expect(screen.getByRole('heading', { name: 'Active keys' })).toHaveFocus();
    expect(screen.queryByRole('textbox', { name: 'API key' })).not.toBeInTheDocument();
    expect(document.body).not.toHaveTextContent(KEY);
    expect(screen.queryByDisplayValue(new RegExp(KEY))).not.toBeInTheDocument();
    // The example of the list view names a variable instead.
    const placeholder = (screen.getByRole('textbox', { name: 'Example request' }) as HTMLTextAreaElement).value;
    expect(placeholder).toContain(`curl -X POST "${window.location.origin}/api/v1/invitations"`);
    expect(placeholder).toContain('-H "Authorization: Bearer $REVIEW_API_KEY"');
  });

  it('asks for a name and at least one permission before creating anything', async () => {
    const calls = mockApi({ [`GET ${PATH}`]: { body: [] } });
    const user = render();
    const form = await screen.findByRole('form', { name: 'Create an API key' });
    const group = within(form).getByRole('group', { name: 'What the key may do' });
    const checkboxes = within(group).getAllByRole('checkbox');
    expect(checkboxes).toHaveLength(2);
    await user.click(within(group).getByRole('checkbox', { name: /^Send invitations/ }));
    await user.click(within(form).getByRole('button', { name: 'Create key' }));
    expect(await within(form).findByText('Please give the key a name')).toBeInTheDocument();
    expect(within(form).getByRole('textbox', { name: 'Key name' })).toHaveFocus();
    for (const box of checkboxes) {
      expect(box).toHaveAttribute('aria-invalid', 'true');
      expect(box).toHaveAccessibleDescription('Please choose at least one permission.');
    }

    // With a name, the permissions are what is left to fix: the focus goes to the first of them.
    await fill(user, within(form).getByRole('textbox', { name: 'Key name' }), 'Reviews feed');
    await user.click(within(form).getByRole('button', { name: 'Create key' }));
    expect(checkboxes[0]).toHaveFocus();
    expect(checkboxes[0]).toHaveAccessibleDescription('Please choose at least one permission.');
    expect(calls.count('POST', PATH)).toBe(0);

    await user.click(checkboxes[1]);
    expect(within(form).queryByText('Please choose at least one permission.')).not.toBeInTheDocument();
    for (const box of checkboxes) {
      expect(box).not.toHaveAttribute('aria-invalid');
      expect(box).not.toHaveAccessibleDescription();
    }
  });

  it("shows the API's sentence when a key is refused", async () => {
    const CAP = 'A company can have at most 10 active API keys. Please revoke one you no longer use, then create the new one.';
    mockApi({ [`GET ${PATH}`]: { body: [shopKey] }, [`POST ${PATH}`]: { status: 409, body: { statusCode: 409, error: 'Conflict', message: CAP } } });
    const user = render();
    const form = await screen.findByRole('form', { name: 'Create an API key' });
    await fill(user, within(form).getByRole('textbox', { name: 'Key name' }), 'One too many');
    await user.click(within(form).getByRole('checkbox', { name: /^Read reviews/ }));
    await user.click(within(form).getByRole('button', { name: 'Create key' }));
    expect(await within(form).findByRole('alert')).toHaveTextContent(CAP);
    expect(screen.queryByRole('textbox', { name: 'API key' })).not.toBeInTheDocument();
  });

  it('takes the limit refusal away once a key is revoked, as it no longer holds', async () => {
    const CAP = 'A company can have at most 10 active API keys. Please revoke one you no longer use, then create the new one.';
    let listed = [shopKey, crmKey];
    mockApi({
      [`GET ${PATH}`]: () => ({ body: listed }),
      [`POST ${PATH}`]: { status: 409, body: { statusCode: 409, error: 'Conflict', message: CAP } },
      [`DELETE ${PATH}/${crmKey.id}`]: () => {
        listed = [shopKey];
        return { status: 204 };
      },
    });
    const user = render();
    const form = await screen.findByRole('form', { name: 'Create an API key' });
    await fill(user, within(form).getByRole('textbox', { name: 'Key name' }), 'One too many');
    await user.click(within(form).getByRole('button', { name: 'Create key' }));
    expect(await within(form).findByRole('alert')).toHaveTextContent(CAP);

    await user.click(screen.getByRole('button', { name: 'Revoke CRM reviews' }));
    await user.click(within(await screen.findByRole('dialog')).getByRole('button', { name: 'Revoke key' }));
    await waitFor(() => expect(screen.queryByRole('listitem', { name: 'CRM reviews' })).not.toBeInTheDocument());
    await waitFor(() => expect(screen.queryByRole('dialog')).not.toBeInTheDocument());
    expect(within(form).queryByRole('alert')).not.toBeInTheDocument();
    // What was typed stays, to try again.
    expect(within(form).getByRole('textbox', { name: 'Key name' })).toHaveValue('One too many');
  });

  it('keeps a refusal other than the limit when the list changes', async () => {
    let listed = [shopKey, crmKey];
    mockApi({
      [`GET ${PATH}`]: () => ({ body: listed }),
      [`POST ${PATH}`]: { status: 503, body: { statusCode: 503, error: 'Service Unavailable', message: 'The service is briefly unavailable. Please try again in a few seconds.' } },
      [`DELETE ${PATH}/${crmKey.id}`]: () => {
        listed = [shopKey];
        return { status: 204 };
      },
    });
    const user = render();
    const form = await screen.findByRole('form', { name: 'Create an API key' });
    await fill(user, within(form).getByRole('textbox', { name: 'Key name' }), 'Reviews feed');
    await user.click(within(form).getByRole('button', { name: 'Create key' }));
    expect(await within(form).findByRole('alert')).toHaveTextContent('The service is briefly unavailable.');
    await user.click(screen.getByRole('button', { name: 'Revoke CRM reviews' }));
    await user.click(within(await screen.findByRole('dialog')).getByRole('button', { name: 'Revoke key' }));
    await waitFor(() => expect(screen.queryByRole('listitem', { name: 'CRM reviews' })).not.toBeInTheDocument());
    await waitFor(() => expect(screen.queryByRole('dialog')).not.toBeInTheDocument());
    expect(within(form).getByRole('alert')).toHaveTextContent('The service is briefly unavailable.');
  });

  it('lists the keys with their last use and revokes one once confirmed, moving focus to the next key, then to the heading', async () => {
    let listed = [shopKey, crmKey];
    const calls = mockApi({
      [`GET ${PATH}`]: () => ({ body: listed }),
      [`DELETE ${PATH}/${crmKey.id}`]: () => {
        listed = [shopKey];
        return { status: 204 };
      },
      [`DELETE ${PATH}/${shopKey.id}`]: () => {
        listed = [];
        return { status: 204 };
      },
    });
    const user = render();
    const crm = await screen.findByRole('listitem', { name: 'CRM reviews' });
    expect(crm).toHaveTextContent('rpk_AAAAbbbb… · Read reviews');
    expect(crm).toHaveTextContent('last used 5 minutes ago');
    expect(screen.getByRole('listitem', { name: 'Shop orders' })).toHaveTextContent('never used');

    await user.click(within(crm).getByRole('button', { name: 'Revoke CRM reviews' }));
    const dialog = await screen.findByRole('dialog', { name: 'Revoke “CRM reviews”?' });
    expect(dialog).toHaveTextContent('Calls made with this key are refused at once.');
    await user.click(within(dialog).getByRole('button', { name: 'Cancel' }));
    await waitFor(() => expect(screen.queryByRole('dialog')).not.toBeInTheDocument());
    expect(calls.count('DELETE', `${PATH}/${crmKey.id}`)).toBe(0);

    await user.click(within(crm).getByRole('button', { name: 'Revoke CRM reviews' }));
    await user.click(within(await screen.findByRole('dialog')).getByRole('button', { name: 'Revoke key' }));
    await waitFor(() => expect(lastToast()).toMatchObject({ title: 'Key revoked', description: 'Calls made with “CRM reviews” are refused from now on.' }));
    await waitFor(() => expect(screen.queryByRole('dialog')).not.toBeInTheDocument());
    await waitFor(() => expect(screen.queryByRole('listitem', { name: 'CRM reviews' })).not.toBeInTheDocument());
    expect(calls.count('DELETE', `${PATH}/${crmKey.id}`)).toBe(1);
    expect(screen.getByRole('listitem', { name: 'Shop orders' })).toBeInTheDocument();
    // The revoked key's button is gone: focus goes to the key now in its place (here the one before it), never to the page.
    await waitFor(() => expect(screen.getByRole('button', { name: 'Revoke Shop orders' })).toHaveFocus());

    await user.keyboard('{Enter}');
    await user.click(within(await screen.findByRole('dialog', { name: 'Revoke “Shop orders”?' })).getByRole('button', { name: 'Revoke key' }));
    expect(await screen.findByText('No active keys. Create one above to connect your shop or CRM.')).toBeInTheDocument();
    await waitFor(() => expect(screen.getByRole('heading', { name: 'Active keys' })).toHaveFocus());
  });

  it('moves focus to the key after the revoked one', async () => {
    let listed = [shopKey, crmKey];
    mockApi({
      [`GET ${PATH}`]: () => ({ body: listed }),
      [`DELETE ${PATH}/${shopKey.id}`]: () => {
        listed = [crmKey];
        return { status: 204 };
      },
    });
    const user = render();
    await user.click(await screen.findByRole('button', { name: 'Revoke Shop orders' }));
    await user.click(within(await screen.findByRole('dialog')).getByRole('button', { name: 'Revoke key' }));
    await waitFor(() => expect(screen.queryByRole('listitem', { name: 'Shop orders' })).not.toBeInTheDocument());
    await waitFor(() => expect(screen.getByRole('button', { name: 'Revoke CRM reviews' })).toHaveFocus());
  });

  it('stops showing a just-created key once that key is revoked', async () => {
    let listed: ApiKey[] = [];
    mockApi({
      [`GET ${PATH}`]: () => ({ body: listed }),
      [`POST ${PATH}`]: () => {
        listed = [shopKey];
        return { status: 201, body: { ...shopKey, key: KEY } };
      },
      [`DELETE ${PATH}/${shopKey.id}`]: () => {
        listed = [];
        return { status: 204 };
      },
    });
    const user = render();
    const form = await screen.findByRole('form', { name: 'Create an API key' });
    await fill(user, within(form).getByRole('textbox', { name: 'Key name' }), 'Shop orders');
    await user.click(within(form).getByRole('button', { name: 'Create key' }));
    expect(await screen.findByRole('textbox', { name: 'API key' })).toHaveValue(KEY);

    // Revoked before "I have copied the key": the panel goes with the key.
    await user.click(await screen.findByRole('button', { name: 'Revoke Shop orders' }));
    await user.click(within(await screen.findByRole('dialog')).getByRole('button', { name: 'Revoke key' }));
    await waitFor(() => expect(screen.queryByRole('textbox', { name: 'API key' })).not.toBeInTheDocument());
    expect(screen.queryByRole('heading', { name: /Your new key/ })).not.toBeInTheDocument();
    expect(document.body).not.toHaveTextContent(KEY);
    expect(await screen.findByText('No active keys. Create one above to connect your shop or CRM.')).toBeInTheDocument();
    await waitFor(() => expect(screen.getByRole('heading', { name: 'Active keys' })).toHaveFocus());
  });

  it('wraps a long key name in the new key heading and the revoke dialog, where a phone would cut it off', async () => {
    const long = { ...shopKey, name: 'x'.repeat(100) };
    let listed: ApiKey[] = [];
    mockApi({
      [`GET ${PATH}`]: () => ({ body: listed }),
      [`POST ${PATH}`]: () => {
        listed = [long];
        return { status: 201, body: { ...long, key: KEY } };
      },
    });
    const user = render();
    const form = await screen.findByRole('form', { name: 'Create an API key' });
    await fill(user, within(form).getByRole('textbox', { name: 'Key name' }), long.name);
    await user.click(within(form).getByRole('button', { name: 'Create key' }));
    expect(getComputedStyle(await screen.findByRole('heading', { name: `Your new key “${long.name}”` })).overflowWrap).toBe('anywhere');
    await user.click(await screen.findByRole('button', { name: `Revoke ${long.name}` }));
    expect(getComputedStyle(await screen.findByRole('heading', { name: `Revoke “${long.name}”?` })).overflowWrap).toBe('anywhere');
  });

  it('names its loading placeholder as a status (an aria-label on a plain span is not allowed)', async () => {
    let answer: (value: { body: ApiKey[] }) => void = () => {};
    mockApi({ [`GET ${PATH}`]: () => new Promise((resolve) => (answer = resolve)) });
    render();
    expect(await screen.findByRole('status', { name: 'Loading your API keys' })).toBeInTheDocument();
    answer({ body: [] });
    expect(await screen.findByText('No active keys. Create one above to connect your shop or CRM.')).toBeInTheDocument();
  });
});
