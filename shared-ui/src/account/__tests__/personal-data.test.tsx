import { screen, waitFor, within } from '@testing-library/react';
import userEvent from '@testing-library/user-event';
import { fill, lastToast, makeBusinessAccount, makeUser, mockApi, renderWithProviders } from '../../../test-support';
import { DeleteAccount } from '../delete-account';
import { DownloadMyData } from '../download-my-data';

const WRONG = { status: 400, body: { statusCode: 400, error: 'Bad Request', message: 'The password is incorrect. Your account was not deleted.' } };

describe('Download my data', () => {
  const created: Blob[] = [];
  let clicked: HTMLAnchorElement[] = [];
  beforeEach(() => {
    created.length = 0;
    clicked = [];
    URL.createObjectURL = jest.fn((blob: Blob) => {
      created.push(blob);
      return 'blob:export';
    });
    URL.revokeObjectURL = jest.fn();
    jest.spyOn(HTMLAnchorElement.prototype, 'click').mockImplementation(function (this: HTMLAnchorElement) {
      clicked.push(this);
    });
  });
  afterEach(() => jest.restoreAllMocks());

  it('saves the export under the name the API gives and says so', async () => {
    mockApi({
      'GET /api/auth/account/export': {
        body: { exportedAt: '2026-11-29T10:00:00.000Z', realm: 'consumer', account: { id: 'u1' }, reviews: [] },
        headers: { 'Content-Disposition': 'attachment; filename="trustreviews-data-2026-11-29.json"' },
      },
    });
    renderWithProviders(<DownloadMyData realm="consumer" />, { user: makeUser() });
    await userEvent.setup().click(screen.getByRole('button', { name: 'Download my data' }));

    await waitFor(() => expect(clicked).toHaveLength(1));
    expect(clicked[0].download).toBe('trustreviews-data-2026-11-29.json');
    expect(JSON.parse(await created[0].text())).toMatchObject({ realm: 'consumer', account: { id: 'u1' } });
    await waitFor(() => expect(lastToast()).toMatchObject({ title: 'Your data is downloaded', variant: 'success' }));
  });

  it('tells a business account why its download failed', async () => {
    mockApi({ 'GET /api/business/account/export': { status: 429, body: { statusCode: 429, error: 'Too Many Requests', message: 'You have downloaded your data several times in the last hour.' } } });
    renderWithProviders(<DownloadMyData realm="business" />, { business: makeBusinessAccount() });
    await userEvent.setup().click(screen.getByRole('button', { name: 'Download my data' }));
    await waitFor(() => expect(lastToast()).toMatchObject({ title: 'Could not download your data', description: expect.stringMatching(/several times/) }));
    expect(clicked).toHaveLength(0);
  });
});

describe('Delete my account', () => {
  async function openDialog() {
    const user = userEvent.setup();
    const trigger = screen.getByRole('button', { name: 'Delete my account' });
    await user.click(trigger);
    const dialog = await screen.findByRole('dialog', { name: 'Delete your account?' });
    return { user, trigger, dialog };
  }

  it('asks for the password, focused, and deletes with it; then hands over to the realm', async () => {
    const calls = mockApi({ 'DELETE /api/auth/account': { status: 204 } });
    const onDeleted = jest.fn();
    renderWithProviders(<DeleteAccount realm="consumer" onDeleted={onDeleted} />, { user: makeUser() });
    const { user, dialog } = await openDialog();
    const password = within(dialog).getByLabelText(/^Password/);
    expect(password).toHaveFocus();
    expect(dialog).toHaveAccessibleDescription(/reviews and your votes are deleted/);

    // Nothing typed: the field says why, and no call is made.
    await user.click(within(dialog).getByRole('button', { name: 'Delete my account' }));
    expect(await within(dialog).findByText('Your password is required to delete your account')).toBeInTheDocument();
    expect(calls.count('DELETE', '/api/auth/account')).toBe(0);

    await fill(user, password, 'demo-password-1');
    await user.keyboard('{Enter}');
    await waitFor(() => expect(onDeleted).toHaveBeenCalledTimes(1));
    expect(await calls.bodyOf('DELETE', '/api/auth/account')).toEqual({ password: 'demo-password-1' });
  });

  it("shows the API's sentence for a wrong password in the dialog, announced, and keeps the account", async () => {
    mockApi({ 'DELETE /api/business/account': WRONG });
    const onDeleted = jest.fn();
    renderWithProviders(<DeleteAccount realm="business" onDeleted={onDeleted} />, { business: makeBusinessAccount() });
    const { user, dialog } = await openDialog();
    await fill(user, within(dialog).getByLabelText(/^Password/), 'not-my-password');
    await user.click(within(dialog).getByRole('button', { name: 'Delete my account' }));

    expect(await within(dialog).findByText('The password is incorrect. Your account was not deleted.')).toBeInTheDocument();
    expect(onDeleted).not.toHaveBeenCalled();
    expect(dialog).toHaveAccessibleDescription(/claims end/);
  });

  it('closes with Escape or "Keep my account" and gives focus back to the button', async () => {
    mockApi({});
    renderWithProviders(<DeleteAccount realm="consumer" onDeleted={jest.fn()} />, { user: makeUser() });
    const { user, trigger, dialog } = await openDialog();
    await user.keyboard('{Escape}');
    await waitFor(() => expect(dialog).not.toBeInTheDocument());
    await waitFor(() => expect(trigger).toHaveFocus());

    const again = await openDialog();
    await again.user.click(within(again.dialog).getByRole('button', { name: 'Keep my account' }));
    await waitFor(() => expect(again.dialog).not.toBeInTheDocument());
    await waitFor(() => expect(again.trigger).toHaveFocus());
  });
});
