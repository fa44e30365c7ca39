// A decision's statement of reasons, as every moderation answer shows it: the audit entry's DSA
// fields, from the INSERT that wrote it (AuditLogRepository.appendReturning) or from a later read.
import type { AppendedEntry } from '../audit/index.js';
import type { StatementOfReasons } from './dto/moderation.dto.js';

export function statementOf(a: AppendedEntry): StatementOfReasons {
  return {
    id: a.id,
    action: a.action,
    decision_ground: a.decision_ground,
    category: a.category,
    decision_facts: a.decision_facts,
    source_type: a.source_type,
    automated_detection: a.automated_detection,
    automated_decision: a.automated_decision,
    application_date: a.created_at.toISOString(),
  };
}
