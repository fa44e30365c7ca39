import { simpleHead, usePageTitle, type RouteMatch } from 'shared-ui';
import { EMAILS } from '../../features/content/contact-addresses';
import { DISPUTE_SETTLEMENT_BODIES } from '../../features/content/dispute-settlement-bodies';
import { ContentPage } from '../../features/content/components/content-page';
import { EmailLink, TextLink } from '../../features/content/components/text-link';

export const head = (match: RouteMatch) => simpleHead(match, '/terms', 'Terms of service');

export default function TermsPage() {
  usePageTitle('Terms of service');
  return (
    <ContentPage
      title="Terms of service"
      lead="These terms apply when you use TrustReviews, whether you only read reviews or you have an account. Please read them together with our review guidelines and privacy policy."
      updated="2026-11-29"
      sections={[
        {
          id: 'agreement',
          title: 'Using TrustReviews',
          content: (
            <>
              <p>
                By using TrustReviews you agree to these terms. If you do not agree, please do not use the site. Reading reviews is free
                and needs no account. To write reviews, vote, report reviews or add companies you need a free account.
              </p>
              <p>You must be at least 16 years old to create an account.</p>
            </>
          ),
        },
        {
          id: 'account',
          title: 'Your account',
          content: (
            <ul>
              <li>Give your real name and an email address you can receive mail at. One person, one account.</li>
              <li>
                Keep your password to yourself. You are responsible for what is done with your account; if you think someone else has
                used it, change your password, which signs out every other device.
              </li>
              <li>
                We may suspend or close an account that breaks these terms or the <TextLink to="/guidelines">review guidelines</TextLink>,
                for example one used to post fake reviews.
              </li>
            </ul>
          ),
        },
        {
          id: 'your-content',
          title: 'Your reviews and other content',
          content: (
            <>
              <p>
                You keep ownership of the reviews you write. By publishing a review, you give TrustReviews a worldwide, non-exclusive,
                royalty-free license to host, show, reproduce and distribute it on TrustReviews and in the review widgets that businesses
                place on their own websites, for as long as the review is published. The license ends when you delete the review, except for
                copies already made by others.
              </p>
              <p>When you publish a review, you confirm that:</p>
              <ul>
                <li>it describes your own, genuine experience with the company;</li>
                <li>you have said truthfully whether you received anything for it, and you are not connected to the company (you do not work for it, own or run it, are not family of someone who does, and are not a competitor);</li>
                <li>it follows our review guidelines and does not break the law or anyone else&apos;s rights.</li>
              </ul>
            </>
          ),
        },
        {
          id: 'moderation',
          title: 'Moderation',
          content: (
            <p>
              We do not check reviews before they are published, but we may hide any review that breaks our guidelines or the law, and we
              review every report we receive. We explain how on our <TextLink to="/trust-safety">Trust &amp; Safety</TextLink> page. We do
              not hide or remove reviews because a business asks or pays us to.
            </p>
          ),
        },
        {
          id: 'complaints',
          title: 'Complaining about a moderation decision',
          content: (
            <>
              <p>
                You can complain, free of charge, about any decision we make about a review or a reply for six months after it: as the
                review&rsquo;s author (from your profile, or the link in our email about the decision), as the company it is about, or as
                the person who reported it (through the link in the email with our decision, no account needed). A moderator other than the
                one who decided looks at your complaint, never a machine alone, and we email you the outcome with our reasons.
              </p>
            </>
          ),
        },
        {
          id: 'dispute-settlement',
          title: 'Out-of-court dispute settlement and the courts',
          content: (
            <>
              <p>
                If you disagree with a decision, or with the outcome of your complaint, you may turn to an out-of-court dispute settlement
                body certified under Article 21 of the EU Digital Services Act. We work with these bodies:
              </p>
              <ul>
                {DISPUTE_SETTLEMENT_BODIES.map((b) => (
                  <li key={b.url}>
                    <TextLink to={b.url}>{b.name}</TextLink>
                  </li>
                ))}
              </ul>
              <p>Their decisions do not bind you, and you may go to the courts at any time, before, during or after a complaint or a dispute settlement.</p>
            </>
          ),
        },
        {
          id: 'acceptable-use',
          title: 'What you may not do',
          content: (
            <ul>
              <li>post fake, paid or misleading reviews, or manipulate votes or ratings in any other way;</li>
              <li>impersonate another person or business, or claim a company profile you are not entitled to;</li>
              <li>collect personal data of other users, or copy reviews in bulk for use elsewhere, except through features we offer for it;</li>
              <li>
                probe, overload or attack the service, get around our rate limits or security measures, or access accounts that are not yours.
              </li>
            </ul>
          ),
        },
        {
          id: 'businesses',
          title: 'Businesses',
          content: (
            <p>
              Business accounts are also bound by these terms and by the guidelines for businesses in our review guidelines. A business may
              only claim a company it is authorized to represent, may not offer a reward that depends on what a review says or on its rating,
              and may not invite only the customers it expects to be happy. A reward offered for any honest review is disclosed: those reviews
              are labelled and do not count in the company&apos;s TrustScore. Business plans give access to tools; they never change how reviews are shown or ranked.
            </p>
          ),
        },
        {
          id: 'our-service',
          title: 'Our service',
          content: (
            <>
              <p>
                We work hard to keep TrustReviews available and accurate, but we provide it as it is. Reviews are the opinions of their
                authors, not of TrustReviews; see our <TextLink to="/disclaimer">disclaimer</TextLink>. We may change or discontinue
                features, and we will tell account holders about changes that matter to them.
              </p>
              <p>
                Nothing in these terms limits liability that cannot be limited by law. Apart from that, we are not liable for decisions you
                make based on reviews, or for indirect losses.
              </p>
            </>
          ),
        },
        {
          id: 'ending',
          title: 'Ending your use',
          content: (
            <p>
              You can stop using TrustReviews at any time and ask us to close your account through the{' '}
              <TextLink to="/contact">contact form</TextLink>. When your account is closed, your reviews are removed from the site.
            </p>
          ),
        },
        {
          id: 'changes',
          title: 'Changes and contact',
          content: (
            <p>
              When we change these terms we update the date at the top of this page and, for significant changes, tell account holders by
              email before they apply. Questions about these terms: <EmailLink address={EMAILS.legal} />.
            </p>
          ),
        },
      ]}
    />
  );
}
