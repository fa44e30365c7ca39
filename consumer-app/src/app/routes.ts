// The consumer-app's federated surface: its pages and the auth states in which each exists
// (spec §2). The shell merges this list into its route tables.
import { BOTH, SIGNED_IN, SIGNED_OUT, type RemoteRoute } from 'shared-ui';

export const routes: RemoteRoute[] = [
  { path: '/', when: BOTH, load: () => import('../pages/home-page') },
  { path: '/companies', when: BOTH, load: () => import('../pages/companies-page') },
  { path: '/companies/:id', when: BOTH, load: () => import('../pages/company-page') },
  { path: '/sign-in', when: BOTH, load: () => import('../pages/sign-in-page') },
  { path: '/sign-up', when: BOTH, load: () => import('../pages/sign-up-page') },
  { path: '/forgot-password', when: SIGNED_OUT, load: () => import('../pages/forgot-password-page') },
  { path: '/reset-password', when: BOTH, load: () => import('../pages/reset-password-page') },
  { path: '/verify-email', when: BOTH, load: () => import('../pages/verify-email-page') },
  { path: '/write-review', when: SIGNED_IN, load: () => import('../pages/write-review-page') },
  { path: '/write-review/:companyId', when: SIGNED_IN, load: () => import('../pages/write-review-page') },
  { path: '/reviews/:id/edit', when: SIGNED_IN, load: () => import('../pages/edit-review-page') },
  { path: '/profile', when: SIGNED_IN, load: () => import('../pages/profile-page') },
  { path: '/add-business', when: SIGNED_IN, load: () => import('../pages/add-business-page') },
  { path: '/account/settings', when: SIGNED_IN, load: () => import('../pages/account-settings-page') },
  { path: '/api', when: BOTH, load: () => import('../pages/api-docs-page') },
  { path: '/about', when: BOTH, load: () => import('../pages/content/about-page') },
  { path: '/guidelines', when: BOTH, load: () => import('../pages/content/guidelines-page') },
  { path: '/trust-safety', when: BOTH, load: () => import('../pages/content/trust-safety-page') },
  { path: '/help', when: BOTH, load: () => import('../pages/content/help-page') },
  { path: '/contact', when: BOTH, load: () => import('../pages/content/contact-page') },
  { path: '/privacy', when: BOTH, load: () => import('../pages/content/privacy-page') },
  { path: '/terms', when: BOTH, load: () => import('../pages/content/terms-page') },
  { path: '/careers', when: BOTH, load: () => import('../pages/content/careers-page') },
  { path: '/press', when: BOTH, load: () => import('../pages/content/press-page') },
  { path: '/cookies', when: BOTH, load: () => import('../pages/content/cookies-page') },
  { path: '/disclaimer', when: BOTH, load: () => import('../pages/content/disclaimer-page') },
  { path: '/mobile-app', when: BOTH, load: () => import('../pages/content/mobile-app-page') },
];
