// A review being written when the session ends (a log out in another tab, an expiry) is kept
// through signing in again on that tab, and given back only to the person who wrote it.
import { act, screen } from '@testing-library/react';
import userEvent from '@testing-library/user-event';
import { queryKeys } from 'shared-ui';
import { fill, makeUser, mockApi, renderWithProviders } from 'shared-ui/test-support';
import WriteReviewPage from '../../../pages/write-review-page';
import { forgetDraft } from '../utils/review-draft';
import { company, demoUser, userReviewsUrl } from './fixtures';

jest.setTimeout(20_000);

beforeEach(() => forgetDraft());

async function writeSomething() {
  const user = userEvent.setup();
  await screen.findByRole('link', { name: company.name });
  await user.click(screen.getByRole('radio', { name: /4 stars/ }));
  await fill(user, screen.getByLabelText(/^Title/), 'Kept through a sign-in');
  await fill(user, screen.getByLabelText(/^Your review/), 'The branch staff explained every fee before I signed anything.');
}

function renderPage() {
  mockApi({
    [`GET /api/companies/${company.id}`]: { body: company },
    [`GET ${userReviewsUrl}`]: { body: [] },
  });
  return renderWithProviders(<WriteReviewPage />, { at: `/write-review/${company.id}`, path: '/write-review/:companyId', user: demoUser });
}

describe('a review draft across a session that ends', () => {
  it('says it is kept, offers the sign-in back here, and fills the form again for its author', async () => {
    const { client } = renderPage();
    await writeSomething();

    act(() => client.setQueryData(queryKeys.user, null));
    expect(await screen.findByText(/You were signed out, so your review was not published/)).toBeInTheDocument();
    expect(screen.getByRole('link', { name: 'Sign in' })).toHaveAttribute('href', `/sign-in?redirect=${encodeURIComponent(`/write-review/${company.id}`)}`);

    act(() => client.setQueryData(queryKeys.user, demoUser));
    expect(await screen.findByLabelText(/^Title/)).toHaveValue('Kept through a sign-in');
    expect(screen.getByLabelText(/^Your review/)).toHaveValue('The branch staff explained every fee before I signed anything.');
    expect(screen.getByRole('radio', { name: /4 stars/ })).toBeChecked();
  });

  it('does not show it to another person who signs in on that tab', async () => {
    const { client } = renderPage();
    await writeSomething();

    act(() => client.setQueryData(queryKeys.user, null));
    await screen.findByText(/You were signed out/);
    const someoneElse = makeUser({ firstName: 'Sam' });
    mockApi({ [`GET /api/users/${someoneElse.id}/reviews?offset=0&limit=100`]: { body: [] } });
    act(() => client.setQueryData(queryKeys.user, someoneElse));
    expect(await screen.findByLabelText(/^Title/)).toHaveValue('');
    expect(screen.getByLabelText(/^Your review/)).toHaveValue('');
  });
});
