import { simpleHead, usePageTitle, type RouteMatch } from 'shared-ui';
import { EMAILS } from '../../features/content/contact-addresses';
import { ContentPage } from '../../features/content/components/content-page';
import { EmailLink, TextLink } from '../../features/content/components/text-link';

export const head = (match: RouteMatch) => simpleHead(match, '/cookies', 'Cookie policy');

export default function CookiesPage() {
  usePageTitle('Cookie policy');
  return (
    <ContentPage
      title="Cookie policy"
      lead="TrustReviews uses one essential cookie, to keep you signed in. We use no analytics, advertising or tracking cookies, which is why we never ask you to accept any."
      updated="2025-11-24"
      sections={[
        {
          id: 'what-cookies-are',
          title: 'What cookies are',
          content: (
            <p>
              A cookie is a small piece of text a website asks your browser to store and send back with later requests. Websites use them
              to remember things between pages, such as the fact that you are signed in.
            </p>
          ),
        },
        {
          id: 'cookies-we-use',
          title: 'The cookies we use',
          content: (
            <>
              <table>
                <thead>
                  <tr>
                    <th scope="col">Name</th>
                    <th scope="col">Purpose</th>
                    <th scope="col">Lifetime</th>
                  </tr>
                </thead>
                <tbody>
                  <tr>
                    <td>
                      <code>rp_session</code>
                    </td>
                    <td>Keeps you signed in to your TrustReviews account. Set when you sign in, removed when you sign out.</td>
                    <td>Up to 30 days; ends after 14 days without a visit</td>
                  </tr>
                  <tr>
                    <td>
                      <code>rp_business_session</code>
                    </td>
                    <td>The same, for business accounts. Only set if you sign in to a business account.</td>
                    <td>Up to 30 days; ends after 14 days without a visit</td>
                  </tr>
                </tbody>
              </table>
              <p>
                These cookies contain a long random value and nothing else: no name, no email address. They are marked{' '}
                <strong>httpOnly</strong>, so scripts on the page cannot read them; <strong>SameSite=Lax</strong>, so other websites
                cannot make your browser send them along with actions on TrustReviews; and <strong>Secure</strong> on our live site, so
                they only travel over an encrypted connection. There their names start with <code>__Host-</code>, which tells your
                browser to accept them only from TrustReviews itself over an encrypted connection.
              </p>
              <p>
                Because these cookies are strictly necessary to provide the service you ask for, they do not need your consent. If you only
                read reviews without signing in, no cookie is set at all.
              </p>
            </>
          ),
        },
        {
          id: 'local-storage',
          title: 'Local storage',
          content: (
            <p>
              While you are signed in, the site also keeps a copy of your basic profile (your name, email address and profile picture
              address) in your browser&apos;s local storage under the name <code>auth_user</code>, and, while you confirm your address
              to answer a company&apos;s review invitation, the way back to it under <code>pending_invitation</code> (at most 48
              hours). They are never sent to anyone, they are removed when your session ends (you sign out in any tab, or it
              expires), and they do not sign you in: the session cookie does that.
            </p>
          ),
        },
        {
          id: 'no-tracking',
          title: 'What we do not use',
          content: (
            <p>
              No analytics cookies, no advertising or retargeting cookies, no social media buttons that track you, and no third-party
              scripts that set cookies. If that ever changes, we will update this page first and ask for your consent where the law
              requires it.
            </p>
          ),
        },
        {
          id: 'control',
          title: 'Controlling cookies',
          content: (
            <p>
              You can delete cookies and local storage for TrustReviews in your browser&apos;s settings at any time; you will then be
              signed out. If you block cookies for our site, you can still read reviews, but you cannot sign in.
            </p>
          ),
        },
        {
          id: 'questions',
          title: 'Questions',
          content: (
            <p>
              Our <TextLink to="/privacy">privacy policy</TextLink> explains what we do with personal data. For questions about cookies,
              write to <EmailLink address={EMAILS.privacy} />.
            </p>
          ),
        },
      ]}
    />
  );
}
