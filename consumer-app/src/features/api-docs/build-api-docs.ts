// Turns an OpenAPI 3 document into what the /api page shows: endpoints grouped by tag, with
// parameters, request body fields ($ref resolved into components.schemas), responses, the auth
// schemes and the error shape. Pure, so it is tested on its own and against the real document.
import {
  HTTP_METHODS,
  type OpenApiDocument,
  type OpenApiOperation,
  type OpenApiParameter,
  type OpenApiReference,
  type OpenApiSchema,
  type OpenApiSecurityScheme,
  type SecurityRequirement,
} from './openapi';

/** A type as shown: its text, and the schema to link to when it names one. */
export interface TypeRef {
  text: string;
  schema?: string;
}

export interface FieldView {
  name: string;
  type: TypeRef;
  required: boolean;
  nullable: boolean;
  description?: string;
  /** Readable rules: "1–100 characters", "1 to 5", "default 50". */
  constraints: string[];
  /** Allowed values, when the field is an enumeration. */
  values?: string[];
  example?: string;
  deprecated: boolean;
}

export interface ParameterView extends FieldView {
  location: OpenApiParameter['in'];
}

export interface BodyView {
  contentType: string;
  required: boolean;
  description?: string;
  type: TypeRef;
  fields: FieldView[];
  /** A JSON example assembled from the schema's examples. */
  example?: string;
}

export type ResponseKind = 'success' | 'redirect' | 'client-error' | 'server-error' | 'other';

export interface ResponseView {
  status: string;
  reason: string;
  description?: string;
  kind: ResponseKind;
  contentType?: string;
  type?: TypeRef;
  headers: FieldView[];
}

export interface AuthRequirement {
  scheme: string;
  label: string;
}

export interface EndpointView {
  id: string;
  method: string;
  path: string;
  summary: string;
  description?: string;
  deprecated: boolean;
  tag: string;
  /** What the call needs to be authorised; empty for public calls. */
  auth: AuthRequirement[];
  parameters: ParameterView[];
  requestBody?: BodyView;
  responses: ResponseView[];
}

export interface TagView {
  name: string;
  id: string;
  title: string;
  description?: string;
  endpoints: EndpointView[];
}

export interface SchemaView {
  name: string;
  id: string;
  description?: string;
  type: TypeRef;
  fields: FieldView[];
  /** Allowed values, when the schema is an enumeration. */
  values?: string[];
  example?: string;
}

export interface AuthSchemeView {
  key: string;
  label: string;
  type: string;
  location?: string;
  parameterName?: string;
  description?: string;
  endpointCount: number;
}

export interface ApiDocs {
  title: string;
  version?: string;
  description?: string;
  servers: string[];
  authSchemes: AuthSchemeView[];
  /** The schema most error responses use, with an example body. */
  errorSchema?: SchemaView;
  tags: TagView[];
  schemas: SchemaView[];
  endpointCount: number;
}

type SchemaOrRef = OpenApiSchema | OpenApiReference;

const REASONS: Record<string, string> = {
  '200': 'OK',
  '201': 'Created',
  '202': 'Accepted',
  '204': 'No Content',
  '301': 'Moved Permanently',
  '302': 'Found',
  '303': 'See Other',
  '304': 'Not Modified',
  '307': 'Temporary Redirect',
  '308': 'Permanent Redirect',
  '400': 'Bad Request',
  '401': 'Unauthorized',
  '403': 'Forbidden',
  '404': 'Not Found',
  '405': 'Method Not Allowed',
  '409': 'Conflict',
  '410': 'Gone',
  '413': 'Payload Too Large',
  '415': 'Unsupported Media Type',
  '422': 'Unprocessable Entity',
  '429': 'Too Many Requests',
  '500': 'Internal Server Error',
  '502': 'Bad Gateway',
  '503': 'Service Unavailable',
  '504': 'Gateway Timeout',
  default: 'Any other status',
};

const PARAMETER_ORDER: Record<OpenApiParameter['in'], number> = { path: 0, query: 1, header: 2, cookie: 3 };
const MAX_DEPTH = 6;

export function isReference(value: unknown): value is OpenApiReference {
  return typeof value === 'object' && value !== null && typeof (value as OpenApiReference).$ref === 'string';
}

