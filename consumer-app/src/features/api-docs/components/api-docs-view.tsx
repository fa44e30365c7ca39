// The API documentation: overview, authentication, errors, then endpoints grouped by tag and the
// schemas they use. A filter box narrows endpoints and schemas; every tag, endpoint and schema
// has an anchor, and following one opens it.
import SearchIcon from '@mui/icons-material/Search';
import { Box, Button, InputAdornment, Link, Paper, TextField, Typography } from '@mui/material';
import { useEffect, useId, useMemo, useRef, useState, type ReactNode } from 'react';
import { useLocation } from 'react-router-dom';
import { proseSx } from '../../content/components/content-page';
import { TableOfContents } from '../../content/components/table-of-contents';
import type { ApiDocs } from '../build-api-docs';
import { filterApiDocs } from '../filter-api-docs';
import { OPENAPI_URL } from '../api/get-openapi-document';
import { CodeBlock } from './code-block';
import { EndpointItem } from './endpoint-item';
import { FieldsTable } from './fields-table';
import { SchemaItem } from './schema-item';
import { codeSx } from './type-link';

// What each error status means on this API, for the status codes the document lists.
const STATUS_MEANINGS: Record<string, string> = {
  '400': 'The request is malformed or a field is not valid. The message names every problem.',
  '401': 'You need to sign in: the session cookie is missing, expired or ended.',
  '403': 'You are signed in but may not do this, or the request came from another website.',
  '404': 'Nothing exists under this id (a malformed id is a 404 too).',
  '409': 'It already exists, for example a second review of the same company or an email that is already registered.',
  '413': 'The request body is too large.',
  '429': 'Too many requests. The Retry-After header says how many seconds to wait.',
  '503': 'The service or its database is temporarily unavailable.',
};

const headingSx = { fontSize: { xs: '1.4rem', md: '1.6rem' }, mb: 2, scrollMarginTop: 88 } as const;

function Section({ id, title, children }: { id: string; title: string; children: ReactNode }) {
  return (
    <Box component="section" aria-labelledby={id} sx={{ mb: 6 }}>
      <Typography variant="h2" id={id} sx={headingSx}>
        {title}
      </Typography>
      {children}
    </Box>
  );
}

