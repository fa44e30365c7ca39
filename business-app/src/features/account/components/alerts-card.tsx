// The mailed alert about each new 1–2★ review: on unless the account turned it off.
import Card from '@mui/material/Card';
import CardContent from '@mui/material/CardContent';
import FormControlLabel from '@mui/material/FormControlLabel';
import Switch from '@mui/material/Switch';
import Typography from '@mui/material/Typography';
import { useState } from 'react';
import { errorMessage, FormAlert, toast, useBusinessAccount } from 'shared-ui';
import { useLowRatingAlerts } from '../api/low-rating-alerts';

export function AlertsCard() {
  const { account } = useBusinessAccount();
  const alerts = useLowRatingAlerts();
  const [failure, setFailure] = useState<string>();
  if (!account) return null;
  const change = (on: boolean) => {
    setFailure(undefined);
    alerts.mutate(on, {
      onSuccess: () =>
        toast({
          title: on ? 'Alerts on' : 'Alerts off',
          description: on ? `We will email ${account.email} about each new 1- or 2-star review.` : 'We will not email you about new low-rated reviews.',
          variant: 'success',
        }),
      onError: (e) => setFailure(errorMessage(e, 'We could not change your alerts. Please try again.')),
    });
  };
  return (
    <Card variant="outlined" component="section" aria-labelledby="alerts-heading">
      <CardContent>
        <Typography id="alerts-heading" variant="h2" sx={{ fontSize: '1.25rem', mb: 0.5 }}>
          Email alerts
        </Typography>
        <Typography id="alerts-help" variant="body2" sx={{ color: 'text.secondary', mb: 1 }}>
          A 1- or 2-star review is where a quick reply helps most. We email {account.email} with the review and a link here.
        </Typography>
        <FormAlert>{failure}</FormAlert>
        <FormControlLabel
          control={<Switch checked={alerts.isPending ? alerts.variables : account.lowRatingAlerts} onChange={(e) => change(e.target.checked)} disabled={alerts.isPending} slotProps={{ input: { 'aria-describedby': 'alerts-help' } }} />}
          label="Email me about new 1–2★ reviews"
        />
      </CardContent>
    </Card>
  );
}
