import { Body, Controller, Delete, Get, HttpCode, Param, Post, UseGuards } from '@nestjs/common';
import { ApiBadRequestResponse, ApiCreatedResponse, ApiNoContentResponse, ApiNotFoundResponse, ApiOkResponse, ApiOperation } from '@nestjs/swagger';
import { ErrorResponse } from '../../../common/http/error-response.dto.js';
import { ParseIdPipe } from '../../../common/pipes/parse-id.pipe.js';
import { CurrentConsumer, type ConsumerPrincipal } from '../../auth/index.js';
import { AdminSurface } from '../admin-surface.js';
import { AdminGuard } from '../moderation.guard.js';
import { TrustedFlaggerDto, TrustedFlaggerResponse } from './trusted-flagger.dto.js';
import { TrustedFlaggersService } from './trusted-flaggers.service.js';

/** /admin/trusted-flaggers: the organisations whose notices come first (admins only). */
@AdminSurface()
@Controller('admin/trusted-flaggers')
export class AdminTrustedFlaggersController {
  constructor(private readonly flaggers: TrustedFlaggersService) {}

  @Get()
  @UseGuards(AdminGuard)
  @ApiOperation({ operationId: 'AdminController_trustedFlaggers', summary: 'The trusted flaggers (admins only)' })
  @ApiOkResponse({ type: [TrustedFlaggerResponse] })
  list(): Promise<TrustedFlaggerResponse[]> {
    return this.flaggers.list();
  }

  @Post()
  @UseGuards(AdminGuard)
  @ApiOperation({ operationId: 'AdminController_addTrustedFlagger', summary: 'Mark an organisation as a trusted flagger, by the email domains or addresses it sends from (admins only; audited)' })
  @ApiCreatedResponse({ type: TrustedFlaggerResponse })
  @ApiBadRequestResponse({ type: ErrorResponse })
  add(@CurrentConsumer() p: ConsumerPrincipal, @Body() dto: TrustedFlaggerDto): Promise<TrustedFlaggerResponse> {
    return this.flaggers.add(p.user, dto);
  }

  @Delete(':id')
  @UseGuards(AdminGuard)
  @HttpCode(204)
  @ApiOperation({ operationId: 'AdminController_removeTrustedFlagger', summary: "End an organisation's trusted flagger status (admins only; audited)" })
  @ApiNoContentResponse()
  @ApiNotFoundResponse({ type: ErrorResponse })
  remove(@CurrentConsumer() p: ConsumerPrincipal, @Param('id', new ParseIdPipe('Trusted flagger')) id: string): Promise<void> {
    return this.flaggers.remove(p.user, id);
  }
}
