import Box from '@mui/material/Box';
import Paper from '@mui/material/Paper';
import Typography from '@mui/material/Typography';
import { simpleHead, usePageTitle, useSearchParams, type RouteMatch } from 'shared-ui';
import { ContactForm } from '../../features/contact/components/contact-form';
import { EMAILS } from '../../features/content/contact-addresses';
import { ContentPage, proseSx } from '../../features/content/components/content-page';
import { EmailLink, TextLink } from '../../features/content/components/text-link';

export const head = (match: RouteMatch) => simpleHead(match, '/contact', 'Contact us');

export default function ContactPage() {
  usePageTitle('Contact us');
  const [params] = useSearchParams();
  return (
    <ContentPage
      wide
      title="Contact us"
      lead="Questions about your account, a review or TrustReviews in general? Send us a message. Our support team answers every message, usually within two working days."
    >
      <Box sx={{ display: 'grid', gap: { xs: 3, md: 5 }, gridTemplateColumns: { xs: 'minmax(0, 1fr)', md: 'minmax(0, 2fr) minmax(0, 1fr)' }, alignItems: 'start' }}>
        <ContactForm initialTopic={params.get('topic')} />

        <Box component="aside" aria-label="Other ways to get help" sx={{ display: 'grid', gap: 3 }}>
          <Paper variant="outlined" component="section" aria-labelledby="before-you-write" sx={{ p: 3, ...proseSx, '& > :last-child': { mb: 0 } }}>
            <Typography variant="h2" id="before-you-write" sx={{ fontSize: '1.2rem', mb: 1.5 }}>
              Before you write
            </Typography>
            <ul>
              <li>
                Many questions are answered in our <TextLink to="/help">help center</TextLink>.
              </li>
              <li>
                To report a review that breaks our <TextLink to="/guidelines">guidelines</TextLink>, use the report option on the
                review itself: it reaches our moderators fastest.
              </li>
              <li>We will never ask for your password. Please do not include it, or payment details, in your message.</li>
            </ul>
          </Paper>
          <Paper variant="outlined" component="section" aria-labelledby="other-addresses" sx={{ p: 3, ...proseSx, '& > :last-child': { mb: 0 } }}>
            <Typography variant="h2" id="other-addresses" sx={{ fontSize: '1.2rem', mb: 1.5 }}>
              Other ways to reach us
            </Typography>
            <dl>
              <Box component="dt" sx={{ fontWeight: 700 }}>
                Press and media
              </Box>
              <Box component="dd" sx={{ ml: 0, mb: 1.5 }}>
                <EmailLink address={EMAILS.press} />
              </Box>
              <Box component="dt" sx={{ fontWeight: 700 }}>
                Privacy and data requests
              </Box>
              <Box component="dd" sx={{ ml: 0, mb: 1.5 }}>
                <EmailLink address={EMAILS.privacy} />
              </Box>
              <Box component="dt" sx={{ fontWeight: 700 }}>
                Trust &amp; Safety and security
              </Box>
              <Box component="dd" sx={{ ml: 0, mb: 1.5 }}>
                <EmailLink address={EMAILS.trust} />
              </Box>
              <Box component="dt" sx={{ fontWeight: 700 }}>
                Jobs
              </Box>
              <Box component="dd" sx={{ ml: 0, mb: 0 }}>
                <EmailLink address={EMAILS.careers} />
              </Box>
            </dl>
          </Paper>
        </Box>
      </Box>
    </ContentPage>
  );
}
