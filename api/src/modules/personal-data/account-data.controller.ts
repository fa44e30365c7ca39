import { Body, Controller, Delete, Get, HttpCode, Req, Res, UseGuards } from '@nestjs/common';
import { ApiBadRequestResponse, ApiNoContentResponse, ApiOkResponse, ApiOperation, ApiTags, ApiUnauthorizedResponse } from '@nestjs/swagger';
import type { FastifyReply, FastifyRequest } from 'fastify';
import { clientAddress } from '../../common/http/client-address.js';
import { ErrorResponse } from '../../common/http/error-response.dto.js';
import { RateLimit } from '../../common/rate-limit/rate-limit.guard.js';
import { clearSessionCookie, CONSUMER_SESSION_COOKIE, ConsumerAuthGuard, type ConsumerPrincipal, CurrentConsumer } from '../auth/index.js';
import { EraseAccountDto } from './dto/erase-account.dto.js';
import { exportFileName, PersonalDataExportResponse } from './dto/personal-data-export.dto.js';
import { PersonalDataService } from './personal-data.service.js';

/** A signed-in consumer's own data: download it, or delete the account. */
@ApiTags('auth')
@Controller('auth/account')
export class AccountDataController {
  constructor(private readonly data: PersonalDataService) {}

  @Get('export')
  @RateLimit({ perAddress: 'personalDataExportPerAddress', perAccount: 'personalDataExportPerAccount' })
  @UseGuards(ConsumerAuthGuard)
  @ApiOperation({ summary: 'Download everything held about the signed-in user, as a JSON file' })
  @ApiOkResponse({ type: PersonalDataExportResponse })
  @ApiUnauthorizedResponse({ type: ErrorResponse })
  async export(@CurrentConsumer() p: ConsumerPrincipal, @Req() req: FastifyRequest, @Res({ passthrough: true }) reply: FastifyReply): Promise<PersonalDataExportResponse> {
    const file = await this.data.exportConsumer(p.user, clientAddress(req));
    reply.header('Content-Disposition', `attachment; filename="${exportFileName('consumer')}"`).header('Cache-Control', 'no-store');
    return file as unknown as PersonalDataExportResponse;
  }

  @Delete()
  @HttpCode(204)
  @RateLimit({ perAddress: 'accountErasurePerAddress' })
  @UseGuards(ConsumerAuthGuard)
  @ApiOperation({ summary: "Delete the signed-in user's account, confirmed with its password: reviews and votes go, every session ends, a confirmation is mailed" })
  @ApiNoContentResponse()
  @ApiBadRequestResponse({ type: ErrorResponse, description: 'Password missing or incorrect' })
  @ApiUnauthorizedResponse({ type: ErrorResponse })
  async erase(@CurrentConsumer() p: ConsumerPrincipal, @Body() dto: EraseAccountDto, @Req() req: FastifyRequest, @Res({ passthrough: true }) reply: FastifyReply): Promise<void> {
    await this.data.eraseConsumer(p.user, dto.password, clientAddress(req));
    clearSessionCookie(req, reply, CONSUMER_SESSION_COOKIE);
  }
}
