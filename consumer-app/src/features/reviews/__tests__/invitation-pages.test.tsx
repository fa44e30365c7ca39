// The mailed invitation link along a brand-new invitee's way: the invitation page signed out, the
// step of confirming the address once signed up, and the confirmation page leading back.
import { fireEvent, screen, waitFor, within } from '@testing-library/react';
import userEvent from '@testing-library/user-event';
import VerifyEmailPage from '../../../pages/verify-email-page';
import WriteReviewPage from '../../../pages/write-review-page';
import { fill, lastToast, mockApi, renderWithProviders } from 'shared-ui/test-support';
import { answerDisclosures, company, demoUser, review, userReviewsUrl } from './fixtures';

jest.setTimeout(20_000);

const TOKEN = 'tok-123';
const INVITATION_PATH = `/write-review/${company.id}?invitation=${TOKEN}`;
const EXPIRES = '2026-12-20T12:00:00.000Z';
const preview = (status: 'open' | 'used' | 'expired' = 'open') => ({ status, companyId: company.id, companyName: company.name, expiresAt: EXPIRES });
const lookup = () => ({ ...preview(), name: 'Jane', forYou: true, orderDate: null });
const yesterday = new Date(Date.now() - 86_400_000);
const YESTERDAY = `${yesterday.getFullYear()}-${String(yesterday.getMonth() + 1).padStart(2, '0')}-${String(yesterday.getDate()).padStart(2, '0')}`;

beforeEach(() => localStorage.clear());

function renderInvitation(user: typeof demoUser | null) {
  return renderWithProviders(<WriteReviewPage />, { at: INVITATION_PATH, path: '/write-review/:companyId', user });
}

describe('the invitation page, signed out', () => {
  it("keeps the invitee's address the mail's link carries for the sign-up form, and takes it out of the address bar", async () => {
    mockApi({
      'POST /api/invitations/preview': { body: preview() },
      [`GET /api/companies/${company.id}`]: { body: company },
    });
    sessionStorage.clear();
    const withAddress = `${INVITATION_PATH}#email=jane%40example.com`;
    window.history.replaceState(null, '', withAddress);
    renderWithProviders(<WriteReviewPage />, { at: withAddress, path: '/write-review/:companyId', user: null });
    await screen.findByRole('heading', { level: 1, name: `Review ${company.name}` });
    await waitFor(() => expect(window.location.hash).toBe(''));
    expect(`${window.location.pathname}${window.location.search}`).toBe(INVITATION_PATH);
    expect(JSON.parse(sessionStorage.getItem('invitee_email')!)).toEqual({ token: TOKEN, email: 'jane@example.com' });
    window.history.replaceState(null, '', '/');
  });

  it('says who invited them and why, and leads to sign-up and sign-in, both coming back here', async () => {
    const calls = mockApi({
      'POST /api/invitations/preview': { body: preview() },
      [`GET /api/companies/${company.id}`]: { body: company },
    });
    renderInvitation(null);

    expect(await screen.findByRole('heading', { level: 1, name: `Review ${company.name}` })).toBeInTheDocument();
    const invitation = screen.getByRole('region', { name: 'Your invitation' });
    expect(within(invitation).getByRole('heading', { level: 2, name: `${company.name} invited you to review them` })).toBeInTheDocument();
    expect(invitation).toHaveTextContent('A review written through this invitation is marked as verified and invited.');
    expect(invitation).toHaveTextContent('works until December 20, 2026, for the email address it was sent to');
    expect(screen.getByRole('heading', { level: 2, name: 'Your way to a verified review' })).toBeInTheDocument();
    const back = encodeURIComponent(INVITATION_PATH);
    expect(screen.getByRole('link', { name: 'Create an account' })).toHaveAttribute('href', `/sign-up?redirect=${back}`);
    expect(screen.getByRole('link', { name: 'Sign in' })).toHaveAttribute('href', `/sign-in?redirect=${back}`);
    expect(await calls.bodyOf('POST', '/api/invitations/preview')).toEqual({ token: TOKEN });
    // The signed-in lookup is not asked (it would be a 401).
    expect(calls.count('POST', '/api/invitations/lookup')).toBe(0);
  });

  it('says when the invitation was used, and still offers to sign in', async () => {
    mockApi({
      'POST /api/invitations/preview': { body: preview('used') },
      [`GET /api/companies/${company.id}`]: { body: company },
    });
    renderInvitation(null);
    expect(await screen.findByRole('heading', { level: 2, name: `This invitation from ${company.name} has been used` })).toBeInTheDocument();
    expect(screen.queryByRole('heading', { name: 'Your way to a verified review' })).not.toBeInTheDocument();
    expect(screen.getByRole('link', { name: 'Sign in' })).toHaveAttribute('href', `/sign-in?redirect=${encodeURIComponent(INVITATION_PATH)}`);
  });

  it('without an invitation, asks to sign in to review the company and comes back', async () => {
    mockApi({ [`GET /api/companies/${company.id}`]: { body: company } });
    renderWithProviders(<WriteReviewPage />, { at: `/write-review/${company.id}`, path: '/write-review/:companyId', user: null });
    expect(await screen.findByRole('heading', { level: 1, name: `Write a review of ${company.name}` })).toBeInTheDocument();
    expect(screen.getByRole('link', { name: 'Sign in' })).toHaveAttribute('href', `/sign-in?redirect=${encodeURIComponent(`/write-review/${company.id}`)}`);
  });
});

