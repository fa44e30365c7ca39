// One attempt at a delivery: a signed POST to a checked address. Node's own http/https clients:
// their `lookup` option pins the connection to the addresses the guard checked, they never
// follow a redirect, and the whole attempt is bounded in time and in what is read of the answer.
import { Inject, Injectable } from '@nestjs/common';
import http from 'node:http';
import https from 'node:https';
import { APP_CONFIG, type AppConfig } from '../../config/config.js';
import { WebhookAddressGuard, WebhookTargetRefused } from './webhook-address-guard.js';
import { webhookHeaders } from './webhook-signature.js';

/** The longest an attempt lasts, from the DNS lookup to the last byte read of the answer (the worker may ask for less: its lease). */
export const ATTEMPT_TIMEOUT_MS = 10_000;
/** The most read of an answer: its status is what counts; a little of its text helps the business see why it failed. */
const MAX_ANSWER_BYTES = 4096;
const ANSWER_EXCERPT_CHARS = 200;

/** An attempt's result: ok for a 2xx answer; otherwise the status (if any answer came) and a sentence on what went wrong. */
export interface AttemptResult {
  ok: boolean;
  statusCode: number | null;
  error: string | null;
}

class AttemptTimeout extends Error {
  constructor(readonly ms: number) {
    super('attempt timed out');
  }
}

@Injectable()
export class WebhookSender {
  private readonly userAgent: string;

  constructor(
    @Inject(APP_CONFIG) config: AppConfig,
    private readonly guard: WebhookAddressGuard,
  ) {
    this.userAgent = `TrustReviews-Webhooks/1.0 (+${config.siteUrl})`;
  }

  /**
   * Sends the body signed with each secret (see webhookSignature); never throws: every failure is a
   * result. Ends within `timeoutMs`, whatever the receiver does.
   */
  async send(target: string, id: string, secrets: readonly string[], body: string, timeoutMs = ATTEMPT_TIMEOUT_MS): Promise<AttemptResult> {
    let connection;
    try {
      connection = this.guard.connection(target);
    } catch (e) {
      return { ok: false, statusCode: null, error: e instanceof WebhookTargetRefused ? e.message : 'This URL is not valid.' };
    }
    const { url, lookup } = connection;
    const headers = webhookHeaders(id, secrets, body, this.userAgent);
    return new Promise<AttemptResult>((resolve) => {
      let settled = false;
      const finish = (result: AttemptResult) => {
        if (settled) return;
        settled = true;
        clearTimeout(timer);
        resolve(result);
      };
      const client = url.protocol === 'https:' ? https : http;
      // agent: false, a connection of its own: no kept-alive socket to an address checked earlier.
      const request = client.request(url, { method: 'POST', headers: { ...headers, 'content-length': String(Buffer.byteLength(body)) }, agent: false, ...(lookup ? { lookup } : {}) }, (answer) => {
        const status = answer.statusCode ?? 0;
        const chunks: Buffer[] = [];
        let bytes = 0;
        const done = () => finish(status >= 200 && status < 300 ? { ok: true, statusCode: status, error: null } : { ok: false, statusCode: status, error: describeStatus(status, Buffer.concat(chunks)) });
        answer.on('data', (chunk: Buffer) => {
          if (bytes < MAX_ANSWER_BYTES) chunks.push(chunk.subarray(0, MAX_ANSWER_BYTES - bytes));
          bytes += chunk.length;
          if (bytes >= MAX_ANSWER_BYTES) answer.destroy();
        });
        answer.on('end', done);
        answer.on('close', done);
        answer.on('error', done);
      });
      // Declared after `finish`, which only runs on the request's events, always later than this line.
      const timer = setTimeout(() => request.destroy(new AttemptTimeout(timeoutMs)), timeoutMs);
      request.on('error', (e) => finish({ ok: false, statusCode: null, error: describeError(e) }));
      request.end(body);
    });
  }
}

function describeStatus(status: number, answer: Buffer): string {
  const redirect = status >= 300 && status < 400 ? ', a redirect, which webhooks do not follow' : '';
  // One line of printable text: the answer is the receiver's, shown on the dashboard.
  const excerpt = answer
    .toString('utf8')
    .replace(/[\p{Cc}\p{Cf}\s]+/gu, ' ')
    .trim()
    .slice(0, ANSWER_EXCERPT_CHARS);
  return `The endpoint answered HTTP ${status}${redirect}.${excerpt ? ` Its answer began: "${excerpt}"` : ''}`;
}

function describeError(e: Error): string {
  if (e instanceof AttemptTimeout) {
    const seconds = (e.ms / 1000).toLocaleString('en', { maximumFractionDigits: 1 });
    return `No answer within ${seconds} second${seconds === '1' ? '' : 's'}.`;
  }
  if (e instanceof WebhookTargetRefused) return e.message;
  const code = (e as NodeJS.ErrnoException).code;
  if (code === 'ECONNREFUSED') return 'The connection was refused.';
  if (code === 'ECONNRESET') return 'The connection was closed before an answer came.';
  if (code === 'ETIMEDOUT' || code === 'ENETUNREACH' || code === 'EHOSTUNREACH') return `The host could not be reached (${code}).`;
  if (code && /CERT|SSL|TLS|SELF_SIGNED/.test(code)) return `The TLS certificate was not accepted (${code}).`;
  return `The delivery failed${code ? ` (${code})` : ''}: ${e.message}`;
}
