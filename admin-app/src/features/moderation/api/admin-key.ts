// What every moderation query shares: the prefix of its key, and the size of a paged queue's page.

/** The first part of every moderation query's key: a decision refreshes them all. */
export const ADMIN_KEY = '/api/admin';

/** How many items a paged queue (reports, hidden reviews, claims, plan requests, names) shows at a time. */
export const PAGE_SIZE = 20;
