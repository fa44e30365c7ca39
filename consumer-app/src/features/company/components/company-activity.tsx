import Box from '@mui/material/Box';
import Link from '@mui/material/Link';
import Paper from '@mui/material/Paper';
import Typography from '@mui/material/Typography';
import { Link as RouterLink, type CompanyDetail } from 'shared-ui';
import {
  claimSentence,
  invitationSentence,
  monthYear,
  reasonLabel,
  removedSentence,
  replySentence,
  starsOf,
} from '../utils/company-activity';

// Read by screen readers, not shown: the stars in words where the eye reads "1★".
const visuallyHidden = {
  position: 'absolute',
  width: 1,
  height: 1,
  p: 0,
  m: -1,
  overflow: 'hidden',
  clip: 'rect(0 0 0 0)',
  whiteSpace: 'nowrap',
  border: 0,
} as const;

function Stars({ byRating }: { byRating: CompanyDetail['activity']['removedReviews']['byRating'] }) {
  const stars = starsOf(byRating);
  return (
    <>
      {' '}
      <Box component="span" aria-hidden sx={{ whiteSpace: 'nowrap' }}>
        ({stars.map(({ stars: s, count }) => `${s}★${count > 1 ? ` ×${count}` : ''}`).join(', ')})
      </Box>
      <Box component="span" sx={visuallyHidden}>
        ({stars.map(({ stars: s, count }) => `${s}-star: ${count}`).join(', ')})
      </Box>
    </>
  );
}

/**
 * "Company activity": how the company behaves, from the figures its page's answer carries (its
 * claim, the reviews it invited, its replies to negative reviews, the reviews our moderators removed
 * and any moderator's notice), so a reader can judge whether anything was kept from them.
 */
export function CompanyActivity({ company }: { company: Pick<CompanyDetail, 'activity' | 'notice'> }) {
  const { activity, notice } = company;
  const idle = !activity.claimedSince && activity.reviews.total === 0 && activity.removedReviews.total === 0;
  return (
    <Paper variant="outlined" component="section" aria-labelledby="company-activity-heading" sx={{ p: { xs: 2, md: 3 } }}>
      <Typography id="company-activity-heading" variant="h2" sx={{ fontSize: '1.25rem', mb: 1.5 }}>
        Company activity
      </Typography>
      {/* The notice itself stands at the top of the page as its warning; here it is one fact among the others, named once. */}
      {notice && (
        <Typography variant="body1" sx={{ mb: 1.5, fontWeight: 600 }}>
          Open notice from our moderators: {notice.message}. It shows until {monthDay(notice.until)}.
        </Typography>
      )}
      {idle ? (
        <Typography variant="body1">Unclaimed profile with no reviews in the last 12 months: there is no company activity to show yet.</Typography>
      ) : (
        <Box component="ul" sx={{ m: 0, pl: 2.5, display: 'grid', gap: 1 }}>
          <Typography component="li" variant="body1">
            {claimSentence(activity)}
          </Typography>
          <Typography component="li" variant="body1">
            {invitationSentence(activity)}
          </Typography>
          <Typography component="li" variant="body1">
            {replySentence(activity)}
          </Typography>
          <Typography component="li" variant="body1">
            {removedSentence(activity)}
            {activity.removedReviews.total > 0 && ':'}
            {activity.removedReviews.byReason.length > 0 && (
              <Box component="ul" sx={{ m: 0, mt: 0.5, pl: 2.5 }}>
                {activity.removedReviews.byReason.map((r) => (
                  <Typography key={r.reason} component="li" variant="body2">
                    {reasonLabel(r.count, r.reason)}
                    <Stars byRating={r.byRating} />
                  </Typography>
                ))}
              </Box>
            )}
          </Typography>
        </Box>
      )}
      <Typography variant="body2" color="text.secondary" sx={{ mt: 1.5 }}>
        Figures since {monthYear(activity.since)}, kept up to date as reviews are written, answered and moderated.{' '}
        <Link component={RouterLink} to="/trust-safety">
          How we verify and moderate reviews
        </Link>
      </Typography>
    </Paper>
  );
}

const monthDay = (iso: string) => new Date(iso).toLocaleDateString('en-US', { year: 'numeric', month: 'long', day: 'numeric', timeZone: 'UTC' });
