import { screen, waitFor, within } from '@testing-library/react';
import userEvent from '@testing-library/user-event';
import { queryKeys } from 'shared-ui';
import AccountSettingsPage from '../../../pages/account-settings-page';
import { fill, lastToast, makeUser, mockApi, renderWithProviders } from 'shared-ui/test-support';

const demoUser = makeUser({ firstName: 'Jane', lastName: 'Doe', email: 'jane@example.com' });

jest.setTimeout(20_000);

const page = { at: '/account/settings', path: '/account/settings', user: demoUser };

describe('Account settings page', () => {
  it('saves the profile and updates the cached user', async () => {
    const saved = { ...demoUser, firstName: 'Janet' };
    const calls = mockApi({
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

  it('shows why a password change failed', async () => {
    mockApi({
      'POST /api/auth/change-password': { status: 400, body: { statusCode: 400, error: 'Bad Request', message: 'Current password is incorrect.' } },
    });
    renderWithProviders(<AccountSettingsPage />, page);
    const user = userEvent.setup();
    const form = screen.getByRole('form', { name: 'Change password' });

    await fill(user, within(form).getByLabelText(/^Current password/), 'wrong-password');
    await fill(user, within(form).getByLabelText(/^New password/), 'brand-new-password');
    await fill(user, within(form).getByLabelText(/^Confirm new password/), 'brand-new-password');
    await user.click(within(form).getByRole('button', { name: 'Change password' }));

    expect(await within(form).findByRole('alert')).toHaveTextContent('Current password is incorrect.');
    expect(lastToast()).toMatchObject({ title: 'Password change failed', description: 'Current password is incorrect.' });
    expect(within(form).getByLabelText(/^Current password/)).toHaveValue('wrong-password');
  });

  it('offers to resend the verification email when the address is not verified', async () => {
    mockApi({
      'POST /api/auth/resend-verification': { status: 202, body: { message: 'We have sent you a new verification link.' } },
    });
    renderWithProviders(<AccountSettingsPage />, { ...page, user: { ...demoUser, emailVerified: false } });
    expect(screen.getByText('Not verified')).toBeInTheDocument();

    await userEvent.setup().click(screen.getByRole('button', { name: 'Resend verification email' }));

    expect(await screen.findByRole('button', { name: 'Resend verification email' })).toBeEnabled();
    expect(lastToast()).toMatchObject({ title: 'Verification email sent' });
  });
});
