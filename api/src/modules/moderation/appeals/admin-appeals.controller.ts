import { Body, Controller, Get, HttpCode, Param, Post } from '@nestjs/common';
import { ApiOkResponse, ApiOperation } from '@nestjs/swagger';
import { ParseIdPipe } from '../../../common/pipes/parse-id.pipe.js';
import { CurrentConsumer, type ConsumerPrincipal } from '../../auth/index.js';
import { AdminSurface } from '../admin-surface.js';
import { OpenAppeal } from '../dto/admin-responses.dto.js';
import { AppealDecisionDto, StatementOfReasons } from '../dto/moderation.dto.js';
import { AppealsService } from './appeals.service.js';

/** /admin/appeals: open appeals and their decisions. */
@AdminSurface()
@Controller('admin/appeals')
export class AdminAppealsController {
  constructor(private readonly appeals: AppealsService) {}

  @Get()
  @ApiOperation({ operationId: 'AdminController_appeals', summary: 'Open appeals, oldest first' })
  @ApiOkResponse({ type: [OpenAppeal] })
  appealList() {
    return this.appeals.open();
  }

  @Post(':id/decide')
  @HttpCode(200)
  @ApiOperation({ operationId: 'AdminController_decide', summary: 'Uphold or overturn an appeal; never by the moderator who decided' })
  @ApiOkResponse({ type: StatementOfReasons })
  decide(@CurrentConsumer() p: ConsumerPrincipal, @Param('id', new ParseIdPipe('Appeal')) id: string, @Body() dto: AppealDecisionDto) {
    return this.appeals.decide(p.user, id, dto);
  }
}
