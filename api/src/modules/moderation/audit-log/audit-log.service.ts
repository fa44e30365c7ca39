// The audit log as admins read it: a keyset page at a time, each entry's target named, or every
// matching entry as an export.
import { Injectable } from '@nestjs/common';
import { isUuid } from '../../../common/pipes/parse-id.pipe.js';
import { AuditLog, type AuditFilter, type AuditRow } from '../../audit/index.js';
import { exportLines } from '../dto/audit-export.js';
import type { AuditPage, AuditTarget } from '../dto/admin-responses.dto.js';
import { statementOf } from '../statement.js';
import { AuditTargetsRepository, type TargetKind, type TargetRow } from './audit-targets.repository.js';

/** What an entry is about, as a kind and id to look up: an appeal by its review, the rest as they are. */
function lookupOf(a: AuditRow): { kind: TargetKind; id: string } | null {
  switch (a.targetType) {
    case 'review':
    case 'company':
    case 'user':
    case 'business_account':
    case 'claim':
      return { kind: a.targetType, id: a.targetId };
    case 'appeal':
      return typeof a.details.reviewId === 'string' && isUuid(a.details.reviewId) ? { kind: 'review', id: a.details.reviewId } : null;
    default:
      return null;
  }
}

@Injectable()
export class AuditLogService {
  constructor(
    private readonly audit: AuditLog,
    private readonly targets: AuditTargetsRepository,
  ) {}

  /** Newest first; `nextBefore` is the keyset for the next page, null on the last. */
  async page(filter: Omit<AuditFilter, 'limit'>, limit: number): Promise<AuditPage> {
    // One more than asked for tells whether another page follows.
    const rows = await this.audit.page({ ...filter, limit: limit + 1 });
    const entries = rows.slice(0, limit);
    const named = await this.nameTargets(entries);
    return {
      entries: entries.map((a) => ({
        ...statementOf(a),
        actorId: a.actorId,
        actorName: a.actorName,
        targetType: a.targetType,
        targetId: a.targetId,
        details: a.details,
        target: named.get(a.id)!,
      })),
      nextBefore: rows.length > limit ? entries[entries.length - 1].id : null,
    };
  }

  /** Every matching entry (up to `limit`, if given) as CSV or JSON Lines, read and written a page at a time. */
  exportLines(filter: Omit<AuditFilter, 'limit'>, format: 'csv' | 'jsonl', limit?: number): AsyncGenerator<string> {
    return exportLines(this.audit.all({ ...filter, limit }), format);
  }

  /** Each entry's target in words, from one lookup for the whole page. */
  private async nameTargets(entries: AuditRow[]): Promise<Map<string, AuditTarget>> {
    const wanted: Record<TargetKind, Set<string>> = { review: new Set(), company: new Set(), user: new Set(), business_account: new Set(), claim: new Set() };
    for (const e of entries) {
      const l = lookupOf(e);
      if (l) wanted[l.kind].add(l.id);
    }
    const rows = await this.targets.findTargets({
      review: [...wanted.review],
      company: [...wanted.company],
      user: [...wanted.user],
      business_account: [...wanted.business_account],
      claim: [...wanted.claim],
    });
    const found = new Map<string, TargetRow>(rows.map((r) => [`${r.kind}:${r.id}`, r]));
    return new Map(
      entries.map((e) => {
        const l = lookupOf(e);
        const t = l ? found.get(`${l.kind}:${l.id}`) : undefined;
        // A deleted review's decisions still name its company, kept in the entry's details.
        const companyId = t?.companyId ?? (typeof e.details.companyId === 'string' ? e.details.companyId : null);
        return [
          e.id,
          {
            label: t?.label ?? null,
            reviewId: l?.kind === 'review' ? l.id : null,
            companyId,
            companyName: t?.companyName ?? null,
            email: t?.email ?? null,
            reviewHidden: t?.hidden ?? null,
          },
        ];
      }),
    );
  }
}
