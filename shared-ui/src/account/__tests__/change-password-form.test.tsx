import { screen, waitFor, within } from '@testing-library/react';
import userEvent from '@testing-library/user-event';
import { fill, lastToast, makeBusinessAccount, makeUser, mockApi, renderWithProviders } from '../../../test-support';
import { ActiveSessions } from '../active-sessions';
import { ChangePasswordForm } from '../change-password-form';
import { validateChangePassword } from '../change-password-rules';

const FIREFOX = 'Mozilla/5.0 (X11; Linux x86_64; rv:140.0) Gecko/20100101 Firefox/140.0';
const IPHONE = 'Mozilla/5.0 (iPhone; CPU iPhone OS 18_5 like Mac OS X) AppleWebKit/605.1.15 (KHTML, like Gecko) Version/18.5 Mobile/15E148 Safari/604.1';
const current = { id: 's1', createdAt: '2026-01-02T10:00:00.000Z', lastSeenAt: new Date().toISOString(), ipAddress: '203.0.113.7', userAgent: FIREFOX, current: true };
const phone = { ...current, id: 's2', ipAddress: '198.51.100.4', userAgent: IPHONE, current: false };

async function changePassword(current: string, next: string) {
  const user = userEvent.setup();
  const form = screen.getByRole('form', { name: 'Change password' });
  await fill(user, within(form).getByLabelText(/^Current password/), current);
  await fill(user, within(form).getByLabelText(/^New password/), next);
  await fill(user, within(form).getByLabelText(/^Confirm new password/), next);
  await user.click(within(form).getByRole('button', { name: 'Change password' }));
  return form;
}

describe('Change password form', () => {
  it("changes a consumer's password and clears the fields", async () => {
    const calls = mockApi({ 'POST /api/auth/change-password': { body: { message: 'Your password has been changed.' } } });
    renderWithProviders(<ChangePasswordForm realm="consumer" />, { user: makeUser() });
    const form = await changePassword('old-password', 'brand-new-password');

    expect(await within(form).findByLabelText(/^Current password/)).toHaveValue('');
    expect(within(form).getByLabelText(/^New password/)).toHaveValue('');
    expect(await calls.bodyOf('POST', '/api/auth/change-password')).toEqual({ currentPassword: 'old-password', newPassword: 'brand-new-password' });
    expect(lastToast()).toMatchObject({ title: 'Password changed', variant: 'success' });
  });

  it("changes a business account's password, and the sessions list shows the other devices signed out", async () => {
    let sessions = [current, phone];
    const calls = mockApi({
      'GET /api/business/sessions': () => ({ body: sessions }),
      'POST /api/business/change-password': () => {
        sessions = [current];
        return { body: { message: 'Your password has been changed. Your other sessions were signed out.' } };
      },
    });
    renderWithProviders(
      <>
        <ChangePasswordForm realm="business" />
        <ActiveSessions realm="business" />
      </>,
      { business: makeBusinessAccount() },
    );
    expect(await screen.findByRole('listitem', { name: /^Safari on iPhone,/ })).toBeInTheDocument();

    await changePassword('juniper-password-1', 'juniper-password-2');

    await waitFor(() => expect(screen.queryByRole('listitem', { name: /^Safari on iPhone,/ })).not.toBeInTheDocument());
    expect(screen.getByRole('listitem', { name: /^Firefox on Linux,/ })).toBeInTheDocument();
    expect(await calls.bodyOf('POST', '/api/business/change-password')).toEqual({ currentPassword: 'juniper-password-1', newPassword: 'juniper-password-2' });
    expect(calls.count('POST', '/api/auth/change-password')).toBe(0);
    expect(lastToast()).toMatchObject({ title: 'Password changed' });
  });

  it("shows the API's sentence when the current password is wrong, and keeps what was typed", async () => {
    mockApi({
      'POST /api/business/change-password': { status: 400, body: { statusCode: 400, error: 'Bad Request', message: 'Current password is incorrect.' } },
    });
    renderWithProviders(<ChangePasswordForm realm="business" />, { business: makeBusinessAccount() });
    const form = await changePassword('wrong-password', 'juniper-password-2');

    // Shown in the form, announced once: by the red toast, not again by the form.
    expect(await within(form).findByRole('note')).toHaveTextContent('Current password is incorrect.');
    expect(within(form).queryByRole('alert')).not.toBeInTheDocument();
    expect(lastToast()).toMatchObject({ title: 'Password change failed', description: 'Current password is incorrect.', variant: 'destructive' });
    expect(within(form).getByLabelText(/^Current password/)).toHaveValue('wrong-password');
  });

  it("falls back to 'Failed to change password' when the API has no sentence", async () => {
    mockApi({ 'POST /api/auth/change-password': { networkError: true } });
    renderWithProviders(<ChangePasswordForm realm="consumer" />, { user: makeUser() });
    const form = await changePassword('old-password', 'brand-new-password');
    expect(await within(form).findByRole('note')).toHaveTextContent('Failed to change password');
    expect(lastToast()).toMatchObject({ title: 'Password change failed', description: 'Failed to change password' });
  });

  it('checks the fields before calling the API', async () => {
    const calls = mockApi({});
    renderWithProviders(<ChangePasswordForm realm="business" />, { business: makeBusinessAccount() });
    await userEvent.setup().click(screen.getByRole('button', { name: 'Change password' }));
    expect(await screen.findByText('Current password is required')).toBeInTheDocument();
    expect(calls.requests).toHaveLength(0);
  });
});

describe('password change rules', () => {
  it('wants the current password, a valid new one that differs, confirmed', () => {
    expect(validateChangePassword({ currentPassword: '', newPassword: 'short', confirmPassword: '' })).toEqual({
      currentPassword: 'Current password is required',
      newPassword: 'New password must be between 8 and 128 characters',
      confirmPassword: 'Please confirm the password',
    });
    expect(validateChangePassword({ currentPassword: 'same-password', newPassword: 'same-password', confirmPassword: 'same-password' })).toEqual({
      newPassword: 'The new password must differ from the current one',
    });
    expect(validateChangePassword({ currentPassword: 'old-password', newPassword: 'new-password', confirmPassword: 'new-password' })).toEqual({});
  });
});
