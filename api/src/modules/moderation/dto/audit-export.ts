// The audit log's exports: each entry as a statement of reasons in the field names of the EU DSA
// transparency database, as CSV (RFC 4180, safe to open in a spreadsheet) or JSON Lines.
import type { AuditRow } from '../audit-log.repository.js';

/** The transparency database's fields for one audit entry. */
export function transparencyRecord(a: AuditRow) {
  return {
    platform_uid: a.id,
    application_date: a.created_at.toISOString(),
    action: a.action,
    moderator: a.actor_name,
    target_type: a.target_type,
    target_id: a.target_id,
    decision_ground: a.decision_ground,
    category: a.category,
    decision_facts: a.decision_facts,
    source_type: a.source_type,
    automated_detection: a.automated_detection ? 'Yes' : 'No',
    automated_decision: a.automated_decision,
    content_type: a.target_type === 'review' ? 'CONTENT_TYPE_TEXT' : null,
  };
}

type TransparencyRecord = ReturnType<typeof transparencyRecord>;
const CSV_HEADER = Object.keys(transparencyRecord({ created_at: new Date(0), details: {} } as AuditRow)) as (keyof TransparencyRecord)[];

function csvCell(v: unknown): string {
  const s = v === null || v === undefined ? '' : String(v);
  // Quoted always; a leading = + - @ is prefixed so spreadsheets do not run it as a formula.
  return `"${(/^[=+\-@]/.test(s) ? `'${s}` : s).replace(/"/g, '""')}"`;
}

/** The export's lines, header first for CSV, as the entries come. */
export async function* exportLines(rows: AsyncIterable<AuditRow>, format: 'csv' | 'jsonl'): AsyncGenerator<string> {
  if (format === 'csv') yield CSV_HEADER.join(',') + '\r\n';
  for await (const row of rows) {
    const r = transparencyRecord(row);
    yield format === 'csv' ? CSV_HEADER.map((k) => csvCell(r[k])).join(',') + '\r\n' : JSON.stringify(r) + '\n';
  }
}
