import Box from '@mui/material/Box';
import Button from '@mui/material/Button';
import Paper from '@mui/material/Paper';
import Typography from '@mui/material/Typography';
import { simpleHead, usePageTitle, Link as RouterLink, type RouteMatch } from 'shared-ui';
import { Faq } from '../../features/content/components/faq';
import { ContentPage } from '../../features/content/components/content-page';
import { HELP_FAQ_GROUPS } from '../../features/content/help-faq-groups';

export const head = (match: RouteMatch) => simpleHead(match, '/help', 'Help center');

export default function HelpPage() {
  usePageTitle('Help center');
  return (
    <ContentPage
      wide
      title="Help center"
      lead="Answers to the questions we are asked most often about reading and writing reviews, your account and TrustReviews for businesses."
    >
      <Faq
        groups={HELP_FAQ_GROUPS}
        after={
          <Paper variant="outlined" component="section" aria-labelledby="still-need-help" sx={{ p: { xs: 3, md: 4 } }}>
            <Typography variant="h2" id="still-need-help" sx={{ fontSize: { xs: '1.4rem', md: '1.6rem' }, mb: 1 }}>
              Still need help?
            </Typography>
            <Typography sx={{ mb: 2, color: 'text.secondary' }}>
              Send us a message and a member of our support team will answer, usually within two working days.
            </Typography>
            <Box>
              <Button component={RouterLink} to="/contact" variant="contained">
                Contact support
              </Button>
            </Box>
          </Paper>
        }
      />
    </ContentPage>
  );
}
