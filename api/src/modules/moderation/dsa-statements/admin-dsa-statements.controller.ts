import { Controller, Get, Param, UseGuards } from '@nestjs/common';
import { ApiBadRequestResponse, ApiNotFoundResponse, ApiOkResponse, ApiOperation, ApiParam } from '@nestjs/swagger';
import { AdminSurface } from '../admin-surface.js';
import { DsaStatementBatch } from '../dto/dsa-statements.dto.js';
import { AdminGuard } from '../moderation.guard.js';
import { DsaStatementsService, parseStatementDay } from './dsa-statements.service.js';

/** /admin/dsa-statements: a day's statements of reasons for the DSA Transparency Database (admins only). */
@AdminSurface()
@Controller('admin/dsa-statements')
export class AdminDsaStatementsController {
  constructor(private readonly statements: DsaStatementsService) {}

  @Get(':date')
  @UseGuards(AdminGuard)
  @ApiOperation({
    operationId: 'AdminController_dsaStatements',
    summary: 'The statements of reasons of a UTC day, without personal data, as the DSA Transparency Database’s batch endpoint takes them (admins only)',
  })
  @ApiParam({ name: 'date', example: '2026-11-28', description: 'YYYY-MM-DD, UTC' })
  @ApiOkResponse({ type: DsaStatementBatch })
  @ApiBadRequestResponse({ description: 'Not a date' })
  @ApiNotFoundResponse({ description: 'A day that has not begun' })
  async day(@Param('date') date: string): Promise<DsaStatementBatch> {
    return this.statements.statementsOn(parseStatementDay(date));
  }
}
