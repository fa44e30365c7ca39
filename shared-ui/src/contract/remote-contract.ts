import type { QueryClient, QueryKey } from '@tanstack/react-query';
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

/** Where a route's loader and head are asked for: the matched path's parameters and query. */
export interface RouteMatch {
  /** The path's parameters (`:id`), decoded. */
  params: Readonly<Record<string, string | undefined>>;
  search: URLSearchParams;
  /** The site's public address, without a trailing slash (for canonical URLs). */
  site: string;
}

/** One read of a page's first view: React Query options, the same key and function its component uses. */
export interface RouteQuery {
  queryKey: QueryKey;
  queryFn: () => Promise<unknown>;
  staleTime?: number;
}

/**
 * A page's head, as data: the shell's server writes it (escaped) into the page's HTML, so
 * crawlers and link previews read it without running JavaScript.
 */
export interface PageHead {
  /** 404 for what does not exist (an unknown company); 200 when left out. */
  status?: number;
  /** The document's title, whole (seo.pageTitle makes the site's form of it). */
  title?: string;
  description?: string;
  /** The page's canonical address, absolute. */
  canonical?: string;
  /** Open Graph tags (og:title, og:description, og:url, og:image...): name without "og:" to content. */
  openGraph?: Readonly<Record<string, string | undefined>>;
  /** schema.org blocks, each written as an application/ld+json script. */
  jsonLd?: ReadonlyArray<{ id?: string; data: unknown; attributes?: Readonly<Record<string, string>> }>;
  /** e.g. 'noindex' */
  robots?: string;
  /**
   * When the page changes by itself, with no write (a notice that ends), as an ISO time: a copy
   * of it (the shell's page cache) is not kept past it.
   */
  changesAt?: string;
}

/**
 * What a route's page module exports: the page, and optionally what its first view needs on the
 * server. `loader` names the reads of the first view (the server prefetches them and hands the
 * cache to the browser, which makes none of them again); `head` makes the head from their answers
 * (`data(query)` is a read's answer, or undefined when it failed or did not answer in time; its
 * error, when it failed, is `error(query)`).
 */
export interface RoutePageModule {
  default: ComponentType;
  loader?: (match: RouteMatch) => readonly RouteQuery[];
  head?: (match: RouteMatch, answers: RouteAnswers) => PageHead;
}

/** The answers of a page's loader, for its head. */
export interface RouteAnswers {
  data: <T = unknown>(query: Pick<RouteQuery, 'queryKey'>) => T | undefined;
  error: (query: Pick<RouteQuery, 'queryKey'>) => unknown;
}

/** The answers in a query client (the server's, after the prefetch). */
export function answersIn(client: QueryClient): RouteAnswers {
  return {
    data: <T,>(query: Pick<RouteQuery, 'queryKey'>) => client.getQueryData<T>(query.queryKey),
    error: (query) => client.getQueryState(query.queryKey)?.error ?? undefined,
  };
}

/**
 * The one module a remote exposes ('<remote>/routes'): its pages and the auth states in which
 * each exists. The shell merges these lists into its route tables.
 */
export interface RemoteRoute {
  path: string;
  load: () => Promise<RoutePageModule>;
  when: readonly RouteCondition[];
  /**
   * The query parameters the page reads (its component, `loader` and `head`), none when left out.
   * The build writes them into the routes manifest; the shell's server renders the page with
   * these alone and keeps it under them, so a parameter the page reads must be named here.
   */
  query?: readonly string[];
  /**
   * The shape of path parameters whose values have one (`{ id: 'uuid' }` for `/reviews/:id/edit`),
   * written into the routes manifest: a path whose parameter has another shape is no page of the
   * route, and the shell answers it 404. Unchecked when left out; a shape the shell does not know
   * is unchecked too (shared-ui/remote-routes.cjs, ROUTE_PARAM_SHAPES).
   */
  params?: Readonly<Record<string, RouteParamShape>>;
}

/** The shapes a route parameter may be declared to have: `uuid`, the ids of reviews and companies. */
export type RouteParamShape = 'uuid';

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
