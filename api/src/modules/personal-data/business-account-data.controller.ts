import { Body, Controller, Delete, Get, HttpCode, Req, Res, UseGuards } from '@nestjs/common';
import { ApiBadRequestResponse, ApiNoContentResponse, ApiOkResponse, ApiOperation, ApiTags, ApiUnauthorizedResponse } from '@nestjs/swagger';
import type { FastifyReply, FastifyRequest } from 'fastify';
import { clientAddress } from '../../common/http/client-address.js';
import { ErrorResponse } from '../../common/http/error-response.dto.js';
import { RateLimit } from '../../common/rate-limit/rate-limit.guard.js';
import { BUSINESS_SESSION_COOKIE, clearSessionCookie } from '../auth/index.js';
import { BusinessAuthGuard, type BusinessPrincipal, CurrentBusiness } from '../business/index.js';
import { EraseAccountDto } from './dto/erase-account.dto.js';
import { exportFileName, PersonalDataExportResponse } from './dto/personal-data-export.dto.js';
import { PersonalDataService } from './personal-data.service.js';

/** A signed-in business account's own data: download it, or delete the account. */
@ApiTags('business accounts')
@Controller('business/account')
export class BusinessAccountDataController {
  constructor(private readonly data: PersonalDataService) {}

  @Get('export')
  @RateLimit({ perAddress: 'personalDataExportPerAddress', perAccount: 'personalDataExportPerAccount' })
  @UseGuards(BusinessAuthGuard)
  @ApiOperation({ summary: 'Download everything held about the signed-in business account, as a JSON file' })
  @ApiOkResponse({ type: PersonalDataExportResponse })
  @ApiUnauthorizedResponse({ type: ErrorResponse })
  async export(@CurrentBusiness() p: BusinessPrincipal, @Req() req: FastifyRequest, @Res({ passthrough: true }) reply: FastifyReply): Promise<PersonalDataExportResponse> {
    const file = await this.data.exportBusiness(p.account, clientAddress(req));
    reply.header('Content-Disposition', `attachment; filename="${exportFileName('business')}"`).header('Cache-Control', 'no-store');
    return file as unknown as PersonalDataExportResponse;
  }

  @Delete()
  @HttpCode(204)
  @RateLimit({ perAddress: 'accountErasurePerAddress' })
  @UseGuards(BusinessAuthGuard)
  @ApiOperation({ summary: "Delete the signed-in business account, confirmed with its password: its claims end, keys are revoked, webhooks removed, every session ends, a confirmation is mailed" })
  @ApiNoContentResponse()
  @ApiBadRequestResponse({ type: ErrorResponse, description: 'Password missing or incorrect' })
  @ApiUnauthorizedResponse({ type: ErrorResponse })
  async erase(@CurrentBusiness() p: BusinessPrincipal, @Body() dto: EraseAccountDto, @Req() req: FastifyRequest, @Res({ passthrough: true }) reply: FastifyReply): Promise<void> {
    await this.data.eraseBusiness(p.account, dto.password, clientAddress(req));
    clearSessionCookie(req, reply, BUSINESS_SESSION_COOKIE);
  }
}
