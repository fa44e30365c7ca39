import { loadConfig } from '../../config/config.js';
import type { ScheduledJobs } from '../../common/jobs/scheduled-jobs.js';
import type { WebhookDeliveriesRepository } from './webhook-deliveries.repository.js';
import { WebhookDeliveryWorker } from './webhook-delivery-worker.js';
import type { WebhookSender } from './webhook-sender.js';
import { setWebhookTestTiming } from './webhook-test-timing.js';

const worker = (env: Record<string, string>) =>
  new WebhookDeliveryWorker(loadConfig(env, []), {} as WebhookDeliveriesRepository, {} as WebhookSender, {} as ScheduledJobs);

describe('webhook test timing', () => {
  afterEach(() => setWebhookTestTiming(undefined));

  it('is refused by an instance without WEBHOOK_TEST_ALLOWED_HOSTS (which production refuses), and taken by a test one', () => {
    expect(() => worker({})).not.toThrow();
    setWebhookTestTiming({ leaseMs: 1000, retryAfterMs: 1000 });
    expect(() => worker({})).toThrow(/tests only/);
    expect(() => worker({ NODE_ENV: 'production', WEBHOOK_TEST_ALLOWED_HOSTS: '127.0.0.1' })).toThrow(/tests only/);
    expect(() => worker({ WEBHOOK_TEST_ALLOWED_HOSTS: '127.0.0.1' })).not.toThrow();
  });
});
