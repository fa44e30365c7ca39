import { screen, waitFor, within } from '@testing-library/react';
import userEvent from '@testing-library/user-event';
import ApiDocsPage from '../../../pages/api-docs-page';
import { fakeFetch, renderWithProviders, skippedLevels } from '../../content/__tests__/providers';
import { fixture } from './openapi-fixture';

jest.setTimeout(15_000);

beforeAll(() => {
  // jsdom has no layout: following an anchor may scroll, which it cannot do.
  Element.prototype.scrollIntoView = jest.fn();
});

describe('API documentation page', () => {
  it('renders the overview, the cookie authentication, the error shape and endpoints grouped by tag', async () => {
    fakeFetch({ 'GET /api/openapi.json': { status: 200, body: fixture } });
    const { container } = renderWithProviders(<ApiDocsPage />, { at: '/api' });
    expect(screen.getByRole('status')).toHaveTextContent('Loading the API documentation');

    expect(await screen.findByText('Pets and their owners.')).toBeInTheDocument();
    expect(screen.getByRole('heading', { level: 1, name: 'API documentation' })).toBeInTheDocument();
    expect(screen.getAllByRole('heading', { level: 2 }).map((h) => h.textContent)).toEqual(['Overview', 'Authentication', 'Errors', 'Pets', 'Owners', 'Schemas']);
    expect(skippedLevels(container)).toEqual([]);

    const auth = screen.getByRole('region', { name: 'Authentication' });
    expect(within(auth).getByText('sid')).toBeInTheDocument();
    expect(auth).toHaveTextContent('needed by 2 endpoints');

    const errors = screen.getByRole('region', { name: 'Errors' });
    expect(within(errors).getByRole('region', { name: 'Fields of an error' })).toHaveTextContent('statusCode');
    expect(within(errors).getByLabelText('Example error')).toHaveTextContent('"message": "Name is required."');
    expect(errors).toHaveTextContent('404 Not Found');

    const pets = screen.getByRole('region', { name: 'Pets' });
    expect(screen.getByRole('heading', { level: 2, name: 'Pets' })).toHaveAttribute('id', 'tag-pets');
    const put = within(pets).getByRole('button', { name: /PUT \/api\/pets\/\{id\} Change a pet Sign-in required/ });
    expect(put).toHaveAttribute('aria-expanded', 'false');
  });

  it('opens an endpoint to show its parameters, body fields with rules, example and responses', async () => {
    const user = userEvent.setup({ delay: null });
    fakeFetch({ 'GET /api/openapi.json': { status: 200, body: fixture } });
    renderWithProviders(<ApiDocsPage />, { at: '/api' });
    await user.click(await screen.findByRole('button', { name: /PUT \/api\/pets\/\{id\}/ }));

    const params = screen.getByRole('region', { name: 'Parameters of PUT /api/pets/{id}' });
    const rows = within(params).getAllByRole('row').slice(1);
    expect(rows.map((r) => within(r).getAllByRole('cell').map((c) => c.textContent))).toEqual([
      ['string (uuid)', '—'],
      ['boolean', 'Mail the ownerdefault false'],
    ]);
    expect(within(params).getAllByRole('rowheader').map((c) => c.textContent)).toEqual(['idin pathrequired', 'notifyin queryoptional']);

    const body = screen.getByRole('region', { name: 'Request body fields of PUT /api/pets/{id}' });
    expect(within(body).getAllByRole('rowheader').map((c) => c.textContent)).toEqual(['namerequired', 'agerequired']);
    expect(body).toHaveTextContent('at most 60 characters');
    expect(screen.getByLabelText('Example request body of PUT /api/pets/{id}')).toHaveTextContent('"age": 0');

    const responses = screen.getByRole('list', { name: 'Responses of PUT /api/pets/{id}' });
    expect(within(responses).getAllByRole('listitem').map((li) => li.textContent)).toEqual([
      '200 OKThe changed petBody: Pet',
      '400 Bad RequestInvalid fieldBody: Problem',
      '404 Not FoundBody: Problem',
    ]);
    expect(within(responses).getByRole('link', { name: 'Pet' })).toHaveAttribute('href', '#schema-pet');
  });

  it('filters endpoints and says how many match', async () => {
    const user = userEvent.setup({ delay: null });
    fakeFetch({ 'GET /api/openapi.json': { status: 200, body: fixture } });
    renderWithProviders(<ApiDocsPage />, { at: '/api' });
    const filter = await screen.findByRole('searchbox', { name: 'Filter endpoints' });
    expect(screen.getByText('3 endpoints.')).toBeInTheDocument();

    await user.type(filter, 'owners');
    expect(screen.getByText('1 of 3 endpoints match.')).toBeInTheDocument();
    expect(screen.queryByRole('heading', { level: 2, name: 'Pets' })).not.toBeInTheDocument();
    expect(screen.getByRole('button', { name: /GET \/api\/owners/ })).toBeInTheDocument();

    await user.clear(filter);
    await user.type(filter, 'nothing-like-this');
    expect(screen.getByText(/No endpoints match “nothing-like-this”/)).toBeInTheDocument();
  });

  it('opens the endpoint a link points to', async () => {
    fakeFetch({ 'GET /api/openapi.json': { status: 200, body: fixture } });
    renderWithProviders(<ApiDocsPage />, { at: '/api#delete-api-pets-id' });
    const del = await screen.findByRole('button', { name: /DELETE \/api\/pets\/\{id\}/ });
    await waitFor(() => expect(del).toHaveAttribute('aria-expanded', 'true'));
  });

  it('expands and collapses all endpoints', async () => {
    const user = userEvent.setup({ delay: null });
    fakeFetch({ 'GET /api/openapi.json': { status: 200, body: fixture } });
    renderWithProviders(<ApiDocsPage />, { at: '/api' });
    await user.click(await screen.findByRole('button', { name: 'Expand all' }));
    for (const b of screen.getAllByRole('button', { name: /^(GET|PUT|DELETE) / })) expect(b).toHaveAttribute('aria-expanded', 'true');
    await user.click(screen.getByRole('button', { name: 'Collapse all' }));
    for (const b of screen.getAllByRole('button', { name: /^(GET|PUT|DELETE) / })) expect(b).toHaveAttribute('aria-expanded', 'false');
  });

  it('explains a failure and retries', async () => {
    const user = userEvent.setup({ delay: null });
    const fetchMock = fakeFetch({ 'GET /api/openapi.json': { status: 503, body: { statusCode: 503, error: 'Service Unavailable', message: 'The API is starting.' } } });
    renderWithProviders(<ApiDocsPage />, { at: '/api' });
    expect(await screen.findByRole('alert')).toHaveTextContent('The API documentation could not be loaded: The API is starting.');
    fakeFetch({ 'GET /api/openapi.json': { status: 200, body: fixture } });
    await user.click(screen.getByRole('button', { name: 'Try again' }));
    expect(await screen.findByText('Pets and their owners.')).toBeInTheDocument();
    expect(fetchMock).toHaveBeenCalledTimes(1);
  });
});
