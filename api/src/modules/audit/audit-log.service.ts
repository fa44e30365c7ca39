import { Injectable } from '@nestjs/common';
import type { DataSource } from 'typeorm';
import type { Querier } from '../../common/database/sql.js';
import { type AppendedEntry, type AuditEntry, type AuditFilter, AuditLogRepository, type AuditRow } from './audit-log.repository.js';

/** Rows an export reads at a time: a big log streams out without being held in memory. */
const EXPORT_PAGE = 1000;

/**
 * The append-only audit log as other modules use it: moderators' decisions and the platform's own
 * (claims verified automatically, the command line's role grants) are appended in the decision's
 * transaction; admins read it a page at a time or export it whole.
 */
@Injectable()
export class AuditLog {
  constructor(private readonly entries: AuditLogRepository) {}

  /** The log over its repository without a Nest application (the command line's role grant). */
  static standalone(db: DataSource): AuditLog {
    return new AuditLog(new AuditLogRepository(db));
  }

  /** Appends an entry in the caller's transaction; answers its id. */
  append(manager: Querier, entry: AuditEntry): Promise<string> {
    return this.entries.append(manager, entry);
  }

  /** Appends an entry in the caller's transaction; answers the entry as written (its statement of reasons). */
  appendReturning(manager: Querier, entry: AuditEntry): Promise<AppendedEntry> {
    return this.entries.appendReturning(manager, entry);
  }

  /** One entry, in the caller's transaction if given. */
  findById(id: string, manager?: Querier): Promise<AuditRow | undefined> {
    return this.entries.findById(id, manager);
  }

  /** Entries by id, as a map (for lists that show each item's decision). */
  findByIds(ids: string[]): Promise<Map<string, AuditRow>> {
    return this.entries.findByIds(ids);
  }

  /** Newest first, a keyset page at a time (ids only grow). */
  page(filter: AuditFilter): Promise<AuditRow[]> {
    return this.entries.page(filter);
  }

  /** Every entry the filter matches (up to its limit, if any), newest first, read a page at a time. */
  async *all(f: Omit<AuditFilter, 'limit'> & { limit?: number }): AsyncGenerator<AuditRow> {
    let left = f.limit ?? Infinity;
    let before = f.before;
    while (left > 0) {
      const rows = await this.entries.page({ ...f, before, limit: Math.min(EXPORT_PAGE, left) });
      yield* rows;
      if (rows.length < Math.min(EXPORT_PAGE, left)) return;
      left -= rows.length;
      before = rows[rows.length - 1].id;
    }
  }
}
