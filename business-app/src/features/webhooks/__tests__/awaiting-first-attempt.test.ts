import type { WebhookDelivery } from 'shared-ui';
import { awaitingFirstAttempt } from '../api/get-webhook-deliveries';

const delivery = (overrides: Partial<WebhookDelivery>): WebhookDelivery =>
  ({ id: 'd1', eventType: 'review.created', state: 'pending', attempts: 0, lastStatusCode: null, lastError: null, ...overrides }) as WebhookDelivery;

describe('awaitingFirstAttempt (what the deliveries panel polls for)', () => {
  it('counts waiting deliveries not yet tried, not those tried, finished or held while the endpoint is off', () => {
    expect(
      awaitingFirstAttempt([
        delivery({}),
        delivery({ attempts: 1, lastStatusCode: 500 }),
        delivery({ state: 'delivered', attempts: 1, lastStatusCode: 200 }),
        delivery({ lastError: 'Held while this endpoint is turned off: it is sent if the endpoint is turned back on within a day of the event.' }),
      ]),
    ).toBe(1);
    expect(awaitingFirstAttempt(undefined)).toBe(0);
  });
});
