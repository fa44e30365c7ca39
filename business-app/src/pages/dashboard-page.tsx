import Card from '@mui/material/Card';
import CardContent from '@mui/material/CardContent';
import Grid from '@mui/material/Grid';
import Stack from '@mui/material/Stack';
import Typography from '@mui/material/Typography';
import { ActiveSessions, ChangePasswordForm, usePageTitle } from 'shared-ui';
import { AccountDataCard } from '../features/account/components/account-data-card';
import { AlertsCard } from '../features/account/components/alerts-card';
import { BusinessFrame } from '../features/account/components/business-frame';
import { WithOwnedCompany } from '../features/claims/components/company-chooser';
import { CompanyWork } from '../features/dashboard/components/company-work';
import { PlanCard } from '../features/plans/components/plan-card';

export default function DashboardPage() {
  usePageTitle('Business dashboard');
  return (
    <BusinessFrame title="Dashboard">
      <Grid container spacing={3}>
        <Grid size={{ xs: 12, md: 8 }}>
          {/* Keyed by company: a switch must not carry one company's half-filled forms to another. */}
          <WithOwnedCompany>{(company) => <CompanyWork key={company.id} company={company} />}</WithOwnedCompany>
        </Grid>
        <Grid size={{ xs: 12, md: 4 }}>
          <Stack spacing={3}>
            <PlanCard />
            <AlertsCard />
            <Card variant="outlined" component="section" aria-labelledby="password-heading">
              <CardContent>
                <Typography id="password-heading" variant="h2" sx={{ fontSize: '1.25rem', mb: 0.5 }}>
                  Password
                </Typography>
                <Typography variant="body2" sx={{ color: 'text.secondary', mb: 2 }}>
                  Changing your password signs you out on every other device.
                </Typography>
                <ChangePasswordForm realm="business" />
              </CardContent>
            </Card>
            <Card variant="outlined" component="section" aria-labelledby="sessions-heading">
              <CardContent>
                <Typography id="sessions-heading" variant="h2" sx={{ fontSize: '1.25rem', mb: 1 }}>
                  Where you are signed in
                </Typography>
                <ActiveSessions realm="business" />
              </CardContent>
            </Card>
            <AccountDataCard />
          </Stack>
        </Grid>
      </Grid>
    </BusinessFrame>
  );
}
