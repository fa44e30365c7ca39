// A signal cluster, the open signals of one kind on one company's reviews, dismissed in one decision.
import { ForbiddenException, Injectable, NotFoundException } from '@nestjs/common';
import { InjectDataSource } from '@nestjs/typeorm';
import { DataSource } from 'typeorm';
import { AuditLog } from '../../audit/index.js';
import type { User } from '../../auth/index.js';
import { type Signal, SignalsService } from '../../signals/index.js';
import type { SignalDismissal } from '../dto/moderation.dto.js';
import { statementOf } from '../statement.js';

/** Signals one cluster decision closes at most; the rest of a larger cluster stays for the next decision. */
export const CLUSTER_BATCH = 5000;

@Injectable()
export class SignalClustersService {
  constructor(
    @InjectDataSource() private readonly db: DataSource,
    private readonly signals: SignalsService,
    private readonly audit: AuditLog,
  ) {}

  /**
   * Dismisses a cluster, the open signals of one kind on one company's reviews, in one decision:
   * one audit entry whose details list the reviews, the signals closed with it. Signals on the
   * moderator's own reviews stay open for another moderator; people's reports on the same
   * reviews stay open too (each is decided on its own review).
   */
  async dismissCluster(moderator: User, companyId: string, signal: Signal, facts: string, raisedUpTo: string): Promise<SignalDismissal> {
    return this.db.transaction(async (manager) => {
      // A decision holds the company's reviews while it runs: a larger cluster goes in batches (the
      // first raised first), locked as raising signals locks them.
      const { open, own } = await this.signals.lockCluster(manager, companyId, signal, new Date(raisedUpTo), CLUSTER_BATCH, moderator.id);
      if (open.length === 0) {
        if (own.length > 0) throw new ForbiddenException('You cannot moderate your own review: another moderator will decide.');
        throw new NotFoundException('This company has no open signals of this kind.');
      }
      const entry = await this.audit.appendReturning(manager, {
        actorId: moderator.id,
        action: 'dismiss_signals',
        targetType: 'company',
        targetId: companyId,
        decisionFacts: facts,
        sourceType: 'SOURCE_VOLUNTARY',
        automatedDecision: 'AUTOMATED_DECISION_NOT_AUTOMATED',
        automatedDetection: true,
        details: { signal, companyId, reviewIds: open, count: open.length, raisedUpTo, ...(own.length ? { leftForOthers: own.length } : {}) },
      });
      await this.signals.dismissCluster(manager, signal, open, entry.id);
      return { ...statementOf(entry), dismissed: open.length, leftForOthers: own.length };
    });
  }
}
