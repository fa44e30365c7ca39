// The audit log as admins read it: a keyset page at a time, or every matching entry as an export.
import { Injectable } from '@nestjs/common';
import { AuditLogRepository, type AuditFilter } from '../audit/audit-log.repository.js';
import { exportLines } from './dto/audit-export.js';
import type { AuditPage } from './dto/admin-responses.dto.js';
import { statementOf } from './moderation.service.js';

@Injectable()
export class AuditLogService {
  constructor(private readonly audit: AuditLogRepository) {}

  /** Newest first; `nextBefore` is the keyset for the next page, null on the last. */
  async page(filter: Omit<AuditFilter, 'limit'>, limit: number): Promise<AuditPage> {
    // One more than asked for tells whether another page follows.
    const rows = await this.audit.page({ ...filter, limit: limit + 1 });
    const entries = rows.slice(0, limit);
    return {
      entries: entries.map((a) => ({ ...statementOf(a), actorId: a.actor_id, actorName: a.actor_name, targetType: a.target_type, targetId: a.target_id, details: a.details })),
      nextBefore: rows.length > limit ? entries[entries.length - 1].id : null,
    };
  }

  /** Every matching entry (up to `limit`, if given) as CSV or JSON Lines, read and written a page at a time. */
  exportLines(filter: Omit<AuditFilter, 'limit'>, format: 'csv' | 'jsonl', limit?: number): AsyncGenerator<string> {
    return exportLines(this.audit.all({ ...filter, limit }), format);
  }
}
