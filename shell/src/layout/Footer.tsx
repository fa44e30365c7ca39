import EmailOutlinedIcon from '@mui/icons-material/EmailOutlined';
import LockOutlinedIcon from '@mui/icons-material/LockOutlined';
import PhoneOutlinedIcon from '@mui/icons-material/PhoneOutlined';
import PublicOutlinedIcon from '@mui/icons-material/PublicOutlined';
import ShieldOutlinedIcon from '@mui/icons-material/ShieldOutlined';
import Box from '@mui/material/Box';
import Container from '@mui/material/Container';
import Divider from '@mui/material/Divider';
import Grid from '@mui/material/Grid';
import Link from '@mui/material/Link';
import Stack from '@mui/material/Stack';
import Typography from '@mui/material/Typography';
import { alpha, type Theme } from '@mui/material/styles';
import { useSyncExternalStore, type ReactNode } from 'react';
import { Link as RouterLink } from 'shared-ui';
import { pageProtocol } from './browser';
import { Logo } from './Logo';
import { NewsletterForm } from './NewsletterForm';

export const SUPPORT_EMAIL = 'support@trustreviews.example';
export const SUPPORT_PHONE = '+1 (555) 010-0199';

const LINK_GROUPS: Array<{ heading: string; links: Array<{ to: string; label: string }> }> = [
  {
    heading: 'Company',
    links: [
      { to: '/about', label: 'About us' },
      { to: '/contact', label: 'Contact' },
      { to: '/careers', label: 'Careers' },
      { to: '/press', label: 'Press' },
      { to: '/mobile-app', label: 'Mobile app' },
    ],
  },
  {
    heading: 'For Business',
    links: [
      { to: '/business-plans', label: 'Business plans' },
      { to: '/claim-profile', label: 'Claim your profile' },
      { to: '/business/login', label: 'Business login' },
      { to: '/analytics', label: 'Analytics' },
    ],
  },
  {
    heading: 'Support',
    links: [
      { to: '/help', label: 'Help center' },
      { to: '/guidelines', label: 'Review guidelines' },
      { to: '/trust-safety', label: 'Trust & safety' },
      { to: '/how-reviews-are-verified', label: 'How reviews are verified' },
      { to: '/api', label: 'API documentation' },
    ],
  },
  {
    heading: 'Legal',
    links: [
      { to: '/privacy', label: 'Privacy policy' },
      { to: '/terms', label: 'Terms of service' },
      { to: '/cookies', label: 'Cookie policy' },
      { to: '/disclaimer', label: 'Disclaimer' },
    ],
  },
];

const headingId = (heading: string) => `footer-${heading.toLowerCase().replace(/[^a-z]+/g, '-')}`;

const SSL_BADGE = { label: 'SSL Secured', icon: <LockOutlinedIcon fontSize="small" /> };
const BADGES: Array<{ label: string; icon: ReactNode }> = [
  { label: 'Data Protected', icon: <ShieldOutlinedIcon fontSize="small" /> },
  { label: 'Global Platform', icon: <PublicOutlinedIcon fontSize="small" /> },
];

const noSubscription = () => () => undefined;

/**
 * Whether the page is served over https, as the browser sees it. False on the server and while a
 * page hydrates (the server's HTML never claims it, so the two renders agree), the truth right after.
 */
function useServedOverHttps(): boolean {
  return useSyncExternalStore(
    noSubscription,
    () => pageProtocol() === 'https:',
    () => false,
  );
}

// Tints of the footer's text colour, so they follow the theme.
const tint = (opacity: number) => (theme: Theme) => alpha(theme.palette.secondary.contrastText, opacity);

const linkSx = {
  color: 'inherit',
  opacity: 0.85,
  borderRadius: 0.5,
  '&:hover': { opacity: 1 },
  '&:focus-visible': { opacity: 1 },
} as const;

