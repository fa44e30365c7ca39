import { screen, waitFor, within } from '@testing-library/react';
import userEvent from '@testing-library/user-event';
import { queryKeys } from 'shared-ui';
import AccountSettingsPage from '../../../pages/account-settings-page';
import { currentLocation, fill, lastToast, makeUser, mockApi, renderWithProviders } from 'shared-ui/test-support';

const demoUser = makeUser({ firstName: 'Jane', lastName: 'Doe', email: 'jane@example.com' });

jest.setTimeout(20_000);

const page = { at: '/account/settings', path: '/account/settings', user: demoUser };

const thisDevice = {
  id: 's1',
  createdAt: '2026-01-02T10:00:00.000Z',
  lastSeenAt: '2026-01-02T10:00:00.000Z',
  ipAddress: '203.0.113.7',
  userAgent: 'Mozilla/5.0 (X11; Linux x86_64; rv:140.0) Gecko/20100101 Firefox/140.0',
  current: true,
};
const otherDevice = { ...thisDevice, id: 's2', ipAddress: '198.51.100.4', userAgent: 'Mozilla/5.0 (iPhone; CPU iPhone OS 18_5 like Mac OS X) AppleWebKit/605.1.15 (KHTML, like Gecko) Version/18.5 Mobile/15E148 Safari/604.1', current: false };
// The page lists the account's sessions on every visit.
const SESSIONS = { 'GET /api/auth/sessions': { body: [thisDevice] } };

