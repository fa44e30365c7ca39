import realDocument from '../../../../../api/openapi.json';
import { buildApiDocs, describeConstraints, describeType, exampleOf, fieldsOf, resolvePointer, schemaNameOf } from '../build-api-docs';
import { filterApiDocs } from '../filter-api-docs';
import type { OpenApiDocument } from '../openapi';
import { fixture } from './openapi-fixture';

describe('buildApiDocs on a small fixture', () => {
  const docs = buildApiDocs(fixture);

  it('reads the introduction and counts the endpoints', () => {
    expect(docs).toMatchObject({ title: 'Pet Shop API', version: '2.1', description: 'Pets and their owners.', endpointCount: 3, servers: [] });
  });

  it('groups endpoints by tag: declared tags first, then in order of appearance, with anchors', () => {
    expect(docs.tags.map((t) => [t.id, t.title, t.endpoints.map((e) => `${e.method} ${e.path}`)])).toEqual([
      ['tag-pets', 'Pets', ['PUT /api/pets/{id}', 'DELETE /api/pets/{id}']],
      ['tag-owners', 'Owners', ['GET /api/owners']],
    ]);
    expect(docs.tags[0].description).toBe('Everything about pets');
    expect(docs.tags[0].endpoints[0].id).toBe('put-api-pets-id');
  });

  it('falls back to method and path when an endpoint has no summary', () => {
    expect(docs.tags[0].endpoints[1].summary).toBe('DELETE /api/pets/{id}');
  });

  it('merges path-level and operation parameters, path parameters first', () => {
    const [id, notify] = docs.tags[0].endpoints[0].parameters;
    expect(id).toMatchObject({ name: 'id', location: 'path', required: true, type: { text: 'string (uuid)' } });
    expect(notify).toMatchObject({ name: 'notify', location: 'query', required: false, description: 'Mail the owner', constraints: ['default false'] });
  });

  it('resolves the request body through $ref and allOf into its fields', () => {
    const body = docs.tags[0].endpoints[0].requestBody!;
    expect(body).toMatchObject({ contentType: 'application/json', required: true, type: { text: 'PetInput', schema: 'PetInput' } });
    expect(body.fields.map((f) => [f.name, f.type.text, f.required, f.constraints])).toEqual([
      ['name', 'string', true, ['at most 60 characters']],
      ['age', 'integer', true, ['at least 0']],
    ]);
    expect(JSON.parse(body.example!)).toEqual({ name: 'Rex', age: 0 });
  });

  it('lists responses in status order with reason phrases, descriptions, body types and headers', () => {
    const put = docs.tags[0].endpoints[0];
    expect(put.responses.map((r) => [r.status, r.reason, r.kind, r.description, r.type?.text])).toEqual([
      ['200', 'OK', 'success', 'The changed pet', 'Pet'],
      ['400', 'Bad Request', 'client-error', 'Invalid field', 'Problem'],
      ['404', 'Not Found', 'client-error', undefined, 'Problem'],
    ]);
    const list = docs.tags[1].endpoints[0].responses[0];
    expect(list.type).toEqual({ text: 'array of Owner', schema: 'Owner' });
    expect(list.headers).toEqual([expect.objectContaining({ name: 'X-Total-Count', description: 'All matches', type: { text: 'integer' } })]);
    expect(docs.tags[0].endpoints[1].responses[0]).toMatchObject({ status: '204', reason: 'No Content', type: undefined });
  });

  it('names what an endpoint needs to be authorised, and counts the uses of each scheme', () => {
    expect(docs.tags[0].endpoints[0].auth).toEqual([{ scheme: 'session', label: 'sid cookie' }]);
    expect(docs.tags[1].endpoints[0].auth).toEqual([]);
    expect(docs.authSchemes).toEqual([
      { key: 'session', label: 'sid cookie', type: 'apiKey', location: 'cookie', parameterName: 'sid', description: undefined, endpointCount: 2 },
    ]);
  });

  it('finds the error shape as the schema most error responses use, with an example', () => {
    expect(docs.errorSchema?.name).toBe('Problem');
    expect(JSON.parse(docs.errorSchema!.example!)).toEqual({ statusCode: 400, message: 'Name is required.' });
  });

  it('describes schema fields: linked types, descriptions next to references, nullability, enums and rules', () => {
    const pet = docs.schemas.find((s) => s.name === 'Pet')!;
    expect(pet).toMatchObject({ id: 'schema-pet', description: 'A pet in the shop' });
    const byName = Object.fromEntries(pet.fields.map((f) => [f.name, f]));
    expect(byName.owner).toMatchObject({ type: { text: 'Owner', schema: 'Owner' }, description: 'Who owns it', required: true });
    expect(byName.species).toMatchObject({ type: { text: 'Species', schema: 'Species' }, required: false });
    expect(byName.name).toMatchObject({ constraints: ['1–60 characters'], example: 'Rex' });
    expect(byName.nickname).toMatchObject({ nullable: true, type: { text: 'string' } });
    expect(byName.tags).toMatchObject({ type: { text: 'array of string' }, values: ['friendly', 'shy'], constraints: ['at most 5 items'] });
    expect(byName.weight).toMatchObject({ nullable: true, type: { text: 'number' }, constraints: ['0 to 120'] });
    expect(docs.schemas.find((s) => s.name === 'Species')).toMatchObject({ type: { text: 'string' }, values: ['cat', 'dog'], fields: [] });
  });
});