/** "#/components/schemas/CompanyResponse" → "CompanyResponse"; undefined for other pointers. */
export function schemaNameOf(ref: string): string | undefined {
  const match = /^#\/components\/schemas\/(.+)$/.exec(ref);
  return match ? decodePointerPart(match[1]) : undefined;
}

function decodePointerPart(part: string): string {
  return part.replace(/~1/g, '/').replace(/~0/g, '~');
}

/** Follows a local JSON pointer ("#/components/..."); undefined when it leads nowhere. */
export function resolvePointer(doc: OpenApiDocument, ref: string): unknown {
  if (!ref.startsWith('#/')) return undefined;
  let node: unknown = doc;
  for (const part of ref.slice(2).split('/').map(decodePointerPart)) {
    if (typeof node !== 'object' || node === null || !Object.prototype.hasOwnProperty.call(node, part)) return undefined;
    node = (node as Record<string, unknown>)[part];
  }
  return node;
}

/** Follows references until a real object is reached (at most a few hops, so cycles end). */
function deref<T extends object>(doc: OpenApiDocument, value: T | OpenApiReference | undefined): T | undefined {
  let current: unknown = value;
  for (let hops = 0; hops < 10 && isReference(current); hops++) current = resolvePointer(doc, current.$ref);
  return isReference(current) || typeof current !== 'object' || current === null ? undefined : (current as T);
}

function primaryType(schema: OpenApiSchema): { type?: string; nullable: boolean } {
  if (Array.isArray(schema.type)) {
    const types = schema.type.filter((t) => t !== 'null');
    return { type: types.length === 1 ? types[0] : types.join(' or ') || undefined, nullable: schema.type.includes('null') };
  }
  return { type: schema.type, nullable: schema.nullable === true };
}

export function describeType(doc: OpenApiDocument, value: SchemaOrRef | undefined, depth = 0): TypeRef {
  if (!value) return { text: 'any' };
  if (isReference(value)) {
    const name = schemaNameOf(value.$ref);
    if (name) return { text: name, schema: name };
    return depth < MAX_DEPTH ? describeType(doc, deref<OpenApiSchema>(doc, value), depth + 1) : { text: 'any' };
  }
  const schema = value;
  const variants = schema.allOf ?? schema.oneOf ?? schema.anyOf;
  if (variants?.length && depth < MAX_DEPTH) {
    if (variants.length === 1) return describeType(doc, variants[0], depth + 1);
    const parts = variants.map((v) => describeType(doc, v, depth + 1));
    const joiner = schema.allOf ? ' and ' : ' or ';
    const linked = parts.filter((p) => p.schema);
    return { text: parts.map((p) => p.text).join(joiner), schema: linked.length === 1 ? linked[0].schema : undefined };
  }
  const { type } = primaryType(schema);
  if (type === 'array') {
    const inner = describeType(doc, schema.items, depth + 1);
    return { text: `array of ${inner.text}`, schema: inner.schema };
  }
  if (type === 'object' || (!type && schema.properties)) {
    if (!schema.properties && schema.additionalProperties && typeof schema.additionalProperties === 'object') {
      const inner = describeType(doc, schema.additionalProperties, depth + 1);
      return { text: `map of ${inner.text}`, schema: inner.schema };
    }
    return { text: 'object' };
  }
  if (!type) return { text: 'any' };
  return { text: schema.format ? `${type} (${schema.format})` : type };
}

function formatValue(value: unknown): string {
  return typeof value === 'string' ? value : JSON.stringify(value);
}

const numberFormat = new Intl.NumberFormat('en-US', { maximumFractionDigits: 20 });

function numberRule(low: number | undefined, high: number | undefined, unit = ''): string | undefined {
  const suffix = unit ? ` ${unit}` : '';
  const [min, max] = [low, high].map((n) => (n === undefined ? undefined : numberFormat.format(n)));
  if (min !== undefined && max !== undefined) return min === max ? `exactly ${min}${suffix}` : unit ? `${min}–${max}${suffix}` : `${min} to ${max}`;
  if (min !== undefined) return `at least ${min}${suffix}`;
  if (max !== undefined) return `at most ${max}${suffix}`;
  return undefined;
}

