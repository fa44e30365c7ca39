import Box from '@mui/material/Box';
import Link from '@mui/material/Link';
import Typography from '@mui/material/Typography';

export interface TocEntry {
  id: string;
  title: string;
}

/** "On this page": in-page links to the sections of a long page. */
export function TableOfContents({ entries, title = 'On this page' }: { entries: TocEntry[]; title?: string }) {
  return (
    <Box component="nav" aria-labelledby="toc-title">
      <Typography id="toc-title" component="p" variant="overline" sx={{ color: 'text.secondary', fontWeight: 700, lineHeight: 2 }}>
        {title}
      </Typography>
      <Box component="ol" sx={{ listStyle: 'none', p: 0, m: 0 }}>
        {entries.map((entry) => (
          <Box component="li" key={entry.id} sx={{ mb: 0.5 }}>
            <Link
              href={`#${entry.id}`}
              underline="hover"
              sx={{
                display: 'block',
                py: 0.5,
                pl: 1.5,
                borderLeft: 2,
                borderColor: 'divider',
                color: 'text.primary',
                '&:hover': { borderColor: 'primary.main', color: 'primary.main' },
              }}
            >
              {entry.title}
            </Link>
          </Box>
        ))}
      </Box>
    </Box>
  );
}