describe('OpenAPI helpers', () => {
  it('resolves local pointers and schema names, escaped parts included', () => {
    expect(schemaNameOf('#/components/schemas/Pet')).toBe('Pet');
    expect(schemaNameOf('#/components/responses/NotFound')).toBeUndefined();
    expect(resolvePointer({ components: { schemas: { 'a/b': { type: 'string' } } } }, '#/components/schemas/a~1b')).toEqual({ type: 'string' });
    expect(resolvePointer(fixture, '#/components/schemas/Missing')).toBeUndefined();
    expect(resolvePointer(fixture, 'https://example.com/schema.json')).toBeUndefined();
  });

  it('survives reference cycles', () => {
    const cyclic: OpenApiDocument = {
      components: { schemas: { A: { $ref: '#/components/schemas/B' }, B: { $ref: '#/components/schemas/A' }, Node: { type: 'object', properties: { next: { $ref: '#/components/schemas/Node' } } } } },
    };
    expect(describeType(cyclic, { $ref: '#/components/schemas/A' })).toEqual({ text: 'A', schema: 'A' });
    expect(fieldsOf(cyclic, { $ref: '#/components/schemas/A' })).toEqual([]);
    expect(exampleOf(cyclic, { $ref: '#/components/schemas/Node' })).toBeTruthy();
    expect(() => buildApiDocs(cyclic)).not.toThrow();
  });

  it('writes rules as a reader says them', () => {
    expect(describeConstraints({ minLength: 8, maxLength: 128 })).toEqual(['8–128 characters']);
    expect(describeConstraints({ minimum: 1, maximum: 5 })).toEqual(['1 to 5']);
    expect(describeConstraints({ minimum: 0, maximum: 1000000 })).toEqual(['0 to 1,000,000']);
    expect(describeConstraints({ minLength: 3, maxLength: 3 })).toEqual(['exactly 3 characters']);
    expect(describeConstraints({ minimum: 0, default: 0 })).toEqual(['at least 0', 'default 0']);
    expect(describeConstraints({ exclusiveMinimum: 0, pattern: '^[a-z]+$' })).toEqual(['greater than 0', 'matches ^[a-z]+$']);
  });

  it('copes with an empty document', () => {
    expect(buildApiDocs({})).toEqual({ title: 'API', version: undefined, description: undefined, servers: [], authSchemes: [], errorSchema: undefined, tags: [], schemas: [], endpointCount: 0 });
  });
});

describe('filterApiDocs', () => {
  const docs = buildApiDocs(fixture);

  it('keeps everything for an empty query', () => {
    expect(filterApiDocs(docs, '  ')).toEqual({ tags: docs.tags, schemas: docs.schemas, endpointCount: 3 });
  });

  it('matches every word against method, path, summary, tag and field names, ignoring case', () => {
    expect(filterApiDocs(docs, 'delete').tags.flatMap((t) => t.endpoints.map((e) => e.id))).toEqual(['delete-api-pets-id']);
    expect(filterApiDocs(docs, 'OWNERS list').endpointCount).toBe(1);
    expect(filterApiDocs(docs, 'notify').tags[0].endpoints.map((e) => e.id)).toEqual(['put-api-pets-id']);
    expect(filterApiDocs(docs, 'age').endpointCount).toBe(1);
    expect(filterApiDocs(docs, 'pets cats')).toMatchObject({ tags: [], endpointCount: 0 });
  });

  it('filters schemas by name and field names', () => {
    expect(filterApiDocs(docs, 'nickname').schemas.map((s) => s.name)).toEqual(['Pet']);
  });
});

