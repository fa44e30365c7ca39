import { Module } from '@nestjs/common';
import { AuditLogRepository } from './audit-log.repository.js';
import { AuditLog } from './audit-log.service.js';

/**
 * The append-only audit log, which moderators' decisions and the platform's own automatic
 * decisions (claims verified by email domain or DNS) both write, and admins read, through AuditLog.
 */
@Module({
  providers: [AuditLogRepository, AuditLog],
  exports: [AuditLog],
})
export class AuditModule {}
