import { Injectable } from '@nestjs/common';
import { InjectDataSource } from '@nestjs/typeorm';
import { DataSource, type EntityManager } from 'typeorm';
import { queryOne, queryRows } from '../../common/database/sql.js';
import type { ContactTopic } from './contact-topics.js';

export interface NewContactMessage {
  name: string;
  email: string;
  topic: ContactTopic;
  message: string;
  ip: string;
}

/** A contact message as written (insert answers it). */
export interface ContactMessage {
  id: string;
  name: string;
  email: string;
  topic: ContactTopic;
  message: string;
  /** The sender's client address: who to throttle or block if the form is abused; null once purged (IP_RETENTION_DAYS). */
  ip: string | null;
  createdAt: Date;
}

/** A contact message as moderators read it: the sender's client address stays out. */
export interface ContactMessageRow {
  id: string;
  name: string;
  email: string;
  topic: ContactTopic;
  message: string;
  createdAt: Date;
}

@Injectable()
export class ContactRepository {
  constructor(@InjectDataSource() private readonly db: DataSource) {}

  /** Deletes the messages received more than `years` years ago; answers how many (contact_messages_created_idx). */
  async deleteOlderThanYears(years: number): Promise<number> {
    const [, count] = (await this.db.query(`DELETE FROM contact_messages WHERE created_at < now() - make_interval(years => $1)`, [years])) as [unknown, number];
    return count;
  }

  /** Written in the caller's transaction, together with the mail to support. */
  async insert(manager: Pick<EntityManager, 'query'>, data: NewContactMessage): Promise<ContactMessage> {
    return (await queryOne<ContactMessage>(
      manager,
      `INSERT INTO contact_messages (name, email, topic, message, ip) VALUES ($1, $2, $3, $4, $5)
       RETURNING id, name, email, topic, message, ip, created_at AS "createdAt"`,
      [data.name, data.email, data.topic, data.message, data.ip],
    ))!;
  }

  /** A page of messages, newest first. */
  findPageNewestFirst(offset: number, limit: number): Promise<ContactMessageRow[]> {
    return queryRows<ContactMessageRow>(
      this.db,
      `SELECT id, name, email, topic, message, created_at AS "createdAt" FROM contact_messages ORDER BY created_at DESC, id DESC OFFSET $1 LIMIT $2`,
      [offset, limit],
    );
  }

  /** Drops the network address of messages older than `days` days (the message stays its two years); answers how many. */
  async forgetAddresses(days: number): Promise<number> {
    const [, count] = (await this.db.query(
      `UPDATE contact_messages SET ip = NULL WHERE ip IS NOT NULL AND created_at < now() - make_interval(days => $1)`,
      [days],
    )) as [unknown, number];
    return count;
  }
}
