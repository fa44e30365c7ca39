// The business-app's federated surface: its pages and the auth states in which each exists.
// The shell merges this list into its route tables. `query`: the query parameters each page reads
// (the shell's server renders and keeps a page by these alone).
import { BUSINESS_SIGNED_IN, EVERYONE, type RemoteRoute } from 'shared-ui';

export const routes: RemoteRoute[] = [
  { path: '/business/login', when: EVERYONE, query: ['redirect'], load: () => import('../pages/login-page') },
  { path: '/business/register', when: EVERYONE, query: ['redirect'], load: () => import('../pages/register-page') },
  { path: '/business/forgot-password', when: EVERYONE, load: () => import('../pages/forgot-password-page') },
  { path: '/business/reset-password', when: EVERYONE, query: ['token'], load: () => import('../pages/reset-password-page') },
  { path: '/business/verify-email', when: EVERYONE, query: ['token'], load: () => import('../pages/verify-email-page') },
  { path: '/business-plans', when: EVERYONE, load: () => import('../pages/business-plans-page') },
  { path: '/business/dashboard', when: BUSINESS_SIGNED_IN, query: ['company'], load: () => import('../pages/dashboard-page') },
  { path: '/claim-profile', when: BUSINESS_SIGNED_IN, load: () => import('../pages/claim-profile-page') },
  { path: '/analytics', when: BUSINESS_SIGNED_IN, query: ['company', 'from', 'to'], load: () => import('../pages/analytics-page') },
  { path: '/widget-generator', when: BUSINESS_SIGNED_IN, query: ['company'], load: () => import('../pages/widget-generator-page') },
];
