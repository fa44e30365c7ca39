// Sends what the queue holds, in every API instance: a small pool of senders, each taking the
// next due delivery as soon as it is free (WebhookDeliveriesRepository.claimDue leases it, at most
// two at once per endpoint and four per company, companies in turn), sending it outside any
// transaction and recording the outcome. A slow receiver holds two senders, and a company's slow
// receivers four, never the rest. Two instances never claim the same delivery; one
// that dies mid-send leaves its lease to run out, and the delivery is sent again: at least once,
// so receivers dedupe by Webhook-Id; never past its day (claimDue). A send ends within its lease.
import { type BeforeApplicationShutdown, Inject, Injectable, Logger, type OnApplicationBootstrap, type OnModuleInit } from '@nestjs/common';
import { randomUUID } from 'node:crypto';
import { setTimeout as sleep } from 'node:timers/promises';
import { APP_CONFIG, type AppConfig } from '../../config/config.js';
import { ScheduledJobs } from '../../common/jobs/scheduled-jobs.js';
import { nextAttemptAt } from './retry-schedule.js';
import { type ClaimedDelivery, DELIVERY_RETENTION_DAYS, WebhookDeliveriesRepository } from './webhook-deliveries.repository.js';
import { eventBody } from './webhook-events.js';
import { ATTEMPT_TIMEOUT_MS, WebhookSender } from './webhook-sender.js';
import { webhookTestTiming } from './webhook-test-timing.js';

/** Deliveries one instance sends at the same time. */
const SENDERS = 10;
/** While every sender is busy or nothing could be claimed, how often to look again for new work (besides whenever a send ends). */
const RECHECK_MS = 1000;
/**
 * The most of its lease an attempt may take (its timeout, which bounds the send with the DNS lookup
 * inside it): the rest is room to start it and to record its outcome. A send that outlasted its
 * lease could meet a second send of the same delivery, claimed by another instance meanwhile.
 */
const ATTEMPT_SHARE_OF_LEASE = 1 / 3;
/** Six attempts' time: an attempt takes a sixth of it at most, well within ATTEMPT_SHARE_OF_LEASE. */
const LEASE_MS = ATTEMPT_TIMEOUT_MS * 6;
const PURGE_EVERY_MS = 6 * 60 * 60 * 1000;

@Injectable()
export class WebhookDeliveryWorker implements OnModuleInit, OnApplicationBootstrap, BeforeApplicationShutdown {
  private readonly log = new Logger('Webhooks');
  private readonly pollMs: number;
  private readonly leaseMs: number;
  /** ATTEMPT_TIMEOUT_MS, or less under a test's shorter lease: never more than ATTEMPT_SHARE_OF_LEASE of the lease. */
  private readonly attemptTimeoutMs: number;
  /** Tests only (WebhookTestTiming): the wait after a failed attempt instead of the retry schedule's. */
  private readonly retryAfterMs: number | undefined;
  private timer: NodeJS.Timeout | undefined;
  private stopped = false;
  private failing = false;
  private readonly inFlight = new Set<Promise<unknown>>();

  constructor(
    @Inject(APP_CONFIG) config: AppConfig,
    private readonly deliveries: WebhookDeliveriesRepository,
    private readonly sender: WebhookSender,
    private readonly jobs: ScheduledJobs,
  ) {
    this.pollMs = config.webhooks.pollMs;
    const timing = webhookTestTiming();
    if (timing && config.webhooks.testAllowedHosts.length === 0) {
      throw new Error('Webhook test timing is for tests only: it is refused without WEBHOOK_TEST_ALLOWED_HOSTS, which production refuses');
    }
    this.leaseMs = timing?.leaseMs ?? LEASE_MS;
    this.attemptTimeoutMs = Math.min(ATTEMPT_TIMEOUT_MS, Math.floor(this.leaseMs * ATTEMPT_SHARE_OF_LEASE));
    this.retryAfterMs = timing?.retryAfterMs;
  }

  onModuleInit(): void {
    this.jobs.schedule({ name: 'webhook-deliveries-retention', everyMs: PURGE_EVERY_MS, run: () => this.deliveries.purgeFinished(DELIVERY_RETENTION_DAYS) });
  }

  onApplicationBootstrap(): void {
    // WEBHOOK_POLL_MS=0: this instance sends nothing; others share the queue.
    if (this.pollMs > 0) this.poll(0);
  }

