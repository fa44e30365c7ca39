// Tests only: shorter waits than production's, so that a test sees a retry, or a dead instance's
// lease run out, in seconds rather than a minute. Nothing in the API sets it, and no setting does:
// a test sets it in its own process (or in an API it starts as a child process) before the app is
// created, and each delivery worker reads it once, when it is made. An instance without
// WEBHOOK_TEST_ALLOWED_HOSTS (which production refuses) refuses to start with it set.

export interface WebhookTestTiming {
  /** How long a claim's lease lasts, instead of LEASE_MS. */
  leaseMs?: number;
  /** The wait after each failed attempt, instead of the retry schedule's (the day's limit still applies). */
  retryAfterMs?: number;
}

let timing: WebhookTestTiming | undefined;

/** Sets (or, with undefined, clears) the timing of the delivery workers made from now on in this process. */
export function setWebhookTestTiming(next: WebhookTestTiming | undefined): void {
  timing = next && { ...next };
}

export function webhookTestTiming(): WebhookTestTiming | undefined {
  return timing;
}
