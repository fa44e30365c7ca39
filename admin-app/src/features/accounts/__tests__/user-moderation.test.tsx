import { screen, waitFor, within } from '@testing-library/react';
import userEvent from '@testing-library/user-event';
import { fill, lastToast, makeUser, mockApi, renderWithProviders } from 'shared-ui/test-support';
import type { ModeratedUser } from 'shared-ui';
import { UserModeration } from '../components/user-moderation';

describe('user moderation', () => {
  const admin = makeUser({ role: 'admin' });
  const sam: ModeratedUser = { id: 'user-2', firstName: 'Sam', lastName: 'Tan', email: 'sam@example.com', role: 'user', suspendedAt: null, createdAt: '2026-01-01T00:00:00.000Z', reviewCount: 4 };

  it('suspends a user with reasons', async () => {
    const calls = mockApi({ 'GET /api/admin/users?search=': { body: [sam] }, 'POST /api/admin/users/user-2/suspend': { status: 201, body: {} } });
    renderWithProviders(<UserModeration isAdmin={false} />, { user: makeUser({ role: 'moderator' }) });
    const user = userEvent.setup();
    const row = await screen.findByRole('row', { name: /Sam Tan/ });
    // Only administrators set roles.
    expect(within(row).queryByRole('combobox')).not.toBeInTheDocument();
    await user.click(within(row).getByRole('button', { name: 'Suspend' }));
    const dialog = screen.getByRole('dialog', { name: 'Suspend Sam Tan' });
    await fill(user, within(dialog).getByRole('textbox', { name: 'Facts and circumstances' }), 'Posted the same review from five accounts.');
    await user.click(within(dialog).getByRole('button', { name: 'Confirm' }));
    await waitFor(() => expect(lastToast()).toMatchObject({ title: 'Saved' }));
    expect(await calls.bodyOf('POST', '/api/admin/users/user-2/suspend')).toEqual({ facts: 'Posted the same review from five accounts.' });
  });

  it('lets an administrator make a user a moderator, by PUT with reasons', async () => {
    const calls = mockApi({ 'GET /api/admin/users?search=': { body: [sam, { ...sam, id: admin.id, firstName: 'Ada', lastName: 'Admin', role: 'admin' }] }, 'PUT /api/admin/users/user-2/role': { body: {} } });
    renderWithProviders(<UserModeration isAdmin />, { user: admin });
    const user = userEvent.setup();
    // Not their own role, nor their own suspension.
    const own = await screen.findByRole('row', { name: /Ada Admin/ });
    expect(within(own).queryByRole('combobox')).not.toBeInTheDocument();
    expect(within(own).queryByRole('button')).not.toBeInTheDocument();

    await user.click(screen.getByRole('combobox', { name: 'Role of Sam Tan' }));
    await user.click(screen.getByRole('option', { name: 'moderator' }));
    const dialog = screen.getByRole('dialog', { name: 'Make Sam Tan moderator' });
    await fill(user, within(dialog).getByRole('textbox', { name: 'Facts and circumstances' }), 'Joins the trust and safety team.');
    await user.click(within(dialog).getByRole('button', { name: 'Confirm' }));
    await waitFor(() => expect(lastToast()).toMatchObject({ title: 'Saved' }));
    expect(await calls.bodyOf('PUT', '/api/admin/users/user-2/role')).toEqual({ role: 'moderator', facts: 'Joins the trust and safety team.' });
  });
});
