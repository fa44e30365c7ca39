// The typed client keeps the platform's error behaviour ("status: body"), sends JSON bodies with
// the session cookie, and reads paged totals and empty answers.
import { server, http, HttpResponse } from 'shared-ui/test-support';
import { ApiError } from 'shared-ui/contract';
import { answer, answerOrNull, answerPage, api } from '../client';

describe('the typed API client', () => {
  it('answers the parsed body of a GET with its path and query parameters', async () => {
    let seen = '';
    server.use(
      http.get('/api/companies/:id', ({ request, params }) => {
        seen = `${String(params.id)} ${new URL(request.url).search}`;
        return HttpResponse.json({ id: params.id, name: 'Acme' });
      }),
    );
    const company = await answer(api.GET('/api/companies/{id}', { params: { path: { id: 'c 1' }, query: { rating: 5 } } }));
    expect(company).toMatchObject({ id: 'c 1', name: 'Acme' });
    expect(seen).toBe('c 1 ?rating=5');
  });

  it('sends a JSON body and answers undefined for an empty answer', async () => {
    let body: unknown;
    let type: string | null = null;
    server.use(
      http.post('/api/auth/logout', async ({ request }) => {
        type = request.headers.get('content-type');
        body = await request.text();
        return new HttpResponse(null, { status: 204 });
      }),
      http.post('/api/auth/login', async ({ request }) => {
        body = await request.json();
        type = request.headers.get('content-type');
        return HttpResponse.json({ user: { id: 'u1' } });
      }),
    );
    await expect(answer(api.POST('/api/auth/logout'))).resolves.toBeUndefined();
    expect(body).toBe('');
    await answer(api.POST('/api/auth/login', { body: { email: 'a@example.com', password: 'secret-password' } }));
    expect(body).toEqual({ email: 'a@example.com', password: 'secret-password' });
    expect(type).toMatch(/^application\/json/);
  });

  it('throws "status: body" for any non-OK answer, the status text for an empty one', async () => {
    const text = '{"statusCode":409,"error":"Conflict","message":"You have already reviewed this company"}';
    server.use(
      http.post('/api/reviews', () => new HttpResponse(text, { status: 409, headers: { 'Content-Type': 'application/json' } })),
      http.get('/api/stats', () => new HttpResponse(null, { status: 503, statusText: 'Service Unavailable' })),
    );
    const failed = answer(api.POST('/api/reviews', { body: { companyId: 'c1', rating: 5, title: 'Great', content: 'Fast and friendly service.' } }));
    await expect(failed).rejects.toThrow(new ApiError(409, text, 'Conflict'));
    await expect(failed).rejects.toMatchObject({ message: `409: ${text}`, userMessage: 'You have already reviewed this company' });
    await expect(answer(api.GET('/api/stats'))).rejects.toMatchObject({ message: '503: Service Unavailable' });
  });

  it('reads the total of a paged list from X-Total-Count', async () => {
    server.use(http.get('/api/companies', () => HttpResponse.json([{ id: 'a' }, { id: 'b' }], { headers: { 'X-Total-Count': '42' } })));
    const page = await answerPage(api.GET('/api/companies', { params: { query: { limit: 2 } } }));
    expect(page.total).toBe(42);
    expect(page.items).toHaveLength(2);
  });

  it('answers null for the statuses asked, and throws for others', async () => {
    server.use(http.get('/api/auth/user', () => HttpResponse.json({ message: 'Not signed in' }, { status: 401 })));
    await expect(answerOrNull(api.GET('/api/auth/user'))).resolves.toBeNull();
    server.use(http.get('/api/auth/user', () => HttpResponse.json({ message: 'down' }, { status: 500 })));
    await expect(answerOrNull(api.GET('/api/auth/user'))).rejects.toMatchObject({ status: 500 });
  });
});

// Compile-time: the answer is the schema's type, and a wrong path or parameter does not compile.
export async function typedAnswers() {
  const company = await answer(api.GET('/api/companies/{id}', { params: { path: { id: 'x' } } }));
  const name: string = company.name;
  // @ts-expect-error: not a path of the API
  await answer(api.GET('/api/no-such-path'));
  // @ts-expect-error: rating is a number
  await answer(api.GET('/api/companies/{id}', { params: { path: { id: 'x' }, query: { rating: 'five' } } }));
  return name;
}
