// The shared layout of the site's content pages: title, lead, last-updated date, sections with
// anchored headings, and a table of contents beside long pages (above them on phones).
import Box from '@mui/material/Box';
import Container from '@mui/material/Container';
import Divider from '@mui/material/Divider';
import Paper from '@mui/material/Paper';
import Typography from '@mui/material/Typography';
import type { ReactNode } from 'react';
import { TableOfContents } from './table-of-contents';

export interface ContentSection {
  /** The anchor of the section (`/privacy#retention`). */
  id: string;
  title: string;
  content: ReactNode;
}

export interface ContentPageProps {
  title: string;
  lead?: ReactNode;
  /** ISO date (YYYY-MM-DD) of the last change, for policies. */
  updated?: string;
  sections?: ContentSection[];
  /** Whether to show the table of contents; by default for pages of four sections or more. */
  toc?: boolean;
  /** Free content after the sections (a form, an FAQ). */
  children?: ReactNode;
  /** Lets the content use the whole width instead of a comfortable reading measure. */
  wide?: boolean;
}

export function formatUpdated(isoDate: string): string {
  return new Date(`${isoDate}T00:00:00Z`).toLocaleDateString('en-US', { day: 'numeric', month: 'long', year: 'numeric', timeZone: 'UTC' });
}

// Plain elements inside sections (p, ul, h3, table) take the theme's typography from here, so
// pages read as prose rather than a wall of Typography components.
export const proseSx = {
  '& p': { typography: 'body1', lineHeight: 1.7, mt: 0, mb: 2 },
  '& ul, & ol': { typography: 'body1', lineHeight: 1.7, mt: 0, mb: 2, pl: 3 },
  '& li': { mb: 0.75 },
  '& h3': { typography: 'h6', fontWeight: 700, mt: 3, mb: 1 },
  '& h4': { typography: 'subtitle1', fontWeight: 700, mt: 2, mb: 1 },
  '& strong': { fontWeight: 700 },
  '& table': { width: '100%', borderCollapse: 'collapse', mb: 2, typography: 'body2' },
  '& th, & td': { textAlign: 'left', verticalAlign: 'top', p: 1, borderBottom: 1, borderColor: 'divider', overflowWrap: 'anywhere' },
  '& code': { fontSize: '0.9em', overflowWrap: 'anywhere' },
  '& th': { fontWeight: 700 },
} as const;

export function ContentPage({ title, lead, updated, sections = [], toc, children, wide = false }: ContentPageProps) {
  const showToc = (toc ?? sections.length >= 4) && sections.length > 1;
  return (
    <Box component="article" sx={{ pb: 8 }}>
      <Box sx={{ bgcolor: 'background.paper', borderBottom: 1, borderColor: 'divider', py: { xs: 4, md: 6 } }}>
        <Container maxWidth="lg">
          <Typography variant="h1" sx={{ fontSize: { xs: '2rem', md: '2.5rem' }, mb: lead || updated ? 2 : 0 }}>
            {title}
          </Typography>
          {lead && (
            <Typography component="div" sx={{ fontSize: { xs: '1.05rem', md: '1.2rem' }, color: 'text.secondary', maxWidth: '70ch', lineHeight: 1.6 }}>
              {lead}
            </Typography>
          )}
          {updated && (
            <Typography variant="body2" sx={{ color: 'text.secondary', mt: 2 }}>
              Last updated: <time dateTime={updated}>{formatUpdated(updated)}</time>
            </Typography>
          )}
        </Container>
      </Box>

      <Container maxWidth="lg" sx={{ pt: { xs: 3, md: 5 } }}>
        <Box
          sx={{
            display: 'grid',
            gap: { xs: 3, md: 6 },
            gridTemplateColumns: { xs: 'minmax(0, 1fr)', md: showToc ? '240px minmax(0, 1fr)' : 'minmax(0, 1fr)' },
            alignItems: 'start',
          }}
        >
          {showToc && (
            <Paper variant="outlined" sx={{ p: 2, position: { md: 'sticky' }, top: { md: 88 }, maxHeight: { md: 'calc(100vh - 112px)' }, overflowY: { md: 'auto' } }}>
              <TableOfContents entries={sections.map(({ id, title: t }) => ({ id, title: t }))} />
            </Paper>
          )}
          <Box sx={{ minWidth: 0, maxWidth: wide ? 'none' : '78ch' }}>
            {sections.map((section, i) => (
              <Box component="section" key={section.id} aria-labelledby={section.id} sx={proseSx}>
                {i > 0 && <Divider sx={{ my: 4 }} />}
                <Typography variant="h2" id={section.id} sx={{ fontSize: { xs: '1.4rem', md: '1.6rem' }, mb: 2, scrollMarginTop: 88 }}>
                  {section.title}
                </Typography>
                {section.content}
              </Box>
            ))}
            {children}
          </Box>
        </Box>
      </Container>
    </Box>
  );
}
