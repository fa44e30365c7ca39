import Box from '@mui/material/Box';
import Button from '@mui/material/Button';
import Stack from '@mui/material/Stack';
import { simpleHead, statsQuery, usePageTitle, Link as RouterLink, type RouteMatch } from 'shared-ui';
import { ContentPage } from '../../features/content/components/content-page';
import { SiteFacts } from '../../features/content/components/site-facts';
import { TextLink } from '../../features/content/components/text-link';

/** The site's figures (SiteFacts) come with the page. */
export const loader = () => [statsQuery()];
export const head = (match: RouteMatch) => simpleHead(match, '/about', 'About us');

export default function AboutPage() {
  usePageTitle('About us');
  return (
    <ContentPage
      title="About TrustReviews"
      lead="TrustReviews is an open review platform. Anyone can read what customers say about a company, and anyone with a real experience can add theirs. We believe honest feedback makes companies better and buying decisions easier."
      toc={false}
      sections={[
        {
          id: 'today',
          title: 'Reviews that everyone can read',
          content: (
            <>
              <p>
                Reading reviews on TrustReviews is free and needs no account. Every company page shows its average rating, how the
                ratings are spread from one to five stars, and every published review, newest first. You can filter by star rating and
                sort by date, rating or how helpful other readers found a review.
              </p>
              <Box sx={{ my: 3 }}>
                <SiteFacts headingId="about-facts" headingLevel="h3" />
              </Box>
            </>
          ),
        },
        {
          id: 'how-it-works',
          title: 'How it works',
          content: (
            <>
              <h3>One person, one review per company</h3>
              <p>
                To write a review you create a free account. You can review each company once; if your experience changes, you edit
                your review instead of writing another. That keeps a single loud customer, or a single happy one, from drowning out
                everyone else.
              </p>
              <h3>Labels that say what was checked</h3>
              <p>
                Every review shows whether the business invited its author (<strong>Invited</strong>) or nobody asked (
                <strong>Unprompted</strong>), and each check we made: <strong>Verified</strong> only when the business&apos;s invitation
                evidences the experience, <strong>Email confirmed</strong> when the author confirmed their address. Only reviews with one
                of these checks can receive helpful votes. <TextLink to="/how-reviews-are-verified">How reviews are verified</TextLink> says exactly what each label means.
              </p>
              <h3>Readers decide what is helpful</h3>
              <p>
                Signed-in readers can mark a review as helpful or not helpful. The counts are shown on every review and you can sort a
                company&apos;s reviews by them.
              </p>
              <h3>Businesses take part in the open</h3>
              <p>
                A company can claim its profile, prove it owns it, and then reply publicly to reviews. Replies appear under the review
                for everyone to see. A business can invite its customers to write a review, but it cannot choose which reviews are
                published.
              </p>
            </>
          ),
        },
        {
          id: 'promises',
          title: 'What we will never do',
          content: (
            <ul>
              <li>
                <strong>Remove or hide a review because a business pays us.</strong> No plan, free or paid, changes how a
                company&apos;s reviews are shown, ranked or moderated.
              </li>
              <li>
                <strong>Rank companies by anything other than their reviews.</strong> Our top-rated lists use a weighted average that
                keeps a company with two five-star reviews from outranking one with hundreds of good ones.
              </li>
              <li>
                <strong>Sell your personal data.</strong> We use it to run the service and nothing else. Our{' '}
                <TextLink to="/privacy">privacy policy</TextLink> lists exactly what we keep and for how long.
              </li>
            </ul>
          ),
        },
        {
          id: 'moderation',
          title: 'Keeping it honest',
          content: (
            <p>
              Anyone signed in can report a review they believe is fake, offensive, contains personal information or is advertising.
              Our moderators check every report against our <TextLink to="/guidelines">review guidelines</TextLink>. A review that
              breaks them is hidden from the site and from the company&apos;s rating; one that does not stays up, however unwelcome it
              may be to the business. Read more on our <TextLink to="/trust-safety">Trust &amp; Safety</TextLink> page.
            </p>
          ),
        },
        {
          id: 'team',
          title: 'The team',
          content: (
            <>
              <p>
                TrustReviews is built by a small team of engineers, designers and trust &amp; safety specialists who have spent years
                on marketplaces, payments and community moderation. We work remotely and meet in person a few times a year.
              </p>
              <p>Want to help us build a more trustworthy internet? We are hiring.</p>
              <Stack direction={{ xs: 'column', sm: 'row' }} spacing={2} sx={{ mt: 1 }}>
                <Button component={RouterLink} to="/careers" variant="contained">
                  See open roles
                </Button>
                <Button component={RouterLink} to="/contact" variant="outlined">
                  Contact us
                </Button>
              </Stack>
            </>
          ),
        },
      ]}
    />
  );
}
