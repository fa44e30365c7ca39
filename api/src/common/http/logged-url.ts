/**
 * A request's URL as the logs may keep it: the values of the query parameters that carry a mailed
 * link's secret (an unsubscribe or invitation token) are hidden, since a log reader holding one
 * could act for its recipient. The rest stays, for reading a slow or failed request.
 */
export function loggedUrl(url: string): string {
  return url.replace(/([?&](?:token|invitation)=)[^&#]*/gi, '$1…');
}
