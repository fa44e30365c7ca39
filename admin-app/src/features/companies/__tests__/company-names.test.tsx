import { screen, waitFor, within } from '@testing-library/react';
import userEvent from '@testing-library/user-event';
import { fill, lastToast, makeUser, mockApi, renderWithProviders } from 'shared-ui/test-support';
import type { UncheckedName } from 'shared-ui';
import { CompanyNames } from '../components/company-names';

const moderator = makeUser({ role: 'moderator' });
const COMPANY = 'cccccccc-cccc-4ccc-8ccc-cccccccccccc';
const name: UncheckedName = {
  id: COMPANY,
  name: 'BEST DEALS visit cheap.example',
  website: 'https://www.northwind.example',
  category: 'Retail',
  createdAt: '2026-11-22T10:00:00.000Z',
  claimedBy: 'Northwind Ltd',
};
const FIRST_PAGE = 'GET /api/admin/companies/unchecked-names?offset=0&limit=20';

describe('the names to check', () => {
  it('explains that invitation mails leave an unchecked name out, and lists the names linked to their companies', async () => {
    mockApi({ [FIRST_PAGE]: { body: { items: [name, { ...name, id: 'other', name: 'Southwind Supplies', website: null, claimedBy: null }], total: 2 } } });
    renderWithProviders(<CompanyNames />, { user: moderator });
    expect(screen.getByRole('heading', { level: 2, name: 'Company names to check' })).toBeInTheDocument();
    expect(screen.getByText(/Until a name is approved or corrected, review invitation mails leave it out\./)).toBeInTheDocument();
    const row = await screen.findByRole('row', { name: /BEST DEALS/ });
    expect(within(row).getByRole('link', { name: 'BEST DEALS visit cheap.example' })).toHaveAttribute('href', `/companies/${COMPANY}`);
    expect(row).toHaveTextContent('Northwind Ltd');
    expect(screen.getByRole('row', { name: /Southwind Supplies/ })).toHaveTextContent('Not claimed');
    expect(screen.getByText('Showing 1–2 of 2')).toBeInTheDocument();
  });

  it('approves a name with reasons', async () => {
    const calls = mockApi({ [FIRST_PAGE]: { body: { items: [{ ...name, name: 'Northwind Outfitters' }], total: 1 } }, [`POST /api/admin/companies/${COMPANY}/approve-name`]: { body: {} } });
    renderWithProviders(<CompanyNames />, { user: moderator });
    const user = userEvent.setup();
    await user.click(await screen.findByRole('button', { name: 'Approve the name Northwind Outfitters' }));
    const dialog = screen.getByRole('dialog', { name: 'Approve the name “Northwind Outfitters”' });
    await fill(user, within(dialog).getByRole('textbox', { name: 'Facts and circumstances' }), 'A plain shop name, as on its website.');
    await user.click(within(dialog).getByRole('button', { name: 'Approve name' }));
    await waitFor(() => expect(lastToast()).toMatchObject({ title: 'Name approved' }));
    expect(await calls.bodyOf('POST', `/api/admin/companies/${COMPANY}/approve-name`)).toEqual({ facts: 'A plain shop name, as on its website.' });
  });

  it('corrects a name by PATCH with the new name only, and asks for a different one first', async () => {
    const calls = mockApi({ [FIRST_PAGE]: { body: { items: [name], total: 1 } }, [`PATCH /api/admin/companies/${COMPANY}`]: { body: {} } });
    renderWithProviders(<CompanyNames />, { user: moderator });
    const user = userEvent.setup();
    await user.click(await screen.findByRole('button', { name: 'Correct the name BEST DEALS visit cheap.example' }));
    const dialog = screen.getByRole('dialog', { name: 'Correct the name “BEST DEALS visit cheap.example”' });
    const field = within(dialog).getByRole('textbox', { name: 'Name' });
    expect(field).toHaveValue('BEST DEALS visit cheap.example');
    await fill(user, within(dialog).getByRole('textbox', { name: 'Facts and circumstances' }), 'The name advertised another website.');
    await user.click(within(dialog).getByRole('button', { name: 'Save name' }));
    expect(await within(dialog).findByText('Please complete the decision first.')).toBeInTheDocument();
    expect(calls.count('PATCH', `/api/admin/companies/${COMPANY}`)).toBe(0);

    await user.clear(field);
    await fill(user, field, '  Northwind Outfitters ');
    await user.click(within(dialog).getByRole('button', { name: 'Save name' }));
    await waitFor(() => expect(lastToast()).toMatchObject({ title: 'Name corrected' }));
    expect(await calls.bodyOf('PATCH', `/api/admin/companies/${COMPANY}`)).toEqual({ name: 'Northwind Outfitters', facts: 'The name advertised another website.' });
  });

  it("shows the API's message when a correction is refused", async () => {
    mockApi({
      [FIRST_PAGE]: { body: { items: [name], total: 1 } },
      [`PATCH /api/admin/companies/${COMPANY}`]: { status: 400, body: { statusCode: 400, error: 'Bad Request', message: 'A company name cannot contain a web address.' } },
    });
    renderWithProviders(<CompanyNames />, { user: moderator });
    const user = userEvent.setup();
    await user.click(await screen.findByRole('button', { name: 'Correct the name BEST DEALS visit cheap.example' }));
    const dialog = screen.getByRole('dialog');
    const field = within(dialog).getByRole('textbox', { name: 'Name' });
    await user.clear(field);
    await fill(user, field, 'Deals at cheap.example');
    await fill(user, within(dialog).getByRole('textbox', { name: 'Facts and circumstances' }), 'The name advertised another website.');
    await user.click(within(dialog).getByRole('button', { name: 'Save name' }));
    await waitFor(() => expect(lastToast()).toMatchObject({ title: 'The decision was not saved', description: 'A company name cannot contain a web address.', variant: 'destructive' }));
  });

  it('says so when every name has been checked', async () => {
    mockApi({ [FIRST_PAGE]: { body: { items: [], total: 0 } } });
    renderWithProviders(<CompanyNames />, { user: moderator });
    expect(await screen.findByText('Every company name has been checked.')).toBeInTheDocument();
  });
});
