import { simpleHead, usePageTitle, type RouteMatch } from 'shared-ui';
import { EMAILS } from '../../features/content/contact-addresses';
import { ContentPage } from '../../features/content/components/content-page';
import { EmailLink, TextLink } from '../../features/content/components/text-link';

export const head = (match: RouteMatch) => simpleHead(match, '/guidelines', 'Review guidelines');

export default function GuidelinesPage() {
  usePageTitle('Review guidelines');
  return (
    <ContentPage
      title="Review guidelines"
      lead="Reviews are useful when they are honest, first-hand and fair. These guidelines apply to everyone who writes on TrustReviews, and our moderators use them when they look at a reported review."
      updated="2026-11-29"
      sections={[
        {
          id: 'short-version',
          title: 'The short version',
          content: (
            <ul>
              <li>Write about a real experience you had with the company yourself.</li>
              <li>Be specific: what happened, when, and how it was resolved.</li>
              <li>Keep it about the company, not about individuals, and keep it civil.</li>
              <li>No fake reviews, no reviews of your own business or its competitors, and say whether you received anything for your review.</li>
              <li>No personal information, no advertising, no links.</li>
            </ul>
          ),
        },
        {
          id: 'who-can-write',
          title: 'Who can write a review',
          content: (
            <>
              <p>
                Anyone with a TrustReviews account can write a review of a company they have bought from, used, or otherwise dealt
                with as a customer. You can write <strong>one review per company</strong>. When your experience changes, for example
                after a complaint was resolved, edit your existing review rather than writing a new one.
              </p>
              <p>You may not review:</p>
              <ul>
                <li>a company you own, work for or are paid by, or a close family member&apos;s business;</li>
                <li>a direct competitor of a company you are connected to;</li>
                <li>a company on behalf of somebody else, or for a reward that depends on what you write (for example a discount for a 5-star review).</li>
              </ul>
              <p>
                The review form asks whether you are connected to the company; if you are, it cannot be published. It also asks whether you
                received anything for the review: money, a discount, a gift or a free product offered to everyone who reviews, good or bad. Such a
                review is published with the label <strong>Received an incentive</strong> and does not count in the company&apos;s TrustScore.
              </p>
            </>
          ),
        },
        {
          id: 'good-review',
          title: 'What makes a good review',
          content: (
            <>
              <p>The most helpful reviews let a stranger decide whether the company is right for them. They usually:</p>
              <ul>
                <li>describe a recent experience, ideally from the past twelve months;</li>
                <li>explain what you expected and what actually happened;</li>
                <li>mention how the company responded if something went wrong;</li>
                <li>have a title that sums up the experience in a few words (between 3 and 120 characters);</li>
                <li>
                  are long enough to be useful but to the point: the review text can be between 10 and 5,000 characters.
                </li>
              </ul>
              <p>
                Both positive and negative reviews are welcome. A company with only glowing reviews is harder to trust than one with an
                honest mix.
              </p>
            </>
          ),
        },
        {
          id: 'ratings-topics',
          title: 'Star ratings and topics',
          content: (
            <>
              <p>Choose the number of stars that matches your overall experience:</p>
              <table>
                <thead>
                  <tr>
                    <th scope="col">Stars</th>
                    <th scope="col">Meaning</th>
                  </tr>
                </thead>
                <tbody>
                  <tr>
                    <td>5</td>
                    <td>Excellent: it went better than expected.</td>
                  </tr>
                  <tr>
                    <td>4</td>
                    <td>Great: a good experience with minor issues.</td>
                  </tr>
                  <tr>
                    <td>3</td>
                    <td>Average: some things went well, some did not.</td>
                  </tr>
                  <tr>
                    <td>2</td>
                    <td>Poor: more went wrong than right.</td>
                  </tr>
                  <tr>
                    <td>1</td>
                    <td>Bad: you would not use the company again.</td>
                  </tr>
                </tbody>
              </table>
              <p>
                You can also tag your review with the topic it is mostly about: Customer Service, Product Quality, Delivery, Value for
                Money or User Experience. The topic appears as a badge on your review and helps readers find what matters to them.
              </p>
            </>
          ),
        },
        {
          id: 'not-allowed',
          title: 'What is not allowed',
          content: (
            <>
              <h3>Fake and incentivized reviews</h3>
              <p>
                Reviews that do not describe a genuine experience, reviews written in return for a reward, and reviews written by or
                for the company itself are removed. So are several reviews of the same company written by one person through
                different accounts.
              </p>
              <h3>Offensive content</h3>
              <p>
                No hate speech, discrimination, threats, harassment, sexual content or profanity aimed at people. Strong criticism of a
                company is fine; abuse is not.
              </p>
              <h3>Personal information</h3>
              <p>
                Do not publish names of staff beyond a first name, email addresses, phone numbers, home addresses, order or account
                numbers, or anything else that identifies a private person. This protects you as much as them.
              </p>
              <h3>Advertising and links</h3>
              <p>
                Reviews are not the place to promote another company, product, referral code or website. Links and contact details are
                removed.
              </p>
              <h3>Content that is not a review</h3>
              <p>
                Political statements, general opinions about an industry, questions for the company, or text copied from elsewhere do
                not help other customers and are not published as reviews.
              </p>
              <h3>Illegal content</h3>
              <p>
                Content that breaks the law, for example defamation presented as fact or content that infringes someone&apos;s
                copyright, is removed. Describe what happened to you; let readers draw their own conclusions.
              </p>
            </>
          ),
        },
        {
          id: 'verified-votes',
          title: 'Review labels and helpful votes',
          content: (
            <>
              <p>
                A review is labelled <strong>Verified</strong> only when it was written through an invitation the business sent through
                our platform, and <strong>Email confirmed</strong> when its author confirmed their email address, which says nothing of
                the experience. Neither means TrustReviews has checked a receipt or agrees with the review. <TextLink to="/how-reviews-are-verified">How reviews are verified</TextLink> explains each label.
              </p>
              <p>
                Signed-in readers can vote reviews with either label <strong>helpful</strong> or <strong>not helpful</strong>. You cannot vote on
                your own review, and voting the same way again takes your vote back. Votes are counted, not moderated; please use them
                to reflect how useful a review is, not whether you agree with it.
              </p>
            </>
          ),
        },
        {
          id: 'edit-delete',
          title: 'Editing and deleting your review',
          content: (
            <p>
              You can edit or delete your own review at any time from your <TextLink to="/profile">profile</TextLink>. The company&apos;s
              rating updates at once. A deleted review cannot be restored, but you can write a new one.
            </p>
          ),
        },
        {
          id: 'reporting',
          title: 'Reporting a review',
          content: (
            <>
              <p>
                If you believe a review breaks these guidelines, sign in and report it from the review. Pick the reason that fits best:
                fake, offensive, personal information, advertising, or other, and add details if they help. You can report each review
                once.
              </p>
              <p>
                A moderator reviews every report. If the review breaks our guidelines it is hidden from the company page, from every
                list and from the company&apos;s rating. If it does not, it stays published. A review is never removed just because it
                is negative or because the business disagrees with it.
              </p>
            </>
          ),
        },
        {
          id: 'consequences',
          title: 'When guidelines are broken',
          content: (
            <>
              <p>
                Moderators hide reviews that break these guidelines and record the reason. If new information shows a decision was
                wrong, the review is restored exactly as it was. Accounts that repeatedly break the guidelines, or that were created to
                post fake reviews, are suspended.
              </p>
              <p>
                If you think we got a decision wrong, write to <EmailLink address={EMAILS.trust} subject="Moderation decision" /> with
                a link to the review.
              </p>
            </>
          ),
        },
        {
          id: 'businesses',
          title: 'Guidelines for businesses',
          content: (
            <ul>
              <li>You cannot pay to have a review removed, hidden or moved, and no plan offers it.</li>
              <li>
                If you invite customers to write a review, invite all of them, not only the ones you expect to be happy, and do not
                offer anything in return.
              </li>
              <li>
                Reply to reviews publicly and politely. Replies follow the same rules as reviews: no personal information, no
                advertising.
              </li>
              <li>
                If a review breaks these guidelines, report it like anyone else. Disagreeing with a review is a reason to reply, not to
                report.
              </li>
            </ul>
          ),
        },
      ]}
    />
  );
}
