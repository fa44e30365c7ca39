// The consumer-app's federated surface: its pages and the auth states in which each exists.
// The shell merges this list into its route tables. `query`: the query parameters each page reads
// (the shell's server renders and keeps a page by these alone). `params`: the shape of an id in the
// path, so a path with a malformed one is a 404 rather than a page that finds nothing.
import { EVERYONE, SIGNED_IN, SIGNED_OUT, type RemoteRoute } from 'shared-ui';

const ID_IS_UUID: RemoteRoute['params'] = { id: 'uuid' };
const COMPANY_ID_IS_UUID: RemoteRoute['params'] = { companyId: 'uuid' };

export const routes: RemoteRoute[] = [
  { path: '/', when: EVERYONE, load: () => import('../pages/home-page') },
  { path: '/companies', when: EVERYONE, query: ['search', 'category', 'country', 'sort', 'page'], load: () => import('../pages/companies-page') },
  { path: '/companies/:id', params: ID_IS_UUID, when: EVERYONE, query: ['rating', 'sort', 'search', 'verified', 'topic'], load: () => import('../pages/company-page') },
  { path: '/sign-in', when: EVERYONE, query: ['redirect'], load: () => import('../pages/sign-in-page') },
  { path: '/sign-up', when: EVERYONE, query: ['redirect'], load: () => import('../pages/sign-up-page') },
  { path: '/forgot-password', when: SIGNED_OUT, load: () => import('../pages/forgot-password-page') },
  { path: '/reset-password', when: EVERYONE, query: ['token'], load: () => import('../pages/reset-password-page') },
  { path: '/verify-email', when: EVERYONE, query: ['token', 'next'], load: () => import('../pages/verify-email-page') },
  { path: '/unsubscribe', when: EVERYONE, query: ['token', 'list'], load: () => import('../pages/unsubscribe-page') },
  { path: '/newsletter/confirm', when: EVERYONE, query: ['token'], load: () => import('../pages/newsletter-confirm-page') },
  { path: '/write-review', when: SIGNED_IN, load: () => import('../pages/write-review-page') },
  // Signed out too: the page of a mailed review invitation, for a customer who may have no account yet.
  { path: '/write-review/:companyId', params: COMPANY_ID_IS_UUID, when: EVERYONE, query: ['invitation'], load: () => import('../pages/write-review-page') },
  { path: '/reviews/:id/edit', params: ID_IS_UUID, when: SIGNED_IN, load: () => import('../pages/edit-review-page') },
  { path: '/profile', when: SIGNED_IN, load: () => import('../pages/profile-page') },
  { path: '/add-business', when: SIGNED_IN, load: () => import('../pages/add-business-page') },
  { path: '/account/settings', when: SIGNED_IN, load: () => import('../pages/account-settings-page') },
  { path: '/api', when: EVERYONE, load: () => import('../pages/api-docs-page') },
  { path: '/about', when: EVERYONE, load: () => import('../pages/content/about-page') },
  { path: '/guidelines', when: EVERYONE, load: () => import('../pages/content/guidelines-page') },
  { path: '/trust-safety', when: EVERYONE, load: () => import('../pages/content/trust-safety-page') },
  { path: '/how-reviews-are-verified', when: EVERYONE, load: () => import('../pages/content/how-reviews-are-verified-page') },
  { path: '/help', when: EVERYONE, load: () => import('../pages/content/help-page') },
  // Open to everyone: notices need no account (DSA Art. 16).
  { path: '/notices/new', when: EVERYONE, query: ['type', 'id'], load: () => import('../pages/notice-page') },
  // The link in the email with a notice's decision: its token identifies the notice, so no account is needed (DSA Art. 20).
  { path: '/notices/complaint', when: EVERYONE, query: ['token'], load: () => import('../pages/notice-complaint-page') },
  { path: '/contact', when: EVERYONE, query: ['topic'], load: () => import('../pages/content/contact-page') },
  { path: '/privacy', when: EVERYONE, load: () => import('../pages/content/privacy-page') },
  { path: '/terms', when: EVERYONE, load: () => import('../pages/content/terms-page') },
  { path: '/careers', when: EVERYONE, load: () => import('../pages/content/careers-page') },
  { path: '/press', when: EVERYONE, load: () => import('../pages/content/press-page') },
  { path: '/cookies', when: EVERYONE, load: () => import('../pages/content/cookies-page') },
  { path: '/disclaimer', when: EVERYONE, load: () => import('../pages/content/disclaimer-page') },
  { path: '/mobile-app', when: EVERYONE, load: () => import('../pages/content/mobile-app-page') },
];
