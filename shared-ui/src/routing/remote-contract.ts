import type { ComponentType } from 'react';

/** The state of one realm's session: the consumer user's or the business account's. */
export type SessionState = 'loading' | 'signed-out' | 'signed-in';

/** The consumer session's state; while loading, pages use the signed-out table. */
export type AuthState = SessionState;

/** Roles of consumer users; an administrator may do everything a moderator may. */
export type Role = 'user' | 'moderator' | 'admin';

/**
 * One auth state in which a route exists. A route lists the states it exists in and exists when
 * any of them holds: the consumer realm signed in or out, the business realm signed in or out,
 * or a consumer signed in with the moderator (or admin) or the admin role.
 */
export type RouteCondition = 'signed-out' | 'signed-in' | 'business-signed-out' | 'business-signed-in' | 'moderator' | 'admin';

/**
 * The one module a remote exposes ('<remote>/routes'): its pages and the auth states in which
 * each exists. The shell merges these lists into its route tables.
 */
export interface RemoteRoute {
  path: string;
  load: () => Promise<{ default: ComponentType }>;
  when: readonly RouteCondition[];
}

export interface RemoteRoutesModule {
  routes: RemoteRoute[];
}

/** Every visitor, whatever their sessions. */
export const EVERYONE: readonly RouteCondition[] = ['signed-out', 'signed-in'];
/** Consumers who are signed in; anyone else is sent to /sign-in and back. */
export const SIGNED_IN: readonly RouteCondition[] = ['signed-in'];
/** Visitors without a consumer session (a signed-in consumer gets the 404 page). */
export const SIGNED_OUT: readonly RouteCondition[] = ['signed-out'];
/** Business accounts that are signed in; anyone else is sent to /business/login and back. */
export const BUSINESS_SIGNED_IN: readonly RouteCondition[] = ['business-signed-in'];
/** Visitors without a business session. */
export const BUSINESS_SIGNED_OUT: readonly RouteCondition[] = ['business-signed-out'];
/** Consumers with the moderator or the admin role. */
export const MODERATORS: readonly RouteCondition[] = ['moderator'];
/** Consumers with the admin role. */
export const ADMINS: readonly RouteCondition[] = ['admin'];
