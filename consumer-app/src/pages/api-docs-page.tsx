import { Alert, Box, Button, CircularProgress, Typography } from '@mui/material';
import { ApiError, usePageTitle } from 'shared-ui';
import { useApiDocs } from '../features/api-docs/api/get-openapi-document';
import { ApiDocsView } from '../features/api-docs/components/api-docs-view';
import { ContentPage } from '../features/content/components/content-page';

export default function ApiDocsPage() {
  usePageTitle('API documentation');
  const { data, isPending, isError, error, refetch, isFetching } = useApiDocs();
  return (
    <ContentPage
      wide
      title="API documentation"
      lead="The API behind TrustReviews: companies, reviews, votes and accounts, as JSON. This page is generated from the API's own OpenAPI document, so it always matches what the API does."
    >
      {isPending ? (
        <Box role="status" sx={{ display: 'flex', alignItems: 'center', gap: 2, py: 6, justifyContent: 'center' }}>
          <CircularProgress size={28} aria-hidden />
          <Typography>Loading the API documentation…</Typography>
        </Box>
      ) : isError ? (
        <Alert
          severity="error"
          action={
            <Button color="inherit" size="small" onClick={() => void refetch()} disabled={isFetching}>
              Try again
            </Button>
          }
        >
          The API documentation could not be loaded
          {error instanceof ApiError && error.userMessage && error.userMessage.length < 200
            ? `: ${error.userMessage}`
            : '. Check your connection and try again.'}
        </Alert>
      ) : (
        <ApiDocsView docs={data} />
      )}
    </ContentPage>
  );
}
