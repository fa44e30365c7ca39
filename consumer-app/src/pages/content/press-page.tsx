import Box from '@mui/material/Box';
import Button from '@mui/material/Button';
import Paper from '@mui/material/Paper';
import Stack from '@mui/material/Stack';
import Typography from '@mui/material/Typography';
import { useTheme } from '@mui/material/styles';
import { simpleHead, usePageTitle, type RouteMatch } from 'shared-ui';
import { EMAILS } from '../../features/content/contact-addresses';
import { ContentPage } from '../../features/content/components/content-page';
import { SiteFacts } from '../../features/content/components/site-facts';
import { EmailLink, TextLink } from '../../features/content/components/text-link';

// The brand colors, shown from the theme so the press page can never disagree with the site.
const COLOURS = [
  { name: 'TrustReviews green', palette: 'primary', use: 'logo background, buttons, links' },
  { name: 'Deep blue', palette: 'secondary', use: 'accents, focus outlines' },
  { name: 'Star amber', palette: 'warning', use: 'star ratings and the logo star' },
] as const;

export const head = (match: RouteMatch) => simpleHead(match, '/press', 'Press');

export default function PressPage() {
  usePageTitle('Press');
  const theme = useTheme();
  return (
    <ContentPage
      title="Press"
      lead="Writing about online reviews, consumer trust or TrustReviews? Our press team is happy to help with facts, comment and interviews."
      toc={false}
      sections={[
        {
          id: 'press-contact',
          title: 'Press contact',
          content: (
            <>
              <p>
                Email <EmailLink address={EMAILS.press} subject="Press inquiry" />. Please include your publication, your deadline and
                what you need. We answer press inquiries on working days, usually the same day.
              </p>
              <p>
                For questions about a specific review or your own account, please use the <TextLink to="/contact">contact form</TextLink>{' '}
                instead: the press team cannot help with individual cases.
              </p>
            </>
          ),
        },
        {
          id: 'facts',
          title: 'Facts and figures',
          content: (
            <>
              <SiteFacts headingId="press-live-figures" headingLevel="h3" />
              <h3>What to know about how TrustReviews works</h3>
              <ul>
                <li>Anyone can read reviews without an account; writing one needs a free account.</li>
                <li>
                  Each person can review a company once. Reviews written through a business&apos;s invitation are labelled Verified; reviews
                  from people who only confirmed their email address are labelled Email confirmed.
                </li>
                <li>Only reviews with one of those labels can be voted helpful or not helpful.</li>
                <li>Businesses can claim their profile and reply publicly, but cannot remove, hide or reorder reviews, and cannot pay to.</li>
                <li>
                  Reported reviews are checked by moderators against our published <TextLink to="/guidelines">review guidelines</TextLink>;
                  every decision is logged with its reason.
                </li>
              </ul>
            </>
          ),
        },
        {
          id: 'boilerplate',
          title: 'About TrustReviews',
          content: (
            <Paper variant="outlined" sx={{ p: 2.5, bgcolor: 'background.default' }}>
              <Typography sx={{ lineHeight: 1.7 }}>
                TrustReviews is an open review platform where consumers share honest experiences with companies and businesses respond
                in public. Reading reviews is free for everyone. Reviews cannot be bought or removed for payment, and every reported review
                is checked by a moderator against published guidelines.
              </Typography>
            </Paper>
          ),
        },
        {
          id: 'brand',
          title: 'Name, logo and colors',
          content: (
            <>
              <p>
                Please write our name as <strong>TrustReviews</strong>: one word, with a capital T and a capital R. Do not change the
                logo&apos;s colors or proportions, and do not use it in a way that suggests we endorse a company or product.
              </p>
              <Stack direction={{ xs: 'column', sm: 'row' }} spacing={3} sx={{ alignItems: { sm: 'center' }, mb: 3 }}>
                <Box component="img" src="/favicon.svg" alt="The TrustReviews logo: an amber star on a green rounded square" sx={{ width: 96, height: 96 }} />
                <Button variant="outlined" href="/favicon.svg" download="trustreviews-logo.svg">
                  Download the logo (SVG)
                </Button>
              </Stack>
              <Box component="ul" sx={{ listStyle: 'none', pl: '0 !important', display: 'grid', gap: 1.5 }}>
                {COLOURS.map((c) => (
                  <Box component="li" key={c.palette} sx={{ display: 'flex', alignItems: 'center', gap: 2 }}>
                    <Box aria-hidden sx={{ width: 40, height: 40, borderRadius: 1, bgcolor: `${c.palette}.main`, border: 1, borderColor: 'divider', flexShrink: 0 }} />
                    <span>
                      <strong>{c.name}</strong> {theme.palette[c.palette].main.toUpperCase()}: {c.use}
                    </span>
                  </Box>
                ))}
              </Box>
              <p>For a higher-resolution logo or other formats, ask the press team.</p>
            </>
          ),
        },
      ]}
    />
  );
}
