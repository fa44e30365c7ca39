// How an endpoint's last attempt and a delivery's state read on the dashboard.
import type { WebhookDelivery, WebhookEndpoint, WebhookEventName } from 'shared-ui';

export const WEBHOOK_EVENTS: { name: WebhookEventName; label: string }[] = [
  { name: 'review.created', label: 'A review is written' },
  { name: 'review.updated', label: 'A review is edited, or published again after a moderator hid it' },
  { name: 'review.hidden', label: 'A moderator hides a review' },
];

/** A date and time in the reader's time zone, e.g. "3 Jan 2026, 14:05". */
export function dateTime(iso: string): string {
  return new Date(iso).toLocaleString('en-GB', { day: 'numeric', month: 'short', year: 'numeric', hour: '2-digit', minute: '2-digit' });
}

export type StatusTone = 'success' | 'error' | 'default';

/**
 * The endpoint's last attempt in a few words, and its colour. Without an HTTP status it failed
 * before any answer (no answer in time, a refused connection, a certificate not accepted...): the
 * status says only that it failed, and the sentence beside it (lastError) says how.
 */
export function lastStatus(endpoint: WebhookEndpoint): { label: string; tone: StatusTone } {
  if (!endpoint.lastAttemptAt) return { label: 'No deliveries yet', tone: 'default' };
  if (!endpoint.lastError) return { label: `Delivered (HTTP ${endpoint.lastStatusCode})`, tone: 'success' };
  return { label: endpoint.lastStatusCode ? `Failed (HTTP ${endpoint.lastStatusCode})` : 'Failed', tone: 'error' };
}

/** A delivery's state in a few words; why one was not sent is its last error. */
export function deliveryState(delivery: WebhookDelivery): string {
  if (delivery.state === 'delivered') return 'Delivered';
  // Hidden or deleted review, an endpoint turned off for the whole of its day, a company no longer owned: never tried.
  if (delivery.state === 'superseded' || (delivery.state === 'failed' && delivery.attempts === 0)) return 'Not sent';
  if (delivery.state === 'failed') return 'Failed, no more attempts';
  return delivery.attempts === 0 ? 'Waiting to be sent' : 'Will be retried';
}

export function eventLabel(event: WebhookDelivery['event']): string {
  return event === 'ping' ? 'ping (test)' : event;
}

/**
 * The events not queued for the endpoint because too many deliveries were waiting for it, in a
 * sentence with what to do about them; undefined when there were none.
 */
export function droppedEventsNote(endpoint: WebhookEndpoint): string | undefined {
  if (!endpoint.droppedEvents || !endpoint.droppedSince || !endpoint.lastDroppedAt) return undefined;
  const count = endpoint.droppedEvents.toLocaleString('en');
  const one = endpoint.droppedEvents === 1;
  const events = one ? `1 event was` : `${count} events were`;
  const when = one ? `on ${dateTime(endpoint.lastDroppedAt)}` : `from ${dateTime(endpoint.droppedSince)} to ${dateTime(endpoint.lastDroppedAt)}`;
  return (
    `${events} not queued for this endpoint, ${when}: too many deliveries were already waiting for it, as happens while it fails or answers slowly. ` +
    `${one ? 'It will not be sent' : 'None of them will be sent'}. Read the reviews of that time again through the Business API (GET /api/v1/reviews) to catch up.`
  );
}
