// Free, Plus and Premium side by side: a visitor starts on one; a signed-in business switches
// plans here, or asks for a larger one (no payment), and sees a request waiting for a moderator.
import CheckIcon from '@mui/icons-material/Check';
import Alert from '@mui/material/Alert';
import Box from '@mui/material/Box';
import Button from '@mui/material/Button';
import Card from '@mui/material/Card';
import CardActions from '@mui/material/CardActions';
import CardContent from '@mui/material/CardContent';
import Chip from '@mui/material/Chip';
import Grid from '@mui/material/Grid';
import List from '@mui/material/List';
import ListItem from '@mui/material/ListItem';
import ListItemIcon from '@mui/material/ListItemIcon';
import ListItemText from '@mui/material/ListItemText';
import Typography from '@mui/material/Typography';
import { errorMessage, QueryState, toast, useBusinessAccount, type PlanTerms, Link as RouterLink } from 'shared-ui';
import { countOf } from '../../analytics';
import { useChangePlan } from '../api/change-plan';
import { usePlans } from '../api/get-plans';
import { isRequest, planChangeRule, planChangeToast } from '../utils/plan-change';

const PITCH: Record<PlanTerms['id'], string> = {
  free: 'Claim your profile, reply to every review and show your rating.',
  plus: 'For growing teams that invite customers after every order.',
  premium: 'For busy brands: high invitation volume and the full widget range.',
};

/** How a change of plan goes here: said once the plans have answered, so it is true in every mode. */
export function PlanChangeRule() {
  const plans = usePlans();
  return plans.data ? <>{planChangeRule(plans.data)}</> : null;
}

export function PlanChoices() {
  const plans = usePlans();
  const { account } = useBusinessAccount();
  const change = useChangePlan();
  const requested = plans.data?.find((p) => p.id === account?.requestedPlan);
  const currentName = plans.data?.find((p) => p.id === account?.plan)?.name ?? 'your plan';

  return (
    <>
      {requested && (
        <Alert severity="info" sx={{ mb: 3 }}>
          Your request for {requested.name} is waiting for a moderator's approval. You stay on {currentName} meanwhile; you may choose another
          plan, or keep yours to withdraw the request.
        </Alert>
      )}
      <QueryState query={plans} loadingLabel="Loading plans…" errorMessage="We could not load the plans.">
        {(list) => (
          <Grid container spacing={3}>
            {list.map((p) => {
              const current = account?.plan === p.id;
              const asked = requested?.id === p.id;
              return (
                <Grid key={p.id} size={{ xs: 12, md: 4 }}>
                  <Card variant="outlined" component="section" aria-labelledby={`plan-${p.id}`} sx={{ height: '100%', display: 'flex', flexDirection: 'column', borderColor: current ? 'primary.main' : undefined, borderWidth: current ? 2 : 1 }}>
                    <CardContent sx={{ flex: 1 }}>
                      <Box sx={{ display: 'flex', alignItems: 'center', gap: 1 }}>
                        <Typography id={`plan-${p.id}`} variant="h2" sx={{ fontSize: '1.5rem' }}>
                          {p.name}
                        </Typography>
                        {current && <Chip label="Your plan" color="primary" size="small" />}
                        {asked && <Chip label="Requested" color="info" size="small" variant="outlined" />}
                      </Box>
                      <Typography sx={{ color: 'text.secondary', my: 1 }}>{PITCH[p.id]}</Typography>
                      <List dense>
                        {[
                          `${countOf(p.invitationsPerMonth, 'review invitation')} a month`,
                          `Widget templates: ${p.widgetTemplates.join(', ')}`,
                          `${countOf(p.analyticsMonths, 'month')} of analytics`,
                          'Public replies and a Claimed badge',
                        ].map((line) => (
                          <ListItem key={line} disableGutters>
                            <ListItemIcon sx={{ minWidth: 32 }}>
                              <CheckIcon color="success" fontSize="small" aria-hidden />
                            </ListItemIcon>
                            <ListItemText primary={line} />
                          </ListItem>
                        ))}
                      </List>
                    </CardContent>
                    <CardActions sx={{ p: 2 }}>
                      {!account ? (
                        <Button component={RouterLink} to="/business/register" variant={p.id === 'free' ? 'contained' : 'outlined'} fullWidth>
                          Start with {p.name}
                        </Button>
                      ) : (
                        <Button
                          variant="contained"
                          fullWidth
                          disabled={(current && !requested) || asked || change.isPending}
                          onClick={() => {
                            const before = { plan: account.plan, requested: Boolean(requested) };
                            change.mutate(p.id, {
                              onSuccess: (s) => planChangeToast(s, p.id, before),
                              onError: (e) => toast({ title: 'Plan change failed', description: errorMessage(e, 'Please try again.'), variant: 'destructive' }),
                            });
                          }}
                        >
                          {asked
                            ? 'Requested'
                            : current
                              ? requested
                                ? `Keep ${p.name}`
                                : 'Current plan'
                              : isRequest(list, account.plan, p)
                                ? `Request ${p.name}`
                                : `Switch to ${p.name}`}
                        </Button>
                      )}
                    </CardActions>
                  </Card>
                </Grid>
              );
            })}
          </Grid>
        )}
      </QueryState>
    </>
  );
}
