// Types of remote-routes.cjs, a remote's routes manifest (routes.json).
export interface RouteInfo {
  path: string;
  when: string[];
  /** The query parameters its page reads; unknown when left out (a manifest from an older build). */
  query?: string[];
  /** The shapes of its path parameters (ROUTE_PARAM_SHAPES), by name; unchecked when left out. */
  params?: Record<string, string>;
}
export const REMOTE_ROUTES_FILE: string;
export const ROUTE_PARAM_SHAPES: Readonly<Record<string, RegExp>>;
export function buildVersionsOf(document: unknown): { contract?: string; kit?: string };
export const ROUTE_CONDITIONS: readonly string[];
export function routeListOf(document: unknown): RouteInfo[] | undefined;
export function routePathMatches(pattern: string, pathname: string, params?: Readonly<Record<string, string>>): boolean;
export function routeMatches(route: { path: string; params?: Readonly<Record<string, string>> }, pathname: string): boolean;
export function routePathOf(pattern: string, pathname: string): string;
export const SIGNED_OUT_STATES: readonly string[];
export function hasRouteIn(routes: ReadonlyArray<{ path: string; when?: readonly string[] }> | undefined, holds: (condition: string) => boolean): boolean;
export function remotesForPath<R extends { routes?: Array<{ path: string; when?: readonly string[] }> }>(remotes: readonly R[], pathname: string): R[];
export function remotesForPath<R>(
  remotes: readonly R[],
  pathname: string,
  routesOf: ((remote: R) => ReadonlyArray<{ path: string; when?: readonly string[] }> | undefined) | undefined,
  holds?: (condition: string) => boolean,
): R[];
/** A route as a remotes document may name it: its states and read query parameters when known. */
export interface KnownRouteInfo {
  path: string;
  when?: readonly string[];
  query?: readonly string[];
  params?: Readonly<Record<string, string>>;
}
export function signedOutPage<R extends { routes?: readonly KnownRouteInfo[] }>(remotes: readonly R[], pathname: string): { remote: R; route: KnownRouteInfo } | undefined;
export function signedOutPage<R, T extends KnownRouteInfo>(remotes: readonly R[], pathname: string, routesOf: (remote: R) => readonly T[] | undefined): { remote: R; route: T } | undefined;
export function routeQuery(route: { query?: readonly string[] } | undefined, search: string): string | undefined;
export function noRemoteHasPath<R extends { routes?: ReadonlyArray<{ path: string }> }>(remotes: readonly R[], pathname: string): boolean;
export function noRemoteHasPath<R>(remotes: readonly R[], pathname: string, routesOf: (remote: R) => ReadonlyArray<{ path: string }> | undefined): boolean;
