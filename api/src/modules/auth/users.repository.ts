import { Injectable } from '@nestjs/common';
import { InjectDataSource } from '@nestjs/typeorm';
import { DataSource, EntityManager } from 'typeorm';
import { queryOne, type Querier } from '../../common/database/sql.js';

/** A consumer account (or a moderator's or an admin's): a row of users as USER_COLUMNS reads it. */
export interface User {
  id: string;
  email: string;
  firstName: string;
  lastName: string;
  passwordHash: string | null;
  profileImageUrl: string | null;
  emailVerifiedAt: Date | null;
  passwordChangedAt: Date | null;
  role: 'user' | 'moderator' | 'admin';
  suspendedAt: Date | null;
  createdAt: Date;
  updatedAt: Date;
}

export interface NewUser {
  email: string;
  firstName: string;
  lastName: string;
  passwordHash: string | null;
  emailVerifiedAt?: Date | null;
}

/** The columns of users as the User type names them, in its order. */
export const USER_COLUMNS = `id, email, first_name AS "firstName", last_name AS "lastName", password_hash AS "passwordHash",
  profile_image_url AS "profileImageUrl", email_verified_at AS "emailVerifiedAt", password_changed_at AS "passwordChangedAt",
  role, suspended_at AS "suspendedAt", created_at AS "createdAt", updated_at AS "updatedAt"`;

/** The profile fields a user may change, with their columns. */
const PROFILE_COLUMNS = { firstName: 'first_name', lastName: 'last_name', profileImageUrl: 'profile_image_url' } as const;

/** A user by id, for the repositories of auth (sessions find their user with it). */
export async function findUserById(db: Querier, id: string): Promise<User | null> {
  return (await queryOne<User>(db, `SELECT ${USER_COLUMNS} FROM users WHERE id = $1`, [id])) ?? null;
}

@Injectable()
export class UsersRepository {
  constructor(@InjectDataSource() private readonly db: DataSource) {}

  findById(id: string): Promise<User | null> {
    return findUserById(this.db, id);
  }

  async findByEmail(email: string, manager: Querier = this.db): Promise<User | null> {
    return (await queryOne<User>(manager, `SELECT ${USER_COLUMNS} FROM users WHERE lower(email) = lower($1)`, [email])) ?? null;
  }

  /** Every account of the consumer realm (moderators' and admins' included): the people registered. */
  async countRegistered(): Promise<number> {
    return (await queryOne<{ n: number }>(this.db, `SELECT count(*)::int AS n FROM users`))?.n ?? 0;
  }

  async exists(id: string): Promise<boolean> {
    return (await queryOne(this.db, `SELECT 1 FROM users WHERE id = $1`, [id])) !== undefined;
  }

  async insert(manager: Querier, data: NewUser): Promise<User> {
    return (await queryOne<User>(
      manager,
      `INSERT INTO users (email, first_name, last_name, password_hash, profile_image_url, email_verified_at, role, suspended_at)
       VALUES ($1, $2, $3, $4, NULL, $5, 'user', NULL) RETURNING ${USER_COLUMNS}`,
      [data.email, data.firstName, data.lastName, data.passwordHash, data.emailVerifiedAt ?? null],
    ))!;
  }

  /** Changes the given profile fields (none: reads the user); answers the user as it is now. */
  async updateProfile(id: string, patch: Partial<Pick<User, 'firstName' | 'lastName' | 'profileImageUrl'>>): Promise<User> {
    const fields = (Object.keys(PROFILE_COLUMNS) as (keyof typeof PROFILE_COLUMNS)[]).filter((k) => patch[k] !== undefined);
    const user = fields.length
      ? await queryOne<User>(
          this.db,
          `UPDATE users SET ${fields.map((k, i) => `${PROFILE_COLUMNS[k]} = $${i + 2}`).join(', ')}, updated_at = now() WHERE id = $1 RETURNING ${USER_COLUMNS}`,
          [id, ...fields.map((k) => patch[k])],
        )
      : await findUserById(this.db, id);
    if (!user) throw new Error(`User ${id} not found`);
    return user;
  }

  async delete(manager: Querier, id: string): Promise<void> {
    await manager.query(`DELETE FROM users WHERE id = $1`, [id]);
  }

  async setPasswordHash(manager: Querier, id: string, passwordHash: string): Promise<void> {
    await manager.query(`UPDATE users SET password_hash = $2, password_changed_at = $3, updated_at = now() WHERE id = $1`, [id, passwordHash, new Date()]);
  }

  /** Marks the email verified (the user's reviews follow: EmailVerifiedHooks). */
  async markEmailVerified(manager: EntityManager, id: string): Promise<void> {
    await manager.query(`UPDATE users SET email_verified_at = now(), updated_at = now() WHERE id = $1 AND email_verified_at IS NULL`, [id]);
  }
}
