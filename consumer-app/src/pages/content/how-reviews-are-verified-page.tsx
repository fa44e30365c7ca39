// What each label on a review means, what is checked and what is not: the page every label and
// every score's "How reviews are verified" link opens (EU Omnibus Directive, UK CMA guidance). Its
// words come from the same definitions the review card shows (shared-ui review-labels.ts).
import { HOW_REVIEWS_ARE_VERIFIED_PATH, PAST_DAY_MAX_YEARS, REVIEW_LABELS, simpleHead, usePageTitle, type ReviewLabelDefinition, type RouteMatch } from 'shared-ui';
import { ContentPage } from '../../features/content/components/content-page';
import { TextLink } from '../../features/content/components/text-link';

const TITLE = 'How reviews are verified';

export const head = (match: RouteMatch) =>
  simpleHead(match, HOW_REVIEWS_ARE_VERIFIED_PATH, TITLE, 'What each label on a review means: what we check, and what we do not.');

function LabelSection({ label }: { label: ReviewLabelDefinition }) {
  return (
    <>
      <p>{label.meaning}</p>
      <h3>What we check</h3>
      <ul>
        {label.checked.map((line) => (
          <li key={line}>{line}</li>
        ))}
      </ul>
      <h3>What we do not check</h3>
      <ul>
        {label.notChecked.map((line) => (
          <li key={line}>{line}</li>
        ))}
      </ul>
    </>
  );
}

export default function HowReviewsAreVerifiedPage() {
  usePageTitle(TITLE);
  const origins = [REVIEW_LABELS.invited, REVIEW_LABELS.organic];
  const checks = [REVIEW_LABELS.verified, REVIEW_LABELS.emailConfirmed];
  return (
    <ContentPage
      title={TITLE}
      lead="Every review shows how it came to be written and each check we made, named for what it is. The word Verified appears only where the experience itself is evidenced."
      sections={[
        {
          id: 'labels',
          title: 'The labels at a glance',
          content: (
            <>
              <p>
                A review shows one label for its origin: <strong>{REVIEW_LABELS.invited.text}</strong> or <strong>{REVIEW_LABELS.organic.text}</strong>. Then it
                shows a label for each check it passed: <strong>{REVIEW_LABELS.verified.text}</strong>, <strong>{REVIEW_LABELS.emailConfirmed.text}</strong>,
                both, or none. A review with no check label passed none of them; it is published all the same.
              </p>
              <p>Select a label on any review to come back to its explanation here.</p>
            </>
          ),
        },
        ...[...origins, ...checks].map((label) => ({ id: label.anchor, title: `${label.text}`, content: <LabelSection label={label} /> })),
        {
          id: 'date-of-experience',
          title: 'Date of experience',
          content: (
            <>
              <p>
                Reviewers say when their experience happened: a day that is not in the future and within the last {PAST_DAY_MAX_YEARS} years. It shows beside
                the date the review was written. When a company invites a customer with the date of their order, the review form starts with that date, and
                the reviewer may change it.
              </p>
              <h3>What we do not check</h3>
              <ul>
                <li>That the experience happened on that day: the reviewer gives it.</li>
              </ul>
              <p>Reviews written before we asked for it show no date of experience.</p>
            </>
          ),
        },
        {
          id: 'votes',
          title: 'Helpful votes',
          content: (
            <p>
              Readers can vote a review helpful or not helpful when it is labelled {REVIEW_LABELS.verified.text} or {REVIEW_LABELS.emailConfirmed.text}, so
              accounts nobody confirmed cannot push reviews up or down. Nobody can vote on their own review. How we moderate reviews and keep fake ones out is
              on our <TextLink to="/trust-safety">Trust &amp; Safety</TextLink> page.
            </p>
          ),
        },
      ]}
    />
  );
}
