// The author's reviews a moderator hid: why (the statement of reasons), and one appeal each; and
// the notice at the top of the profile that leads there.
import Alert from '@mui/material/Alert';
import AlertTitle from '@mui/material/AlertTitle';
import Link from '@mui/material/Link';
import Box from '@mui/material/Box';
import Button from '@mui/material/Button';
import Card from '@mui/material/Card';
import CardContent from '@mui/material/CardContent';
import Stack from '@mui/material/Stack';
import TextField from '@mui/material/TextField';
import Typography from '@mui/material/Typography';
import { useMutation, useQuery, useQueryClient } from '@tanstack/react-query';
import { useState, type MouseEvent, type RefObject } from 'react';
import { answer, api, errorMessage, formatDate, FormAlert, SubmitButton, toast, useSubmitLock, type HiddenReview } from 'shared-ui';
import { scrollBehavior } from '../utils/scroll';

const HIDDEN_KEY = ['/api/reviews/hidden'] as const;
const STATEMENT_MIN = 10;
const STATEMENT_MAX = 2000;

const APPEAL_STATE: Record<HiddenReview['appeal'], string> = {
  none: '',
  open: 'You appealed. A different moderator will decide, and the review comes back if the appeal succeeds.',
  upheld: 'Your appeal was reviewed and the decision was kept.',
  overturned: 'Your appeal succeeded.',
};

function useHiddenReviews() {
  return useQuery({ queryKey: HIDDEN_KEY, queryFn: () => answer(api.GET('/api/reviews/hidden')) });
}

/**
 * At the top of the profile, where the author looks first: a moderator hid a review of theirs, and
 * the reasons and the appeal are further down the page.
 */
export function HiddenReviewsNotice({ headingRef }: { headingRef: RefObject<HTMLHeadingElement | null> }) {
  const hidden = useHiddenReviews();
  const items = hidden.data ?? [];
  if (items.length === 0) return null;
  const waiting = items.filter((h) => h.appeal === 'none').length;
  const goToSection = (event: MouseEvent) => {
    event.preventDefault();
    headingRef.current?.scrollIntoView({ behavior: scrollBehavior(), block: 'start' });
    headingRef.current?.focus({ preventScroll: true });
  };
  return (
    <Alert severity="warning" role="region" aria-label="Hidden reviews" sx={{ mb: 3, overflowWrap: 'anywhere' }}>
      <AlertTitle component="h2" sx={{ fontSize: '1.05rem', fontWeight: 700 }}>
        {items.length === 1 ? `A moderator hid your review of ${items[0].review.company.name}` : `A moderator hid ${items.length} of your reviews`}
      </AlertTitle>
      {items.length === 1 ? 'It is' : 'They are'} no longer shown on the site. Each decision comes with a statement of the reasons
      {waiting > 0 ? ', and you can appeal it within six months if you think it is wrong' : ''}.{' '}
      <Link href="#hidden-reviews" onClick={goToSection} color="inherit" sx={{ fontWeight: 600 }}>
        {waiting > 0 ? 'Read why and appeal' : 'Read why'}
      </Link>
    </Alert>
  );
}

export function HiddenReviewsSection({ headingRef }: { headingRef?: RefObject<HTMLHeadingElement | null> }) {
  const hidden = useHiddenReviews();
  if (!hidden.data?.length) return null;
  return (
    <Box component="section" id="hidden-reviews" aria-labelledby="hidden-heading" sx={{ mt: 5, scrollMarginTop: 80 }}>
      <Typography id="hidden-heading" ref={headingRef} tabIndex={-1} variant="h2" sx={{ fontSize: '1.5rem', mb: 1, outline: 'none' }}>
        Reviews hidden by our moderators
      </Typography>
      <Typography sx={{ color: 'text.secondary', mb: 2 }}>
        These reviews are not shown on the site. Each decision says why; if you think one is wrong, you can appeal it, free, within six months of the decision.
      </Typography>
      <Stack spacing={2}>
        {hidden.data.map((h) => (
          <HiddenReviewCard key={h.review.id} item={h} />
        ))}
      </Stack>
    </Box>
  );
}

function HiddenReviewCard({ item }: { item: HiddenReview }) {
  const client = useQueryClient();
  const [writing, setWriting] = useState(false);
  const [statement, setStatement] = useState('');
  const [failure, setFailure] = useState<string>();
  const appeal = useMutation({
    mutationFn: () => answer(api.POST('/api/reviews/{id}/appeal', { params: { path: { id: item.review.id } }, body: { statement: statement.trim() } })),
    onSuccess: () => {
      toast({ title: 'Appeal sent', description: 'A different moderator will look at the decision.', variant: 'success' });
      void client.invalidateQueries({ queryKey: HIDDEN_KEY });
    },
  });
  const lock = useSubmitLock();
  const length = statement.trim().length;
  return (
    <Card variant="outlined" component="article" aria-labelledby={`hidden-${item.review.id}`}>
      <CardContent>
        <Typography id={`hidden-${item.review.id}`} variant="h3" sx={{ fontSize: '1.1rem', fontWeight: 700 }}>
          {item.review.title}
        </Typography>
        <Typography variant="body2" sx={{ color: 'text.secondary', mb: 1 }}>
          Your review of {item.review.company.name}, hidden on {formatDate(item.statement.application_date)}
        </Typography>
        <Alert severity="warning" sx={{ mb: 1.5 }}>
          <strong>{item.reasonLabel}.</strong> {item.statement.decision_facts}
        </Alert>
        {item.appeal !== 'none' ? (
          <Typography variant="body2">{APPEAL_STATE[item.appeal]}</Typography>
        ) : writing ? (
          <Box
            component="form"
            noValidate
            aria-label={`Appeal the decision about “${item.review.title}”`}
            onSubmit={(e) => {
              e.preventDefault();
              lock.run(() => {
                if (length < STATEMENT_MIN || length > STATEMENT_MAX) return setFailure(`Please explain in ${STATEMENT_MIN} to ${STATEMENT_MAX.toLocaleString('en')} characters.`);
                setFailure(undefined);
                return appeal.mutateAsync().catch((error: unknown) => setFailure(errorMessage(error, 'We could not send the appeal. Please try again.')));
              });
            }}
          >
            <FormAlert>{failure}</FormAlert>
            <TextField
              label="Why should the decision change?"
              value={statement}
              onChange={(e) => setStatement(e.target.value)}
              multiline
              minRows={3}
              fullWidth
              slotProps={{ htmlInput: { maxLength: STATEMENT_MAX } }}
              helperText={`${length} / ${STATEMENT_MAX.toLocaleString('en')}`}
            />
            <Stack direction="row" spacing={1} sx={{ mt: 1 }}>
              <SubmitButton pending={lock.pending} pendingLabel="Sending…" size="medium">
                Send appeal
              </SubmitButton>
              <Button onClick={() => setWriting(false)}>Cancel</Button>
            </Stack>
          </Box>
        ) : (
          <Button variant="outlined" onClick={() => setWriting(true)}>
            Appeal this decision
          </Button>
        )}
      </CardContent>
    </Card>
  );
}
