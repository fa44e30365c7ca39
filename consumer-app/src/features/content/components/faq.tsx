// Frequently asked questions in groups, as accordions, with a box that narrows them down.
import ExpandMoreIcon from '@mui/icons-material/ExpandMore';
import SearchIcon from '@mui/icons-material/Search';
import Accordion from '@mui/material/Accordion';
import AccordionDetails from '@mui/material/AccordionDetails';
import AccordionSummary from '@mui/material/AccordionSummary';
import Box from '@mui/material/Box';
import InputAdornment from '@mui/material/InputAdornment';
import TextField from '@mui/material/TextField';
import Typography from '@mui/material/Typography';
import { useId, useMemo, useState, type ReactNode } from 'react';
import { matchesQuery, textOf } from '../faq-search';
import { proseSx } from './content-page';
import { TableOfContents } from './table-of-contents';

export interface FaqItem {
  question: string;
  answer: ReactNode;
}

export interface FaqGroup {
  id: string;
  title: string;
  items: FaqItem[];
}

/** `after` is shown below the questions, in the same column (e.g. a way to contact support). */
export function Faq({ groups, after }: { groups: FaqGroup[]; after?: ReactNode }) {
  const [query, setQuery] = useState('');
  const searchId = useId();
  const indexed = useMemo(
    () => groups.map((g) => ({ ...g, items: g.items.map((item) => ({ ...item, text: `${g.title} ${item.question} ${textOf(item.answer)}` })) })),
    [groups],
  );
  const visible = indexed.map((g) => ({ ...g, items: g.items.filter((item) => matchesQuery(item.text, query)) })).filter((g) => g.items.length);
  const count = visible.reduce((n, g) => n + g.items.length, 0);
  const searching = query.trim() !== '';

  return (
    <Box>
      <Box sx={{ display: 'grid', gap: { xs: 3, md: 6 }, gridTemplateColumns: { xs: 'minmax(0, 1fr)', md: '240px minmax(0, 1fr)' }, alignItems: 'start' }}>
        <Box sx={{ position: { md: 'sticky' }, top: { md: 88 } }}>
          <TextField
            id={searchId}
            label="Search the help center"
            type="search"
            value={query}
            onChange={(e) => setQuery(e.target.value)}
            fullWidth
            size="small"
            sx={{ mb: 3 }}
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
          <Box sx={{ display: { xs: 'none', md: 'block' } }}>
            <TableOfContents title="Topics" entries={visible.map(({ id, title }) => ({ id, title }))} />
          </Box>
        </Box>

        <Box sx={{ minWidth: 0 }}>
          <Typography role="status" sx={{ color: searching && !count ? 'text.primary' : 'text.secondary', mb: searching ? 2 : 0 }}>
            {!searching
              ? ''
              : count
                ? `${count} ${count === 1 ? 'question matches' : 'questions match'} “${query.trim()}”.`
                : `No questions match “${query.trim()}”. Try other words, or send us a message below.`}
          </Typography>
          {visible.map((group) => (
            <Box component="section" key={group.id} aria-labelledby={group.id} sx={{ mb: 5 }}>
              <Typography variant="h2" id={group.id} sx={{ fontSize: { xs: '1.4rem', md: '1.6rem' }, mb: 2, scrollMarginTop: 88 }}>
                {group.title}
              </Typography>
              {group.items.map((item) => (
                <FaqAccordion key={item.question} item={item} />
              ))}
            </Box>
          ))}
          {after}
        </Box>
      </Box>
    </Box>
  );
}

function FaqAccordion({ item }: { item: FaqItem }) {
  const id = useId();
  return (
    <Accordion disableGutters variant="outlined" sx={{ '&:not(:last-of-type)': { borderBottom: 0 } }}>
      <AccordionSummary expandIcon={<ExpandMoreIcon />} id={`${id}-question`} aria-controls={`${id}-answer`}>
        <Typography component="span" sx={{ fontWeight: 600 }}>
          {item.question}
        </Typography>
      </AccordionSummary>
      <AccordionDetails sx={{ ...proseSx, pt: 0, '& > :last-child': { mb: 0 } }}>
        {item.answer}
      </AccordionDetails>
    </Accordion>
  );
}
