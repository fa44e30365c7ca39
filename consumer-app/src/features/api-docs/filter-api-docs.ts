import type { ApiDocs, EndpointView, SchemaView } from './build-api-docs';

function normalise(text: string): string {
  return text.toLowerCase().replace(/\s+/g, ' ').trim();
}

function endpointText(e: EndpointView, tagTitle: string): string {
  return [
    e.method,
    e.path,
    e.summary,
    e.description,
    tagTitle,
    ...e.parameters.map((p) => p.name),
    ...(e.requestBody?.fields.map((f) => f.name) ?? []),
    e.requestBody?.type.text,
    ...e.responses.flatMap((r) => [r.status, r.type?.text]),
  ]
    .filter(Boolean)
    .join(' ');
}

function matches(text: string, words: string[]): boolean {
  const haystack = normalise(text);
  return words.every((w) => haystack.includes(w));
}

/**
 * The endpoints (and schemas) whose method, path, summary, tag, parameter, field or type names
 * contain every word of the query. An empty query keeps everything.
 */
export function filterApiDocs(docs: ApiDocs, query: string): { tags: ApiDocs['tags']; schemas: SchemaView[]; endpointCount: number } {
  const words = normalise(query).split(' ').filter(Boolean);
  if (!words.length) return { tags: docs.tags, schemas: docs.schemas, endpointCount: docs.endpointCount };
  const tags = docs.tags
    .map((tag) => ({ ...tag, endpoints: tag.endpoints.filter((e) => matches(endpointText(e, `${tag.title} ${tag.description ?? ''}`), words)) }))
    .filter((tag) => tag.endpoints.length);
  const schemas = docs.schemas.filter((s) => matches([s.name, s.description, ...s.fields.map((f) => f.name)].filter(Boolean).join(' '), words));
  return { tags, schemas, endpointCount: tags.reduce((n, t) => n + t.endpoints.length, 0) };
}
