// The help center's questions and answers, by topic (the page is pages/content/help-page.tsx).
import type { FaqGroup } from './components/faq';
import { TextLink } from './components/text-link';

export const HELP_FAQ_GROUPS: FaqGroup[] = [
  {
    id: 'getting-started',
    title: 'Getting started',
    items: [
      {
        question: 'Do I need an account to read reviews?',
        answer: (
          <p>
            No. Every company page and every published review is open to everyone. You only need a free account to write a review,
            vote on reviews, report a review or add a company.
          </p>
        ),
      },
      {
        question: 'How do I find a company?',
        answer: (
          <p>
            Type part of its name in the search box at the top of any page and press Enter, or browse by category from the{' '}
            <TextLink to="/companies">companies</TextLink> page. Search matches any part of a company&apos;s name or its category.
          </p>
        ),
      },
      {
        question: 'How is a company’s rating calculated?',
        answer: (
          <>
            <p>
              The rating on a company page is the average of the stars in all its published reviews, rounded to one decimal place. The
              bar chart next to it shows how many reviews gave one, two, three, four and five stars.
            </p>
            <p>
              Our top-rated lists use a weighted average that starts every company from a neutral position, so a company needs many
              good reviews, not just a couple, to reach the top.
            </p>
          </>
        ),
      },
      {
        question: 'The company I am looking for is not listed. Can I add it?',
        answer: (
          <p>
            Yes. Sign in and choose <strong>Add a business</strong> from your profile. Give the company&apos;s name, category and
            website. If a company with the same website is already listed, we show you that one instead so it is not listed twice.
          </p>
        ),
      },
    ],
  },
  {
    id: 'writing-reviews',
    title: 'Writing reviews',
    items: [
      {
        question: 'How do I write a review?',
        answer: (
          <p>
            Sign in, open the company&apos;s page and choose <strong>Write a Review</strong>. Pick a star rating, give your review a
            title and describe your experience. You can also tag it with a topic such as Delivery or Customer Service. Please read our{' '}
            <TextLink to="/guidelines">review guidelines</TextLink> first.
          </p>
        ),
      },
      {
        question: 'Can I review the same company twice?',
        answer: (
          <p>
            No, each account can review a company once. If something changed, for example the company resolved your complaint, edit your
            existing review so readers see your current view.
          </p>
        ),
      },
      {
        question: 'How do I edit or delete my review?',
        answer: (
          <p>
            Go to your <TextLink to="/profile">profile</TextLink>, find the review and choose edit or delete. Changes to the star rating
            update the company&apos;s rating straight away. An edited review says &ldquo;Edited&rdquo; with the date of the last change.
            When you change the star rating, readers can still open the version you replaced (&ldquo;Show the earlier version&rdquo;), as a
            new rating changes what the review tells them; other changes, such as a fixed typo, keep no earlier version. Deleting a review
            removes it with its earlier versions and cannot be undone.
          </p>
        ),
      },
      {
        question: 'Why can’t I see my review?',
        answer: (
          <p>
            Reviews are published as soon as you submit them. If yours is missing, a moderator may have hidden it after a report because
            it broke our guidelines. Write to us through the <TextLink to="/contact">contact form</TextLink> and we will tell you why.
          </p>
        ),
      },
      {
        question: 'Can a company remove my review?',
        answer: (
          <p>
            No. A business cannot edit, hide or remove reviews, and it cannot pay us to. It can reply to your review publicly or report it
            if it believes the review breaks our guidelines. Only our moderators decide, and only on the basis of the guidelines.
          </p>
        ),
      },
    ],
  },
  {
    id: 'verified-votes',
    title: 'Review labels and votes',
    items: [
      {
        question: 'What does the Verified label mean?',
        answer: (
          <p>
            It means the business invited the author through our platform, at the email address it had for them as a customer, and the
            review was written through that invitation. It does not mean we have checked an order or that we agree with the review. A
            review whose author only confirmed their email address is labelled Email confirmed instead. <TextLink to="/how-reviews-are-verified">How reviews are verified</TextLink> explains every label.
          </p>
        ),
      },
      {
        question: 'How do I get the Email confirmed label?',
        answer: (
          <p>
            Confirm your email address with the link we send when you sign up. If the link has expired (it is valid for 48 hours), you can
            ask for a new one in your <TextLink to="/account/settings">account settings</TextLink>. Once your address is confirmed, all
            your reviews, including earlier ones, show Email confirmed. Only reviews written through a business&apos;s invitation show
            Verified.
          </p>
        ),
      },
      {
        question: 'Why can’t I vote on some reviews?',
        answer: (
          <p>
            Only reviews labelled Verified or Email confirmed can be voted on, to stop unconfirmed accounts from pushing reviews up or down. You also cannot vote on
            your own review, and you need to be signed in. Your own email address does not need to be verified to vote.
          </p>
        ),
      },
      {
        question: 'How do I take back a vote?',
        answer: (
          <p>
            Select the same button again. Voting helpful on a review you already marked helpful removes your vote; choosing the other
            button switches it.
          </p>
        ),
      },
    ],
  },
  {
    id: 'account',
    title: 'Your account',
    items: [
      {
        question: 'I forgot my password. What do I do?',
        answer: (
          <p>
            Choose <strong>Forgot password</strong> on the <TextLink to="/sign-in">sign-in</TextLink> page and enter your email address. If
            an account exists, we send a link to choose a new password. The link works once and expires after an hour.
          </p>
        ),
      },
      {
        question: 'How do I change my name or password?',
        answer: (
          <p>
            Open <TextLink to="/account/settings">account settings</TextLink> from the menu under your name. Changing your password signs
            you out everywhere else, which is also what to do if you think someone else has used your account.
          </p>
        ),
      },
      {
        question: 'Which name is shown on my reviews?',
        answer: (
          <p>
            Your first name and the initial of your last name, for example “Jane D.”. Your email address is never shown.
          </p>
        ),
      },
      {
        question: 'I did not receive the email from you.',
        answer: (
          <p>
            Check your spam or junk folder first and make sure the address in your account is correct. Emails usually arrive within a few
            minutes. If nothing arrives, ask for a new link, or contact us.
          </p>
        ),
      },
      {
        question: 'How do I close my account?',
        answer: (
          <p>
            Send us a message through the <TextLink to="/contact">contact form</TextLink> with the topic “Privacy and personal data” from
            the email address of your account. We close the account and delete your personal data as described in our{' '}
            <TextLink to="/privacy">privacy policy</TextLink>.
          </p>
        ),
      },
    ],
  },
  {
    id: 'businesses',
    title: 'For businesses',
    items: [
      {
        question: 'How do I claim my company’s profile?',
        answer: (
          <p>
            Create a <TextLink to="/business/register">business account</TextLink> and claim the company from{' '}
            <TextLink to="/claim-profile">Claim your profile</TextLink>. If your business email address is on the company&apos;s website
            domain, the claim is confirmed at once; otherwise our team checks it, usually within two working days.
          </p>
        ),
      },
      {
        question: 'Can I reply to reviews?',
        answer: (
          <p>
            Yes, once your claim is verified. Each review can have one public reply from the company, which you can edit or remove later.
          </p>
        ),
      },
      {
        question: 'Can I pay to remove a negative review?',
        answer: (
          <p>
            No, and no plan includes it. If you believe a review breaks our <TextLink to="/guidelines">guidelines</TextLink>, report it and
            a moderator will look at it. Replying politely to criticism is usually the best way to show future customers how you work.
          </p>
        ),
      },
      {
        question: 'What do the business plans include?',
        answer: (
          <p>
            Free, Plus and Premium differ in how many review invitations you can send each month, which review widgets you can put on
            your website and how far back your analytics go. See <TextLink to="/business-plans">business plans</TextLink>. No plan affects
            your rating or which reviews are shown.
          </p>
        ),
      },
    ],
  },
  {
    id: 'privacy',
    title: 'Privacy and data',
    items: [
      {
        question: 'What do you do with my personal data?',
        answer: (
          <p>
            We use it to run your account and publish your reviews, and nothing else. We do not sell it and we do not use advertising or
            tracking cookies. The <TextLink to="/privacy">privacy policy</TextLink> lists everything we keep and for how long.
          </p>
        ),
      },
      {
        question: 'Which cookies do you use?',
        answer: (
          <p>
            One essential cookie that keeps you signed in. There is nothing to accept or decline. Details are in our{' '}
            <TextLink to="/cookies">cookie policy</TextLink>.
          </p>
        ),
      },
    ],
  },
];
