// Inviting customers from a CSV file, and the latest invitations with their state.
import { screen, waitFor, within } from '@testing-library/react';
import userEvent from '@testing-library/user-event';
import { File as NodeFile } from 'node:buffer';
import { lastToast, makeBusinessAccount, mockApi, renderWithProviders } from 'shared-ui/test-support';
import { InvitationForm } from '../components/invitation-form';
import { RecentInvitations } from '../components/recent-invitations';

const COMPANY = 'cccccccc-cccc-4ccc-8ccc-cccccccccccc';
const PATH = `/api/business/companies/${COMPANY}/invitations`;
const usage = { invitationsThisMonth: 5, invitationsLeft: 45, resetsAt: '2026-12-01T00:00:00.000Z' };
const CSV = 'email,name,reference\nsam@example.net,Sam,Order 1\nkim@example,Kim,\n';

/** A chosen file as a browser gives it (jsdom's File has no text()). */
const csvFile = (text: string, name: string) => new NodeFile([text], name, { type: 'text/csv' }) as unknown as File;

async function openCsvTab() {
  const user = userEvent.setup();
  await user.click(screen.getByRole('tab', { name: 'CSV file' }));
  return { user, form: screen.getByRole('form', { name: 'Invite customers from a CSV file' }) };
}

describe('invitations from a CSV file', () => {
  it("sends the chosen file's text, and lists the rows that were not sent", async () => {
    const calls = mockApi({
      [`POST ${PATH}`]: {
        status: 201,
        body: {
          results: [
            { row: 2, email: 'sam@example.net', name: 'Sam', status: 'sent' },
            { row: 3, email: 'kim@example', name: 'Kim', status: 'invalid', message: 'Not a valid email address' },
          ],
          sent: 1,
          duplicate: 0,
          invalid: 1,
          withheld: 0,
          usage,
        },
      },
    });
    renderWithProviders(<InvitationForm companyId={COMPANY} />, { business: makeBusinessAccount() });
    const { user, form } = await openCsvTab();
    await user.upload(form.querySelector<HTMLInputElement>('input[type="file"]')!, csvFile(CSV, 'customers.csv'));
    expect(await within(form).findByText('Chosen: customers.csv')).toBeInTheDocument();
    await user.click(within(form).getByRole('button', { name: 'Send invitations' }));

    expect(await screen.findByText('1 sent · 0 already invited · 1 invalid. 45 invitations left this month.')).toBeInTheDocument();
    expect(screen.getByRole('list', { name: 'Rows not sent' })).toHaveTextContent('Row 3: kim@example: Not a valid email address');
    expect(await calls.bodyOf('POST', PATH)).toEqual({ csv: CSV });
    expect(lastToast()).toMatchObject({ title: 'Invitations sent', description: '1 sent, 0 already invited, 1 invalid.', variant: 'success' });
  });

  it('asks for a file before sending', async () => {
    const calls = mockApi({});
    renderWithProviders(<InvitationForm companyId={COMPANY} />, { business: makeBusinessAccount() });
    const { user, form } = await openCsvTab();
    await user.click(within(form).getByRole('button', { name: 'Send invitations' }));
    expect(await screen.findByRole('alert')).toHaveTextContent('Please choose a CSV file.');
    expect(calls.requests).toHaveLength(0);
  });

  it('refuses a file larger than the API takes, before sending it', async () => {
    const calls = mockApi({});
    renderWithProviders(<InvitationForm companyId={COMPANY} />, { business: makeBusinessAccount() });
    const { user, form } = await openCsvTab();
    await user.upload(form.querySelector<HTMLInputElement>('input[type="file"]')!, csvFile('x'.repeat(2_000_000), 'everyone.csv'));
    expect(await screen.findByRole('alert')).toHaveTextContent(/^The file is too large: at most 1,000 rows and \d+ KB\.$/);
    expect(within(form).getByText('Choose CSV file')).toBeInTheDocument();
    expect(calls.requests).toHaveLength(0);
  });

  it("says when the plan's invitations for the month are used up", async () => {
    const QUOTA = 'Your Free plan includes 50 invitations a month; 50 were sent this month.';
    mockApi({ [`POST ${PATH}`]: { status: 403, body: { statusCode: 403, error: 'Forbidden', message: QUOTA } } });
    renderWithProviders(<InvitationForm companyId={COMPANY} />, { business: makeBusinessAccount() });
    const { user, form } = await openCsvTab();
    await user.upload(form.querySelector<HTMLInputElement>('input[type="file"]')!, csvFile(CSV, 'customers.csv'));
    await within(form).findByText('Chosen: customers.csv');
    await user.click(within(form).getByRole('button', { name: 'Send invitations' }));
    expect(await screen.findByRole('alert')).toHaveTextContent(QUOTA);
  });
});

describe('latest invitations', () => {
  it('lists each customer with the reference and order date, and whether the invitation was used, expired or is open', async () => {
    const at = new Date(Date.now() - 3 * 3600_000).toISOString();
    const invitation = (id: string, name: string, status: string, reference: string | null, orderDate: string | null = null) => ({
      id,
      email: `${name.toLowerCase()}@example.net`,
      name,
      reference,
      orderDate,
      status,
      createdAt: at,
      expiresAt: at,
      usedAt: null,
    });
    mockApi({
      [`GET ${PATH}?limit=10`]: { body: [invitation('i1', 'Sam', 'used', 'Order 1', '2026-11-03'), invitation('i2', 'Kim', 'expired', null), invitation('i3', 'Lee', 'open', null)] },
    });
    renderWithProviders(<RecentInvitations companyId={COMPANY} />, { business: makeBusinessAccount() });
    const rows = await screen.findAllByRole('row');
    expect(rows).toHaveLength(4);
    expect(rows[1]).toHaveTextContent(/^Sam \(sam@example\.net\)Order 1November 3, 2026.+Reviewed$/);
    expect(rows[2]).toHaveTextContent(/^Kim \(kim@example\.net\)——.+Expired$/);
    expect(rows[3]).toHaveTextContent(/Open$/);
  });

  it('shows nothing before the first invitation', async () => {
    const calls = mockApi({ [`GET ${PATH}?limit=10`]: { body: [] } });
    const { container } = renderWithProviders(<RecentInvitations companyId={COMPANY} />, { business: makeBusinessAccount() });
    await waitFor(() => expect(calls.count('GET', `${PATH}?limit=10`)).toBe(1));
    expect(screen.queryByText('Latest invitations')).not.toBeInTheDocument();
    expect(container.querySelector('table')).toBeNull();
  });
});
