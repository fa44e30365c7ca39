import { simpleHead, usePageTitle, type RouteMatch } from 'shared-ui';
import { period, retentionQuery, useRetention } from '../../features/content/api/get-retention';
import { EMAILS } from '../../features/content/contact-addresses';
import { ContentPage } from '../../features/content/components/content-page';
import { EmailLink, TextLink } from '../../features/content/components/text-link';

/** The retention periods come with the page, from the API's configuration. */
export const loader = () => [retentionQuery()];
export const head = (match: RouteMatch) => simpleHead(match, '/privacy', 'Privacy policy');

export default function PrivacyPage() {
  usePageTitle('Privacy policy');
  const kept = useRetention().data;
  const signInAddress = period(kept?.signInAddressDays, 'day');
  const contactAddress = period(kept?.contactAddressDays, 'day');
  const mailLog = period(kept?.mailLogDays, 'day');
  return (
    <ContentPage
      title="Privacy policy"
      lead="This policy explains what personal data TrustReviews collects, why, how long we keep it and what you can ask us to do with it. We collect only what we need to run the service, and we do not sell personal data."
      updated="2026-11-29"
      sections={[
        {
          id: 'who-we-are',
          title: 'Who we are',
          content: (
            <p>
              TrustReviews runs this website and is responsible for the personal data described here. If you have a question about this
              policy or your data, write to <EmailLink address={EMAILS.privacy} />.
            </p>
          ),
        },
        {
          id: 'what-we-collect',
          title: 'What we collect',
          content: (
            <>
              <h3>Your account</h3>
              <p>
                When you sign up: your first and last name, your email address and your password. We never store the password itself, only a
                one-way hash of it (argon2id), from which it cannot be recovered. We also record when the account was created, whether and
                when you confirmed your email address, when you last changed your password and, if you add one, the web address of your
                profile picture.
              </p>
              <h3>Your reviews</h3>
              <p>
                Each review you write: the company, the star rating, the title, the text, the topic you chose, the date of your experience,
                whether it came through an invitation and what was checked (see how reviews are verified), and when it was written and last edited. Reviews are public (see below).
              </p>
              <h3>Votes and reports</h3>
              <p>
                Which reviews you voted helpful or not helpful, so you can change or take back your vote, and the reports you send about
                reviews, with the reason and details you gave. Other people see only the totals of votes, never who voted.
              </p>
              <h3>Companies you add</h3>
              <p>When you add a company, we record that your account added it.</p>
              <h3>Signing in</h3>
              <p>
                When you sign in we create a session, identified by a random value kept in a cookie in your browser (see our{' '}
                <TextLink to="/cookies">cookie policy</TextLink>). On our side the session record holds only a hash of that value, your
                account, when the session started and expires, and the network (IP) address and browser description (user agent) it was
                started from, so we can spot sessions you do not recognize. The address and browser description are removed {signInAddress}{' '}
                after you sign in, even if the session is still in use.
              </p>
              <h3>Your network address, for rate limits</h3>
              <p>
                To stop automated abuse we count some actions (sign-ins, sign-ups, password reset requests, contact messages) per network
                address and per account for a short period, at most one hour. These counters contain the address or the email and a
                number, nothing else, and expire on their own.
              </p>
              <h3>Messages you send us</h3>
              <p>
                When you use the <TextLink to="/contact">contact form</TextLink>: your name, email address, the topic, your message and the
                network address it was sent from, which helps us stop abuse of the form. The address is removed after {contactAddress}.
              </p>
              <h3>Emails we send you</h3>
              <p>
                We keep a record of the service emails we send you (email confirmation, password reset, and similar): the address, subject,
                text and whether delivery succeeded, for {mailLog} after sending; then the record is deleted. We do not send marketing emails.
              </p>
              <h3>In your browser</h3>
              <p>
                While you are signed in, the site keeps a copy of your basic profile (your name, email address and profile picture
                address) in your browser&apos;s local storage under the name <code>auth_user</code>. While you confirm your email
                address to answer a company&apos;s review invitation, the way back to that invitation (its link and the company&apos;s
                name) is kept there too, under <code>pending_invitation</code>, for at most 48 hours. Both are removed when your
                session ends: when you sign out, in any tab, or when the session expires.
              </p>
              <p>We do not use analytics, advertising or tracking tools, and we do not build profiles of your browsing.</p>
            </>
          ),
        },
        {
          id: 'public',
          title: 'What is public',
          content: (
            <>
              <p>
                Your reviews are published for everyone to read, with your first name and the initial of your last name (for example
                “Jane D.”), the date, the date of your experience, and its labels (invited or unprompted, and what was checked). If you add a profile picture, it may be shown next to your
                reviews. Your email address, your full last name and your votes are never shown.
              </p>
              <p>Because reviews are public, search engines and other websites may copy them. Think about that before you write.</p>
            </>
          ),
        },
        {
          id: 'how-we-use',
          title: 'How we use your data',
          content: (
            <table>
              <thead>
                <tr>
                  <th scope="col">Purpose</th>
                  <th scope="col">Data</th>
                  <th scope="col">Why we may</th>
                </tr>
              </thead>
              <tbody>
                <tr>
                  <td>Run your account, sign you in, publish and manage your reviews and votes</td>
                  <td>Account, reviews, votes, session</td>
                  <td>To provide the service you signed up for (contract)</td>
                </tr>
                <tr>
                  <td>Send service emails: confirming your address, resetting your password</td>
                  <td>Name, email address</td>
                  <td>Contract</td>
                </tr>
                <tr>
                  <td>Prevent fake reviews, spam and attacks on accounts; moderate reported reviews</td>
                  <td>Network address, session records, reviews, reports</td>
                  <td>Our legitimate interest, and yours as a reader, in reviews you can trust</td>
                </tr>
                <tr>
                  <td>Answer your messages</td>
                  <td>Contact messages</td>
                  <td>Legitimate interest in helping you</td>
                </tr>
                <tr>
                  <td>Meet legal obligations, for example a court order</td>
                  <td>What the obligation requires</td>
                  <td>Legal obligation</td>
                </tr>
              </tbody>
            </table>
          ),
        },
        {
          id: 'sharing',
          title: 'Who we share it with',
          content: (
            <>
              <p>We do not sell or rent personal data, and we do not share it with advertisers. We share it only with:</p>
              <ul>
                <li>
                  <strong>Service providers</strong> that host our servers and database and deliver our emails, under contracts that allow
                  them to use the data only to provide that service to us;
                </li>
                <li>
                  <strong>Businesses you review</strong>, which see your review as everyone else does. If you wrote the review through an
                  invitation from the business, it already knows who you are; we do not give businesses your email address;
                </li>
                <li>
                  <strong>Authorities</strong>, when the law requires it. We check that every request is lawful and share no more than it
                  requires.
                </li>
              </ul>
            </>
          ),
        },
        {
          id: 'retention',
          title: 'How long we keep it',
          content: (
            <table>
              <thead>
                <tr>
                  <th scope="col">Data</th>
                  <th scope="col">Kept</th>
                </tr>
              </thead>
              <tbody>
                <tr>
                  <td>Account</td>
                  <td>Until you close your account</td>
                </tr>
                <tr>
                  <td>Reviews and votes</td>
                  <td>Until you delete them or close your account</td>
                </tr>
                <tr>
                  <td>Sessions</td>
                  <td>Until you sign out, change your password, or at most {period(kept?.sessionMaxDays, 'day')} after signing in</td>
                </tr>
                <tr>
                  <td>The network address and browser description of a sign-in</td>
                  <td>{signInAddress} after signing in; then removed automatically</td>
                </tr>
                <tr>
                  <td>Email confirmation and password reset links</td>
                  <td>Valid for 48 hours and 1 hour respectively; each works once</td>
                </tr>
                <tr>
                  <td>Rate-limit counters</td>
                  <td>At most one hour</td>
                </tr>
                <tr>
                  <td>Contact messages</td>
                  <td>
                    {period(kept?.contactMessageYears, 'year')} after we receive them; then they are deleted automatically. The network
                    address they were sent from: {contactAddress}
                  </td>
                </tr>
                <tr>
                  <td>Record of emails sent to you (address, subject and text)</td>
                  <td>
                    {mailLog} after sending; then deleted automatically. When you delete your account, at once (except the email confirming
                    the deletion, kept {mailLog})
                  </td>
                </tr>
                <tr>
                  <td>A keyed hash of the network address a review was written from (never the address itself)</td>
                  <td>{period(kept?.reviewAddressKeyDays, 'day')}, for spotting many accounts reviewing from one place</td>
                </tr>
                <tr>
                  <td>Reports, appeals and moderation decisions</td>
                  <td>
                    Kept, also after the review or your account is deleted: they are the record behind our published moderation figures and
                    audit log. When you delete your account they no longer name you (see “Your rights”)
                  </td>
                </tr>
              </tbody>
            </table>
          ),
        },
        {
          id: 'your-rights',
          title: 'Your rights',
          content: (
            <>
              <p>You have the right to a copy of your data, to have it corrected or deleted, and to restrict or object to how we use it. Most of it you can do yourself, at once:</p>
              <h3>Download your data</h3>
              <p>
                In <TextLink to="/account/settings">account settings</TextLink>, under “Your data”, choose <strong>Download my data</strong>.
                You get a JSON file, readable by people and programs, with your account, your reviews with the business&apos;s replies, your
                votes, the reports and appeals you made, your sign-ins (when, from which address and browser), the emails we sent you, your
                newsletter subscription and the review invitations businesses sent to your address. Links in the emails are shortened so
                the file holds no key to your account. Business accounts find the same button in the dashboard, with their claims,
                replies, invitations, API keys and webhooks (never their secrets).
              </p>
              <h3>Delete your account</h3>
              <p>
                In account settings, under “Your data”, choose <strong>Delete my account</strong> and confirm with your password. It
                happens at once: your account, reviews and votes are deleted, every company figure and rating they counted in changes
                straight away, every device is signed out, and we email you a confirmation. Some records stay, because the law requires us
                to keep them or because they are not only yours, and we remove you from them:
              </p>
              <ul>
                <li>
                  moderation decisions about your reviews or account, with their statements of reasons, stay in our audit log and
                  published figures, linked only to an identifier that no longer leads to you;
                </li>
                <li>reports you made stay with their reason and outcome, without the details you wrote and without a link to you;</li>
                <li>appeals you made stay with their outcome, without the statement you wrote and without a link to you;</li>
                <li>if you worked as a moderator, the decisions you took keep your name as the person who decided;</li>
                <li>
                  review invitations a business sent to your address are that business&apos;s records of whom it asked; they stay until
                  the business deletes its account, and the business answers for them.
                </li>
              </ul>
              <p>
                When a business account is deleted, its claims end (the companies stay listed, unclaimed), its API keys stop working and
                its webhooks are removed. Its published replies stay, as the company&apos;s: they were written in the company&apos;s name,
                name no person, and are half of a public exchange with the reviewer.
              </p>
              <p>
                You can also edit or delete any of your reviews yourself, at any time, and correct your name in account settings. For
                anything else, write to <EmailLink address={EMAILS.privacy} subject="Privacy request" /> from the email address of your
                account, or use the <TextLink to="/contact?topic=privacy">contact form</TextLink> with the topic “Privacy and personal
                data”. We answer within one month. If you are not satisfied with our answer, you can complain to your data protection
                authority.
              </p>
            </>
          ),
        },
        {
          id: 'security',
          title: 'How we protect it',
          content: (
            <p>
              Data travels encrypted between your browser and our servers. Passwords are stored only as strong one-way hashes, session
              cookies cannot be read by page scripts, and requests that change anything are refused when they come from another website.
              Access to personal data within TrustReviews is limited to the people who need it for their work, and every moderation
              action is logged.
            </p>
          ),
        },
        {
          id: 'children',
          title: 'Children',
          content: <p>TrustReviews is not intended for children under 16, and we do not knowingly collect their data.</p>,
        },
        {
          id: 'contact',
          title: 'Contact us',
          content: (
            <p>
              For anything about your personal data or this policy, write to <EmailLink address={EMAILS.privacy} subject="Privacy question" />{' '}
              or send a message through the <TextLink to="/contact?topic=privacy">contact form</TextLink>. We answer privacy questions
              within one month, usually much sooner.
            </p>
          ),
        },
        {
          id: 'changes',
          title: 'Changes to this policy',
          content: (
            <p>
              When we change this policy, we update the date at the top of this page. If a change affects how we use data you have already
              given us, we tell you by email before it applies.
            </p>
          ),
        },
      ]}
    />
  );
}
