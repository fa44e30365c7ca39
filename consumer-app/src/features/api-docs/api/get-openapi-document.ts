import { useQuery } from '@tanstack/react-query';
import { apiGet } from 'shared-ui';

export const OPENAPI_URL = '/api/openapi.json';

export const openApiDocumentQueryKey = [OPENAPI_URL] as const;

/**
 * The API's OpenAPI document, as the API publishes it (the renderer reads it whole). The one read
 * not made with the typed client: the document does not list its own path (GET /api/openapi.json),
 * so the schema has no type for it, and the renderer wants it as untyped JSON anyway.
 */
export function useOpenApiDocument() {
  return useQuery({ queryKey: openApiDocumentQueryKey, queryFn: () => apiGet<Record<string, unknown>>(OPENAPI_URL) });
}
