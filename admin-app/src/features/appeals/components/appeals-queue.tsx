// The Appeals tab: hidden reviews whose authors appealed, each decided by a moderator other than
// the one who hid it.
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

export function AppealsQueue() {
  const appeals = useAppeals();
  const { user } = useAuth();
  const [deciding, setDeciding] = useState<{ appeal: OpenAppeal; outcome: Outcome }>();
  const decide = useDecideAppeal();
  return (
    <QueryState query={appeals} loadingLabel="Loading appeals…" errorMessage="We could not load the appeals.">
      {(list) =>
        list.length === 0 ? (
          <Alert severity="success">No open appeals.</Alert>
        ) : (
          <Stack spacing={3}>
            {list.map((a) => {
              const own = a.decidedById !== null && a.decidedById === user?.id;
              return (
                <Box key={a.id} component="section" aria-label={`Appeal about “${a.review.title}”`}>
                  <Alert severity="info" sx={{ mb: 1 }}>
                    Hidden {formatDate(a.decision.application_date)} by {a.decidedBy ?? 'a moderator'}: {a.decision.decision_facts}
                    <br />
                    <strong>The author appeals:</strong> {a.statement}
                  </Alert>
                  <ReviewCard
                    review={a.review}
                    showCompany
                    hideReport
                    actions={
                      own ? (
                        <Typography variant="body2">You made this decision; another moderator decides the appeal.</Typography>
                      ) : (
                        <>
                          <Button size="small" variant="contained" onClick={() => setDeciding({ appeal: a, outcome: 'overturned' })}>
                            Restore (appeal succeeds)
                          </Button>
                          <Button size="small" variant="outlined" onClick={() => setDeciding({ appeal: a, outcome: 'upheld' })}>
                            Keep hidden
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
                title={deciding.outcome === 'overturned' ? 'Restore the review' : 'Keep the review hidden'}
                intro={deciding.outcome === 'overturned' ? 'The review comes back everywhere, whole.' : 'The decision stands; the author reads your reasons.'}
                confirmLabel={deciding.outcome === 'overturned' ? 'Restore' : 'Keep hidden'}
                done="Appeal decided"
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
