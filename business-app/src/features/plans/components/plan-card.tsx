import Alert from '@mui/material/Alert';
import Box from '@mui/material/Box';
import Button from '@mui/material/Button';
import Card from '@mui/material/Card';
import CardContent from '@mui/material/CardContent';
import LinearProgress from '@mui/material/LinearProgress';
import MenuItem from '@mui/material/MenuItem';
import TextField from '@mui/material/TextField';
import Typography from '@mui/material/Typography';
import { errorMessage, FormAlert, type PlanTerms } from 'shared-ui';
import { useState } from 'react';
import { countOf } from '../../analytics';
import { useChangePlan } from '../api/change-plan';
import { usePlanStatus } from '../api/get-plan-status';
import { usePlans } from '../api/get-plans';
import { planChangeRule, planChangeToast, requestWaitingText } from '../utils/plan-change';

/** The account's plan, its invitations this month, and the choice of another plan (no payment). */
export function PlanCard() {
  const status = usePlanStatus();
  const plans = usePlans();
  const change = useChangePlan();
  const [failure, setFailure] = useState<string>();
  if (!status.data) return null;
  const { plan, usage, requestedPlan } = status.data;
  const used = usage.invitationsThisMonth;
  const choose = (wanted: PlanTerms['id']) => {
    setFailure(undefined);
    const before = { plan: plan.id, requested: requestedPlan !== null };
    change.mutate(wanted, {
      onSuccess: (s) => planChangeToast(s, wanted, before),
      onError: (err) => setFailure(errorMessage(err, 'We could not change the plan.')),
    });
  };
  return (
    <Card variant="outlined" component="section" aria-labelledby="plan-heading">
      <CardContent>
        <Typography id="plan-heading" variant="h2" sx={{ fontSize: '1.25rem' }}>
          Your plan: {plan.name}
        </Typography>
        <Typography variant="body2" sx={{ color: 'text.secondary', mb: 1 }}>
          {countOf(plan.analyticsMonths, 'month')} of analytics · widgets: {plan.widgetTemplates.join(', ')}
        </Typography>
        <Box sx={{ my: 1.5 }}>
          <Typography variant="body2" id="usage-label">
            Invitations this month: {used} of {plan.invitationsPerMonth} ({usage.invitationsLeft} left, renews{' '}
            {new Date(usage.resetsAt).toLocaleDateString('en-GB', { day: 'numeric', month: 'long', timeZone: 'UTC' })})
          </Typography>
          <LinearProgress variant="determinate" value={Math.min(100, (used / plan.invitationsPerMonth) * 100)} aria-labelledby="usage-label" sx={{ mt: 0.5 }} />
        </Box>
        {requestedPlan && (
          <Alert
            severity="info"
            sx={{ mb: 1.5 }}
            action={
              <Button color="inherit" size="small" onClick={() => choose(plan.id)} disabled={change.isPending}>
                Withdraw
              </Button>
            }
          >
            {requestWaitingText(status.data)} You stay on {plan.name} meanwhile.
          </Alert>
        )}
        <FormAlert>{failure}</FormAlert>
        <TextField
          select
          size="small"
          label="Change plan"
          value={plan.id}
          disabled={change.isPending || !plans.data}
          onChange={(e) => choose(e.target.value as PlanTerms['id'])}
          helperText={`No payment is taken.${plans.data ? ` ${planChangeRule(plans.data)}` : ''}`}
          sx={{ minWidth: 200 }}
          fullWidth
        >
          {(plans.data ?? [plan]).map((p) => (
            <MenuItem key={p.id} value={p.id}>
              {p.name} · {countOf(p.invitationsPerMonth, 'invitation')}/month
              {p.id === requestedPlan?.id ? ' (requested)' : ''}
            </MenuItem>
          ))}
        </TextField>
      </CardContent>
    </Card>
  );
}
