// A decision's statement of reasons, as every moderation answer shows it: the audit entry's DSA
// fields, from the INSERT that wrote it (AuditLog.appendReturning) or from a later read. The
// answer keeps the DSA transparency database's field names (snake_case) by contract.
import type { AppendedEntry } from '../audit/index.js';
import type { StatementOfReasons } from './dto/moderation.dto.js';

export function statementOf(a: AppendedEntry): StatementOfReasons {
  return {
    id: a.id,
    action: a.action,
    decision_ground: a.decisionGround,
    category: a.category,
    decision_facts: a.decisionFacts,
    source_type: a.sourceType,
    automated_detection: a.automatedDetection,
    automated_decision: a.automatedDecision,
    application_date: a.createdAt.toISOString(),
  };
}
