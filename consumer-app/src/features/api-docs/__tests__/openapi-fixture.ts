// A small OpenAPI document exercising what the documentation page handles: tags, path-level
// parameters, $ref and allOf bodies, nullable and enum fields, headers, cookie auth, errors.
import type { OpenApiDocument } from '../openapi';

const error = { $ref: '#/components/schemas/Problem' };

export const fixture: OpenApiDocument = {
  openapi: '3.0.0',
  info: { title: 'Pet Shop API', version: '2.1', description: 'Pets and their owners.' },
  tags: [{ name: 'pets', description: 'Everything about pets' }],
  paths: {
    '/api/owners': {
      get: {
        summary: 'List owners',
        tags: ['owners'],
        responses: {
          '200': {
            description: '',
            headers: { 'X-Total-Count': { description: 'All matches', schema: { type: 'integer' } } },
            content: { 'application/json': { schema: { type: 'array', items: { $ref: '#/components/schemas/Owner' } } } },
          },
        },
      },
    },
    '/api/pets/{id}': {
      parameters: [{ name: 'id', in: 'path', required: true, schema: { type: 'string', format: 'uuid' } }],
      put: {
        summary: 'Change a pet',
        tags: ['pets'],
        security: [{ session: [] }],
        parameters: [{ name: 'notify', in: 'query', description: 'Mail the owner', schema: { type: 'boolean', default: false } }],
        requestBody: { required: true, content: { 'application/json': { schema: { $ref: '#/components/schemas/PetInput' } } } },
        responses: {
          '404': { description: '', content: { 'application/json': { schema: error } } },
          '200': { description: 'The changed pet', content: { 'application/json': { schema: { $ref: '#/components/schemas/Pet' } } } },
          '400': { description: 'Invalid field', content: { 'application/json': { schema: error } } },
        },
      },
      delete: {
        tags: ['pets'],
        security: [{ session: [] }],
        responses: { '204': { description: '' }, '401': { description: '', content: { 'application/json': { schema: error } } } },
      },
    },
  },
  components: {
    securitySchemes: { session: { type: 'apiKey', in: 'cookie', name: 'sid' } },
    schemas: {
      Problem: {
        type: 'object',
        required: ['statusCode', 'message'],
        properties: { statusCode: { type: 'number', example: 400 }, message: { type: 'string', example: 'Name is required.' } },
      },
      Species: { type: 'string', enum: ['cat', 'dog'] },
      Owner: { type: 'object', properties: { id: { type: 'string', format: 'uuid' }, name: { type: 'string' } }, required: ['id', 'name'] },
      Pet: {
        type: 'object',
        description: 'A pet in the shop',
        required: ['id', 'name', 'owner'],
        properties: {
          id: { type: 'string', format: 'uuid' },
          name: { type: 'string', minLength: 1, maxLength: 60, example: 'Rex' },
          owner: { description: 'Who owns it', allOf: [{ $ref: '#/components/schemas/Owner' }] },
          species: { $ref: '#/components/schemas/Species' },
          nickname: { type: 'string', nullable: true },
          tags: { type: 'array', items: { type: 'string', enum: ['friendly', 'shy'] }, maxItems: 5 },
          weight: { type: ['number', 'null'], minimum: 0, maximum: 120 },
        },
      },
      PetInput: {
        allOf: [
          { $ref: '#/components/schemas/PetName' },
          { type: 'object', properties: { age: { type: 'integer', minimum: 0 } }, required: ['age'] },
        ],
      },
      PetName: { type: 'object', properties: { name: { type: 'string', maxLength: 60, example: 'Rex' } }, required: ['name'] },
    },
  },
};
