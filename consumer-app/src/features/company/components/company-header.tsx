import CategoryOutlinedIcon from '@mui/icons-material/CategoryOutlined';
import LanguageIcon from '@mui/icons-material/Language';
import LocationOnOutlinedIcon from '@mui/icons-material/LocationOnOutlined';
import VerifiedUserOutlinedIcon from '@mui/icons-material/VerifiedUserOutlined';
import Alert from '@mui/material/Alert';
import AlertTitle from '@mui/material/AlertTitle';
import Box from '@mui/material/Box';
import Button from '@mui/material/Button';
import Chip from '@mui/material/Chip';
import Link from '@mui/material/Link';
import Paper from '@mui/material/Paper';
import Tooltip from '@mui/material/Tooltip';
import Typography from '@mui/material/Typography';
import { CompanyLogo, formatDate, HowReviewsAreVerifiedLink, reviewCountLabel, StarRating, useAuth, type CompanyDetail, Link as RouterLink } from 'shared-ui';
import { categoryPath } from '../../companies';
import { ReviewCompanyButton, signInToReviewPath } from '../../reviews';
import { TrustScore } from './trust-score';
import { WebsiteLink } from './website-link';

/** Logo, name, category, location, website, average rating and the call to review. */
export function CompanyHeader({ company }: { company: CompanyDetail }) {
  const { state } = useAuth();
  const hasReviews = company.totalReviews > 0;

  return (
    <Paper variant="outlined" component="header" sx={{ p: { xs: 2.5, md: 4 } }}>
      <Box sx={{ display: 'flex', gap: { xs: 2, md: 3 }, alignItems: 'flex-start', flexDirection: { xs: 'column', sm: 'row' } }}>
        <CompanyLogo name={company.name} logoUrl={company.logoUrl} size={96} />
        <Box sx={{ flex: 1, minWidth: 0 }}>
          <Typography variant="h1" sx={{ fontSize: { xs: '1.75rem', md: '2.25rem' }, overflowWrap: 'anywhere' }}>
            {company.name}
          </Typography>
          {company.claimed ? (
            <Tooltip title="This company has verified that it owns this profile and can reply to reviews." describeChild>
              <Chip icon={<VerifiedUserOutlinedIcon />} label="Claimed" size="small" color="primary" variant="outlined" sx={{ mt: 1 }} tabIndex={0} />
            </Tooltip>
          ) : (
            <Typography variant="body2" sx={{ mt: 1, color: 'text.secondary' }}>
              Unclaimed profile.{' '}
              <Link component={RouterLink} to="/claim-profile">
                Is this your company? Claim it
              </Link>
            </Typography>
          )}
          <Box
            component="ul"
            sx={{ listStyle: 'none', p: 0, m: 0, mt: 1, display: 'flex', flexWrap: 'wrap', columnGap: 2.5, rowGap: 0.5, color: 'text.secondary' }}
          >
            <Box component="li" sx={{ display: 'flex', alignItems: 'center', gap: 0.5 }}>
              <CategoryOutlinedIcon fontSize="small" aria-hidden />
              <Link component={RouterLink} to={categoryPath(company.category)} color="inherit">
                {company.category}
              </Link>
            </Box>
            {company.location && (
              <Box component="li" sx={{ display: 'flex', alignItems: 'center', gap: 0.5 }}>
                <LocationOnOutlinedIcon fontSize="small" aria-hidden />
                {company.location}
              </Box>
            )}
            {company.website && (
              <Box component="li" sx={{ display: 'flex', alignItems: 'center', gap: 0.5, minWidth: 0 }}>
                <LanguageIcon fontSize="small" aria-hidden />
                <WebsiteLink href={company.website} />
              </Box>
            )}
          </Box>

          <Box sx={{ display: 'flex', alignItems: 'center', flexWrap: 'wrap', gap: 1.5, mt: 2 }}>
            <StarRating rating={company.averageRating} size="large" />
            {hasReviews ? (
              <>
                <Typography component="span" sx={{ fontSize: '1.5rem', fontWeight: 800 }} aria-hidden>
                  {company.averageRating}
                </Typography>
                <Typography component="span" color="text.secondary">
                  Based on {reviewCountLabel(company.totalReviews)}
                </Typography>
              </>
            ) : (
              <Typography component="span" color="text.secondary">
                Not rated yet
              </Typography>
            )}
          </Box>

          <Box sx={{ mt: 1, display: 'flex', alignItems: 'center', flexWrap: 'wrap', columnGap: 2, rowGap: 0.5 }}>
            <TrustScore score={company.trustScore} totalReviews={company.totalReviews} />
            {/* Beside the score, what its reviews' labels mean (EU Omnibus Directive). */}
            <HowReviewsAreVerifiedLink />
          </Box>

          {company.description && (
            <Typography sx={{ mt: 2, maxWidth: '70ch', overflowWrap: 'anywhere' }} color="text.primary">
              {company.description}
            </Typography>
          )}
        </Box>

        <Box sx={{ flexShrink: 0, width: { xs: '100%', sm: 'auto' } }}>
          {state === 'signed-in' ? (
            <ReviewCompanyButton companyId={company.id} size="large" fullWidth />
          ) : (
            <Button component={RouterLink} to={signInToReviewPath(company.id)} variant="outlined" size="large" fullWidth>
              Sign in to Review
            </Button>
          )}
        </Box>
      </Box>
      {company.notice && (
        // A moderator's consumer alert: shown for a set time, with where to read how moderation works.
        // role="note": part of the page, not an alert to announce over whatever the reader is doing.
        <Alert severity="warning" role="note" sx={{ mt: 3 }}>
          <AlertTitle>{company.notice.message}</AlertTitle>
          Our moderators are looking into reviews of this company. Read its reviews with care. This notice shows until {formatDate(company.notice.until)};{' '}
          <Link component={RouterLink} to="/trust-safety">
            how we moderate reviews
          </Link>
          .
        </Alert>
      )}
    </Paper>
  );
}

