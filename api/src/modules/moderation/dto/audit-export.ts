// The audit log's exports: each entry as a statement of reasons in the field names of the EU DSA
// transparency database (snake_case by contract, mapped here from the camelCase row), as CSV (RFC 4180,
// safe to open in a spreadsheet) or JSON Lines.
import { csvCell } from '../../../common/csv/csv-cell.js';
import type { AuditRow } from '../../audit/index.js';

// The platform serves every country: its decisions apply in each EEA state.
const EEA = ['AT', 'BE', 'BG', 'HR', 'CY', 'CZ', 'DK', 'EE', 'FI', 'FR', 'DE', 'GR', 'HU', 'IE', 'IT', 'LV', 'LT', 'LU', 'MT', 'NL', 'PL', 'PT', 'RO', 'SK', 'SI', 'ES', 'SE', 'IS', 'LI', 'NO'];

/** What a decision restricted, in the transparency database's terms (null for decisions that lift or keep none). */
function restriction(a: AuditRow): { decision_visibility: string[] | null; decision_account: string | null } {
  switch (a.action) {
    case 'hide_review':
      return { decision_visibility: ['DECISION_VISIBILITY_CONTENT_DISABLED'], decision_account: null };
    case 'appeal_upheld':
      return { decision_visibility: ['DECISION_VISIBILITY_CONTENT_DISABLED'], decision_account: null };
    case 'suspend_user':
      return { decision_visibility: null, decision_account: 'DECISION_ACCOUNT_SUSPENDED' };
    default:
      return { decision_visibility: null, decision_account: null };
  }
}

/**
 * One audit entry: first the statement of reasons in the transparency database's field names
 * (filled where the entry is a decision about content or an account), then the platform's own
 * record of who did what to which target.
 */
export function transparencyRecord(a: AuditRow) {
  const incompatible = a.decisionGround === 'DECISION_GROUND_INCOMPATIBLE_CONTENT';
  const illegal = a.decisionGround === 'DECISION_GROUND_ILLEGAL_CONTENT';
  const review = a.targetType === 'review' || a.targetType === 'appeal';
  return {
    platform_uid: a.id,
    application_date: a.createdAt.toISOString(),
    ...restriction(a),
    decision_ground: a.decisionGround,
    incompatible_content_ground: incompatible ? 'Review guidelines' : null,
    incompatible_content_explanation: incompatible ? a.decisionFacts : null,
    illegal_content_legal_ground: illegal ? 'Applicable law of the member state concerned' : null,
    illegal_content_explanation: illegal ? a.decisionFacts : null,
    category: a.category,
    content_type: review ? ['CONTENT_TYPE_TEXT'] : null,
    content_date: a.contentDate ? a.contentDate.toISOString().slice(0, 10) : null,
    territorial_scope: a.decisionGround ? EEA : null,
    decision_facts: a.decisionFacts,
    source_type: a.sourceType,
    automated_detection: a.automatedDetection ? 'Yes' : 'No',
    automated_decision: a.automatedDecision,
    action: a.action,
    actor: a.actorName,
    target_type: a.targetType,
    target_id: a.targetId,
  };
}

type TransparencyRecord = ReturnType<typeof transparencyRecord>;
const CSV_HEADER = Object.keys(transparencyRecord({ createdAt: new Date(0), details: {} } as AuditRow)) as (keyof TransparencyRecord)[];

/** The export's lines, header first for CSV, as the entries come. */
export async function* exportLines(rows: AsyncIterable<AuditRow>, format: 'csv' | 'jsonl'): AsyncGenerator<string> {
  if (format === 'csv') yield CSV_HEADER.join(',') + '\r\n';
  for await (const row of rows) {
    const r = transparencyRecord(row);
    yield format === 'csv' ? CSV_HEADER.map((k) => csvCell(r[k])).join(',') + '\r\n' : JSON.stringify(r) + '\n';
  }
}