describe('Account settings page', () => {
  it('saves the profile and updates the cached user', async () => {
    const saved = { ...demoUser, firstName: 'Janet' };
    const calls = mockApi({
      ...SESSIONS,
      'PUT /api/auth/profile': { body: { user: saved } },
    });
    const { client } = renderWithProviders(<AccountSettingsPage />, page);
    const user = userEvent.setup();
    const profile = screen.getByRole('form', { name: 'Profile' });

    const first = within(profile).getByLabelText(/^First name/);
    await user.clear(first);
    await fill(user, first, 'Janet');
    await user.click(within(profile).getByRole('button', { name: 'Save profile' }));

    await waitFor(() => expect(lastToast()).toMatchObject({ title: 'Profile updated' }));
    expect(await calls.bodyOf('PUT', '/api/auth/profile')).toEqual({ firstName: 'Janet', lastName: 'Doe', profileImageUrl: null });
    expect(client.getQueryData(queryKeys.user)).toEqual(saved);
    expect(lastToast()).toMatchObject({ title: 'Profile updated' });
  });

  it('changes the password and clears the fields', async () => {
    const calls = mockApi({
      ...SESSIONS,
      'POST /api/auth/change-password': { body: { message: 'Your password has been changed.' } },
    });
    renderWithProviders(<AccountSettingsPage />, page);
    const user = userEvent.setup();
    const form = screen.getByRole('form', { name: 'Change password' });

    await fill(user, within(form).getByLabelText(/^Current password/), 'old-password');
    await fill(user, within(form).getByLabelText(/^New password/), 'brand-new-password');
    await fill(user, within(form).getByLabelText(/^Confirm new password/), 'brand-new-password');
    await user.click(within(form).getByRole('button', { name: 'Change password' }));

    expect(await within(form).findByLabelText(/^Current password/)).toHaveValue('');
    expect(within(form).getByLabelText(/^New password/)).toHaveValue('');
    expect(await calls.bodyOf('POST', '/api/auth/change-password')).toEqual({ currentPassword: 'old-password', newPassword: 'brand-new-password' });
    expect(lastToast()).toMatchObject({ title: 'Password changed' });
  });

  it('after a password change, the list of sessions shows the other devices signed out without a reload', async () => {
    let sessions = [thisDevice, otherDevice];
    mockApi({
      'GET /api/auth/sessions': () => ({ body: sessions }),
      'POST /api/auth/change-password': () => {
        // The API ends every other session of the account.
        sessions = [thisDevice];
        return { body: { message: 'Your password has been changed.' } };
      },
    });
    renderWithProviders(<AccountSettingsPage />, page);
    const user = userEvent.setup();
    const list = screen.getByRole('region', { name: 'Where you are signed in' });
    expect(await within(list).findByRole('listitem', { name: /^Safari on iPhone,/ })).toBeInTheDocument();

    const form = screen.getByRole('form', { name: 'Change password' });
    await fill(user, within(form).getByLabelText(/^Current password/), 'old-password');
    await fill(user, within(form).getByLabelText(/^New password/), 'brand-new-password');
    await fill(user, within(form).getByLabelText(/^Confirm new password/), 'brand-new-password');
    await user.click(within(form).getByRole('button', { name: 'Change password' }));

    await waitFor(() => expect(lastToast()).toMatchObject({ title: 'Password changed', description: expect.stringContaining('signed out on your other devices') }));
    await waitFor(() => expect(within(list).queryByRole('listitem', { name: /^Safari on iPhone,/ })).not.toBeInTheDocument());
    expect(within(list).getByRole('listitem', { name: /^Firefox on Linux,/ })).toHaveTextContent('This device');
  });

  it('shows why a password change failed', async () => {
    mockApi({
      ...SESSIONS,
      'POST /api/auth/change-password': { status: 400, body: { statusCode: 400, error: 'Bad Request', message: 'Current password is incorrect.' } },
    });
    renderWithProviders(<AccountSettingsPage />, page);
    const user = userEvent.setup();
    const form = screen.getByRole('form', { name: 'Change password' });

    await fill(user, within(form).getByLabelText(/^Current password/), 'wrong-password');
    await fill(user, within(form).getByLabelText(/^New password/), 'brand-new-password');
    await fill(user, within(form).getByLabelText(/^Confirm new password/), 'brand-new-password');
    await user.click(within(form).getByRole('button', { name: 'Change password' }));

    expect(await within(form).findByRole('note')).toHaveTextContent('Current password is incorrect.');
    expect(lastToast()).toMatchObject({ title: 'Password change failed', description: 'Current password is incorrect.' });
    expect(within(form).getByLabelText(/^Current password/)).toHaveValue('wrong-password');
  });

  it('offers to resend the verification email when the address is not verified', async () => {
    mockApi({
      ...SESSIONS,
      'POST /api/auth/resend-verification': { status: 202, body: { message: 'We have sent you a new verification link.' } },
    });
    renderWithProviders(<AccountSettingsPage />, { ...page, user: { ...demoUser, emailVerified: false } });
    expect(screen.getByText('Not verified')).toBeInTheDocument();

    await userEvent.setup().click(screen.getByRole('button', { name: 'Resend verification email' }));

    expect(await screen.findByRole('button', { name: 'Resend verification email' })).toBeEnabled();
    expect(lastToast()).toMatchObject({ title: 'Verification email sent' });
  });

  it('lists where the account is signed in and signs out everywhere else', async () => {
    let sessions = [thisDevice, otherDevice];
    const calls = mockApi({
      'GET /api/auth/sessions': () => ({ body: sessions }),
      'POST /api/auth/sessions/sign-out-others': () => {
        sessions = [thisDevice];
        return { body: { ended: 1, message: 'You have been signed out on 1 other device.' } };
      },
    });
    renderWithProviders(<AccountSettingsPage />, page);
    const section = screen.getByRole('region', { name: 'Where you are signed in' });
    expect(await within(section).findByRole('listitem', { name: /^Safari on iPhone,/ })).toHaveTextContent('198.51.100.4');
    expect(within(section).getByRole('listitem', { name: /^Firefox on Linux,/ })).toHaveTextContent('This device');

    await userEvent.setup().click(within(section).getByRole('button', { name: 'Sign out everywhere else' }));

    await waitFor(() => expect(within(section).queryByRole('listitem', { name: /^Safari on iPhone,/ })).not.toBeInTheDocument());
    expect(calls.count('POST', '/api/auth/sessions/sign-out-others')).toBe(1);
    expect(lastToast()).toMatchObject({ title: 'Signed out everywhere else' });
  });

  it("shows the API's sentence when the new password is too easy to guess", async () => {
    const COMMON = 'This password is too common or too easy to guess. Please choose another one, for example a few unrelated words.';
    mockApi({
      ...SESSIONS,
      'POST /api/auth/change-password': { status: 400, body: { statusCode: 400, error: 'Bad Request', message: COMMON } },
    });
    renderWithProviders(<AccountSettingsPage />, page);
    const user = userEvent.setup();
    const form = screen.getByRole('form', { name: 'Change password' });

    await fill(user, within(form).getByLabelText(/^Current password/), 'old-password');
    await fill(user, within(form).getByLabelText(/^New password/), 'Summer2024');
    await fill(user, within(form).getByLabelText(/^Confirm new password/), 'Summer2024');
    await user.click(within(form).getByRole('button', { name: 'Change password' }));

    expect(await within(form).findByRole('note')).toHaveTextContent(COMMON);
  });

  it('deletes the account after the password is confirmed: signed out, sent home and told it is done', async () => {
    const calls = mockApi({ ...SESSIONS, 'DELETE /api/auth/account': { status: 204 }, 'POST /api/auth/logout': { status: 204 } });
    const { client } = renderWithProviders(<AccountSettingsPage />, { ...page, pages: { '/': <p>Home</p> } });
    const user = userEvent.setup();
    const section = screen.getByRole('region', { name: 'Your data' });
    expect(within(section).getByRole('button', { name: 'Download my data' })).toBeInTheDocument();
    await user.click(within(section).getByRole('button', { name: 'Delete my account' }));
    const dialog = await screen.findByRole('dialog', { name: 'Delete your account?' });
    await fill(user, within(dialog).getByLabelText(/^Password/), 'demo-password-1');
    await user.click(within(dialog).getByRole('button', { name: 'Delete my account' }));

    await waitFor(() => expect(currentLocation()).toBe('/'));
    expect(await calls.bodyOf('DELETE', '/api/auth/account')).toEqual({ password: 'demo-password-1' });
    expect(client.getQueryData(queryKeys.user)).toBeNull();
    expect(lastToast()).toMatchObject({ title: 'Your account is deleted', variant: 'success' });
  });
});
