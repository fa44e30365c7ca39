import Container from '@mui/material/Container';
import Typography from '@mui/material/Typography';
import { usePageTitle, simpleHead, type RouteMatch } from 'shared-ui';
import { PlanChangeRule, PlanChoices } from '../features/plans/components/plan-choices';

/** Its head, written by the shell's server into the HTML it renders. */
export const head = (match: RouteMatch) => simpleHead(match, '/business-plans', 'Business plans');

/** Free, Plus and Premium side by side; a signed-in business switches plans here, or asks for a larger one where that waits for a moderator (no payment). */
export default function BusinessPlansPage() {
  usePageTitle('Business plans');
  return (
    <Container maxWidth="lg" sx={{ py: { xs: 3, md: 6 } }}>
      <Typography variant="h1" sx={{ fontSize: { xs: '1.75rem', md: '2.5rem' }, mb: 1 }}>
        Plans for businesses
      </Typography>
      <Typography sx={{ color: 'text.secondary', mb: 4, maxWidth: '70ch' }}>
        Every plan includes your claimed profile, public replies and analytics. Plans differ in how many customers you can invite each month, the
        widget templates and how far back your analytics go. No payment is taken, on any plan: choose the one that fits. <PlanChangeRule />
      </Typography>
      <PlanChoices />
    </Container>
  );
}