/** The readable rules of a schema (not of what it references: those show in the linked schema). */
export function describeConstraints(schema: OpenApiSchema): string[] {
  const rules: string[] = [];
  const length = numberRule(schema.minLength, schema.maxLength, 'characters');
  if (length) rules.push(length);
  const minimum = typeof schema.exclusiveMinimum === 'number' ? undefined : schema.minimum;
  const maximum = typeof schema.exclusiveMaximum === 'number' ? undefined : schema.maximum;
  const range = numberRule(minimum, maximum);
  if (range) rules.push(range);
  if (typeof schema.exclusiveMinimum === 'number') rules.push(`greater than ${schema.exclusiveMinimum}`);
  if (typeof schema.exclusiveMaximum === 'number') rules.push(`less than ${schema.exclusiveMaximum}`);
  const items = numberRule(schema.minItems, schema.maxItems, 'items');
  if (items) rules.push(items);
  if (schema.pattern) rules.push(`matches ${schema.pattern}`);
  if (schema.default !== undefined) rules.push(`default ${formatValue(schema.default)}`);
  if (schema.readOnly) rules.push('read-only');
  return rules;
}

/** Merges allOf parts into one object schema, following references. */
function flattenObject(doc: OpenApiDocument, value: SchemaOrRef | undefined, depth = 0): OpenApiSchema | undefined {
  const schema = deref<OpenApiSchema>(doc, value);
  if (!schema || depth > MAX_DEPTH) return schema;
  if (!schema.allOf?.length) return schema;
  const merged: OpenApiSchema = { ...schema, allOf: undefined, properties: { ...schema.properties }, required: [...(schema.required ?? [])] };
  for (const part of schema.allOf) {
    const flat = flattenObject(doc, part, depth + 1);
    if (!flat) continue;
    Object.assign(merged.properties!, flat.properties);
    merged.required!.push(...(flat.required ?? []));
    merged.description ??= flat.description;
    merged.type ??= flat.type;
  }
  return merged;
}

/** The allowed values of an enumeration, or of the items of an array of one. */
function valuesOf(doc: OpenApiDocument, schema: OpenApiSchema | undefined): string[] | undefined {
  if (!schema) return undefined;
  if (schema.enum) return schema.enum.map(formatValue);
  if (primaryType(schema).type === 'array') return deref<OpenApiSchema>(doc, schema.items)?.enum?.map(formatValue);
  return undefined;
}

function fieldOf(doc: OpenApiDocument, name: string, value: SchemaOrRef, required: boolean): FieldView {
  // A referenced schema is described where it is defined (the type links to it); what sits on
  // the property itself (description, rules, nullable next to an allOf) is described here.
  const own = isReference(value) ? undefined : value;
  return {
    name,
    type: describeType(doc, value),
    required,
    nullable: own ? primaryType(own).nullable : false,
    description: own?.description?.trim() || undefined,
    constraints: own ? describeConstraints(own) : [],
    values: valuesOf(doc, own),
    example: own?.example !== undefined ? formatValue(own.example) : undefined,
    deprecated: own?.deprecated === true,
  };
}

/** The fields of an object schema (or of the items of an array of objects). */
export function fieldsOf(doc: OpenApiDocument, value: SchemaOrRef | undefined): FieldView[] {
  let schema = flattenObject(doc, value);
  if (schema && primaryType(schema).type === 'array') schema = flattenObject(doc, schema.items);
  if (!schema?.properties) return [];
  const required = new Set(schema.required ?? []);
  return Object.entries(schema.properties).map(([name, prop]) => fieldOf(doc, name, prop, required.has(name)));
}

/** An example value assembled from examples, defaults and enums, for showing a JSON body. */
export function exampleOf(doc: OpenApiDocument, value: SchemaOrRef | undefined, depth = 0): unknown {
  if (!value || depth > MAX_DEPTH) return null;
  const own = isReference(value) ? undefined : value;
  if (own?.example !== undefined) return own.example;
  const schema = flattenObject(doc, value, depth);
  if (!schema) return null;
  if (schema.example !== undefined) return schema.example;
  if (schema.default !== undefined) return schema.default;
  if (schema.enum?.length) return schema.enum[0];
  const variants = schema.oneOf ?? schema.anyOf;
  if (variants?.length) return exampleOf(doc, variants[0], depth + 1);
  const { type } = primaryType(schema);
  if (type === 'array') return [exampleOf(doc, schema.items, depth + 1)];
  if (type === 'object' || schema.properties) {
    return Object.fromEntries(Object.entries(schema.properties ?? {}).map(([k, v]) => [k, exampleOf(doc, v, depth + 1)]));
  }
  switch (type) {
    case 'string':
      return schema.format === 'date-time' ? '2025-11-24T09:30:00.000Z' : schema.format === 'uuid' ? '3f2b8c1e-5a4d-4c1b-9e7f-2d6a8b0c4e51' : 'string';
    case 'integer':
    case 'number':
      return schema.minimum ?? 0;
    case 'boolean':
      return true;
    default:
      return null;
  }
}

