import { Module } from '@nestjs/common';
import { AuditLogRepository } from './audit-log.repository.js';

/**
 * The append-only audit log, which moderators' decisions and the platform's own automatic
 * decisions (claims verified by email domain or DNS) both write, and admins read.
 */
@Module({
  providers: [AuditLogRepository],
  exports: [AuditLogRepository],
})
export class AuditModule {}
