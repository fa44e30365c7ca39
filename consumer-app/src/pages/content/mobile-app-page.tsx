import Box from '@mui/material/Box';
import Button from '@mui/material/Button';
import Paper from '@mui/material/Paper';
import Typography from '@mui/material/Typography';
import { simpleHead, usePageTitle, Link as RouterLink, type RouteMatch } from 'shared-ui';
import { ContentPage } from '../../features/content/components/content-page';
import { TextLink } from '../../features/content/components/text-link';

export const head = (match: RouteMatch) => simpleHead(match, '/mobile-app', 'TrustReviews on your phone');

export default function MobileAppPage() {
  usePageTitle('TrustReviews on your phone');
  return (
    <ContentPage
      title="TrustReviews on your phone"
      lead="There is no TrustReviews app in the App Store or Google Play yet. You do not need one: the website works fully on phones and tablets, and you can add it to your home screen in a few taps."
      toc={false}
      sections={[
        {
          id: 'mobile-site',
          title: 'Everything works in your mobile browser',
          content: (
            <>
              <p>
                Every part of TrustReviews is designed for small screens as well as large ones: searching for companies, reading and
                filtering reviews, writing and editing your own, voting, and managing your account. There is nothing to download and
                nothing to update, and you always have the latest version.
              </p>
              <Button component={RouterLink} to="/companies" variant="contained" sx={{ mb: 2 }}>
                Browse companies
              </Button>
            </>
          ),
        },
        {
          id: 'home-screen',
          title: 'Add TrustReviews to your home screen',
          content: (
            <>
              <p>A home-screen shortcut opens TrustReviews with one tap, just like an app.</p>
              <Box sx={{ display: 'grid', gap: 2, gridTemplateColumns: { xs: '1fr', sm: '1fr 1fr' }, mb: 2 }}>
                <Paper variant="outlined" sx={{ p: 2.5, '& h3': { mt: 0 }, '& ol': { mb: 0 } }}>
                  <h3>iPhone and iPad (Safari)</h3>
                  <ol>
                    <li>Open TrustReviews in Safari.</li>
                    <li>Tap the Share button.</li>
                    <li>Choose <strong>Add to Home Screen</strong>, then <strong>Add</strong>.</li>
                  </ol>
                </Paper>
                <Paper variant="outlined" sx={{ p: 2.5, '& h3': { mt: 0 }, '& ol': { mb: 0 } }}>
                  <h3>Android (Chrome)</h3>
                  <ol>
                    <li>Open TrustReviews in Chrome.</li>
                    <li>Tap the menu (three dots) at the top right.</li>
                    <li>Choose <strong>Add to Home screen</strong>, then <strong>Add</strong>.</li>
                  </ol>
                </Paper>
              </Box>
              <Typography variant="body2" sx={{ color: 'text.secondary' }}>
                You stay signed in on your phone for up to 30 days, until you sign out.
              </Typography>
            </>
          ),
        },
        {
          id: 'native-apps',
          title: 'Will there be an app?',
          content: (
            <p>
              We are considering native apps for iOS and Android, but we would rather make the website excellent first. When an app is
              available, we will announce it on this page. Beware of apps in the stores that claim to be TrustReviews: none of them are
              ours. If you spot one, please tell us through the <TextLink to="/contact">contact form</TextLink>.
            </p>
          ),
        },
      ]}
    />
  );
}
