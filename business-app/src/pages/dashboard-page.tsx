import Box from '@mui/material/Box';
import Button from '@mui/material/Button';
import Card from '@mui/material/Card';
import CardContent from '@mui/material/CardContent';
import Chip from '@mui/material/Chip';
import Grid from '@mui/material/Grid';
import Stack from '@mui/material/Stack';
import ToggleButton from '@mui/material/ToggleButton';
import ToggleButtonGroup from '@mui/material/ToggleButtonGroup';
import Typography from '@mui/material/Typography';
import { useState } from 'react';
import { ActiveSessions, ChangePasswordForm, DataTable, QueryState, relativeTime, ReportReviewButton, reviewCountLabel, ReviewCard, StarRating, usePageTitle, type Company, Link as RouterLink } from 'shared-ui';
import { useAnalytics, useInvitations, useOwnerReviews } from '../api/business-api';
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

function CompanyWork({ company }: { company: Company }) {
  const analytics = useAnalytics(company.id);
  const awaiting = analytics.data ? Object.values(analytics.data.awaitingReplyByStar).reduce((a, b) => a + b, 0) : undefined;
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
          {analytics.data && (
            <Stack direction="row" spacing={1}>
              <Chip label={`${Math.round(analytics.data.replyRate * 100)}% replied`} />
              {awaiting !== undefined && <Chip label={`${awaiting} awaiting a reply`} color={awaiting > 0 ? 'warning' : 'default'} />}
            </Stack>
          )}
          <Button component={RouterLink} to={`/companies/${company.id}`} variant="outlined">
            View public page
          </Button>
        </CardContent>
      </Card>
      <ReviewsToAnswer company={company} />
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

function ReviewsToAnswer({ company }: { company: Company }) {
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
            return <Typography sx={{ color: 'text.secondary' }}>{filter === 'awaiting' ? 'Every review has a reply. Well done!' : 'No reviews here yet.'}</Typography>;
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