export function ApiDocsView({ docs }: { docs: ApiDocs }) {
  const [query, setQuery] = useState('');
  const [expanded, setExpanded] = useState<ReadonlySet<string>>(new Set());
  const { hash } = useLocation();
  const filterId = useId();
  const origin = typeof window === 'undefined' ? '' : window.location.origin;
  const filtered = useMemo(() => filterApiDocs(docs, query), [docs, query]);
  const filtering = query.trim() !== '';

  // Following a link to an endpoint or schema opens it and brings it into view; this also covers
  // a link opened from elsewhere, which arrives before the document has loaded.
  const scrolledFor = useRef('');
  useEffect(() => {
    const id = safeDecode(hash.slice(1));
    if (!id) return;
    setExpanded((s) => (s.has(id) ? s : new Set(s).add(id)));
    if (scrolledFor.current !== hash) {
      scrolledFor.current = hash;
      requestAnimationFrame(() => document.getElementById(id)?.scrollIntoView?.());
    }
  }, [hash]);

  const toggle = (id: string, open: boolean) =>
    setExpanded((s) => {
      const next = new Set(s);
      if (open) next.add(id);
      else next.delete(id);
      return next;
    });

  const visibleEndpointIds = filtered.tags.flatMap((t) => t.endpoints.map((e) => e.id));
  const allOpen = visibleEndpointIds.length > 0 && visibleEndpointIds.every((id) => expanded.has(id));
  const toggleAll = () =>
    setExpanded((s) => {
      const next = new Set(s);
      for (const id of visibleEndpointIds) {
        if (allOpen) next.delete(id);
        else next.add(id);
      }
      return next;
    });

  const errorStatuses = useMemo(() => {
    const seen = new Map<string, string>();
    for (const tag of docs.tags) for (const e of tag.endpoints) for (const r of e.responses) if (r.kind === 'client-error' || r.kind === 'server-error') seen.set(r.status, r.reason);
    return [...seen.entries()].sort(([a], [b]) => a.localeCompare(b));
  }, [docs]);

  const hasLogin = docs.tags.some((t) => t.endpoints.some((e) => e.method === 'POST' && e.path === '/api/auth/login'));
  // A scheme no endpoint uses yet (a realm still being built) is not worth a line.
  const cookieSchemes = docs.authSchemes.filter((s) => s.location === 'cookie' && s.endpointCount > 0);

  const toc = [
    { id: 'overview', title: 'Overview' },
    { id: 'authentication', title: 'Authentication' },
    { id: 'errors', title: 'Errors' },
    ...filtered.tags.map((t) => ({ id: t.id, title: t.title })),
    ...(filtered.schemas.length ? [{ id: 'schemas', title: 'Schemas' }] : []),
  ];

  return (
    <Box sx={{ display: 'grid', gap: { xs: 3, md: 6 }, gridTemplateColumns: { xs: 'minmax(0, 1fr)', md: '240px minmax(0, 1fr)' }, alignItems: 'start' }}>
      <Box sx={{ position: { md: 'sticky' }, top: { md: 88 }, maxHeight: { md: 'calc(100vh - 112px)' }, overflowY: { md: 'auto' }, pt: { md: 1 } }}>
        <TextField
          id={filterId}
          label="Filter endpoints"
          placeholder="e.g. reviews"
          type="search"
          value={query}
          onChange={(e) => setQuery(e.target.value)}
          fullWidth
          size="small"
          sx={{ mb: 1 }}
          slotProps={{
            input: {
              startAdornment: (
                <InputAdornment position="start">
                  <SearchIcon fontSize="small" />
                </InputAdornment>
              ),
            },
          }}
        />
        <Typography role="status" variant="body2" sx={{ color: 'text.secondary', mb: 2 }}>
          {filtering ? `${filtered.endpointCount} of ${docs.endpointCount} endpoints match.` : `${docs.endpointCount} endpoints.`}
        </Typography>
        <Box sx={{ display: { xs: 'none', md: 'block' } }}>
          <TableOfContents entries={toc} title="Contents" />
        </Box>
      </Box>

      <Box sx={{ minWidth: 0 }}>
        <Section id="overview" title="Overview">
          <Box sx={{ ...proseSx, maxWidth: '78ch' }}>
            {docs.description && <p>{docs.description}</p>}
            <ul>
              <li>
                Every path below is relative to this site: <Box component="code" sx={codeSx}>{origin || 'https://your-site'}</Box>. Calls send and
                answer JSON.
              </li>
              {docs.version && <li>Version {docs.version}.</li>}
              <li>
                {docs.endpointCount} endpoints in {docs.tags.length} groups. The machine-readable OpenAPI document is at{' '}
                <Link href={OPENAPI_URL}>{OPENAPI_URL}</Link>; generate a client from it rather than copying shapes by hand.
              </li>
            </ul>
          </Box>
        </Section>

        <Section id="authentication" title="Authentication">
          <Box sx={{ ...proseSx, maxWidth: '78ch' }}>
            <p>
              The API uses session cookies, not API keys or tokens. Signing in sets an <strong>httpOnly</strong> cookie that your browser
              then sends with every call; scripts cannot read it. Calls marked <strong>Sign-in required</strong> answer 401 without it.
              A call that changes something (POST, PUT, PATCH, DELETE) is refused with 403 when its Origin header names another website.
            </p>
            {cookieSchemes.length > 0 && (
              <ul>
                {cookieSchemes.map((s) => (
                  <li key={s.key}>
                    <Box component="code" sx={codeSx}>
                      {s.parameterName}
                    </Box>{' '}
                    ({s.key.replace(/-/g, ' ')}): needed by {s.endpointCount} {s.endpointCount === 1 ? 'endpoint' : 'endpoints'}
                    {s.description ? `. ${s.description}` : '.'}
                  </li>
                ))}
              </ul>
            )}
            {hasLogin && (
              <>
                <p>From the command line, keep the cookie in a file:</p>
                <CodeBlock label="Signing in with curl">
                  {`curl -c cookies.txt -H 'content-type: application/json' \\\n  -d '{"email":"you@example.com","password":"your-password"}' \\\n  ${origin}/api/auth/login\n\ncurl -b cookies.txt ${origin}/api/auth/user`}
                </CodeBlock>
              </>
            )}
          </Box>
        </Section>

        <Section id="errors" title="Errors">
          <Box sx={{ ...proseSx, maxWidth: '78ch' }}>
            <p>
              Every error has the same JSON shape, with one human-readable sentence in <Box component="code" sx={codeSx}>message</Box> that
              you can show to your users as it is.
            </p>
          </Box>
          {docs.errorSchema && (
            <>
              <FieldsTable fields={docs.errorSchema.fields} label="Fields of an error" />
              {docs.errorSchema.example && <CodeBlock label="Example error">{docs.errorSchema.example}</CodeBlock>}
            </>
          )}
          {errorStatuses.length > 0 && (
            <Paper variant="outlined" component="dl" sx={{ m: 0, p: 2, display: 'grid', gridTemplateColumns: { xs: '1fr', sm: '190px minmax(0, 1fr)' }, columnGap: 2, rowGap: 1 }}>
              {errorStatuses.map(([status, reason]) => (
                <Box key={status} sx={{ display: 'contents' }}>
                  <Box component="dt" sx={{ fontWeight: 700 }}>
                    <Box component="span" sx={codeSx}>
                      {status}
                    </Box>{' '}
                    {reason}
                  </Box>
                  <Box component="dd" sx={{ m: 0, mb: { xs: 1, sm: 0 }, color: 'text.secondary' }}>
                    {STATUS_MEANINGS[status] ?? 'See the endpoint’s description.'}
                  </Box>
                </Box>
              ))}
            </Paper>
          )}
        </Section>

        <Box sx={{ display: 'flex', justifyContent: 'space-between', alignItems: 'center', gap: 2, mb: 2 }}>
          <Typography variant="body2" sx={{ color: 'text.secondary' }}>
            Select an endpoint to see its parameters, body and responses.
          </Typography>
          {visibleEndpointIds.length > 0 && (
            <Button size="small" onClick={toggleAll} sx={{ flexShrink: 0 }}>
              {allOpen ? 'Collapse all' : 'Expand all'}
            </Button>
          )}
        </Box>

        {filtered.tags.length === 0 && (
          <Paper variant="outlined" sx={{ p: 3, mb: 6 }}>
            <Typography>No endpoints match “{query.trim()}”. Try a path segment such as “reviews”, or a method such as “DELETE”.</Typography>
          </Paper>
        )}

        {filtered.tags.map((tag) => (
          <Section key={tag.id} id={tag.id} title={tag.title}>
            {tag.description && <Typography sx={{ mb: 2 }}>{tag.description}</Typography>}
            <Box>
              {tag.endpoints.map((endpoint) => (
                <EndpointItem key={endpoint.id} endpoint={endpoint} expanded={expanded.has(endpoint.id)} onToggle={toggle} />
              ))}
            </Box>
          </Section>
        ))}

        {filtered.schemas.length > 0 && (
          <Section id="schemas" title="Schemas">
            <Typography sx={{ mb: 2, color: 'text.secondary' }}>The shapes of request and response bodies, linked from the endpoints above.</Typography>
            <Box>
              {filtered.schemas.map((schema) => (
                <SchemaItem key={schema.id} schema={schema} expanded={expanded.has(schema.id)} onToggle={toggle} />
              ))}
            </Box>
          </Section>
        )}
      </Box>
    </Box>
  );
}

/** A hand-typed fragment such as "#%E0" is not valid percent-encoding: treat it as no anchor. */
function safeDecode(fragment: string): string {
  try {
    return decodeURIComponent(fragment);
  } catch {
    return '';
  }
}
