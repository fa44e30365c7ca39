import Box from '@mui/material/Box';
import Link from '@mui/material/Link';
import Paper from '@mui/material/Paper';
import Typography from '@mui/material/Typography';
import { Link as RouterLink, type AspectHighlight, type CompanyDetail } from 'shared-ui';
import { HIGHLIGHTS_MIN_MENTIONS, useCompanyHighlights } from '../api/get-company-highlights';
import { aspectLabel, highlightsNote, mentionsLabel, quoteLocation } from '../utils/highlights';

/**
 * "What reviewers say": the aspects the company's reviews mention most, each with its shares of
 * positive and negative mentions (in words; the bar repeats them for the eye) and a sentence
 * quoted from one review, linked to it. Nothing while there are too few reviews, or on a failed
 * read: the rest of the page does not depend on it.
 */
export function CompanyHighlights({ company }: { company: Pick<CompanyDetail, 'id' | 'totalReviews'> }) {
  const { data } = useCompanyHighlights(company);
  if (!data?.enough || data.aspects.length === 0) return null;
  return (
    <Paper variant="outlined" component="section" aria-labelledby="highlights-heading" sx={{ p: { xs: 2, md: 3 } }}>
      <Typography id="highlights-heading" variant="h2" sx={{ fontSize: '1.25rem', mb: 2 }}>
        What reviewers say
      </Typography>
      <Box component="ul" sx={{ listStyle: 'none', p: 0, m: 0, display: 'grid', gap: 2.5 }}>
        {data.aspects.map((aspect) => (
          <AspectItem key={aspect.name} aspect={aspect} />
        ))}
      </Box>
      <Typography variant="body2" color="text.secondary" sx={{ mt: 2.5 }}>
        {highlightsNote(data.reviewCount, data.minimumReviews, HIGHLIGHTS_MIN_MENTIONS)}
      </Typography>
    </Paper>
  );
}

function AspectItem({ aspect }: { aspect: AspectHighlight }) {
  const neutral = Math.max(0, 100 - aspect.positivePercent - aspect.negativePercent);
  return (
    <Box component="li" sx={{ minWidth: 0 }}>
      <Box sx={{ display: 'flex', alignItems: 'baseline', justifyContent: 'space-between', gap: 1, flexWrap: 'wrap' }}>
        <Typography component="h3" variant="subtitle1" sx={{ fontWeight: 700, overflowWrap: 'anywhere' }}>
          {aspectLabel(aspect.name)}
        </Typography>
        <Typography variant="body2" color="text.secondary">
          {mentionsLabel(aspect.mentions)}
        </Typography>
      </Box>
      <Box aria-hidden sx={{ display: 'flex', height: 8, borderRadius: 1, overflow: 'hidden', bgcolor: 'action.hover', my: 0.75 }}>
        <Box sx={{ width: `${aspect.positivePercent}%`, bgcolor: 'success.main' }} />
        <Box sx={{ width: `${neutral}%` }} />
        <Box sx={{ width: `${aspect.negativePercent}%`, bgcolor: 'error.main' }} />
      </Box>
      <Typography variant="body2">
        {aspect.positivePercent}% positive · {aspect.negativePercent}% negative
      </Typography>
      <Box component="blockquote" sx={{ m: 0, mt: 0.75, pl: 1.5, borderLeft: 3, borderColor: 'divider' }}>
        <Typography variant="body2" sx={{ fontStyle: 'italic', overflowWrap: 'anywhere' }}>
          <Link component={RouterLink} to={quoteLocation(aspect.quote.reviewId, aspect.quote.text)}>
            “{aspect.quote.text}”
          </Link>
        </Typography>
      </Box>
    </Box>
  );
}