  /** Stops polling and waits for the attempts under way, whose outcomes are recorded while the database is still open. */
  async beforeApplicationShutdown(): Promise<void> {
    this.stopped = true;
    clearTimeout(this.timer);
    await Promise.allSettled([...this.inFlight]);
  }

  /** Sends every delivery due now (what the timer does each second); answers how many were attempted. Tests call it. */
  deliverDue(): Promise<number> {
    return this.track(this.drain());
  }

  private poll(afterMs: number): void {
    this.timer = setTimeout(() => {
      void this.deliverDue()
        .then(() => {
          if (this.failing) this.log.log('Webhook deliveries resumed.');
          this.failing = false;
        })
        .catch((e: unknown) => {
          // Once per outage, not every second.
          if (!this.failing) this.log.warn(`Webhook delivery run failed: ${(e as Error).message}`);
          this.failing = true;
        })
        .finally(() => {
          if (!this.stopped) this.poll(this.pollMs);
        });
    }, afterMs);
    // The timer alone never keeps a process alive (a test, a script).
    this.timer.unref();
  }

  private track<T>(work: Promise<T>): Promise<T> {
    this.inFlight.add(work);
    void work.finally(() => this.inFlight.delete(work)).catch(() => undefined);
    return work;
  }

  /**
   * Claims as many due deliveries as there are free senders and starts each; whenever a send ends
   * (or RECHECK_MS passes) it claims again. Ends once a claim made while no send was under way finds
   * nothing due (one made during sends may have read their leases before they were recorded, and so
   * seen their endpoint's or company's other deliveries as waiting their turn); answers how many were attempted. A failure (of the database) ends it after the sends under
   * way have ended.
   */
  private async drain(): Promise<number> {
    const running = new Set<Promise<void>>();
    let total = 0;
    let failure: unknown;
    let claimable = true;
    while (!this.stopped && failure === undefined) {
      if (claimable && running.size < SENDERS) {
        const sendsUnderWay = running.size > 0;
        const leaseId = randomUUID();
        // The lease starts in the claim's transaction, after this: it lasts at least until then.
        const leaseEndsBy = Date.now() + this.leaseMs;
        let claim;
        try {
          claim = await this.deliveries.claimDue(SENDERS - running.size, this.leaseMs, leaseId);
        } catch (e) {
          failure = e;
          break;
        }
        for (const d of claim.deliveries) {
          const send: Promise<void> = this.attempt(d, leaseId, leaseEndsBy)
            .catch((e: unknown) => void (failure ??= e))
            .finally(() => running.delete(send));
          running.add(send);
        }
        total += claim.deliveries.length;
        // A claim that leased, failed or held something may have left more due: look again.
        claimable = claim.seen > 0;
        if (claimable) continue;
        // The sends it may have seen under way have all ended since: look once more before ending.
        if (running.size === 0 && sendsUnderWay) {
          claimable = true;
          continue;
        }
      }
      if (running.size === 0) break;
      // Unreferenced: the wait alone never keeps a process alive.
      await Promise.race([...running, sleep(RECHECK_MS, undefined, { ref: false })]);
      claimable = true;
    }
    await Promise.allSettled([...running]);
    if (failure !== undefined) throw failure;
    return total;
  }

  /**
   * Sends the delivery and records the outcome. The send ends before its lease does, with an
   * attempt's time left to record the outcome: a claim that came back late (the database slow)
   * shortens it, and one too late for half an attempt sends nothing (its lease runs out and it is
   * claimed again, within its day: claimDue).
   */
  private async attempt(d: ClaimedDelivery, leaseId: string, leaseEndsBy: number): Promise<void> {
    const timeoutMs = Math.min(this.attemptTimeoutMs, leaseEndsBy - this.attemptTimeoutMs - Date.now());
    if (timeoutMs < this.attemptTimeoutMs / 2) return;
    const body = eventBody(d.id, d.eventType, d.createdAt, d.payload);
    const result = await this.sender.send(d.url, d.id, d.secrets, body, timeoutMs);
    const attempts = d.attempts + 1;
    if (result.ok) {
      await this.deliveries.recordAttempt(d.id, leaseId, { state: 'delivered', statusCode: result.statusCode! });
      return;
    }
    const next = nextAttemptAt(attempts, d.createdAt, new Date(), this.retryAfterMs);
    await this.deliveries.recordAttempt(d.id, leaseId, { state: next ? 'pending' : 'failed', statusCode: result.statusCode, error: result.error!, nextAttemptAt: next });
  }
}
