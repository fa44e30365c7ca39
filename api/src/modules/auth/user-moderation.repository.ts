// users as moderators see and change them: the staff search, and the suspensions and roles
// moderation decides (auth owns the table; moderation calls these inside its decision's transaction).
import { Injectable } from '@nestjs/common';
import { InjectDataSource } from '@nestjs/typeorm';
import { DataSource, EntityManager } from 'typeorm';
import { queryOne, queryRows } from '../../common/database/sql.js';
import type { User } from './users.repository.js';

export interface FoundUser {
  id: string;
  firstName: string;
  lastName: string;
  email: string;
  role: User['role'];
  suspendedAt: Date | null;
  createdAt: Date;
  reviewCount: number;
}

/** What a suspension or a role change checks of the user it locked. */
export interface LockedUser {
  id: string;
  role: User['role'];
  suspendedAt: Date | null;
}

@Injectable()
export class UserModerationRepository {
  constructor(@InjectDataSource() private readonly db: DataSource) {}

  /** Up to 20 users, newest first, whose email or full name contains the text (any case; LIKE's wildcards taken literally). */
  searchByNameOrEmail(text: string): Promise<FoundUser[]> {
    const needle = `%${text.trim().toLowerCase().replace(/[\\%_]/g, (c) => `\\${c}`)}%`;
    return queryRows<FoundUser>(
      this.db,
      `SELECT id, first_name AS "firstName", last_name AS "lastName", email, role, suspended_at AS "suspendedAt", created_at AS "createdAt",
              (SELECT count(*)::int FROM reviews r WHERE r.user_id = u.id) AS "reviewCount"
         FROM users u WHERE lower(email) LIKE $1 OR lower(first_name || ' ' || last_name) LIKE $1
        ORDER BY created_at DESC, id DESC LIMIT 20`,
      [needle],
    );
  }

  /** Locks the user row for the rest of the caller's transaction; answers what a suspension or role change checks. */
  lockForModeration(manager: EntityManager, id: string): Promise<LockedUser | undefined> {
    return queryOne<LockedUser>(manager, `SELECT id, role, suspended_at AS "suspendedAt" FROM users WHERE id = $1 FOR UPDATE`, [id]);
  }

  /** Suspends the user (sign-in is refused; the caller ends their sessions) or lifts the suspension. */
  async setSuspended(manager: EntityManager, id: string, suspended: boolean): Promise<void> {
    await manager.query(`UPDATE users SET suspended_at = ${suspended ? 'now()' : 'NULL'}, updated_at = now() WHERE id = $1`, [id]);
  }

  /** Grants the role (user, moderator or admin). */
  async setRole(manager: EntityManager, id: string, role: User['role']): Promise<void> {
    await manager.query(`UPDATE users SET role = $2, updated_at = now() WHERE id = $1`, [id, role]);
  }
}
