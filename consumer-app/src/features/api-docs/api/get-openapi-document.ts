import { useQuery } from '@tanstack/react-query';
import { apiGet } from 'shared-ui';
import { buildApiDocs } from '../build-api-docs';
import type { OpenApiDocument } from '../openapi';

export const OPENAPI_URL = '/api/openapi.json';

export function getOpenApiDocument(): Promise<OpenApiDocument> {
  return apiGet<OpenApiDocument>(OPENAPI_URL);
}

export const openApiDocumentQueryKey = [OPENAPI_URL] as const;

/** The API's OpenAPI document, already turned into the documentation's view model. */
export function useApiDocs() {
  return useQuery({ queryKey: openApiDocumentQueryKey, queryFn: getOpenApiDocument, select: buildApiDocs });
}
