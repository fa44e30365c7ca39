import { simpleHead, usePageTitle, type RouteMatch } from 'shared-ui';
import { EMAILS } from '../../features/content/contact-addresses';
import { ContentPage } from '../../features/content/components/content-page';
import { EmailLink, TextLink } from '../../features/content/components/text-link';
import { TransparencyFigures } from '../../features/content/components/transparency-figures';
import { TransparencyReports } from '../../features/content/components/transparency-reports';

export const head = (match: RouteMatch) => simpleHead(match, '/trust-safety', 'Trust & Safety');

export default function TrustSafetyPage() {
  usePageTitle('Trust & Safety');
  return (
    <ContentPage
      title="Trust & Safety"
      lead="A review is only worth reading if you can trust it. This page explains how we keep fake reviews out, how moderation works, and what we do to keep your account safe."
      sections={[
        {
          id: 'figures',
          title: 'Live figures: the last 12 months',
          content: <TransparencyFigures />,
        },
        {
          id: 'reports',
          title: 'Yearly transparency reports',
          content: <TransparencyReports />,
        },
        {
          id: 'principles',
          title: 'Our principles',
          content: (
            <ul>
              <li>
                <strong>Open to everyone.</strong> Any customer can review any company, and every published review counts towards the
                rating, whether it is good or bad.
              </li>
              <li>
                <strong>Not for sale.</strong> Businesses cannot pay to remove, hide or reorder reviews. Paid plans give businesses
                tools, never influence over what customers say.
              </li>
              <li>
                <strong>Transparent.</strong> We show how a rating is made up, label what we checked on each review, and record every
                moderation decision with its reason.
              </li>
            </ul>
          ),
        },
        {
          id: 'verification',
          title: 'How reviews are verified',
          content: (
            <>
              <p>Every review names how it came to be written and each check we made, for what it is:</p>
              <ul>
                <li>
                  <strong>Verified</strong>: written through a single-use invitation that the business sent, through our platform, to its
                  customer&apos;s email address. The only label that says Verified.
                </li>
                <li>
                  <strong>Email confirmed</strong>: the reviewer confirmed their email address by following the link we sent. It says
                  nothing of the experience. When a reviewer confirms their address, the reviews they already wrote show it too.
                </li>
                <li>
                  <strong>Invited</strong> or <strong>Unprompted</strong>: whether the business asked for the review through our platform.
                </li>
              </ul>
              <p>
                Only reviews labelled Verified or Email confirmed can receive helpful and not helpful votes, so unconfirmed accounts
                cannot push reviews up or down. <TextLink to="/how-reviews-are-verified">How reviews are verified</TextLink> says exactly what each label checks and what it does not.
              </p>
            </>
          ),
        },
        {
          id: 'fake-reviews',
          title: 'Keeping fake reviews out',
          content: (
            <>
              <p>No single measure stops every fake review, so we combine several:</p>
              <ul>
                <li>
                  <strong>One review per person per company.</strong> An account can review a company once; changing your mind means
                  editing that review.
                </li>
                <li>
                  <strong>Limits on automated abuse.</strong> Sign-ups, sign-ins, password resets and contact messages are limited per
                  network address and per account, so scripts cannot create accounts or guess passwords at scale. Someone using the
                  site normally never notices these limits.
                </li>
                <li>
                  <strong>No self-reviews.</strong> Nobody can vote on their own review, and our guidelines forbid reviewing your own
                  business or a competitor.
                </li>
                <li>
                  <strong>Community reports.</strong> Every signed-in reader can report a review as fake, offensive, containing
                  personal information, or advertising.
                </li>
                <li>
                  <strong>Automatic signals.</strong> Every new review is checked for the patterns fake reviews leave: a company
                  suddenly getting many times its usual number of reviews, several accounts reviewing one company from one network,
                  a cluster of brand-new accounts, text copied from other reviews, an extreme rating minutes after an account was
                  made, and invitations a business sent to its own addresses or to aliases of one mailbox. Invited reviews are checked
                  like any other. A signal puts the review in front of a moderator; it never hides a review by itself. Until a
                  moderator has decided, a flagged review cannot lift its company in our top-rated lists, and a company with a public
                  notice is left out of them.
                </li>
                <li>
                  <strong>Public notices.</strong> When we find unusual review activity on a company, a moderator can say so on its
                  page for a set time, so you can read its reviews with that in mind.
                </li>
              </ul>
            </>
          ),
        },
        {
          id: 'moderation',
          title: 'How moderation works',
          content: (
            <>
              <p>
                Reports go into a queue that our moderators work through every day. A moderator reads the review, the report and, where
                needed, the reviewer&apos;s other activity, and decides against our <TextLink to="/guidelines">review guidelines</TextLink>.
              </p>
              <ul>
                <li>
                  If the review breaks the guidelines, the moderator <strong>hides</strong> it with a reason. A hidden review disappears
                  at once from the company page, from every list and from the company&apos;s rating and review count.
                </li>
                <li>
                  If a decision turns out to be wrong, the moderator <strong>restores</strong> the review, which comes back exactly as it
                  was, with its votes.
                </li>
                <li>Accounts created to post fake reviews, or that repeatedly break the guidelines, are suspended.</li>
              </ul>
              <p>
                Every moderator action is written to an audit log with who did it, when and why. It lets us check that decisions are
                consistent and lets us answer you if you ask why a review was hidden.
              </p>
            </>
          ),
        },
        {
          id: 'businesses',
          title: 'Businesses on TrustReviews',
          content: (
            <>
              <p>
                Any signed-in user can add a company that is not listed yet. A company&apos;s website domain can only be listed once, so
                the same business cannot appear under several names.
              </p>
              <p>
                To manage a profile, a business claims it. The claim is confirmed straight away when the business account&apos;s email
                address is on the company&apos;s own website domain (never for free or forwarding email providers), or when the
                business publishes a DNS record we give it on that domain; otherwise a moderator checks it before it is approved. A
                company has at most one verified owner, and only that owner can reply to its reviews. Moderators can revoke an
                ownership, hide a reply that breaks our guidelines, and suspend a business account.
              </p>
              <p>
                Owners can answer any review publicly and invite their customers to write one. They cannot edit or remove reviews, and
                reporting a review gives them no more weight than any other reader. Every invitation carries a link to stop all
                invitations from every business on TrustReviews, and a company&apos;s name appears in invitation emails only once a
                moderator has checked it.
              </p>
            </>
          ),
        },
        {
          id: 'account-security',
          title: 'Keeping your account safe',
          content: (
            <ul>
              <li>
                Passwords are between 8 and 128 characters and are stored only as a salted, slow hash (argon2id). Nobody at TrustReviews
                can see your password.
              </li>
              <li>
                Your session lives in a cookie that page scripts cannot read, and requests that change anything are refused when they
                come from another website.
              </li>
              <li>Changing your password signs out every other device where you were signed in.</li>
              <li>
                Password reset links work once and expire after an hour. If you did not ask for one, ignore the email: your password
                stays as it is.
              </li>
              <li>After several failed sign-in attempts, an account is briefly locked to stop password guessing.</li>
            </ul>
          ),
        },
        {
          id: 'report',
          title: 'Report a problem',
          content: (
            <>
              <p>
                To report a review, use the report option on the review itself. For anything else, such as an account you believe is
                impersonating you, a business profile that is not what it claims to be, or a security issue, write to{' '}
                <EmailLink address={EMAILS.trust} subject="Trust & Safety report" />.
              </p>
              <p>
                If you have found a security vulnerability, please tell us before making it public and give us a reasonable time to fix
                it. We do not take legal action against good-faith research.
              </p>
            </>
          ),
        },
      ]}
    />
  );
}
