import { Injectable } from '@nestjs/common';
import type { DataSource, EntityManager } from 'typeorm';
import type { AppConfig } from '../../config/config.js';
import type { Querier } from '../../common/database/sql.js';
import { SessionsRepository } from './sessions.repository.js';
import { type FoundUser, type LockedUser, UserModerationRepository } from './user-moderation.repository.js';
import { type User, UsersRepository } from './users.repository.js';

/**
 * users as other modules see and change them: whether one exists, one by email (the command line's
 * role grant), and the staff search, suspensions and roles moderation decides. The changes run in
 * the caller's transaction, the user locked first (lockForModeration).
 */
@Injectable()
export class UsersService {
  constructor(
    private readonly users: UsersRepository,
    private readonly moderation: UserModerationRepository,
    private readonly sessions: SessionsRepository,
  ) {}

  /** The service over its repositories without a Nest application (the command line's role grant). */
  static standalone(db: DataSource, config: AppConfig): UsersService {
    return new UsersService(new UsersRepository(db), new UserModerationRepository(db), new SessionsRepository(db, config));
  }

  /** How many people have registered (the site-wide stats). */
  countRegistered(): Promise<number> {
    return this.users.countRegistered();
  }

  exists(id: string): Promise<boolean> {
    return this.users.exists(id);
  }

  findById(id: string): Promise<User | null> {
    return this.users.findById(id);
  }

  /**
   * Deletes the user in the caller's transaction: their sessions (every device signed out at
   * once), mailed tokens and alert records go by cascade. What others must keep of them was made
   * to outlive them first (personal-data's erasure).
   */
  erase(manager: EntityManager, id: string): Promise<void> {
    return this.users.delete(manager, id);
  }

  findByEmail(email: string, manager?: Querier): Promise<User | null> {
    return this.users.findByEmail(email, manager);
  }

  /** Up to 20 users, newest first, whose email or full name contains the text (the staff search). */
  search(text: string): Promise<FoundUser[]> {
    return this.moderation.searchByNameOrEmail(text);
  }

  /** Locks the user row for the rest of the caller's transaction; answers what a suspension or role change checks. */
  lockForModeration(manager: EntityManager, id: string): Promise<LockedUser | undefined> {
    return this.moderation.lockForModeration(manager, id);
  }

  /** Suspends the user: sign-in is refused and every session of theirs ends at once; answers how many ended. */
  async suspend(manager: EntityManager, id: string): Promise<number> {
    await this.moderation.setSuspended(manager, id, true);
    return this.sessions.deleteAllFor(manager, id);
  }

  /** Lifts the user's suspension. */
  restore(manager: EntityManager, id: string): Promise<void> {
    return this.moderation.setSuspended(manager, id, false);
  }

  /** Grants the role (user, moderator or admin). */
  setRole(manager: EntityManager, id: string, role: User['role']): Promise<void> {
    return this.moderation.setRole(manager, id, role);
  }
}
