// The author's reviews a moderator hid: why (the statement of reasons), and one appeal each.
import Alert from '@mui/material/Alert';
import Box from '@mui/material/Box';
import Button from '@mui/material/Button';
import Card from '@mui/material/Card';
import CardContent from '@mui/material/CardContent';
import Stack from '@mui/material/Stack';
import TextField from '@mui/material/TextField';
import Typography from '@mui/material/Typography';
import { useMutation, useQuery, useQueryClient } from '@tanstack/react-query';
import { useState } from 'react';
import { apiGet, apiRequest, errorMessage, formatDate, FormAlert, toast, type HiddenReview } from 'shared-ui';

const HIDDEN_KEY = ['/api/reviews/hidden'] as const;
const STATEMENT_MIN = 10;
const STATEMENT_MAX = 2000;

const APPEAL_STATE: Record<HiddenReview['appeal'], string> = {
  none: '',
  open: 'You appealed. A different moderator will decide, and the review comes back if the appeal succeeds.',
  upheld: 'Your appeal was reviewed and the decision was kept.',
  overturned: 'Your appeal succeeded.',
};

export function HiddenReviewsSection() {
  const hidden = useQuery({ queryKey: HIDDEN_KEY, queryFn: () => apiGet<HiddenReview[]>(HIDDEN_KEY[0]) });
  if (!hidden.data?.length) return null;
  return (
    <Box component="section" aria-labelledby="hidden-heading" sx={{ mt: 5 }}>
      <Typography id="hidden-heading" variant="h2" sx={{ fontSize: '1.5rem', mb: 1 }}>
        Reviews hidden by our moderators
      </Typography>
      <Typography sx={{ color: 'text.secondary', mb: 2 }}>
        These reviews are not shown on the site. Each decision says why; if you think one is wrong, you can appeal it once.
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
    mutationFn: () => apiRequest('POST', `/api/reviews/${item.review.id}/appeal`, { statement: statement.trim() }),
    onSuccess: () => {
      toast({ title: 'Appeal sent', description: 'A different moderator will look at the decision.', variant: 'success' });
      void client.invalidateQueries({ queryKey: HIDDEN_KEY });
    },
    onError: (e) => setFailure(errorMessage(e, 'We could not send the appeal. Please try again.')),
  });
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
              if (length < STATEMENT_MIN || length > STATEMENT_MAX) return setFailure(`Please explain in ${STATEMENT_MIN} to ${STATEMENT_MAX.toLocaleString('en')} characters.`);
              setFailure(undefined);
              appeal.mutate();
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
              <Button type="submit" variant="contained" disabled={appeal.isPending}>
                {appeal.isPending ? 'Sending…' : 'Send appeal'}
              </Button>
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
