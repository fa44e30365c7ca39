import { Inject, Injectable } from '@nestjs/common';
import { InjectDataSource } from '@nestjs/typeorm';
import { DataSource } from 'typeorm';
import { APP_CONFIG, type AppConfig } from '../../config/config.js';
import { type ActiveSession, CONSUMER_TABLES, SessionStore, sessionLifetime } from './realm-stores.js';
import { findUserById, type User } from './users.repository.js';

/** The consumer realm's sessions. */
@Injectable()
export class SessionsRepository extends SessionStore {
  constructor(@InjectDataSource() db: DataSource, @Inject(APP_CONFIG) config: AppConfig) {
    super(db, CONSUMER_TABLES, sessionLifetime(config));
  }

  /** The live session of a token with its user (see resume). */
  async findActiveWithUser(token: string): Promise<{ session: ActiveSession; user: User } | null> {
    const session = await this.resume(token);
    if (!session) return null;
    const user = await findUserById(this.db, session.ownerId);
    // A suspended user's sessions are ended at suspension; this covers any left over.
    return user && !user.suspendedAt ? { session, user } : null;
  }
}
