// /admin: the moderators' work — reported reviews, appeals, hidden reviews, pending claims, plan
// requests, company names to check, business accounts, companies, users, messages — and, for
// administrators, the newsletter's subscribers and the audit log with its exports. Each tab is a
// component; every decision in them asks for a statement of reasons.
import Box from '@mui/material/Box';
import Container from '@mui/material/Container';
import Tab from '@mui/material/Tab';
import Tabs from '@mui/material/Tabs';
import Typography from '@mui/material/Typography';
import { roleOf, useAuth, usePageTitle, useSearchParams, visuallyHidden, reviewCountLabel } from 'shared-ui';
import { BusinessModeration, UserModeration } from '../features/accounts';
import { AppealsQueue } from '../features/appeals';
import { AuditLog } from '../features/audit';
import { ClaimsQueue } from '../features/claims';
import { CompanyModeration, CompanyNames } from '../features/companies';
import { ContactMessages } from '../features/contact';
import { HiddenReviews } from '../features/hidden-reviews';
import { useSummary } from '../features/moderation';
import { NewsletterSubscribers } from '../features/newsletter';
import { PlanRequests } from '../features/plan-requests';
import { ReportsQueue } from '../features/reports';
import { TrustedFlaggers } from '../features/trusted-flaggers';

// The queues first (their sizes on the tabs), then the places to look things up.
const TABS = ['reports', 'appeals', 'hidden', 'claims', 'plans', 'names', 'businesses', 'companies', 'users', 'messages', 'flaggers', 'newsletter', 'audit'] as const;
type TabName = (typeof TABS)[number];

// The appeals tab holds every complaint (author, company, notifier); its URL stays ?tab=appeals for links already made.
const tabLabel = (t: TabName) => (t === 'flaggers' ? 'Trusted flaggers' : t === 'appeals' ? 'Complaints' : t[0].toUpperCase() + t.slice(1));

/** The administrators' own tabs: the trusted flaggers, the audit log, and the newsletter's subscribers (personal data no moderation needs). */
const ADMIN_TABS: readonly TabName[] = ['flaggers', 'newsletter', 'audit'];

/** A queue's size beside its tab's name, never over it: "99+" from a hundred on. */
function TabCount({ n }: { n: number }) {
  return (
    <Box
      component="span"
      aria-hidden
      sx={{
        ml: 1,
        px: 0.75,
        minWidth: 20,
        borderRadius: 10,
        bgcolor: 'warning.main',
        color: 'warning.contrastText',
        fontSize: '0.75rem',
        fontWeight: 500,
        lineHeight: '20px',
        textAlign: 'center',
      }}
    >
      {n > 99 ? '99+' : n}
    </Box>
  );
}

export default function AdminPage() {
  usePageTitle('Moderation');
  const { user } = useAuth();
  const isAdmin = roleOf(user) === 'admin';
  const summary = useSummary();
  const [params, setParams] = useSearchParams();
  const requested = params.get('tab') as TabName | null;
  const visible = TABS.filter((t) => isAdmin || !ADMIN_TABS.includes(t));
  // The tab is in the URL so it can be linked to; a moderator asking for an administrator's tab gets the reports.
  const tab: TabName = requested && visible.includes(requested) ? requested : 'reports';
  const counts: Partial<Record<TabName, number>> = {
    reports: summary.data?.queuedReviews,
    appeals: summary.data?.openAppeals,
    claims: summary.data?.pendingClaims,
    plans: summary.data?.planRequests,
    names: summary.data?.uncheckedNames,
  };

  return (
    // Everything queued here is what people typed (reviews, reports, appeals, names, messages),
    // which may be one long word: it breaks where it must rather than widening the queue.
    <Container maxWidth="lg" sx={{ py: { xs: 3, md: 5 }, overflowWrap: 'anywhere' }}>
      <Typography variant="h1" sx={{ fontSize: { xs: '1.75rem', md: '2.25rem' } }}>
        Moderation
      </Typography>
      <Typography sx={{ color: 'text.secondary', mt: 1, mb: 2 }}>
        {summary.data ? `${reviewCountLabel(summary.data.hiddenReviews)} hidden in all. ` : ''}Every decision states its reasons; the author, the company and the notifier
        may complain about it for six months, to a different moderator.
      </Typography>
      <Box sx={{ borderBottom: 1, borderColor: 'divider', mb: 3 }}>
        <Tabs value={tab} onChange={(_, v: TabName) => setParams({ tab: v }, { replace: true })} variant="scrollable" allowScrollButtonsMobile aria-label="Moderation queues">
          {visible.map((t) => (
            <Tab
              key={t}
              value={t}
              label={
                counts[t] ? (
                  <Box component="span" sx={{ display: 'inline-flex', alignItems: 'center', whiteSpace: 'nowrap' }}>
                    {tabLabel(t)}
                    <TabCount n={counts[t]} />
                    {/* The count's pill is hidden from screen readers: it is said in words. */}
                    <Box component="span" sx={visuallyHidden}>
                      {` (${counts[t]} waiting)`}
                    </Box>
                  </Box>
                ) : (
                  tabLabel(t)
                )
              }
              id={`tab-${t}`}
              aria-controls={`panel-${t}`}
            />
          ))}
        </Tabs>
      </Box>
      <Box role="tabpanel" id={`panel-${tab}`} aria-labelledby={`tab-${tab}`} tabIndex={-1}>
        {tab === 'reports' && <ReportsQueue />}
        {tab === 'appeals' && <AppealsQueue />}
        {tab === 'hidden' && <HiddenReviews />}
        {tab === 'claims' && <ClaimsQueue />}
        {tab === 'plans' && <PlanRequests />}
        {tab === 'names' && <CompanyNames />}
        {tab === 'businesses' && <BusinessModeration />}
        {tab === 'companies' && <CompanyModeration />}
        {tab === 'users' && <UserModeration isAdmin={isAdmin} />}
        {tab === 'messages' && <ContactMessages />}
        {tab === 'flaggers' && <TrustedFlaggers />}
        {tab === 'newsletter' && <NewsletterSubscribers />}
        {tab === 'audit' && <AuditLog />}
      </Box>
    </Container>
  );
}
