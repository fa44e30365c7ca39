// What other modules may use of the audit module: the append-only log, through its repository.
export { AuditModule } from './audit.module.js';
export { AUDIT_TARGETS, AuditLogRepository, type AuditEntry, type AuditFilter, type AuditRow, type AuditTarget } from './audit-log.repository.js';
