import Box from '@mui/material/Box';
import Button from '@mui/material/Button';
import Chip from '@mui/material/Chip';
import Paper from '@mui/material/Paper';
import Stack from '@mui/material/Stack';
import Typography from '@mui/material/Typography';
import { simpleHead, usePageTitle, type RouteMatch } from 'shared-ui';
import { EMAILS } from '../../features/content/contact-addresses';
import { ContentPage, proseSx } from '../../features/content/components/content-page';
import { EmailLink } from '../../features/content/components/text-link';

interface Role {
  id: string;
  title: string;
  team: string;
  location: string;
  summary: string;
  youWill: string[];
  youHave: string[];
}

const ROLES: Role[] = [
  {
    id: 'senior-frontend-engineer',
    title: 'Senior Front-end Engineer',
    team: 'Product engineering',
    location: 'Remote (Europe)',
    summary:
      'Build the pages people use to decide where to spend their money: company pages, review writing, search, and the tools businesses use to answer their customers.',
    youWill: [
      'Build accessible, fast React and TypeScript features across our micro-front-ends',
      'Own features from design review to production, together with a designer and a back-end engineer',
      'Raise the bar on testing, accessibility and performance for the whole front end',
    ],
    youHave: [
      'Several years of experience building web applications with React and TypeScript',
      'A habit of testing what you build and of caring about keyboard and screen-reader users',
      'Clear written communication in English',
    ],
  },
  {
    id: 'backend-engineer',
    title: 'Back-end Engineer, Platform',
    team: 'Platform',
    location: 'Remote (Europe)',
    summary:
      'Keep ratings exact and the API fast as we grow: our Node.js and PostgreSQL platform serves every review, vote and rating on the site.',
    youWill: [
      'Design and build API features in NestJS and PostgreSQL, from schema to integration tests',
      'Work on the systems that keep counts consistent under load and keep abusers out',
      'Take part in an on-call rotation that is quiet because we fix the causes of incidents',
    ],
    youHave: [
      'Solid experience with a typed back-end language and a relational database',
      'An understanding of transactions, indexes and what makes a query slow',
      'Interest in security and in building things that are hard to abuse',
    ],
  },
  {
    id: 'trust-safety-specialist',
    title: 'Trust & Safety Specialist',
    team: 'Trust & Safety',
    location: 'Remote (Europe), some weekend shifts',
    summary:
      'Protect the integrity of reviews: investigate reported reviews and suspicious accounts, and make fair, well-documented decisions.',
    youWill: [
      'Work the moderation queue and decide on reported reviews against our guidelines',
      'Investigate patterns of fake reviews and help the engineers build tools against them',
      'Check business claims and answer appeals from reviewers and businesses',
    ],
    youHave: [
      'Experience in content moderation, fraud investigation, customer support or a similar role',
      'Sound judgment, a sense of fairness, and the ability to explain your decisions in writing',
      'Fluent English; another European language is a plus',
    ],
  },
  {
    id: 'product-designer',
    title: 'Product Designer',
    team: 'Product',
    location: 'Remote (Europe)',
    summary: 'Design how people read, write and trust reviews, on every screen size, and make complex rules feel simple.',
    youWill: [
      'Shape features from research to shipped design, working closely with engineers',
      'Maintain and extend our design system, with accessibility built in',
      'Talk to reviewers and businesses to understand what they need',
    ],
    youHave: [
      'A portfolio of shipped product work for the web',
      'Experience with design systems and accessible design',
      'Comfort with working in the open and sharing early drafts',
    ],
  },
];

export const head = (match: RouteMatch) => simpleHead(match, '/careers', 'Careers');

export default function CareersPage() {
  usePageTitle('Careers');
  return (
    <ContentPage
      wide
      title="Careers at TrustReviews"
      lead="We are building the review platform people can rely on. We are a small, remote team, and every person here shapes what that means. If that sounds like you, we would love to hear from you."
    >
      <Box sx={{ ...proseSx, maxWidth: '78ch', mb: 5 }}>
        <Typography variant="h2" sx={{ fontSize: { xs: '1.4rem', md: '1.6rem' }, mb: 2 }}>
          How we work
        </Typography>
        <ul>
          <li>
            <strong>Remote first.</strong> We work from anywhere in Europe, with a few core hours of overlap and an in-person meet-up a
            few times a year.
          </li>
          <li>
            <strong>Written by default.</strong> Decisions are written down so everyone can follow them, whatever their time zone.
          </li>
          <li>
            <strong>Honest work.</strong> We turn down business that would make reviews less trustworthy, even when it would pay.
          </li>
          <li>
            <strong>Time to do it well.</strong> Realistic plans, no after-hours heroics, and time set aside to pay back technical debt.
          </li>
        </ul>
      </Box>

      <Typography variant="h2" sx={{ fontSize: { xs: '1.4rem', md: '1.6rem' }, mb: 2 }}>
        Open roles
      </Typography>
      <Stack spacing={3} sx={{ mb: 5 }}>
        {ROLES.map((role) => (
          <Paper key={role.id} component="section" aria-labelledby={role.id} variant="outlined" sx={{ p: { xs: 2.5, md: 3.5 } }}>
            <Typography variant="h3" id={role.id} sx={{ fontSize: '1.3rem', mb: 1, scrollMarginTop: 88 }}>
              {role.title}
            </Typography>
            <Stack direction="row" spacing={1} useFlexGap sx={{ flexWrap: 'wrap', mb: 2 }}>
              <Chip size="small" label={role.team} />
              <Chip size="small" label={role.location} variant="outlined" />
            </Stack>
            <Box sx={proseSx}>
              <p>{role.summary}</p>
              <Box sx={{ display: 'grid', gridTemplateColumns: { xs: '1fr', md: '1fr 1fr' }, columnGap: 4 }}>
                <div>
                  <h4>What you will do</h4>
                  <ul>
                    {role.youWill.map((line) => (
                      <li key={line}>{line}</li>
                    ))}
                  </ul>
                </div>
                <div>
                  <h4>What you bring</h4>
                  <ul>
                    {role.youHave.map((line) => (
                      <li key={line}>{line}</li>
                    ))}
                  </ul>
                </div>
              </Box>
            </Box>
            <Button
              variant="contained"
              href={`mailto:${EMAILS.careers}?subject=${encodeURIComponent(`Application: ${role.title}`)}`}
              aria-describedby={role.id}
            >
              Apply by email
            </Button>
          </Paper>
        ))}
      </Stack>

      <Box component="section" aria-labelledby="how-to-apply" sx={{ ...proseSx, maxWidth: '78ch' }}>
        <Typography variant="h2" id="how-to-apply" sx={{ fontSize: { xs: '1.4rem', md: '1.6rem' }, mb: 2 }}>
          How to apply
        </Typography>
        <p>
          Email <EmailLink address={EMAILS.careers} /> with the role in the subject line. Tell us in a few paragraphs why the role
          interests you and what you would bring, and attach your CV or a link to your work. We read every application and answer
          within two weeks.
        </p>
        <p>
          Our process is a conversation with the hiring manager, a practical exercise that reflects the real work (paid if it takes more
          than two hours), and a conversation with the team. We welcome applications from people of every background.
        </p>
        <p>No role that fits? Write to us anyway and tell us what you would like to work on.</p>
      </Box>
    </ContentPage>
  );
}
