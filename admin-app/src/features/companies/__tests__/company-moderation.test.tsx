import { screen, waitFor, within } from '@testing-library/react';
import userEvent from '@testing-library/user-event';
import { fill, lastToast, makeCompany, makeUser, mockApi, renderWithProviders } from 'shared-ui/test-support';
import { CompanyModeration } from '../components/company-moderation';

const moderator = makeUser({ role: 'moderator' });
const company = makeCompany({ name: 'Northwind Outfitters', category: 'Retail', location: null });
const categories = [{ name: 'Retail' }, { name: 'Travel' }];

function api(extra: Parameters<typeof mockApi>[0] = {}) {
  return mockApi({
    'GET /api/companies?search=northwind&limit=10': { body: [company] },
    'GET /api/categories': { body: categories },
    ...extra,
  });
}

async function findCompany(user: ReturnType<typeof userEvent.setup>) {
  await fill(user, screen.getByRole('textbox', { name: 'Find a company by name or category' }), 'northwind');
  return screen.findByRole('row', { name: /Northwind Outfitters/ });
}

describe('company moderation', () => {
  it('"Edit details" sends only the fields that changed, with the statement of reasons, by PATCH', async () => {
    const calls = api({ [`PATCH /api/admin/companies/${company.id}`]: { body: {} } });
    renderWithProviders(<CompanyModeration />, { user: moderator });
    const user = userEvent.setup();
    const row = await findCompany(user);
    await user.click(within(row).getByRole('button', { name: 'Edit details' }));

    const dialog = screen.getByRole('dialog', { name: 'Edit “Northwind Outfitters”' });
    const name = within(dialog).getByRole('textbox', { name: 'Name' });
    expect(name).toHaveValue('Northwind Outfitters');
    await user.clear(name);
    await fill(user, name, 'Northwind Outdoor');
    // No location yet: the empty field is not a change.
    await fill(user, within(dialog).getByRole('textbox', { name: 'Location' }), 'York, United Kingdom');
    await user.click(within(dialog).getByRole('combobox', { name: 'Category' }));
    await user.click(screen.getByRole('option', { name: 'Travel' }));
    await fill(user, within(dialog).getByRole('textbox', { name: 'Facts and circumstances' }), 'The owner showed the new trading name.');
    await user.click(within(dialog).getByRole('button', { name: 'Save details' }));

    await waitFor(() => expect(lastToast()).toMatchObject({ title: 'Company details saved' }));
    expect(calls.count('PATCH', `/api/admin/companies/${company.id}`)).toBe(1);
    expect(await calls.bodyOf('PATCH', `/api/admin/companies/${company.id}`)).toEqual({
      name: 'Northwind Outdoor',
      category: 'Travel',
      location: 'York, United Kingdom',
      facts: 'The owner showed the new trading name.',
    });
  });

  it('puts up the notice for the days given, refusing a number out of range', async () => {
    const calls = api({ [`POST /api/admin/companies/${company.id}/notice`]: { status: 201, body: {} } });
    renderWithProviders(<CompanyModeration />, { user: moderator });
    const user = userEvent.setup();
    const row = await findCompany(user);
    await user.click(within(row).getByRole('button', { name: 'Put up notice' }));

    const dialog = screen.getByRole('dialog', { name: 'Notice on “Northwind Outfitters”' });
    const days = within(dialog).getByRole('textbox', { name: 'Days to show it (1 to 90)' });
    await user.clear(days);
    await fill(user, days, '91');
    expect(within(dialog).getByText('A whole number from 1 to 90')).toBeInTheDocument();
    await fill(user, within(dialog).getByRole('textbox', { name: 'Facts and circumstances' }), 'Twelve five-star reviews from one address.');
    await user.click(within(dialog).getByRole('button', { name: 'Put up notice' }));
    expect(await within(dialog).findByText('Please complete the decision first.')).toBeInTheDocument();
    expect(calls.count('POST', `/api/admin/companies/${company.id}/notice`)).toBe(0);

    await user.clear(days);
    await fill(user, days, '30');
    await user.click(within(dialog).getByRole('button', { name: 'Put up notice' }));
    await waitFor(() => expect(lastToast()).toMatchObject({ title: 'Notice shown on the company page' }));
    expect(await calls.bodyOf('POST', `/api/admin/companies/${company.id}/notice`)).toEqual({ days: 30, facts: 'Twelve five-star reviews from one address.' });
  });

  it('offers to remove a notice that is up', async () => {
    const calls = api({
      'GET /api/companies?search=northwind&limit=10': { body: [{ ...company, notice: { until: '2026-12-01T00:00:00.000Z' } }] },
      [`POST /api/admin/companies/${company.id}/notice/remove`]: { status: 201, body: {} },
    });
    renderWithProviders(<CompanyModeration />, { user: moderator });
    const user = userEvent.setup();
    const row = await findCompany(user);
    expect(within(row).queryByRole('button', { name: 'Put up notice' })).not.toBeInTheDocument();
    await user.click(within(row).getByRole('button', { name: 'Remove notice' }));
    const dialog = screen.getByRole('dialog', { name: 'Remove the notice on “Northwind Outfitters”' });
    await fill(user, within(dialog).getByRole('textbox', { name: 'Facts and circumstances' }), 'The owner explained the burst of reviews.');
    await user.click(within(dialog).getByRole('button', { name: 'Remove notice' }));
    await waitFor(() => expect(lastToast()).toMatchObject({ title: 'Notice removed' }));
    expect(await calls.bodyOf('POST', `/api/admin/companies/${company.id}/notice/remove`)).toEqual({ facts: 'The owner explained the burst of reviews.' });
  });
});
