import Box from '@mui/material/Box';
import Button from '@mui/material/Button';
import Card from '@mui/material/Card';
import CardContent from '@mui/material/CardContent';
import Chip from '@mui/material/Chip';
import Grid from '@mui/material/Grid';
import FormControlLabel from '@mui/material/FormControlLabel';
import Stack from '@mui/material/Stack';
import Switch from '@mui/material/Switch';
import ToggleButton from '@mui/material/ToggleButton';
import ToggleButtonGroup from '@mui/material/ToggleButtonGroup';
import Typography from '@mui/material/Typography';
import { useState } from 'react';
import { ActiveSessions, ChangePasswordForm, DataTable, FormAlert, errorMessage, QueryState, relativeTime, ReportReviewButton, reviewCountLabel, ReviewCard, StarRating, toast, useBusinessAccount, usePageTitle, type Analytics, type Company, Link as RouterLink } from 'shared-ui';
import { useAnalytics, useInvitations, useLowRatingAlerts, useOwnerReviews } from '../api/business-api';
import { BusinessFrame } from '../components/business-frame';
import { WithOwnedCompany } from '../components/company-chooser';
import { InvitationForm } from '../components/invitation-form';
import { PlanCard } from '../components/plan-card';
import { ReplyEditor } from '../components/reply-editor';

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
          </Stack>
        </Grid>
      </Grid>
    </BusinessFrame>
  );
}

