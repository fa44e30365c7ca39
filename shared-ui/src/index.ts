// shared-ui's kit: what a remote calls (components, forms, validators, the API's types, helpers),
// shared by version, not as a singleton: a remote whose build carries another kit than the
// shell's runs its own copy (mf-shared.cjs). With it, the contract: what must be one instance on
// a page (sessions, toasts, router, API client settings, theme), a singleton of its own that only
// grows (src/contract/index.ts). The kit reaches the contract only through 'shared-ui/contract',
// never by a relative path, so a remote's own kit still talks to the page's one contract.
export * from 'shared-ui/contract';
export * from './api/field-limits';
export type * from './api/types';
export * from './routing/route-pages';
export * from './routing/route-switch';
export * from './routing/use-page-title';
export * from './routing/page-head';
export * from './routing/safe-redirect';
export * from './format/initials';
export * from './forms';
export * from './format/format-stat';
export * from './format/relative-time';
export * from './format/plural';
export * from './votes/get-review-vote';
export * from './votes/cast-review-vote';
export * from './votes/use-review-vote';
export * from './votes/pending-vote';
export * from './components/StarRating';
export * from './components/StarRatingInput';
export * from './components/CompanyLogo';
export * from './components/CompanyCard';
export * from './components/ReviewCard';
export * from './components/ReviewLabels';
export * from './components/review-labels';
export * from './components/QueryState';
export { visuallyHidden } from './components/visually-hidden';
export * from './queries/get-categories';
export * from './queries/get-company';
export * from './queries/get-stats';
export * from './api/refresh-queries';
export * from './api/client';
export * from './reports/report-review';
export * from './reports/notice-link';
export * from './review-edits/review-edits';
export * from './review-edits/get-review-versions';
export * from './components/DataTable';
export * from './render/forms-after-hydration';
export * from './account/active-sessions';
export * from './account/change-password-form';
export * from './account/delete-account';
export * from './account/download-my-data';
export { deleteAccount, downloadMyData } from './account/personal-data-api';
export * from './account/describe-device';
