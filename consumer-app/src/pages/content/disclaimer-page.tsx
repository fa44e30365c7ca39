import { simpleHead, usePageTitle, type RouteMatch } from 'shared-ui';
import { EMAILS } from '../../features/content/contact-addresses';
import { ContentPage } from '../../features/content/components/content-page';
import { EmailLink, TextLink } from '../../features/content/components/text-link';

export const head = (match: RouteMatch) => simpleHead(match, '/disclaimer', 'Disclaimer');

export default function DisclaimerPage() {
  usePageTitle('Disclaimer');
  return (
    <ContentPage
      title="Disclaimer"
      lead="TrustReviews helps you learn from other customers' experiences. Please read reviews as what they are: personal opinions."
      updated="2025-11-24"
      sections={[
        {
          id: 'opinions',
          title: 'Reviews are opinions of their authors',
          content: (
            <>
              <p>
                Reviews on TrustReviews are written by members of the public and reflect their own experiences and views. They are not the
                views of TrustReviews, and we do not check the facts in each review before it is published.
              </p>
              <p>
                A <strong>Verified</strong> label means the business invited the author through our platform and the review was written
                through that invitation; <strong>Email confirmed</strong> means only that the author confirmed their email address. Neither
                means we have confirmed the events described in the review. <TextLink to="/how-reviews-are-verified">How reviews are verified</TextLink> lists what each label checks and what it does not.
              </p>
            </>
          ),
        },
        {
          id: 'ratings',
          title: 'Ratings',
          content: (
            <p>
              A company&apos;s rating is calculated from the star ratings of its published reviews. It reflects the experiences of the
              people who chose to write a review, which is not necessarily a representative sample of all its customers. A company with few
              reviews can see its rating change quickly.
            </p>
          ),
        },
        {
          id: 'company-information',
          title: 'Company information',
          content: (
            <p>
              Company profiles can be added by any signed-in user and claimed by the business itself. We do not guarantee that names,
              descriptions, locations or websites on a profile are complete or up to date. A listing on TrustReviews is not an endorsement,
              and a claimed profile means only that we have confirmed who manages it.
            </p>
          ),
        },
        {
          id: 'decisions',
          title: 'Your decisions',
          content: (
            <p>
              Use reviews as one source among several when you decide whether to buy from a company. TrustReviews is not liable for
              decisions you make based on content on the site, except where the law does not allow this to be excluded. Our{' '}
              <TextLink to="/terms">terms of service</TextLink> set out our responsibilities in full.
            </p>
          ),
        },
        {
          id: 'external-links',
          title: 'Links to other websites',
          content: (
            <p>
              Company profiles link to the companies&apos; own websites. We are not responsible for the content, products or privacy
              practices of those websites.
            </p>
          ),
        },
        {
          id: 'report',
          title: 'If something is wrong',
          content: (
            <p>
              If you believe a review breaks our <TextLink to="/guidelines">guidelines</TextLink> or the law, report it from the review, or
              write to <EmailLink address={EMAILS.trust} />. If information on a company profile is wrong, tell us through the{' '}
              <TextLink to="/contact?topic=business">contact form</TextLink>.
            </p>
          ),
        },
      ]}
    />
  );
}