describe('buildApiDocs on the real api/openapi.json', () => {
  const doc = realDocument as unknown as OpenApiDocument;
  const docs = buildApiDocs(doc);
  const endpoint = (method: string, path: string) =>
    docs.tags.flatMap((t) => t.endpoints).find((e) => e.method === method && e.path === path);

  it('documents every operation of the document exactly once', () => {
    const operations = Object.values(doc.paths ?? {}).reduce((n, item) => n + ['get', 'post', 'put', 'patch', 'delete'].filter((m) => m in item).length, 0);
    expect(docs.endpointCount).toBe(operations);
    const ids = docs.tags.flatMap((t) => t.endpoints.map((e) => e.id));
    expect(new Set(ids).size).toBe(ids.length);
    expect(docs.tags.map((t) => t.name)).toEqual(expect.arrayContaining(['auth', 'companies', 'reviews', 'votes', 'contact']));
  });

  it('finds the cookie session and the {statusCode, error, message} error shape', () => {
    expect(docs.authSchemes.find((s) => s.key === 'consumer-session')).toMatchObject({ location: 'cookie', parameterName: 'rp_session' });
    expect(docs.authSchemes.find((s) => s.key === 'consumer-session')!.endpointCount).toBeGreaterThan(5);
    expect(docs.errorSchema?.fields.map((f) => f.name)).toEqual(['statusCode', 'error', 'message']);
  });

  it('resolves the contact form body with its rules', () => {
    const contact = endpoint('POST', '/api/contact')!;
    expect(contact.auth).toEqual([]);
    expect(contact.requestBody?.type).toEqual({ text: 'ContactDto', schema: 'ContactDto' });
    const fields = Object.fromEntries(contact.requestBody!.fields.map((f) => [f.name, f]));
    expect(Object.keys(fields)).toEqual(['name', 'email', 'topic', 'message']);
    expect(fields.message).toMatchObject({ required: true, constraints: ['10–5,000 characters'] });
    expect(fields.topic.values).toEqual(['general', 'account', 'reviews', 'business', 'press', 'privacy']);
    expect(contact.responses.map((r) => r.status)).toEqual(['202', '400', '403', '429']);
    expect(contact.responses[0].type).toEqual({ text: 'MessageResponse', schema: 'MessageResponse' });
  });

  it('shows paging parameters and the X-Total-Count header of the company list', () => {
    const list = endpoint('GET', '/api/companies')!;
    expect(list.parameters.map((p) => p.name)).toEqual(expect.arrayContaining(['offset', 'limit', 'search', 'category']));
    expect(list.parameters.find((p) => p.name === 'limit')!.constraints).toEqual(['1 to 100', 'default 50']);
    expect(list.responses[0]).toMatchObject({ status: '200', type: { text: 'array of CompanyResponse', schema: 'CompanyResponse' } });
    expect(list.responses[0].headers.map((h) => h.name)).toEqual(['X-Total-Count']);
  });

  it('marks signed-in calls and links every named type to a schema that exists', () => {
    expect(endpoint('POST', '/api/reviews')!.auth).toEqual([{ scheme: 'consumer-session', label: 'rp_session cookie' }]);
    const names = new Set(docs.schemas.map((s) => s.name));
    const linked = docs.tags.flatMap((t) =>
      t.endpoints.flatMap((e) => [e.requestBody?.type.schema, ...e.responses.map((r) => r.type?.schema), ...e.parameters.map((p) => p.type.schema)]),
    );
    for (const name of linked.filter(Boolean)) expect(names).toContain(name);
    for (const schema of docs.schemas) for (const f of schema.fields) if (f.type.schema) expect(names).toContain(f.type.schema);
  });
});
