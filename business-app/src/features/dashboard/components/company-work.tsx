// The dashboard's work on the chosen company: its rating and reply figures, the reviews to answer,
// the moderation decisions about its reviews and replies (and complaints about them), the invitations to review, the API keys that send them from the business's own systems, and the
// webhooks that send its reviews to them.
import Alert from '@mui/material/Alert';
import Box from '@mui/material/Box';
import Button from '@mui/material/Button';
import Card from '@mui/material/Card';
import CardContent from '@mui/material/CardContent';
import Chip from '@mui/material/Chip';
import Stack from '@mui/material/Stack';
import Typography from '@mui/material/Typography';
import { reviewCountLabel, StarRating, type Company, Link as RouterLink } from 'shared-ui';
import { useAnalytics } from '../../analytics';
import { ApiKeysCard } from '../../api-keys';
import { useClaims } from '../../claims';
import { InvitationForm, NAME_WAITING, RecentInvitations } from '../../invitations';
import { ModerationDecisionsCard } from '../../moderation-decisions';
import { ReviewsToAnswer } from '../../reviews';
import { WebhooksSection } from '../../webhooks';
import { replyFigure } from '../utils/reply-figure';

export function CompanyWork({ company }: { company: Company }) {
  const analytics = useAnalytics(company.id);
  // No reviews at all: the company's line says so once; there is no reply figure to give.
  const figure = analytics.data && analytics.data.totalReviews > 0 ? replyFigure(analytics.data) : undefined;
  const awaiting = figure?.awaiting;
  // Whether the company has any review at all, to tell "all answered" from "none yet".
  const hasReviews = (analytics.data?.totalReviews ?? company.totalReviews) > 0;
  // Read from the claims the chooser has loaded already: no request of its own.
  const nameChecked = useClaims().data?.find((c) => c.company.id === company.id)?.nameChecked ?? true;
  return (
    <Stack spacing={3}>
      <Card variant="outlined">
        <CardContent sx={{ display: 'flex', flexWrap: 'wrap', gap: 2, alignItems: 'center' }}>
          <Box sx={{ flex: 1, minWidth: 200 }}>
            <Typography variant="h2" sx={{ fontSize: '1.5rem' }}>
              {company.name}
            </Typography>
            {company.totalReviews > 0 ? (
              <Box sx={{ display: 'flex', gap: 1, alignItems: 'center', mt: 0.5 }}>
                <StarRating rating={company.averageRating} />
                <Typography>
                  {company.averageRating} · {reviewCountLabel(company.totalReviews)}
                </Typography>
              </Box>
            ) : (
              // Empty stars and "0.0" would read as a bad rating; there is none yet.
              <Typography sx={{ mt: 0.5, color: 'text.secondary' }}>No reviews yet</Typography>
            )}
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
      <ModerationDecisionsCard companyId={company.id} />
      <Card variant="outlined" component="section" aria-labelledby="invite-heading">
        <CardContent>
          <Typography id="invite-heading" variant="h2" sx={{ fontSize: '1.25rem', mb: 1 }}>
            Invite customers to review
          </Typography>
          {!nameChecked && (
            <Alert severity="info" sx={{ mb: 2 }}>
              {NAME_WAITING}
            </Alert>
          )}
          <InvitationForm companyId={company.id} />
          <RecentInvitations companyId={company.id} />
        </CardContent>
      </Card>
      <ApiKeysCard company={company} />
      <Card variant="outlined" component="section" aria-labelledby="webhooks-heading">
        <CardContent>
          <Typography id="webhooks-heading" variant="h2" sx={{ fontSize: '1.25rem', mb: 1 }}>
            Webhooks
          </Typography>
          <WebhooksSection companyId={company.id} companyName={company.name} />
        </CardContent>
      </Card>
    </Stack>
  );
}