/** The mailed alert about each new 1–2★ review: on unless the account turned it off. */
function AlertsCard() {
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

/** "50% replied", or what is true when the period has no review to reply to. */
export function replyFigure(a: Analytics): { label: string; awaiting?: number } {
  const periodReviews = a.ratingByMonth.reduce((n, m) => n + m.reviewCount, 0);
  const awaiting = Object.values(a.awaitingReplyByStar).reduce((x, y) => x + y, 0);
  if (a.totalReviews === 0) return { label: 'No reviews yet' };
  if (periodReviews === 0) return { label: `No reviews in ${a.months === 1 ? 'the last month' : `the last ${a.months} months`}`, awaiting };
  return { label: `${Math.round(a.replyRate * 100)}% replied`, awaiting };
}

function CompanyWork({ company }: { company: Company }) {
  const analytics = useAnalytics(company.id);
  const figure = analytics.data ? replyFigure(analytics.data) : undefined;
  const awaiting = figure?.awaiting;
  // Whether the company has any review at all, to tell "all answered" from "none yet".
  const hasReviews = (analytics.data?.totalReviews ?? company.totalReviews) > 0;
  return (
    <Stack spacing={3}>
      <Card variant="outlined">
        <CardContent sx={{ display: 'flex', flexWrap: 'wrap', gap: 2, alignItems: 'center' }}>
          <Box sx={{ flex: 1, minWidth: 200 }}>
            <Typography variant="h2" sx={{ fontSize: '1.5rem' }}>
              {company.name}
            </Typography>
            <Box sx={{ display: 'flex', gap: 1, alignItems: 'center', mt: 0.5 }}>
              <StarRating rating={company.averageRating} />
              <Typography>
                {company.averageRating} · {reviewCountLabel(company.totalReviews)}
              </Typography>
            </Box>
          </Box>
          {figure && (
            <Stack direction="row" spacing={1} useFlexGap sx={{ flexWrap: 'wrap' }}>
              <Chip label={figure.label} />
              {awaiting !== undefined && <Chip label={`${awaiting.toLocaleString('en')} awaiting a reply`} color={awaiting > 0 ? 'warning' : 'default'} />}
            </Stack>
          )}
          <Button component={RouterLink} to={`/companies/${company.id}`} variant="outlined">
            View public page
          </Button>
        </CardContent>
      </Card>
      <ReviewsToAnswer company={company} hasReviews={hasReviews} />
      <Card variant="outlined" component="section" aria-labelledby="invite-heading">
        <CardContent>
          <Typography id="invite-heading" variant="h2" sx={{ fontSize: '1.25rem', mb: 1 }}>
            Invite customers to review
          </Typography>
          <InvitationForm companyId={company.id} />
          <RecentInvitations companyId={company.id} />
        </CardContent>
      </Card>
    </Stack>
  );
}

function ReviewsToAnswer({ company, hasReviews }: { company: Company; hasReviews: boolean }) {
  const [filter, setFilter] = useState<'awaiting' | 'replied' | 'all'>('awaiting');
  const reviews = useOwnerReviews(company.id, filter);
  return (
    <Box component="section" aria-labelledby="reviews-heading">
      <Box sx={{ display: 'flex', justifyContent: 'space-between', alignItems: 'center', flexWrap: 'wrap', gap: 1, mb: 1.5 }}>
        <Typography id="reviews-heading" variant="h2" sx={{ fontSize: '1.25rem' }}>
          {filter === 'awaiting' ? 'Reviews awaiting a reply' : filter === 'replied' ? 'Reviews you replied to' : 'All reviews'}
        </Typography>
        <ToggleButtonGroup size="small" exclusive value={filter} onChange={(_, v) => v && setFilter(v)} aria-label="Which reviews">
          <ToggleButton value="awaiting">Awaiting reply</ToggleButton>
          <ToggleButton value="replied">Replied</ToggleButton>
          <ToggleButton value="all">All</ToggleButton>
        </ToggleButtonGroup>
      </Box>
      <QueryState query={reviews} loadingLabel="Loading reviews…" errorMessage="We could not load the reviews.">
        {(data) => {
          const list = data.pages.flat();
          if (list.length === 0) {
            if (!hasReviews) return <Typography sx={{ color: 'text.secondary' }}>No reviews yet. Invite your customers below to write the first ones.</Typography>;
            return <Typography sx={{ color: 'text.secondary' }}>{filter === 'awaiting' ? 'Every review has a reply. Well done!' : filter === 'replied' ? 'You have not replied to a review yet.' : 'No reviews here yet.'}</Typography>;
          }
          return (
            <Stack spacing={2}>
              {list.map((r) => (
                <ReviewCard key={r.id} review={r} hideReport actions={<ReportReviewButton review={r} asBusiness />} replySlot={<ReplyEditor key={r.reply?.updatedAt ?? 'new'} review={r} companyName={company.name} />} />
              ))}
              {reviews.hasNextPage && (
                <Button variant="outlined" onClick={() => void reviews.fetchNextPage()} disabled={reviews.isFetchingNextPage} sx={{ alignSelf: 'center' }}>
                  {reviews.isFetchingNextPage ? 'Loading…' : 'Show more reviews'}
                </Button>
              )}
            </Stack>
          );
        }}
      </QueryState>
    </Box>
  );
}

function RecentInvitations({ companyId }: { companyId: string }) {
  const invitations = useInvitations(companyId);
  if (!invitations.data?.length) return null;
  return (
    <Box sx={{ mt: 3 }}>
      <Typography variant="h3" sx={{ fontSize: '1rem', fontWeight: 700, mb: 1 }}>
        Latest invitations
      </Typography>
      <DataTable>
        <thead>
          <tr>
            <th scope="col">Customer</th>
            <th scope="col">Reference</th>
            <th scope="col">Sent</th>
            <th scope="col">State</th>
          </tr>
        </thead>
        <tbody>
          {invitations.data.map((i) => (
            <tr key={i.id}>
              <td>
                {i.name} ({i.email})
              </td>
              <td>{i.reference ?? '—'}</td>
              <td>{relativeTime(i.createdAt)}</td>
              <td>{i.status === 'used' ? 'Reviewed' : i.status === 'expired' ? 'Expired' : 'Open'}</td>
            </tr>
          ))}
        </tbody>
      </DataTable>
    </Box>
  );
}
