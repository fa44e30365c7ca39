import Box from '@mui/material/Box';
import Card from '@mui/material/Card';
import CardContent from '@mui/material/CardContent';
import LinearProgress from '@mui/material/LinearProgress';
import MenuItem from '@mui/material/MenuItem';
import Stack from '@mui/material/Stack';
import TextField from '@mui/material/TextField';
import Typography from '@mui/material/Typography';
import { errorMessage, FormAlert, toast, type PlanTerms } from 'shared-ui';
import { useState } from 'react';
import { useChangePlan, usePlans, usePlanStatus } from '../api/business-api';

/** The account's plan, its invitations this month, and the choice of another plan (no payment). */
export function PlanCard() {
  const status = usePlanStatus();
  const plans = usePlans();
  const change = useChangePlan();
  const [failure, setFailure] = useState<string>();
  if (!status.data) return null;
  const { plan, usage } = status.data;
  const used = usage.invitationsThisMonth;
  return (
    <Card variant="outlined" component="section" aria-labelledby="plan-heading">
      <CardContent>
        <Typography id="plan-heading" variant="h2" sx={{ fontSize: '1.25rem' }}>
          Your plan: {plan.name}
        </Typography>
        <Typography variant="body2" sx={{ color: 'text.secondary', mb: 1 }}>
          {plan.analyticsMonths} months of analytics · widgets: {plan.widgetTemplates.join(', ')}
        </Typography>
        <Box sx={{ my: 1.5 }}>
          <Typography variant="body2" id="usage-label">
            Invitations this month: {used} of {plan.invitationsPerMonth} ({usage.invitationsLeft} left, renews{' '}
            {new Date(usage.resetsAt).toLocaleDateString('en-GB', { day: 'numeric', month: 'long', timeZone: 'UTC' })})
          </Typography>
          <LinearProgress variant="determinate" value={Math.min(100, (used / plan.invitationsPerMonth) * 100)} aria-labelledby="usage-label" sx={{ mt: 0.5 }} />
        </Box>
        <FormAlert>{failure}</FormAlert>
        <Stack direction="row" spacing={1} sx={{ alignItems: 'center' }}>
          <TextField
            select
            size="small"
            label="Change plan"
            value={plan.id}
            disabled={change.isPending || !plans.data}
            onChange={(e) => {
              setFailure(undefined);
              change.mutate(e.target.value as PlanTerms['id'], {
                onSuccess: (s) => toast({ title: 'Plan changed', description: `You are now on ${s.plan.name}. No payment is taken.`, variant: 'success' }),
                onError: (err) => setFailure(errorMessage(err, 'We could not change the plan.')),
              });
            }}
            sx={{ minWidth: 200 }}
          >
            {(plans.data ?? [plan]).map((p) => (
              <MenuItem key={p.id} value={p.id}>
                {p.name} · {p.invitationsPerMonth.toLocaleString('en')} invitations/month
              </MenuItem>
            ))}
          </TextField>
        </Stack>
      </CardContent>
    </Card>
  );
}
