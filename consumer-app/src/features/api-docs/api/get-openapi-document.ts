import { useQuery } from '@tanstack/react-query';
import type { AppStore } from 'redoc';
// The document does not list its own path, so the typed client has no entry for it.
// eslint-disable-next-line no-restricted-imports
import { apiGet } from 'shared-ui';

export const OPENAPI_URL = '/api/openapi.json';

export const openApiDocumentQueryKey = [OPENAPI_URL] as const;

/**
 * An OpenAPI document as Redoc, which renders it, types it (its OpenAPISpec, the spec its public
 * AppStore is built from). No openapi-types package is installed; Redoc is what reads it.
 */
export type OpenApiDocument = ConstructorParameters<typeof AppStore>[0];

const isObject = (value: unknown): value is Record<string, unknown> => typeof value === 'object' && value !== null && !Array.isArray(value);

/** Whether an answer has what Redoc needs of an OpenAPI 3 document: its version, a titled and versioned info, and paths. */
export function isOpenApiDocument(value: unknown): value is OpenApiDocument {
  return (
    isObject(value) &&
    typeof value.openapi === 'string' &&
    value.openapi.startsWith('3.') &&
    isObject(value.info) &&
    typeof value.info.title === 'string' &&
    typeof value.info.version === 'string' &&
    isObject(value.paths)
  );
}

/**
 * The API's OpenAPI document, as the API publishes it (the renderer reads it whole). The one read
 * not made with the typed client: the document does not list its own path (GET /api/openapi.json),
 * so the generated schema has no type for it. It is read as unknown JSON, with the platform's error
 * behaviour ("status: body"), and its shape is checked rather than assumed.
 */
export async function getOpenApiDocument(): Promise<OpenApiDocument> {
  const answer: unknown = await apiGet(OPENAPI_URL);
  if (!isOpenApiDocument(answer)) throw new Error(`${OPENAPI_URL} did not answer an OpenAPI 3 document.`);
  return answer;
}

export function useOpenApiDocument() {
  return useQuery({ queryKey: openApiDocumentQueryKey, queryFn: getOpenApiDocument });
}
