import { Injectable } from '@nestjs/common';
import { InjectDataSource } from '@nestjs/typeorm';
import { DataSource, EntityManager } from 'typeorm';
import { MailOutbox, type MailStatus } from './mail-outbox.entity.js';

export interface OutgoingMail {
  to: string;
  subject: string;
  text: string;
  link: string | null;
  kind: string;
  /** A one-click unsubscribe URL, for mails people did not ask for (invitations). */
  listUnsubscribe?: string;
}

@Injectable()
export class MailRepository {
  constructor(@InjectDataSource() private readonly db: DataSource) {}

  /** Written in the caller's transaction, so a mail exists exactly when its cause was committed. */
  async enqueue(manager: EntityManager, mail: OutgoingMail): Promise<void> {
    await manager.insert(MailOutbox, {
      toAddress: mail.to,
      subject: mail.subject,
      textBody: mail.text,
      link: mail.link,
      listUnsubscribe: mail.listUnsubscribe ?? null,
      kind: mail.kind,
      status: 'pending',
      attempts: 0,
    });
  }

  /** Claims a batch of pending mails; SKIP LOCKED lets several API instances share the outbox. */
  async withPendingBatch(limit: number, deliver: (mails: MailOutbox[], manager: EntityManager) => Promise<void>): Promise<number> {
    return this.db.transaction(async (manager) => {
      const mails = await manager
        .createQueryBuilder(MailOutbox, 'm')
        .where(`m.status = 'pending'`)
        .orderBy('m.created_at', 'ASC')
        .limit(limit)
        .setLock('pessimistic_write')
        .setOnLocked('skip_locked')
        .getMany();
      if (mails.length) await deliver(mails, manager);
      return mails.length;
    });
  }

  /** `scrub` drops the links and text once sent: a stored reset link would be a stored account key, an unsubscribe URL a stored token. */
  async markDelivered(manager: EntityManager, id: string, status: MailStatus, scrub = false): Promise<void> {
    await manager.update(
      MailOutbox,
      { id },
      { status, sentAt: new Date(), attempts: () => 'attempts + 1', lastError: null, ...(scrub ? { link: null, listUnsubscribe: null, textBody: '' } : {}) },
    );
  }

  /** Gives a mail up that nothing can deliver, dropping its link and text. */
  async markUndeliverable(manager: EntityManager, id: string, reason: string): Promise<void> {
    await manager.update(MailOutbox, { id }, { status: 'failed', attempts: () => 'attempts + 1', lastError: reason, link: null, listUnsubscribe: null, textBody: '' });
  }

  async markFailedAttempt(manager: EntityManager, id: string, error: string, giveUp: boolean): Promise<void> {
    await manager.update(
      MailOutbox,
      { id },
      { status: giveUp ? 'failed' : 'pending', attempts: () => 'attempts + 1', lastError: error.slice(0, 500) },
    );
  }

  findLatest(limit: number): Promise<MailOutbox[]> {
    return this.db.getRepository(MailOutbox).find({ order: { createdAt: 'DESC' }, take: limit });
  }
}
