import { screen } from '@testing-library/react';
import userEvent from '@testing-library/user-event';
import { apiError, http, HttpResponse, renderWithProviders, server } from 'shared-ui/test-support';
import ApiDocsPage from '../../../pages/api-docs-page';

// Redoc itself is checked in the browser (e2e): here, what the page gives it.
jest.mock('../components/api-reference', () => ({
  __esModule: true,
  default: ({ spec }: { spec: { info: { title: string } } }) => <p>{`Reference of ${spec.info.title}`}</p>,
}));

const document = { openapi: '3.0.0', info: { title: 'TrustReviews API', version: '1' }, paths: {} };

describe('API documentation page', () => {
  it('shows a loading state, then renders the API\'s own document', async () => {
    server.use(http.get('/api/openapi.json', () => HttpResponse.json(document)));
    renderWithProviders(<ApiDocsPage />, { at: '/api' });
    expect(screen.getByRole('heading', { level: 1, name: 'API documentation' })).toBeInTheDocument();
    expect(screen.getByRole('status')).toHaveTextContent('Loading the API documentation');
    expect(await screen.findByText('Reference of TrustReviews API')).toBeInTheDocument();
  });

  it('says why the document could not be loaded, and Try again loads it', async () => {
    let fail = true;
    server.use(http.get('/api/openapi.json', () => (fail ? apiError(503, 'The service is starting.') : HttpResponse.json(document))));
    renderWithProviders(<ApiDocsPage />, { at: '/api' });
    expect(await screen.findByRole('alert')).toHaveTextContent('The API documentation could not be loaded: The service is starting.');
    fail = false;
    await userEvent.click(screen.getByRole('button', { name: 'Try again' }));
    expect(await screen.findByText('Reference of TrustReviews API')).toBeInTheDocument();
  });

  it('gives Redoc no answer that is not an OpenAPI 3 document', async () => {
    server.use(http.get('/api/openapi.json', () => HttpResponse.json({ swagger: '2.0', info: { title: 'Old', version: '1' }, paths: {} })));
    renderWithProviders(<ApiDocsPage />, { at: '/api' });
    expect(await screen.findByRole('alert')).toHaveTextContent('The API documentation could not be loaded. Check your connection and try again.');
    expect(screen.queryByText(/^Reference of/)).not.toBeInTheDocument();
  });
});
