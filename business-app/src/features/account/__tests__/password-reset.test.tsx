// A forgotten business password: asking for a link, and choosing a new password with it.
import { screen, waitFor } from '@testing-library/react';
import userEvent from '@testing-library/user-event';
import { fill, mockApi, renderWithProviders } from 'shared-ui/test-support';
import BusinessForgotPasswordPage from '../../../pages/forgot-password-page';
import BusinessResetPasswordPage from '../../../pages/reset-password-page';

const SENT = 'If a business account exists for that address, we have emailed a link to reset its password.';
const EXPIRED = 'This reset link has expired or was already used. Ask for a new link.';

describe('forgot business password', () => {
  it("asks for a link for the trimmed address, shows the API's sentence and leads back to the login", async () => {
    const calls = mockApi({ 'POST /api/business/forgot-password': { status: 202, body: { message: SENT } } });
    renderWithProviders(<BusinessForgotPasswordPage />);
    const user = userEvent.setup();
    await fill(user, screen.getByRole('textbox', { name: 'Work email' }), '  jo@juniper.test ');
    await user.click(screen.getByRole('button', { name: 'Send reset link' }));
    expect(await screen.findByRole('status')).toHaveTextContent(SENT);
    expect(await calls.bodyOf('POST', '/api/business/forgot-password')).toEqual({ email: 'jo@juniper.test' });
    expect(screen.getByRole('link', { name: 'Back to business login' })).toHaveAttribute('href', '/business/login');
  });

  it('asks for an address before calling the API', async () => {
    const calls = mockApi({});
    renderWithProviders(<BusinessForgotPasswordPage />);
    await userEvent.setup().click(screen.getByRole('button', { name: 'Send reset link' }));
    expect(await screen.findByText(/Email is required|enter your email/i)).toBeInTheDocument();
    expect(calls.requests).toHaveLength(0);
  });

  it("says why no link was sent, and keeps the form", async () => {
    mockApi({ 'POST /api/business/forgot-password': { status: 429, body: { statusCode: 429, error: 'Too Many Requests', message: 'Too many reset requests. Please wait a few minutes.' } } });
    renderWithProviders(<BusinessForgotPasswordPage />);
    const user = userEvent.setup();
    await fill(user, screen.getByRole('textbox', { name: 'Work email' }), 'jo@juniper.test');
    await user.click(screen.getByRole('button', { name: 'Send reset link' }));
    expect(await screen.findByRole('alert')).toHaveTextContent('Too many reset requests. Please wait a few minutes.');
    expect(screen.getByRole('button', { name: 'Send reset link' })).toBeInTheDocument();
  });
});

describe('reset business password', () => {
  async function choose(password = 'juniper-password-2') {
    const user = userEvent.setup();
    await fill(user, screen.getByLabelText(/^New password/), password);
    await fill(user, screen.getByLabelText(/^Confirm new password/), password);
    await user.click(screen.getByRole('button', { name: 'Set new password' }));
  }

  it('leads a visit without the mailed link to asking for one', () => {
    renderWithProviders(<BusinessResetPasswordPage />, { at: '/business/reset-password' });
    expect(screen.getByText(/This page needs the link from your password reset email/)).toBeInTheDocument();
    expect(screen.getByRole('link', { name: 'Ask for a reset link' })).toHaveAttribute('href', '/business/forgot-password');
  });

  it("sets the new password with the link's token, and leads to signing in", async () => {
    const calls = mockApi({ 'POST /api/business/reset-password': { body: { message: 'Your password has been reset. Please sign in.' } } });
    renderWithProviders(<BusinessResetPasswordPage />, { at: '/business/reset-password?token=t0k3n' });
    await choose();
    expect(await screen.findByRole('status')).toHaveTextContent('Your password has been reset. Please sign in.');
    expect(await calls.bodyOf('POST', '/api/business/reset-password')).toEqual({ token: 't0k3n', newPassword: 'juniper-password-2', revokeApiKeysAndWebhooks: true });
    expect(screen.getByRole('link', { name: 'Sign in' })).toHaveAttribute('href', '/business/login');
  });

  it('offers, ticked, to revoke every API key and webhook endpoint with the reset, and says what that does', async () => {
    renderWithProviders(<BusinessResetPasswordPage />, { at: '/business/reset-password?token=t0k3n' });
    const choice = screen.getByRole('checkbox', { name: 'Also revoke all API keys and webhook endpoints' });
    expect(choice).toBeChecked();
    expect(choice).toHaveAccessibleDescription(/every API key stops working at once and every webhook endpoint is deleted, in all your companies/);
    // Under the password fields, before the button that submits it.
    const form = screen.getByRole('form', { name: 'Choose a new password' });
    const order = [screen.getByLabelText(/^Confirm new password/), choice, screen.getByRole('button', { name: 'Set new password' })];
    for (let i = 1; i < order.length; i++) expect(order[i - 1].compareDocumentPosition(order[i]) & Node.DOCUMENT_POSITION_FOLLOWING).toBeTruthy();
    expect(form).toContainElement(choice);
  });

  it('keeps the keys and endpoints when the person unticks the choice', async () => {
    const calls = mockApi({ 'POST /api/business/reset-password': { body: { message: 'Your password has been reset. You can now sign in.' } } });
    renderWithProviders(<BusinessResetPasswordPage />, { at: '/business/reset-password?token=t0k3n' });
    const user = userEvent.setup();
    await user.click(screen.getByRole('checkbox', { name: 'Also revoke all API keys and webhook endpoints' }));
    expect(screen.getByRole('checkbox', { name: 'Also revoke all API keys and webhook endpoints' })).not.toBeChecked();
    await choose();
    expect(await screen.findByRole('status')).toHaveTextContent('Your password has been reset.');
    expect(await calls.bodyOf('POST', '/api/business/reset-password')).toEqual({ token: 't0k3n', newPassword: 'juniper-password-2', revokeApiKeysAndWebhooks: false });
  });

  it('offers a new link when the API says this one has expired', async () => {
    mockApi({ 'POST /api/business/reset-password': { status: 400, body: { statusCode: 400, error: 'Bad Request', message: EXPIRED } } });
    renderWithProviders(<BusinessResetPasswordPage />, { at: '/business/reset-password?token=old' });
    await choose();
    expect(await screen.findByRole('alert')).toHaveTextContent(EXPIRED);
    await waitFor(() => expect(screen.getByRole('link', { name: 'Ask for a new link' })).toHaveAttribute('href', '/business/forgot-password'));
  });
});
