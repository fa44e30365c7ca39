// Security events (OWASP ASVS V16.3): sign-ins, password resets and changes, ended sessions, plan
// changes, automatic ownership verifications, role changes, API keys and webhook endpoints created,
// revoked or deleted (an endpoint also turned back on or given a new secret: each opens a way for
// data to leave), people exporting their own data or erasing their account, and moderators reading personal data, one JSON line each on the API's output, marked
// "log":"security" so a log pipeline can route them apart. They name accounts by id and clients by
// address; never a password, token, cookie or hash.
import { Inject, Injectable } from '@nestjs/common';
import { pino, type Logger } from 'pino';
import { APP_CONFIG, type AppConfig } from '../../config/config.js';

export const SECURITY_EVENTS = [
  'sign_in.succeeded',
  'sign_in.failed',
  'sign_in.refused',
  'password.reset_requested',
  'password.reset',
  'password.changed',
  'session.ended',
  'plan.changed',
  'plan.requested',
  'plan.decided',
  'claim.verified_automatically',
  'personal_data.read',
  'personal_data.exported',
  'account.erased',
  'role.changed',
  'api_key.created',
  'api_key.revoked',
  'webhook.created',
  'webhook.deleted',
  'webhook.enabled',
  'webhook.secret_rolled',
] as const;
export type SecurityEventName = (typeof SECURITY_EVENTS)[number];

export interface SecurityEvent {
  event: SecurityEventName;
  realm?: 'consumer' | 'business' | 'admin';
  /** The account the event is about (a user's or a business account's id). */
  accountId?: string | null;
  /** Who acted, when not the account itself (a moderator). */
  actorId?: string;
  ip?: string;
  /** Why: a failed sign-in's cause, how a session ended, what was read. */
  reason?: string;
  [detail: string]: unknown;
}

// Field names that must never reach this log, whatever a caller passes.
const SECRET = /pass(word)?|token|secret|cookie|hash|authorization/i;

@Injectable()
export class SecurityEventLog {
  private readonly logger: Logger;

  constructor(@Inject(APP_CONFIG) config: AppConfig) {
    this.logger = pino(
      {
        level: config.logLevel === 'silent' ? 'silent' : 'info',
        base: { log: 'security' },
        timestamp: pino.stdTimeFunctions.isoTime,
      },
      // Through process.stdout, beside the request log: a handful of lines a minute need no fast path.
      process.stdout,
    );
  }

  record(e: SecurityEvent): void {
    const clean = Object.fromEntries(Object.entries(e).filter(([k, v]) => v !== undefined && !SECRET.test(k)));
    this.write(clean as SecurityEvent);
  }

  /** The one place a line leaves (tests watch it). */
  write(e: SecurityEvent): void {
    this.logger.info(e, e.event);
  }
}