/** The site footer: link groups, newsletter box, contact, badges and copyright. */
export function Footer() {
  const badges = useServedOverHttps() ? [SSL_BADGE, ...BADGES] : BADGES;
  return (
    <Box
      component="footer"
      sx={{
        bgcolor: 'secondary.main',
        color: 'secondary.contrastText',
        mt: 'auto',
        pt: { xs: 5, md: 7 },
        pb: 3,
        // The theme's focus ring has the footer's own colour: use the text colour here.
        '& a:focus-visible, & .MuiButtonBase-root.Mui-focusVisible': { outlineColor: 'currentColor' },
      }}
    >
      <Container maxWidth="lg">
        <Grid container spacing={{ xs: 4, md: 3 }}>
          <Grid size={{ xs: 12, md: 4 }}>
            <Logo />
            <Typography variant="body2" sx={{ mt: 2, mb: 2.5, opacity: 0.85, maxWidth: 340 }}>
              The most trusted review platform: honest reviews from real customers, so everyone can choose
              companies with confidence.
            </Typography>
            <Stack spacing={1} component="address" sx={{ fontStyle: 'normal' }}>
              <ContactLink href={`mailto:${SUPPORT_EMAIL}`} icon={<EmailOutlinedIcon fontSize="small" />}>
                {SUPPORT_EMAIL}
              </ContactLink>
              <ContactLink href={`tel:${SUPPORT_PHONE.replace(/[^+\d]/g, '')}`} icon={<PhoneOutlinedIcon fontSize="small" />}>
                {SUPPORT_PHONE}
              </ContactLink>
            </Stack>
          </Grid>

          {LINK_GROUPS.map((group) => (
            <Grid key={group.heading} size={{ xs: 6, sm: 3, md: 2 }}>
              <Box component="nav" aria-labelledby={headingId(group.heading)}>
                <Typography
                  id={headingId(group.heading)}
                  component="h2"
                  variant="subtitle2"
                  sx={{ fontWeight: 700, textTransform: 'uppercase', letterSpacing: '0.06em', mb: 1.5 }}
                >
                  {group.heading}
                </Typography>
                <Stack component="ul" spacing={1.25} sx={{ listStyle: 'none', m: 0, p: 0 }}>
                  {group.links.map((link) => (
                    <li key={link.to}>
                      <Link component={RouterLink} to={link.to} variant="body2" underline="hover" sx={linkSx}>
                        {link.label}
                      </Link>
                    </li>
                  ))}
                </Stack>
              </Box>
            </Grid>
          ))}
        </Grid>

        <Box
          sx={{
            mt: { xs: 5, md: 6 },
            p: { xs: 2.5, md: 3 },
            borderRadius: 2,
            bgcolor: tint(0.08),
            display: 'grid',
            gap: 3,
            gridTemplateColumns: { xs: '1fr', md: '1fr 1fr' },
            alignItems: 'center',
          }}
        >
          <NewsletterForm />
          <Box
            component="ul"
            aria-label="Why people trust us"
            sx={{
              listStyle: 'none',
              m: 0,
              p: 0,
              display: 'grid',
              gridTemplateColumns: 'repeat(2, minmax(0, 1fr))',
              gap: 1.5,
            }}
          >
            {badges.map((badge) => (
              <Box
                component="li"
                key={badge.label}
                sx={{
                  display: 'flex',
                  alignItems: 'center',
                  gap: 1,
                  px: 1.5,
                  py: 1,
                  borderRadius: 1.5,
                  border: 1,
                  borderColor: tint(0.24),
                  fontSize: '0.875rem',
                  fontWeight: 600,
                }}
              >
                <Box component="span" aria-hidden sx={{ display: 'inline-flex', color: 'warning.main' }}>
                  {badge.icon}
                </Box>
                {badge.label}
              </Box>
            ))}
          </Box>
        </Box>

        <Divider sx={{ my: 3, borderColor: tint(0.2) }} />
        {/* The year by the clock (UTC, as on the server); a server page hydrated across New Year keeps its year. */}
        <Typography variant="body2" sx={{ opacity: 0.85, textAlign: { xs: 'center', sm: 'left' } }} suppressHydrationWarning>
          © {new Date().getUTCFullYear()} TrustReviews. All rights reserved.
        </Typography>
      </Container>
    </Box>
  );
}

function ContactLink({ href, icon, children }: { href: string; icon: ReactNode; children: ReactNode }) {
  return (
    <Link href={href} variant="body2" underline="hover" sx={{ ...linkSx, display: 'inline-flex', alignItems: 'center', gap: 1, width: 'fit-content' }}>
      <Box component="span" aria-hidden sx={{ display: 'inline-flex' }}>
        {icon}
      </Box>
      {children}
    </Link>
  );
}
