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

/** The endpoint's last attempt in a few words, and its colour. */
export function lastStatus(endpoint: WebhookEndpoint): { label: string; tone: StatusTone } {
  if (!endpoint.lastAttemptAt) return { label: 'No deliveries yet', tone: 'default' };
  if (!endpoint.lastError) return { label: `Delivered (HTTP ${endpoint.lastStatusCode})`, tone: 'success' };
  return { label: endpoint.lastStatusCode ? `Failed (HTTP ${endpoint.lastStatusCode})` : 'Failed (no answer)', tone: 'error' };
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
