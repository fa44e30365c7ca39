// The Complaints tab (its URL keeps ?tab=appeals): complaints against moderation decisions from a
// review's author, the company or a notifier (DSA Art. 20), each decided by a moderator other than
// the one who made the decision. What overturning does follows the decision: a hide is undone (the
// review comes back), a dismissal re-opens its notices (the review returns to the queue).
import Alert from '@mui/material/Alert';
import Box from '@mui/material/Box';
import Button from '@mui/material/Button';
import Stack from '@mui/material/Stack';
import Typography from '@mui/material/Typography';
import { useState } from 'react';
import { formatDate, QueryState, ReviewCard, useAuth } from 'shared-ui';
import type { OpenAppeal } from 'shared-ui';
import { DecisionDialog } from '../../moderation';
import { useDecideAppeal } from '../api/decide-appeal';
import { useAppeals } from '../api/get-appeals';

type Outcome = 'upheld' | 'overturned';

const WHO: Record<OpenAppeal['role'], string> = { author: 'The author', company: 'The company', notifier: 'The notifier' };

/** The two choices, and the dialog's words, for the decision complained about. */
function choicesFor(a: OpenAppeal) {
  if (a.decision.action === 'hide_review') {
    return {
      overturn: 'Restore (complaint succeeds)',
      uphold: 'Keep hidden',
      overturnTitle: 'Restore the review',
      overturnIntro: 'The review comes back everywhere, whole.',
      overturnConfirm: 'Restore',
      upholdTitle: 'Keep the review hidden',
      upholdConfirm: 'Keep hidden',
    };
  }
  if (a.decision.action === 'dismiss_reports') {
    return {
      overturn: 'Re-open the notices (complaint succeeds)',
      uphold: 'Keep the dismissal',
      overturnTitle: 'Re-open the notices',
      overturnIntro: 'The notices the dismissal closed are open again: the review goes back to the reports queue for a fresh decision, mailed to each notifier.',
      overturnConfirm: 'Re-open',
      upholdTitle: 'Keep the dismissal',
      upholdConfirm: 'Keep the dismissal',
    };
  }
  return {
    overturn: 'Overturn (complaint succeeds)',
    uphold: 'Keep the decision',
    overturnTitle: 'Overturn the decision',
    overturnIntro: 'The decision no longer stands; act on the review from its queue if it needs a new one.',
    overturnConfirm: 'Overturn',
    upholdTitle: 'Keep the decision',
    upholdConfirm: 'Keep the decision',
  };
}

export function AppealsQueue() {
  const appeals = useAppeals();
  const { user } = useAuth();
  const [deciding, setDeciding] = useState<{ appeal: OpenAppeal; outcome: Outcome }>();
  const decide = useDecideAppeal();
  return (
    <QueryState query={appeals} loadingLabel="Loading complaints…" errorMessage="We could not load the complaints.">
      {(list) =>
        list.length === 0 ? (
          <Alert severity="success">No open complaints.</Alert>
        ) : (
          <Stack spacing={3}>
            {list.map((a) => {
              const own = a.decidedById !== null && a.decidedById === user?.id;
              const c = choicesFor(a);
              return (
                <Box key={a.id} component="section" aria-label={`Complaint about “${a.review.title}”`}>
                  <Alert severity="info" sx={{ mb: 1 }}>
                    Decided {formatDate(a.decision.application_date)} by {a.decidedBy ?? 'a moderator'}: {a.decision.decision_facts}
                    <br />
                    <strong>
                      {WHO[a.role]}
                      {a.complainant ? ` (${a.complainant})` : ''} complains:
                    </strong>{' '}
                    {a.statement ?? '(their words were erased with their account)'}
                  </Alert>
                  <ReviewCard
                    review={a.review}
                    showCompany
                    hideReport
                    actions={
                      own ? (
                        <Typography variant="body2">You made this decision; another moderator decides the complaint.</Typography>
                      ) : (
                        <>
                          <Button size="small" variant="contained" onClick={() => setDeciding({ appeal: a, outcome: 'overturned' })}>
                            {c.overturn}
                          </Button>
                          <Button size="small" variant="outlined" onClick={() => setDeciding({ appeal: a, outcome: 'upheld' })}>
                            {c.uphold}
                          </Button>
                        </>
                      )
                    }
                  />
                </Box>
              );
            })}
            {deciding && (
              <DecisionDialog
                title={deciding.outcome === 'overturned' ? choicesFor(deciding.appeal).overturnTitle : choicesFor(deciding.appeal).upholdTitle}
                intro={deciding.outcome === 'overturned' ? choicesFor(deciding.appeal).overturnIntro : 'The decision stands; the complainant is mailed your reasons.'}
                confirmLabel={deciding.outcome === 'overturned' ? choicesFor(deciding.appeal).overturnConfirm : choicesFor(deciding.appeal).upholdConfirm}
                done="Complaint decided"
                onConfirm={(facts) => decide.mutateAsync({ id: deciding.appeal.id, outcome: deciding.outcome, facts })}
                onClose={() => setDeciding(undefined)}
              />
            )}
          </Stack>
        )
      }
    </QueryState>
  );
}
