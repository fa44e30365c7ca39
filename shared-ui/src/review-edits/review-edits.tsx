// How a review shows that its author changed it: "Edited <date>" beside its date, and, when an
// edit changed the rating, "Show the earlier version": what readers saw before, read on demand.
import HistoryIcon from '@mui/icons-material/History';
import Alert from '@mui/material/Alert';
import Box from '@mui/material/Box';
import Button from '@mui/material/Button';
import Typography from '@mui/material/Typography';
import { useId, useState } from 'react';
import type { Review, ReviewVersion } from '../api/types';
import { StarRating } from '../components/StarRating';
import { visuallyHidden } from '../components/visually-hidden';
import { errorStatus } from '../forms/error-message';
import { formatDate } from '../format/relative-time';
import { useReviewVersions } from './get-review-versions';

/**
 * " · Edited November 3, 2026": the full date, never "x ago", so readers see when the text they
 * read was written, and the server and the browser write the same words.
 */
export function EditedMark({ editedAt }: { editedAt: string | null }) {
  if (!editedAt) return null;
  const date = formatDate(editedAt);
  return (
    <>
      {' · '}
      <span data-testid="review-edited">
        Edited <time dateTime={editedAt}>{date}</time>
      </span>
    </>
  );
}

interface EarlierVersionsProps {
  review: Pick<Review, 'id' | 'earlierVersions'>;
  /** What tells this review's button from the next one's (the review's title). */
  describedBy?: string;
}

/**
 * A disclosure button and the versions an edit replaced (only edits that changed the rating keep
 * one). They are read when first opened; the button keeps the focus, says what it will do, and a
 * polite status says when they are there.
 */
export function EarlierVersions({ review, describedBy }: EarlierVersionsProps) {
  const count = review.earlierVersions;
  const [open, setOpen] = useState(false);
  const regionId = useId();
  const query = useReviewVersions(review.id, count, { enabled: open && count > 0 });
  if (count === 0) return null;
  const noun = count === 1 ? 'the earlier version' : `the ${count} earlier versions`;
  const versions = open ? query.data?.versions : undefined;

  return (
    <Box>
      <Button
        size="small"
        startIcon={<HistoryIcon aria-hidden />}
        aria-expanded={open}
        aria-controls={regionId}
        aria-describedby={describedBy}
        onClick={() => setOpen((o) => !o)}
        sx={{ mt: 0.5, px: 0.5, minWidth: 0 }}
      >
        {open ? `Hide ${noun}` : `Show ${noun}`}
      </Button>
      <Box component="span" role="status" sx={visuallyHidden}>
        {open && query.isPending ? `Loading ${noun}…` : versions ? `${count === 1 ? 'The earlier version is' : `The ${count} earlier versions are`} shown below the button.` : ''}
      </Box>
      <Box id={regionId}>
        {open && query.isError && (
          <Alert
            severity="error"
            sx={{ mt: 1 }}
            action={
              <Button color="inherit" size="small" onClick={() => void query.refetch()}>
                Try again
              </Button>
            }
          >
            {errorStatus(query.error) === 404 ? 'This review is not published now, so its earlier versions are not shown.' : `We could not load ${noun}.`}
          </Alert>
        )}
        {versions?.map((v) => <EarlierVersion key={v.replacedAt} version={v} />)}
      </Box>
    </Box>
  );
}

/** One earlier version, marked as such: when it was published and when an edit replaced it. */
function EarlierVersion({ version }: { version: ReviewVersion }) {
  const replaced = formatDate(version.replacedAt);
  return (
    <Box
      role="group"
      aria-label={`Earlier version, replaced ${replaced}`}
      sx={{ mt: 1, p: 1.5, borderLeft: 3, borderColor: 'divider', bgcolor: 'action.hover', borderRadius: 1, display: 'flex', flexDirection: 'column', gap: 0.5 }}
    >
      <Typography variant="body2" component="p" sx={{ color: 'text.secondary' }}>
        Earlier version · written <time dateTime={version.writtenAt}>{formatDate(version.writtenAt)}</time> · replaced{' '}
        <time dateTime={version.replacedAt}>{replaced}</time>
      </Typography>
      <StarRating rating={version.rating} size="small" />
      <Typography variant="body2" component="p" sx={{ fontWeight: 700, overflowWrap: 'anywhere' }}>
        {version.title}
      </Typography>
      <Typography variant="body2" component="p" sx={{ whiteSpace: 'pre-line', overflowWrap: 'anywhere' }}>
        {version.content}
      </Typography>
      {version.topic && (
        <Typography variant="body2" component="p" sx={{ color: 'text.secondary' }}>
          Topic: {version.topic}
        </Typography>
      )}
    </Box>
  );
}