describe('the invitation page, signed up with the invited address but not confirmed yet', () => {
  it('shows the one step left instead of the form, sends a new link, and opens the form once confirmed', async () => {
    let verified = false;
    const calls = mockApi({
      [`GET /api/companies/${company.id}`]: { body: company },
      'POST /api/invitations/lookup': { body: lookup() },
      [`GET ${userReviewsUrl}`]: { body: [] },
      'POST /api/auth/resend-verification': { body: { message: 'We sent a new link to jane@example.com.' } },
      'GET /api/auth/user': () => ({ body: { user: { ...demoUser, emailVerified: verified } } }),
      'POST /api/reviews': { status: 201, body: { ...review, verified: true, invited: true } },
    });
    renderInvitation({ ...demoUser, emailVerified: false });
    const user = userEvent.setup();

    const steps = await screen.findByRole('list', { name: 'Your way to a verified review' });
    expect(within(steps).getAllByRole('listitem').map((li) => li.textContent)).toEqual([
      'Done: You are signed in as jane@example.com, the address the invitation was sent to.',
      'Now: Confirm your address: open the link in the email we sent to jane@example.com (look in the spam folder too).',
      'Then: Come back to this page and write your review. It is marked as verified and invited.',
    ]);
    expect(screen.queryByRole('button', { name: 'Publish review' })).not.toBeInTheDocument();
    // Kept for the confirmation page, which opens in a new tab.
    // Kept two days at most (as long as the confirmation link), not the invitation's month.
    expect(JSON.parse(localStorage.getItem('pending_invitation')!)).toEqual({ path: INVITATION_PATH, companyName: company.name, expiresAt: expect.any(String) });

    await user.click(screen.getByRole('button', { name: 'Send the link again' }));
    await waitFor(() => expect(lastToast()).toMatchObject({ title: 'Verification email sent' }));
    expect(calls.count('POST', '/api/auth/resend-verification')).toBe(1);

    await user.click(screen.getByRole('button', { name: 'I have confirmed my address' }));
    expect(await screen.findByText(/Your address is not confirmed yet/)).toBeInTheDocument();

    // Confirmed in the other tab: back here, the page reads the account again and opens the form.
    verified = true;
    window.dispatchEvent(new Event('focus'));
    expect(await screen.findByText(`${company.name} invited you to review them. Reviews written through an invitation are labelled Invited and Verified.`)).toBeInTheDocument();
    await user.click(screen.getByRole('radio', { name: /5 stars/ }));
    await fill(user, screen.getByLabelText(/^Title/), 'Invited and happy');
    await fill(user, screen.getByLabelText(/^Your review/), 'Great experience from start to end.');
    fireEvent.change(screen.getByLabelText(/^Date of experience/), { target: { value: YESTERDAY } });
    await answerDisclosures(user);
    await user.click(screen.getByRole('button', { name: 'Publish review' }));
    await waitFor(() => expect(screen.getByTestId('location')).toHaveTextContent(`/companies/${company.id}`));
    expect(await calls.bodyOf('POST', '/api/reviews')).toMatchObject({ invitationToken: TOKEN });
    expect(localStorage.getItem('pending_invitation')).toBeNull();
  });

  it('lets an invitee in a hurry write without the invitation', async () => {
    const calls = mockApi({
      [`GET /api/companies/${company.id}`]: { body: company },
      'POST /api/invitations/lookup': { body: lookup() },
      [`GET ${userReviewsUrl}`]: { body: [] },
      'POST /api/reviews': { status: 201, body: review },
    });
    renderInvitation({ ...demoUser, emailVerified: false });
    const user = userEvent.setup();
    await user.click(await screen.findByRole('button', { name: 'Write your review now without the invitation' }));
    expect(screen.getByText(/You are writing without Northwind Savings Bank's invitation/)).toBeInTheDocument();
    await user.click(screen.getByRole('radio', { name: /4 stars/ }));
    await fill(user, screen.getByLabelText(/^Title/), 'Fine');
    await fill(user, screen.getByLabelText(/^Your review/), 'A fine experience, nothing more.');
    fireEvent.change(screen.getByLabelText(/^Date of experience/), { target: { value: YESTERDAY } });
    await answerDisclosures(user);
    await user.click(screen.getByRole('button', { name: 'Publish review' }));
    await waitFor(() => expect(screen.getByTestId('location')).toHaveTextContent(`/companies/${company.id}`));
    expect(await calls.bodyOf('POST', '/api/reviews')).not.toHaveProperty('invitationToken');
  });
});

describe('the invitation page, signed in', () => {
  it("keeps nothing of the address the mail's link carries (no sign-up form needs it), and takes it out of the address bar", async () => {
    mockApi({
      [`GET /api/companies/${company.id}`]: { body: company },
      'POST /api/invitations/lookup': { body: lookup() },
      [`GET ${userReviewsUrl}`]: { body: [] },
    });
    sessionStorage.clear();
    const withAddress = `${INVITATION_PATH}#email=jane%40example.com`;
    window.history.replaceState(null, '', withAddress);
    renderWithProviders(<WriteReviewPage />, { at: withAddress, path: '/write-review/:companyId', user: demoUser });
    await waitFor(() => expect(window.location.hash).toBe(''));
    expect(sessionStorage.getItem('invitee_email')).toBeNull();
    window.history.replaceState(null, '', '/');
  });
});

describe('the invitation page, once the review is written', () => {
  it('says the link was used and leads to the review, with no form', async () => {
    mockApi({
      [`GET /api/companies/${company.id}`]: { body: company },
      'POST /api/invitations/lookup': { body: { ...lookup(), status: 'used' } },
      [`GET ${userReviewsUrl}`]: { body: [review] },
    });
    renderInvitation(demoUser);
    expect(await screen.findByText('This invitation link has already been used to write a review.')).toBeInTheDocument();
    expect(screen.getByText(/You have already reviewed Northwind Savings Bank\. There is one review per company, but you can update yours at any time\.$/)).toBeInTheDocument();
    expect(screen.getByRole('link', { name: 'Edit your review' })).toHaveAttribute('href', `/reviews/${review.id}/edit`);
    expect(screen.queryByRole('button', { name: 'Publish review' })).not.toBeInTheDocument();
  });
});

describe('the confirmation page of an invitee', () => {
  it('leads back to the invitation once the address is confirmed', async () => {
    localStorage.setItem('pending_invitation', JSON.stringify({ path: INVITATION_PATH, companyName: company.name, expiresAt: EXPIRES }));
    mockApi({
      'POST /api/auth/verify-email': { body: { message: 'Your email address is verified.' } },
      'GET /api/auth/user': { body: { user: { ...demoUser, emailVerified: true } } },
    });
    renderWithProviders(<VerifyEmailPage />, { at: '/verify-email?token=abc', path: '/verify-email', user: { ...demoUser, emailVerified: false } });
    expect(await screen.findByText('Your email address is verified.')).toBeInTheDocument();
    expect(screen.getByRole('link', { name: `Continue to your review of ${company.name}` })).toHaveAttribute('href', INVITATION_PATH);
  });

  it('after sign-up, without a token: check your inbox, why it matters, a new link, and the way on', async () => {
    const calls = mockApi({ 'POST /api/auth/resend-verification': { body: { message: 'We sent a new link.' } } });
    renderWithProviders(<VerifyEmailPage />, { at: '/verify-email?next=%2Fcompanies%2Fabc', path: '/verify-email', user: { ...demoUser, emailVerified: false } });
    expect(screen.getByRole('heading', { name: 'Check your inbox' })).toBeInTheDocument();
    expect(screen.getByText(/We sent a link to/)).toHaveTextContent('We sent a link to jane@example.com. Open it to confirm your address.');
    expect(screen.getByText(/Reviews from a confirmed address are marked as/)).toHaveTextContent('verified');
    expect(screen.getByRole('link', { name: 'Continue where you were' })).toHaveAttribute('href', '/companies/abc');
    await userEvent.setup().click(screen.getByRole('button', { name: 'Send the link again' }));
    await waitFor(() => expect(calls.count('POST', '/api/auth/resend-verification')).toBe(1));
    expect(await screen.findByRole('button', { name: 'New link sent' })).toBeDisabled();
  });
});
