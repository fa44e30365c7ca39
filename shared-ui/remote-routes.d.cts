// Types of remote-routes.cjs, a remote's routes manifest (routes.json).
export interface RouteInfo {
  path: string;
  when: string[];
}
export const REMOTE_ROUTES_FILE: string;
export function buildVersionsOf(document: unknown): { contract?: string; kit?: string };
export const ROUTE_CONDITIONS: readonly string[];
export function routeListOf(document: unknown): RouteInfo[] | undefined;
export function routePathMatches(pattern: string, pathname: string): boolean;
export const SIGNED_OUT_STATES: readonly string[];
export function hasRouteIn(routes: ReadonlyArray<{ path: string; when?: readonly string[] }> | undefined, holds: (condition: string) => boolean): boolean;
export function remotesForPath<R extends { routes?: Array<{ path: string; when?: readonly string[] }> }>(remotes: readonly R[], pathname: string): R[];
export function remotesForPath<R>(
  remotes: readonly R[],
  pathname: string,
  routesOf: ((remote: R) => ReadonlyArray<{ path: string; when?: readonly string[] }> | undefined) | undefined,
  holds?: (condition: string) => boolean,
): R[];