export function slugify(text: string): string {
  return text
    .toLowerCase()
    .replace(/[^a-z0-9]+/g, '-')
    .replace(/^-+|-+$/g, '');
}

function titleOf(tag: string): string {
  return tag.charAt(0).toUpperCase() + tag.slice(1);
}

function authLabel(key: string, scheme: OpenApiSecurityScheme | undefined): string {
  if (!scheme) return key;
  if (scheme.type === 'apiKey' && scheme.name) return `${scheme.name} ${scheme.in === 'cookie' ? 'cookie' : scheme.in === 'header' ? 'header' : 'parameter'}`;
  if (scheme.type === 'http' && scheme.scheme) return `${titleOf(scheme.scheme)} authentication`;
  return key;
}

function parametersOf(doc: OpenApiDocument, shared: OpenApiPathItemParameters, op: OpenApiOperation): ParameterView[] {
  const byKey = new Map<string, OpenApiParameter>();
  for (const p of [...(shared ?? []), ...(op.parameters ?? [])]) {
    const param = deref<OpenApiParameter>(doc, p);
    if (param) byKey.set(`${param.in}:${param.name}`, param);
  }
  return [...byKey.values()]
    .map((param, index) => ({ param, index }))
    .sort((a, b) => PARAMETER_ORDER[a.param.in] - PARAMETER_ORDER[b.param.in] || a.index - b.index)
    .map(({ param }) => {
      const field = fieldOf(doc, param.name, param.schema ?? {}, param.in === 'path' || param.required === true);
      return {
        ...field,
        location: param.in,
        description: param.description?.trim() || field.description,
        example: param.example !== undefined ? formatValue(param.example) : field.example,
        deprecated: param.deprecated === true || field.deprecated,
      };
    });
}

type OpenApiPathItemParameters = (OpenApiParameter | OpenApiReference)[] | undefined;

function preferredContent<T>(content: Record<string, T> | undefined): [string, T] | undefined {
  if (!content) return undefined;
  const entries = Object.entries(content);
  return entries.find(([type]) => type === 'application/json') ?? entries.find(([type]) => type.endsWith('+json')) ?? entries[0];
}

function bodyOf(doc: OpenApiDocument, op: OpenApiOperation): BodyView | undefined {
  const body = deref(doc, op.requestBody);
  const content = preferredContent(body?.content);
  if (!body || !content) return undefined;
  const [contentType, media] = content;
  const isJson = contentType.includes('json');
  const example = media.example ?? (isJson ? exampleOf(doc, media.schema) : undefined);
  return {
    contentType,
    required: body.required === true,
    description: body.description?.trim() || undefined,
    type: describeType(doc, media.schema),
    fields: fieldsOf(doc, media.schema),
    example: example !== undefined && example !== null ? JSON.stringify(example, null, 2) : undefined,
  };
}

function kindOf(status: string): ResponseKind {
  switch (status.charAt(0)) {
    case '2':
      return 'success';
    case '3':
      return 'redirect';
    case '4':
      return 'client-error';
    case '5':
      return 'server-error';
    default:
      return 'other';
  }
}

function responsesOf(doc: OpenApiDocument, op: OpenApiOperation): ResponseView[] {
  return Object.entries(op.responses ?? {})
    .map(([status, value]): ResponseView => {
      const response = deref(doc, value) ?? {};
      const content = preferredContent(response.content);
      return {
        status,
        reason: REASONS[status] ?? REASONS[`${status.charAt(0)}00`] ?? '',
        description: response.description?.trim() || undefined,
        kind: kindOf(status),
        contentType: content?.[0],
        type: content?.[1].schema ? describeType(doc, content[1].schema) : undefined,
        headers: Object.entries(response.headers ?? {}).map(([name, h]) => {
          const header = deref(doc, h) ?? {};
          return { ...fieldOf(doc, name, header.schema ?? {}, false), description: header.description?.trim() || undefined };
        }),
      };
    })
    .sort((a, b) => (a.status === 'default' ? 1 : b.status === 'default' ? -1 : a.status.localeCompare(b.status)));
}

