import { act, fireEvent, screen, waitFor, within } from '@testing-library/react';
import userEvent from '@testing-library/user-event';
import { fill, lastToast, makeBusinessAccount, mockApi, renderWithProviders, type Route } from 'shared-ui/test-support';
import { InvitationForm } from '../components/invitation-form';

const COMPANY = 'cccccccc-cccc-4ccc-8ccc-cccccccccccc';
const PATH = `/api/business/companies/${COMPANY}/invitations`;
const usage = { invitationsThisMonth: 3, invitationsLeft: 47, resetsAt: '2026-12-01T00:00:00.000Z' };

async function invite(answer: Route, name = 'Sam') {
  const calls = mockApi({ [`POST ${PATH}`]: answer });
  renderWithProviders(<InvitationForm companyId={COMPANY} />, { business: makeBusinessAccount() });
  const user = userEvent.setup();
  const form = screen.getByRole('form', { name: 'Invite a customer' });
  await fill(user, within(form).getByRole('textbox', { name: 'Customer email' }), 'sam@example.net');
  await fill(user, within(form).getByRole('textbox', { name: 'Customer name' }), name);
  await user.click(within(form).getByRole('button', { name: 'Send invitation' }));
  return calls;
}

describe('invitation form', () => {
  it('sends one invitation for two clicks in the same tick, and reports it sent', async () => {
    const sent = { status: 201, body: { results: [{ row: 1, email: 'sam@example.net', name: 'Sam', status: 'sent' }], sent: 1, duplicate: 0, invalid: 0, withheld: 0, usage } };
    const calls = mockApi({ [`POST ${PATH}`]: sent });
    renderWithProviders(<InvitationForm companyId={COMPANY} />, { business: makeBusinessAccount() });
    const user = userEvent.setup();
    const form = screen.getByRole('form', { name: 'Invite a customer' });
    await fill(user, within(form).getByRole('textbox', { name: 'Customer email' }), 'sam@example.net');
    await fill(user, within(form).getByRole('textbox', { name: 'Customer name' }), 'Sam');
    const button = within(form).getByRole('button', { name: 'Send invitation' });
    act(() => {
      button.click();
      button.click();
    });
    await waitFor(() => expect(lastToast()).toMatchObject({ title: 'Invitations sent' }));
    expect(calls.count('POST', PATH)).toBe(1);
    expect(screen.queryByText(/already invited · 0 invalid/)).toHaveTextContent('1 sent · 0 already invited');
  });

  it("sends the order's date when given, and refuses one in the future before sending", async () => {
    const sent = { status: 201, body: { results: [{ row: 1, email: 'sam@example.net', name: 'Sam', status: 'sent' }], sent: 1, duplicate: 0, invalid: 0, withheld: 0, held: 0, usage } };
    const calls = mockApi({ [`POST ${PATH}`]: sent });
    renderWithProviders(<InvitationForm companyId={COMPANY} />, { business: makeBusinessAccount() });
    const user = userEvent.setup();
    const form = screen.getByRole('form', { name: 'Invite a customer' });
    await fill(user, within(form).getByRole('textbox', { name: 'Customer email' }), 'sam@example.net');
    await fill(user, within(form).getByRole('textbox', { name: 'Customer name' }), 'Sam');
    const orderDate = within(form).getByLabelText(/^Order date/);
    const local = (d: Date) => `${d.getFullYear()}-${String(d.getMonth() + 1).padStart(2, '0')}-${String(d.getDate()).padStart(2, '0')}`;
    fireEvent.change(orderDate, { target: { value: local(new Date(Date.now() + 3 * 86_400_000)) } });
    await user.click(within(form).getByRole('button', { name: 'Send invitation' }));
    expect(screen.getByText('Order date cannot be in the future')).toBeInTheDocument();
    expect(calls.count('POST', PATH)).toBe(0);

    const lastWeek = local(new Date(Date.now() - 7 * 86_400_000));
    fireEvent.change(orderDate, { target: { value: lastWeek } });
    await user.click(within(form).getByRole('button', { name: 'Send invitation' }));
    await waitFor(() => expect(calls.count('POST', PATH)).toBe(1));
    expect(await calls.bodyOf('POST', PATH)).toEqual({ email: 'sam@example.net', name: 'Sam', orderDate: lastWeek });
  });

  it('counts the rows withheld, and says why without saying which reason applies', async () => {
    const WITHHELD = 'We cannot send an invitation to this address at the moment';
    await invite({
      status: 201,
      body: {
        results: [
          { row: 2, email: 'sam@example.net', name: 'Sam', status: 'withheld', message: WITHHELD },
          { row: 3, email: 'kim@example.net', name: 'Kim', status: 'withheld', message: WITHHELD },
          { row: 4, email: 'lee@example.net', name: 'Lee', status: 'sent' },
        ],
        sent: 1,
        duplicate: 0,
        invalid: 0,
        withheld: 2,
        usage,
      },
    });
    expect(await screen.findByText('1 sent · 0 already invited · 0 invalid · 2 withheld. 47 invitations left this month.')).toBeInTheDocument();
    const rows = screen.getByRole('list', { name: 'Rows not sent' });
    expect(rows).toHaveTextContent(`Row 2: sam@example.net: ${WITHHELD}`);
    expect(rows).toHaveTextContent(`Row 3: kim@example.net: ${WITHHELD}`);
    expect(screen.getByText(/Either the person opted out of review invitations from every business on TrustReviews, or the address has received several invitations this week; which one is not said/)).toBeInTheDocument();
    expect(lastToast()).toMatchObject({ title: 'Invitations sent', description: '1 sent, 0 already invited, 0 invalid, 2 withheld.' });
  });

  it("says invitations of a company whose name waits for a moderator are held, and why, and clears the form", async () => {
    const HELD = "Held until a moderator has checked your company's name; it is emailed then, and works for 30 days from that day";
    await invite({
      status: 201,
      body: { results: [{ row: 1, email: 'sam@example.net', name: 'Sam', status: 'held', message: HELD }], sent: 0, held: 1, duplicate: 0, invalid: 0, withheld: 0, usage },
    });
    expect(await screen.findByText('0 sent · 1 held until your company name is checked · 0 already invited · 0 invalid. 47 invitations left this month.')).toBeInTheDocument();
    expect(screen.getByText(/^Held: A moderator checks the name of every new company before it appears in emails/)).toBeInTheDocument();
    expect(screen.queryByRole('list', { name: 'Rows not sent' })).not.toBeInTheDocument();
    expect(lastToast()).toMatchObject({ title: 'Invitations held' });
    expect(screen.getByRole('textbox', { name: 'Customer email' })).toHaveValue('');
  });

  it('leaves withheld out of the summary when there is none', async () => {
    await invite({ status: 201, body: { results: [{ row: 1, email: 'sam@example.net', name: 'Sam', status: 'sent' }], sent: 1, duplicate: 0, invalid: 0, withheld: 0, usage } });
    expect(await screen.findByText('1 sent · 0 already invited · 0 invalid. 47 invitations left this month.')).toBeInTheDocument();
    expect(screen.queryByText(/Withheld:/)).not.toBeInTheDocument();
  });

  it("shows the account's 24-hour limit as the API says it", async () => {
    const LIMIT = 'An account can send at most 1,000 invitations in 24 hours; 1,000 went out in the last 24 hours and this would send 1. Please send the rest later.';
    await invite({ status: 429, headers: { 'Retry-After': '3600' }, body: { statusCode: 429, error: 'Too Many Requests', message: LIMIT } });
    expect(await screen.findByRole('alert')).toHaveTextContent(LIMIT);
    // What was typed stays, to send later.
    expect(screen.getByRole('textbox', { name: 'Customer email' })).toHaveValue('sam@example.net');
  });

  it('says what the 24-hour limit is when the answer has no sentence', async () => {
    await invite({ status: 429 });
    expect(await screen.findByRole('alert')).toHaveTextContent('This account has sent as many invitations as it may in 24 hours. Please send the rest later.');
  });

  it('shows why a name with a web address is refused', async () => {
    const REFUSED = 'Name cannot contain a web address ("parcel-help.com" looks like one). If the business is known by its domain, enter that domain as its website too.';
    const calls = await invite({ status: 400, body: { statusCode: 400, error: 'Bad Request', message: REFUSED } }, 'Sam, pay the fee at parcel-help.com');
    expect(await screen.findByRole('alert')).toHaveTextContent(REFUSED);
    await waitFor(() => expect(calls.count('POST', PATH)).toBe(1));
  });

  it('sends a personal message, keeps it for the next customer, and shows the rule the API says it broke', async () => {
    const refusal =
      'Personal message, review gating: it asks only customers with a good experience, or only for a good review (review gating). An invitation must ask every customer for an honest review, whatever their experience (“If you loved”).';
    const calls = mockApi({ [`POST ${PATH}`]: { status: 400, body: { statusCode: 400, error: 'Bad Request', message: refusal } } });
    renderWithProviders(<InvitationForm companyId={COMPANY} />, { business: makeBusinessAccount() });
    const user = userEvent.setup();
    const form = screen.getByRole('form', { name: 'Invite a customer' });
    const message = within(form).getByRole('textbox', { name: 'Personal message' });
    expect(message).toHaveAccessibleDescription(/a message that asks only happy customers, or rewards good reviews, is refused/);
    await fill(user, within(form).getByRole('textbox', { name: 'Customer email' }), 'sam@example.net');
    await fill(user, within(form).getByRole('textbox', { name: 'Customer name' }), 'Sam');
    await fill(user, message, 'If you loved your visit, please review us!');
    await user.click(within(form).getByRole('button', { name: 'Send invitation' }));

    expect(await screen.findByText(refusal)).toBeInTheDocument();
    expect(await calls.bodyOf('POST', PATH)).toEqual({ email: 'sam@example.net', name: 'Sam', message: 'If you loved your visit, please review us!' });
    // Nothing typed is lost: the sender changes the words and sends again.
    expect(message).toHaveValue('If you loved your visit, please review us!');
    expect(within(form).getByRole('textbox', { name: 'Customer email' })).toHaveValue('sam@example.net');
  });
});
