import { Injectable } from '@nestjs/common';
import { InjectDataSource } from '@nestjs/typeorm';
import { DataSource } from 'typeorm';
import { queryOne, queryRows, type Querier } from '../../common/database/sql.js';
import type { AuditAction, SourceType } from './audit-vocabulary.js';

export const AUDIT_TARGETS = ['review', 'claim', 'user', 'company', 'report', 'appeal', 'business_account', 'trusted_flagger'] as const;
export type AuditTarget = (typeof AUDIT_TARGETS)[number];

/** The DSA transparency database's automated_decision values the platform uses. */
export type AutomatedDecision = 'AUTOMATED_DECISION_FULLY' | 'AUTOMATED_DECISION_NOT_AUTOMATED';

export interface AuditEntry {
  actorId: string | null;
  action: AuditAction;
  targetType: AuditTarget;
  targetId: string;
  decisionFacts: string;
  sourceType: SourceType;
  decisionGround?: string | null;
  category?: string | null;
  /** Whether automated means detected the item (DSA Art. 17(3)(c)): every decision says so explicitly. */
  automatedDetection: boolean;
  /** Whether automated means decided (the DSA database's automated_decision): every decision says so explicitly. */
  automatedDecision: AutomatedDecision;
  details?: Record<string, unknown>;
}

/** An entry as read (SELECT below), its DSA fields in camelCase; answers map them to the DSA's own names (moderation/statement.ts, audit-export.ts). */
export interface AuditRow {
  id: string;
  createdAt: Date;
  actorId: string | null;
  actorName: string | null;
  action: AuditAction;
  targetType: AuditTarget;
  targetId: string;
  decisionGround: string | null;
  category: string | null;
  decisionFacts: string;
  sourceType: SourceType;
  automatedDetection: boolean;
  automatedDecision: string;
  details: Record<string, unknown>;
  /** When the content decided about was written (reviews and their appeals). */
  contentDate: Date | null;
}

/** An entry as its INSERT answers it: the log's own columns (the actor's name as read and the content's date need other tables). */
export type AppendedEntry = Omit<AuditRow, 'actorName' | 'contentDate'>;

/** The columns of AppendedEntry, as AuditRow's SELECT names them. */
const APPENDED_COLUMNS = `id::text AS id, created_at AS "createdAt", actor_id AS "actorId", action, target_type AS "targetType", target_id AS "targetId",
    decision_ground AS "decisionGround", category, decision_facts AS "decisionFacts", source_type AS "sourceType",
    automated_detection AS "automatedDetection", automated_decision AS "automatedDecision", details`;

export interface AuditFilter {
  action?: string;
  targetType?: AuditTarget;
  actorId?: string;
  /** Entries made at or after this time. */
  from?: Date;
  /** Entries made before this time. */
  until?: Date;
  /** Keyset: entries older than this id. */
  before?: string;
  limit: number;
}

/** The append-only audit log's SQL: entries are inserted and read, never changed (a trigger refuses). Others use it through AuditLog. */
@Injectable()
export class AuditLogRepository {
  constructor(@InjectDataSource() private readonly db: DataSource) {}

  /** Appends an entry in the caller's transaction; answers its id. */
  async append(manager: Querier, e: AuditEntry): Promise<string> {
    return (await this.insert<{ id: string }>(manager, e, 'id::text AS id')).id;
  }

  /** Appends an entry in the caller's transaction; answers the entry as written (its statement of reasons), from the INSERT itself. */
  appendReturning(manager: Querier, e: AuditEntry): Promise<AppendedEntry> {
    return this.insert<AppendedEntry>(manager, e, APPENDED_COLUMNS);
  }

  private async insert<T>(manager: Querier, e: AuditEntry, returning: string): Promise<T> {
    const row = await queryOne<T>(
      manager,
      // The actor's name is kept with the entry: it stays readable whatever becomes of the account.
      `INSERT INTO audit_log (actor_id, actor_name, action, target_type, target_id, decision_ground, category, decision_facts, source_type, automated_detection, automated_decision, details)
       VALUES ($1, (SELECT first_name || ' ' || last_name FROM users WHERE id = $1), $2, $3, $4, $5, $6, $7, $8, $9, $10, $11) RETURNING ${returning}`,
      [
        e.actorId,
        e.action,
        e.targetType,
        e.targetId,
        e.decisionGround ?? null,
        e.category ?? null,
        e.decisionFacts,
        e.sourceType,
        e.automatedDetection,
        e.automatedDecision,
        JSON.stringify(e.details ?? {}),
      ],
    );
    return row!;
  }

  findById(id: string, manager: Querier = this.db): Promise<AuditRow | undefined> {
    return queryOne<AuditRow>(manager, `${SELECT} WHERE a.id = $1`, [id]);
  }

  /** Entries by id, as a map (for lists that show each item's decision). */
  async findByIds(ids: string[]): Promise<Map<string, AuditRow>> {
    if (ids.length === 0) return new Map();
    const rows = await queryRows<AuditRow>(this.db, `${SELECT} WHERE a.id = ANY($1::bigint[])`, [ids]);
    return new Map(rows.map((r) => [r.id, r]));
  }

  /** Newest first, a keyset page at a time (ids only grow). */
  page(f: AuditFilter): Promise<AuditRow[]> {
    const where: string[] = [];
    const params: unknown[] = [];
    const add = (sql: string, value: unknown) => {
      params.push(value);
      where.push(sql.replace('?', `$${params.length}`));
    };
    if (f.action) add('a.action = ?', f.action);
    if (f.targetType) add('a.target_type = ?', f.targetType);
    if (f.actorId) add('a.actor_id = ?', f.actorId);
    if (f.from) add('a.created_at >= ?', f.from);
    if (f.until) add('a.created_at < ?', f.until);
    if (f.before) add('a.id < ?::bigint', f.before);
    params.push(f.limit);
    return queryRows<AuditRow>(
      this.db,
      `${SELECT} ${where.length ? `WHERE ${where.join(' AND ')}` : ''} ORDER BY a.id DESC LIMIT $${params.length}`,
      params,
    );
  }
}

const SELECT = `SELECT a.id::text AS id, a.created_at AS "createdAt", a.actor_id AS "actorId",
    coalesce(a.actor_name, u.first_name || ' ' || u.last_name) AS "actorName", a.action,
    a.target_type AS "targetType", a.target_id AS "targetId", a.decision_ground AS "decisionGround", a.category,
    a.decision_facts AS "decisionFacts", a.source_type AS "sourceType", a.automated_detection AS "automatedDetection",
    a.automated_decision AS "automatedDecision", a.details,
    (SELECT r.created_at FROM reviews r WHERE r.id = CASE a.target_type WHEN 'review' THEN a.target_id WHEN 'appeal' THEN (a.details->>'reviewId')::uuid END) AS "contentDate"
  FROM audit_log a LEFT JOIN users u ON u.id = a.actor_id`;
