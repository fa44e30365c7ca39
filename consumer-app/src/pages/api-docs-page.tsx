// /api: the API's documentation, rendered from its own OpenAPI document.
import Box from '@mui/material/Box';
import { lazy, Suspense } from 'react';
import { ApiError, LoadingState, QueryState, usePageTitle } from 'shared-ui';
import { useOpenApiDocument } from '../features/api-docs/api/get-openapi-document';
import { ContentPage } from '../features/content';

// Redoc is the page's weight: in chunks of its own, asked for as soon as this page's code runs, so
// it loads in parallel with the document (asked again if that first load failed).
const loadReference = () => import('../features/api-docs/components/api-reference');
const firstLoad = loadReference();
const ApiReference = lazy(() => firstLoad.catch(loadReference));

export default function ApiDocsPage() {
  usePageTitle('API documentation');
  const document = useOpenApiDocument();
  return (
    <ContentPage
      wide
      title="API documentation"
      lead="The API behind TrustReviews: companies, reviews, votes and accounts, as JSON. This page is generated from the API's own OpenAPI document, so it always matches what the API does."
    >
      <QueryState
        query={document}
        loadingLabel="Loading the API documentation…"
        errorMessage={(error) =>
          `The API documentation could not be loaded${
            error instanceof ApiError && error.userMessage && error.userMessage.length < 200 ? `: ${error.userMessage}` : '. Check your connection and try again.'
          }`
        }
      >
        {(spec) => (
          <Suspense fallback={<LoadingState label="Loading the API documentation…" />}>
            <Box sx={{ mx: { xs: -2, sm: -3 } }}>
              <ApiReference spec={spec} />
            </Box>
          </Suspense>
        )}
      </QueryState>
    </ContentPage>
  );
}
