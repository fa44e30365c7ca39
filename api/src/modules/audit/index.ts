// The audit module's public surface: the only file other modules import from it. It owns the
// append-only audit_log table.
export { AuditModule } from './audit.module.js';
export { AUDIT_TARGETS, type AppendedEntry, type AuditEntry, type AuditFilter, type AuditRow, type AuditTarget } from './audit-log.repository.js';
export { AuditLog } from './audit-log.service.js';
export { AUDIT_ACTIONS, type AuditAction, type SourceType } from './audit-vocabulary.js';
