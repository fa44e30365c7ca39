import { Injectable } from '@nestjs/common';
import { InjectDataSource } from '@nestjs/typeorm';
import { DataSource, EntityManager } from 'typeorm';
import { Session } from './session.entity.js';
import { User } from './user.entity.js';

@Injectable()
export class SessionsRepository {
  constructor(@InjectDataSource() private readonly db: DataSource) {}

  async create(data: { tokenHash: string; userId: string; expiresAt: Date; ip: string | null; userAgent: string | null }): Promise<Session> {
    const repo = this.db.getRepository(Session);
    return repo.save(repo.create({ ...data, lastSeenAt: new Date() }));
  }

  /** The live session of a token with its user, in one indexed query. */
  async findActiveWithUser(tokenHash: string): Promise<{ session: Session; user: User } | null> {
    const session = await this.db
      .getRepository(Session)
      .createQueryBuilder('s')
      .where('s.token_hash = :tokenHash AND s.expires_at > now()', { tokenHash })
      .getOne();
    if (!session) return null;
    const user = await this.db.getRepository(User).findOneBy({ id: session.userId });
    return user ? { session, user } : null;
  }

  async touch(id: string): Promise<void> {
    await this.db.getRepository(Session).update({ id }, { lastSeenAt: new Date() });
  }

  async deleteByTokenHash(tokenHash: string): Promise<void> {
    await this.db.getRepository(Session).delete({ tokenHash });
  }

  /** Ends every session of the user except, optionally, the one making the request. */
  async deleteAllForUser(manager: EntityManager, userId: string, exceptSessionId?: string): Promise<void> {
    await manager.query(
      `DELETE FROM sessions WHERE user_id = $1 AND ($2::uuid IS NULL OR id <> $2::uuid)`,
      [userId, exceptSessionId ?? null],
    );
  }
}
