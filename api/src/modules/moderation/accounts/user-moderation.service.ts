// What moderators do about user accounts: find them, suspend them or lift a suspension, and (admins)
// change their role. Every decision is an audit entry with its statement of reasons.
import { ConflictException, ForbiddenException, Injectable, NotFoundException } from '@nestjs/common';
import { InjectDataSource } from '@nestjs/typeorm';
import { DataSource } from 'typeorm';
import { SecurityEventLog } from '../../../common/security-events/security-events.js';
import { AuditLog } from '../../audit/index.js';
import { type User, UsersService } from '../../auth/index.js';
import type { ModeratedUser } from '../dto/admin-responses.dto.js';
import type { StatementOfReasons } from '../dto/moderation.dto.js';
import { DECISION_GROUNDS } from '../dsa.js';
import { statementOf } from '../statement.js';

@Injectable()
export class UserModerationService {
  constructor(
    @InjectDataSource() private readonly db: DataSource,
    private readonly users: UsersService,
    private readonly audit: AuditLog,
    private readonly events: SecurityEventLog,
  ) {}

  /** Users whose name or email contains the search (the newest 20 of everyone without one); personal data, so the read is logged. */
  async find(moderator: User, search: string | undefined): Promise<ModeratedUser[]> {
    const rows = await this.users.search(search ?? '');
    this.events.record({ event: 'personal_data.read', realm: 'admin', actorId: moderator.id, reason: 'user search', userIds: rows.map((r) => r.id) });
    return rows.map((u) => ({ ...u, suspendedAt: u.suspendedAt?.toISOString() ?? null, createdAt: u.createdAt.toISOString() }));
  }

  /** Suspends a user: every session ends at once and sign-in is refused; their reviews stay unless hidden. */
  async suspend(moderator: User, userId: string, facts: string, suspend: boolean): Promise<StatementOfReasons> {
    let ended = 0;
    const statement = await this.db.transaction(async (manager) => {
      const target = await this.users.lockForModeration(manager, userId);
      if (!target) throw new NotFoundException('User not found.');
      if (target.id === moderator.id) throw new ForbiddenException('You cannot suspend or restore your own account.');
      if (target.role !== 'user' && moderator.role !== 'admin') throw new ForbiddenException('Only administrators can suspend moderators and administrators.');
      if (suspend === (target.suspendedAt !== null)) throw new ConflictException(suspend ? 'This user is suspended already.' : 'This user is not suspended.');
      if (suspend) ended = await this.users.suspend(manager, userId);
      else await this.users.restore(manager, userId);
      const entry = await this.audit.appendReturning(manager, {
        actorId: moderator.id,
        action: suspend ? 'suspend_user' : 'restore_user',
        targetType: 'user',
        targetId: userId,
        decisionGround: suspend ? DECISION_GROUNDS.incompatible : null,
        category: suspend ? 'STATEMENT_CATEGORY_SCOPE_OF_PLATFORM_SERVICE' : null,
        decisionFacts: facts,
        sourceType: 'SOURCE_VOLUNTARY',
        automatedDetection: false,
        automatedDecision: 'AUTOMATED_DECISION_NOT_AUTOMATED',
      });
      return statementOf(entry);
    });
    if (ended > 0) this.events.record({ event: 'session.ended', realm: 'consumer', accountId: userId, actorId: moderator.id, reason: 'account suspended', count: ended });
    return statement;
  }

  /** Grants or takes a role (admins only, never their own). */
  async setRole(admin: User, userId: string, role: User['role'], facts: string): Promise<StatementOfReasons> {
    if (userId === admin.id) throw new ForbiddenException('You cannot change your own role.');
    let from: User['role'] | undefined;
    const statement = await this.db.transaction(async (manager) => {
      const target = await this.users.lockForModeration(manager, userId);
      if (!target) throw new NotFoundException('User not found.');
      if (target.role === role) throw new ConflictException(`This user's role is ${role} already.`);
      from = target.role;
      await this.users.setRole(manager, userId, role);
      const entry = await this.audit.appendReturning(manager, {
        actorId: admin.id,
        action: 'set_role',
        targetType: 'user',
        targetId: userId,
        decisionFacts: facts,
        sourceType: 'SOURCE_VOLUNTARY',
        automatedDetection: false,
        automatedDecision: 'AUTOMATED_DECISION_NOT_AUTOMATED',
        details: { from: target.role, to: role },
      });
      return statementOf(entry);
    });
    this.events.record({ event: 'role.changed', realm: 'admin', accountId: userId, actorId: admin.id, from, to: role });
    return statement;
  }
}
