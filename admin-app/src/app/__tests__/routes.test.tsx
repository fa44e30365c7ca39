// The role check itself is shared-ui's RouteSwitch (tested there); what admin-app owns is that
// its /admin route asks for the moderator role.
import { screen } from '@testing-library/react';
import { ACCESS_DENIED_MESSAGE, RouteSwitch } from 'shared-ui';
import { makeUser, mockApi, renderWithProviders } from 'shared-ui/test-support';
import { routes } from '../routes';

describe("admin-app's routes", () => {
  it('tell a signed-in user without the moderator role that they have no access to /admin', async () => {
    const calls = mockApi({});
    renderWithProviders(<RouteSwitch routes={routes} />, { user: makeUser({ role: 'user' }), at: '/admin' });
    expect(await screen.findByRole('heading', { name: ACCESS_DENIED_MESSAGE })).toBeInTheDocument();
    expect(calls.requests).toHaveLength(0);
  });

  it('open /admin for a moderator', async () => {
    mockApi({
      'GET /api/admin/summary': { body: { reportedReviews: 0, flaggedReviews: 0, queuedReviews: 0, openAppeals: 0, pendingClaims: 0, hiddenReviews: 0 } },
      'GET /api/admin/reports?offset=0&limit=20': { body: { items: [], total: 0, counts: { all: 0, reports: 0, signals: 0, byReason: {}, bySignal: {} }, company: null, clusters: [] } },
    });
    renderWithProviders(<RouteSwitch routes={routes} />, { user: makeUser({ role: 'moderator' }), at: '/admin' });
    expect(await screen.findByRole('heading', { name: 'Moderation' })).toBeInTheDocument();
    expect(await screen.findByText('No open reports or signals. Well done.')).toBeInTheDocument();
  });
});
