import { Controller, Get, Query, StreamableFile, UseGuards } from '@nestjs/common';
import { Readable } from 'node:stream';
import { ApiOkResponse, ApiOperation } from '@nestjs/swagger';
import { AdminSurface } from '../admin-surface.js';
import { AuditQuery, auditFilter } from '../dto/admin-queries.js';
import { AuditPage } from '../dto/admin-responses.dto.js';
import { AdminGuard } from '../moderation.guard.js';
import { AuditLogService } from './audit-log.service.js';

/** /admin/audit: the audit log, a page at a time or exported (admins only). */
@AdminSurface()
@Controller('admin/audit')
export class AdminAuditController {
  constructor(private readonly audit: AuditLogService) {}

  @Get()
  @UseGuards(AdminGuard)
  @ApiOperation({
    operationId: 'AdminController_auditLog',
    summary: 'The audit log, newest first, a keyset page at a time (admins only); format=csv or jsonl exports every matching statement of reasons',
  })
  @ApiOkResponse({ type: AuditPage })
  async auditLog(@Query() q: AuditQuery) {
    const filter = auditFilter(q);
    if (q.format === 'csv' || q.format === 'jsonl') {
      const csv = q.format === 'csv';
      return new StreamableFile(Readable.from(this.audit.exportLines(filter, q.format, q.limit)), {
        type: csv ? 'text/csv; charset=utf-8' : 'application/x-ndjson; charset=utf-8',
        disposition: `attachment; filename="audit-log.${q.format}"`,
      });
    }
    return this.audit.page(filter, q.limit ?? 50);
  }
}
