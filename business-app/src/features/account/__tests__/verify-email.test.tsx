// Confirming a business account's email from the mailed link, and asking for a new link.
import { screen, waitFor } from '@testing-library/react';
import userEvent from '@testing-library/user-event';
import { lastToast, makeBusinessAccount, mockApi, renderWithProviders, SIGNED_OUT } from 'shared-ui/test-support';
import BusinessVerifyEmailPage from '../../../pages/verify-email-page';

const USED = { status: 400, body: { statusCode: 400, error: 'Bad Request', message: 'This verification link is invalid or has expired.' } };

describe('business email verification', () => {
  it("confirms the link's token once, and leads a signed-out visitor to claiming through the login", async () => {
    const calls = mockApi({
      'POST /api/business/verify-email': { body: { message: 'Your email address is confirmed.' } },
      'GET /api/business/account': SIGNED_OUT,
    });
    renderWithProviders(<BusinessVerifyEmailPage />, { at: '/business/verify-email?token=abc', strict: true });
    expect(screen.getByRole('status')).toHaveTextContent('Confirming your email address…');
    await waitFor(() => expect(screen.getByRole('status')).toHaveTextContent("Your email address is confirmed. A claim of a company on your email's domain is now verified at once."));
    expect(await calls.bodyOf('POST', '/api/business/verify-email')).toEqual({ token: 'abc' });
    expect(calls.count('POST', '/api/business/verify-email')).toBe(1);
    expect(screen.getByRole('link', { name: 'Claim your company' })).toHaveAttribute('href', '/business/login?redirect=/claim-profile');
  });

  it('asks for the mailed link when the address has no token', () => {
    const calls = mockApi({});
    renderWithProviders(<BusinessVerifyEmailPage />, { at: '/business/verify-email' });
    expect(screen.getByText(/This page needs the link from your verification email/)).toBeInTheDocument();
    expect(calls.requests).toHaveLength(0);
  });

  it("says why a link failed, and mails a new one to a signed-in account not yet confirmed", async () => {
    const calls = mockApi({
      'POST /api/business/verify-email': USED,
      'POST /api/business/resend-verification': { status: 202, body: { message: 'We have sent a new link to jo@juniper.test.' } },
    });
    renderWithProviders(<BusinessVerifyEmailPage />, { at: '/business/verify-email?token=old', business: makeBusinessAccount({ emailVerified: false }) });
    expect(await screen.findByRole('alert')).toHaveTextContent('This verification link is invalid or has expired.');
    expect(screen.getByRole('link', { name: 'Claim your company' })).toHaveAttribute('href', '/claim-profile');

    await userEvent.setup().click(screen.getByRole('button', { name: 'Send a new link' }));
    await waitFor(() => expect(lastToast()).toMatchObject({ title: 'Verification email sent', description: 'We have sent a new link to jo@juniper.test.' }));
    expect(screen.getByRole('button', { name: 'New link sent' })).toBeDisabled();
    expect(calls.count('POST', '/api/business/resend-verification')).toBe(1);
  });

  it('tells an account already confirmed that the link is spent, with no new link to ask for', async () => {
    mockApi({ 'POST /api/business/verify-email': USED });
    renderWithProviders(<BusinessVerifyEmailPage />, { at: '/business/verify-email?token=old', business: makeBusinessAccount({ emailVerified: true }) });
    expect(await screen.findByRole('alert')).toHaveTextContent('Your email address is already confirmed; this link has been used or has expired.');
    expect(screen.queryByRole('button', { name: 'Send a new link' })).not.toBeInTheDocument();
  });
});
