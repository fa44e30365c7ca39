import { Injectable } from '@nestjs/common';
import { InjectDataSource } from '@nestjs/typeorm';
import { DataSource, EntityManager } from 'typeorm';
import { queryRows, type Querier } from '../../common/database/sql.js';

export type MailStatus = 'pending' | 'sent' | 'logged' | 'failed';

/** A row of mail_outbox as MAIL_COLUMNS reads it. */
export interface MailOutbox {
  id: string;
  toAddress: string;
  subject: string;
  textBody: string;
  link: string | null;
  /** The one-click unsubscribe URL (RFC 8058) of a bulk mail, sent as its List-Unsubscribe header. */
  listUnsubscribe: string | null;
  kind: string;
  status: MailStatus;
  attempts: number;
  lastError: string | null;
  createdAt: Date;
  sentAt: Date | null;
}

export interface OutgoingMail {
  to: string;
  subject: string;
  text: string;
  link: string | null;
  kind: string;
  /** A one-click unsubscribe URL, for mails people did not ask for (invitations). */
  listUnsubscribe?: string;
}

/** The columns of mail_outbox as the MailOutbox type names them, in its order. */
const MAIL_COLUMNS = `id, to_address AS "toAddress", subject, text_body AS "textBody", link, list_unsubscribe AS "listUnsubscribe", kind, status,
  attempts, last_error AS "lastError", created_at AS "createdAt", sent_at AS "sentAt"`;

/** What a delivered or undeliverable mail drops: a stored reset link would be a stored account key, an unsubscribe URL a stored token. */
const SCRUB = `link = NULL, list_unsubscribe = NULL, text_body = ''`;

@Injectable()
export class MailRepository {
  constructor(@InjectDataSource() private readonly db: DataSource) {}

  /** Written in the caller's transaction, so a mail exists exactly when its cause was committed. */
  async enqueue(manager: Querier, mail: OutgoingMail): Promise<void> {
    await manager.query(
      `INSERT INTO mail_outbox (to_address, subject, text_body, link, list_unsubscribe, kind, status, attempts) VALUES ($1, $2, $3, $4, $5, $6, 'pending', 0)`,
      [mail.to, mail.subject, mail.text, mail.link, mail.listUnsubscribe ?? null, mail.kind],
    );
  }

  /** Claims a batch of pending mails; SKIP LOCKED lets several API instances share the outbox. */
  async withPendingBatch(limit: number, deliver: (mails: MailOutbox[], manager: EntityManager) => Promise<void>): Promise<number> {
    return this.db.transaction(async (manager) => {
      const mails = await queryRows<MailOutbox>(
        manager,
        `SELECT ${MAIL_COLUMNS} FROM mail_outbox WHERE status = 'pending' ORDER BY created_at ASC LIMIT $1 FOR UPDATE SKIP LOCKED`,
        [limit],
      );
      if (mails.length) await deliver(mails, manager);
      return mails.length;
    });
  }

  /** `scrub` drops the links and text once sent (see SCRUB). */
  async markDelivered(manager: Querier, id: string, status: MailStatus, scrub = false): Promise<void> {
    await manager.query(
      `UPDATE mail_outbox SET status = $2, sent_at = $3, attempts = attempts + 1, last_error = NULL${scrub ? `, ${SCRUB}` : ''} WHERE id = $1`,
      [id, status, new Date()],
    );
  }

  /** Gives a mail up that nothing can deliver, dropping its link and text. */
  async markUndeliverable(manager: Querier, id: string, reason: string): Promise<void> {
    await manager.query(`UPDATE mail_outbox SET status = 'failed', attempts = attempts + 1, last_error = $2, ${SCRUB} WHERE id = $1`, [id, reason]);
  }

  async markFailedAttempt(manager: Querier, id: string, error: string, giveUp: boolean): Promise<void> {
    await manager.query(`UPDATE mail_outbox SET status = $2, attempts = attempts + 1, last_error = $3 WHERE id = $1`, [id, giveUp ? 'failed' : 'pending', error.slice(0, 500)]);
  }

  findLatest(limit: number): Promise<MailOutbox[]> {
    return queryRows<MailOutbox>(this.db, `SELECT ${MAIL_COLUMNS} FROM mail_outbox ORDER BY created_at DESC LIMIT $1`, [limit]);
  }

  /** Deletes every mail to the address, sent or not (an erasure); the comparison ignores case. */
  async deleteTo(manager: Querier, address: string): Promise<void> {
    await manager.query(`DELETE FROM mail_outbox WHERE lower(to_address) = lower($1)`, [address]);
  }

  /** Deletes mails delivered, logged or given up more than `days` days ago; pending ones wait for delivery. Answers how many. */
  async deleteFinishedOlderThan(days: number): Promise<number> {
    const [, count] = (await this.db.query(
      `DELETE FROM mail_outbox WHERE status <> 'pending' AND coalesce(sent_at, created_at) < now() - make_interval(days => $1)`,
      [days],
    )) as [unknown, number];
    return count;
  }

  /** The mails to the address, newest first (the person's own data export). */
  findTo(address: string): Promise<MailOutbox[]> {
    return queryRows<MailOutbox>(this.db, `SELECT ${MAIL_COLUMNS} FROM mail_outbox WHERE lower(to_address) = lower($1) ORDER BY created_at DESC, id`, [address]);
  }
}