function authOf(doc: OpenApiDocument, requirements: SecurityRequirement[] | undefined): AuthRequirement[] {
  const schemes = doc.components?.securitySchemes ?? {};
  const keys = new Set((requirements ?? []).flatMap((r) => Object.keys(r)));
  return [...keys].map((key) => ({ scheme: key, label: authLabel(key, deref(doc, schemes[key])) }));
}

function schemaViewOf(doc: OpenApiDocument, name: string, value: SchemaOrRef): SchemaView {
  const flat = flattenObject(doc, value);
  const example = exampleOf(doc, value);
  return {
    name,
    id: `schema-${slugify(name)}`,
    description: flat?.description?.trim() || undefined,
    type: flat?.properties ? { text: 'object' } : describeType(doc, flat),
    fields: fieldsOf(doc, value),
    values: valuesOf(doc, flat),
    example: example !== null && typeof example === 'object' ? JSON.stringify(example, null, 2) : undefined,
  };
}

export function buildApiDocs(doc: OpenApiDocument): ApiDocs {
  const tagOrder = new Map<string, TagView>();
  for (const t of doc.tags ?? []) {
    tagOrder.set(t.name, { name: t.name, id: `tag-${slugify(t.name)}`, title: titleOf(t.name), description: t.description?.trim() || undefined, endpoints: [] });
  }
  const errorRefs = new Map<string, number>();
  const schemeUse = new Map<string, number>();
  let endpointCount = 0;

  for (const [path, item] of Object.entries(doc.paths ?? {})) {
    for (const method of HTTP_METHODS) {
      const op = item[method];
      if (!op) continue;
      endpointCount++;
      const tagName = op.tags?.[0] ?? 'other';
      if (!tagOrder.has(tagName)) tagOrder.set(tagName, { name: tagName, id: `tag-${slugify(tagName)}`, title: titleOf(tagName), endpoints: [] });
      const auth = authOf(doc, op.security ?? doc.security);
      for (const a of auth) schemeUse.set(a.scheme, (schemeUse.get(a.scheme) ?? 0) + 1);
      const responses = responsesOf(doc, op);
      for (const r of responses) {
        if ((r.kind === 'client-error' || r.kind === 'server-error') && r.type?.schema) {
          errorRefs.set(r.type.schema, (errorRefs.get(r.type.schema) ?? 0) + 1);
        }
      }
      tagOrder.get(tagName)!.endpoints.push({
        id: slugify(`${method} ${path}`),
        method: method.toUpperCase(),
        path,
        summary: op.summary?.trim() || `${method.toUpperCase()} ${path}`,
        description: op.description?.trim() || undefined,
        deprecated: op.deprecated === true,
        tag: tagName,
        auth,
        parameters: parametersOf(doc, item.parameters, op),
        requestBody: bodyOf(doc, op),
        responses,
      });
    }
  }

  const schemas = Object.entries(doc.components?.schemas ?? {}).map(([name, value]) => schemaViewOf(doc, name, value));
  const errorName = [...errorRefs.entries()].sort((a, b) => b[1] - a[1])[0]?.[0];

  return {
    title: doc.info?.title?.trim() || 'API',
    version: doc.info?.version?.trim() || undefined,
    description: doc.info?.description?.trim() || undefined,
    servers: (doc.servers ?? []).map((s) => s.url),
    authSchemes: Object.entries(doc.components?.securitySchemes ?? {}).map(([key, value]) => {
      const scheme = deref(doc, value);
      return {
        key,
        label: authLabel(key, scheme),
        type: scheme?.type ?? 'unknown',
        location: scheme?.in,
        parameterName: scheme?.name,
        description: scheme?.description?.trim() || undefined,
        endpointCount: schemeUse.get(key) ?? 0,
      };
    }),
    errorSchema: errorName ? schemas.find((s) => s.name === errorName) : undefined,
    tags: [...tagOrder.values()].filter((t) => t.endpoints.length),
    schemas,
    endpointCount,
  };
}
