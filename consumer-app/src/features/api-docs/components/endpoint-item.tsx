import ExpandMoreIcon from '@mui/icons-material/ExpandMore';
import LockOutlinedIcon from '@mui/icons-material/LockOutlined';
import { Accordion, AccordionDetails, AccordionSummary, Box, Chip, Typography } from '@mui/material';
import type { EndpointView, ResponseView } from '../build-api-docs';
import { CodeBlock } from './code-block';
import { FieldsTable } from './fields-table';
import { MethodBadge } from './method-badge';
import { codeSx, TypeLink } from './type-link';

// Palette "main" colours keep their contrast in both the light and the dark theme.
const STATUS_COLOUR: Record<ResponseView['kind'], string> = {
  success: 'success.main',
  redirect: 'text.primary',
  'client-error': 'error.main',
  'server-error': 'error.main',
  other: 'text.secondary',
};

function DetailHeading({ children }: { children: string }) {
  return (
    <Typography variant="h4" sx={{ fontSize: '1rem', fontWeight: 700, mt: 2.5, mb: 1 }}>
      {children}
    </Typography>
  );
}

function Responses({ responses, label }: { responses: ResponseView[]; label: string }) {
  return (
    <Box component="ul" aria-label={label} sx={{ listStyle: 'none', p: 0, m: 0, border: 1, borderColor: 'divider', borderRadius: 1 }}>
      {responses.map((r, i) => (
        <Box
          component="li"
          key={r.status}
          sx={{ display: 'grid', gridTemplateColumns: { xs: '1fr', sm: '170px minmax(0, 1fr)' }, gap: 1, p: 1.5, borderTop: i ? 1 : 0, borderColor: 'divider' }}
        >
          <Box>
            <Box component="span" sx={{ ...codeSx, fontWeight: 700, color: STATUS_COLOUR[r.kind] }}>
              {r.status}
            </Box>{' '}
            <Typography component="span" variant="body2" sx={{ fontWeight: 600 }}>
              {r.reason}
            </Typography>
          </Box>
          <Box sx={{ minWidth: 0 }}>
            {r.description && <Typography variant="body2">{r.description}</Typography>}
            {r.type ? (
              <Typography variant="body2" sx={{ color: 'text.secondary' }}>
                {r.contentType && r.contentType !== 'application/json' ? `${r.contentType}: ` : 'Body: '}
                <TypeLink type={r.type} />
              </Typography>
            ) : (
              !r.description && (
                <Typography variant="body2" sx={{ color: 'text.secondary' }}>
                  No body.
                </Typography>
              )
            )}
            {r.headers.map((h) => (
              <Typography key={h.name} variant="body2" sx={{ color: 'text.secondary' }}>
                Header{' '}
                <Box component="code" sx={codeSx}>
                  {h.name}
                </Box>
                {h.description ? `: ${h.description}` : ''}
              </Typography>
            ))}
          </Box>
        </Box>
      ))}
    </Box>
  );
}

export function EndpointItem({ endpoint, expanded, onToggle }: { endpoint: EndpointView; expanded: boolean; onToggle: (id: string, open: boolean) => void }) {
  const name = `${endpoint.method} ${endpoint.path}`;
  return (
    <Accordion
      id={endpoint.id}
      expanded={expanded}
      onChange={(_, open) => onToggle(endpoint.id, open)}
      disableGutters
      variant="outlined"
      slotProps={{ heading: { component: 'h3' } }}
      sx={{ scrollMarginTop: 88, '&:not(:last-of-type)': { borderBottom: 0 } }}
    >
      <AccordionSummary expandIcon={<ExpandMoreIcon />} aria-controls={`${endpoint.id}-details`} id={`${endpoint.id}-summary`}>
        <Box
          sx={{
            display: 'grid',
            gridTemplateColumns: { xs: 'auto minmax(0, 1fr)', md: 'auto minmax(0, 1fr) auto' },
            alignItems: 'center',
            columnGap: 1.5,
            rowGap: 0.25,
            width: '100%',
            pr: 1,
          }}
        >
          <MethodBadge method={endpoint.method} />
          <Box component="code" sx={{ ...codeSx, fontSize: '0.9rem', fontWeight: 700 }}>
            {endpoint.path}
          </Box>
          <Typography component="span" variant="body2" sx={{ color: 'text.secondary', gridColumn: { xs: '1 / -1', md: 2 } }}>
            {endpoint.summary}
          </Typography>
          {(endpoint.auth.length > 0 || endpoint.deprecated) && (
            <Box sx={{ gridColumn: { xs: '1 / -1', md: 3 }, gridRow: { md: '1 / span 2' }, display: 'flex', gap: 1, flexWrap: 'wrap' }}>
              {endpoint.auth.length > 0 && <Chip size="small" variant="outlined" icon={<LockOutlinedIcon />} label="Sign-in required" sx={{ height: 22 }} />}
              {endpoint.deprecated && <Chip size="small" color="warning" label="Deprecated" sx={{ height: 22 }} />}
            </Box>
          )}
        </Box>
      </AccordionSummary>
      <AccordionDetails sx={{ pt: 0 }}>
        {endpoint.description && <Typography sx={{ mb: 1 }}>{endpoint.description}</Typography>}
        {endpoint.auth.length > 0 && (
          <Typography variant="body2" sx={{ mb: 1 }}>
            Needs a signed-in session: send the{' '}
            {endpoint.auth.map((a, i) => (
              <span key={a.scheme}>
                {i > 0 && ' or '}
                <Box component="code" sx={codeSx}>
                  {a.label.replace(/ cookie$/, '')}
                </Box>
              </span>
            ))}{' '}
            cookie. Without it the answer is 401.
          </Typography>
        )}

        {endpoint.parameters.length > 0 && (
          <>
            <DetailHeading>Parameters</DetailHeading>
            <FieldsTable fields={endpoint.parameters} label={`Parameters of ${name}`} />
          </>
        )}

        {endpoint.requestBody && (
          <>
            <DetailHeading>Request body</DetailHeading>
            <Typography variant="body2" sx={{ mb: 1, color: 'text.secondary' }}>
              {endpoint.requestBody.required ? 'Required' : 'Optional'}, <Box component="code" sx={codeSx}>{endpoint.requestBody.contentType}</Box>:{' '}
              <TypeLink type={endpoint.requestBody.type} />
              {endpoint.requestBody.description ? `. ${endpoint.requestBody.description}` : ''}
            </Typography>
            {endpoint.requestBody.fields.length > 0 && <FieldsTable fields={endpoint.requestBody.fields} label={`Request body fields of ${name}`} />}
            {endpoint.requestBody.example && (
              <>
                <Typography variant="body2" sx={{ color: 'text.secondary', mb: 0.5 }}>
                  Example
                </Typography>
                <CodeBlock label={`Example request body of ${name}`}>{endpoint.requestBody.example}</CodeBlock>
              </>
            )}
          </>
        )}

        <DetailHeading>Responses</DetailHeading>
        <Responses responses={endpoint.responses} label={`Responses of ${name}`} />
      </AccordionDetails>
    </Accordion>
  );
}
