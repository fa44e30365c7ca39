import { Body, Controller, Get, HttpCode, Inject, Post, Query, Res } from '@nestjs/common';
import { ApiExcludeEndpoint, ApiNotFoundResponse, ApiOkResponse, ApiOperation, ApiProperty, ApiTags } from '@nestjs/swagger';
import type { FastifyReply } from 'fastify';
import { IsString, Length } from 'class-validator';
import { ErrorResponse } from '../../common/http/error-response.dto.js';
import { RateLimit } from '../../common/rate-limit/rate-limit.guard.js';
import { MessageResponse } from '../auth/index.js';
import { APP_CONFIG, type AppConfig } from '../../config/config.js';
import { OptOutService } from './opt-out.service.js';

export class UnsubscribeDto {
  @ApiProperty({ description: 'The token of the unsubscribe link in an invitation mail', minLength: 1, maxLength: 100 })
  @IsString({ message: 'The unsubscribe link is not valid' })
  @Length(1, 100, { message: 'The unsubscribe link is not valid' })
  token: string;
}

const DONE = 'Done: this address will not receive review invitations from any business on TrustReviews again.';

/**
 * Opting out of review invitations, from the link in any invitation: the address goes on a
 * suppression list (kept as a hash) that every business's invitations are checked against. The
 * one-click form is RFC 8058's: mail clients POST to the URL of the List-Unsubscribe header with a
 * form body, and no Origin header, so it passes the same-site check; it needs no cookie.
 */
@ApiTags('reviews')
@Controller('invitations/unsubscribe')
export class UnsubscribeController {
  constructor(
    private readonly optOut: OptOutService,
    @Inject(APP_CONFIG) private readonly config: AppConfig,
  ) {}

  @Post()
  @HttpCode(200)
  @RateLimit({ perAddress: 'unsubscribePerAddress' })
  @ApiOperation({ summary: 'Stop all review invitations to the address an invitation was mailed to (the /unsubscribe page)' })
  @ApiOkResponse({ type: MessageResponse })
  @ApiNotFoundResponse({ type: ErrorResponse })
  async unsubscribe(@Body() dto: UnsubscribeDto): Promise<MessageResponse> {
    await this.optOut.optOut(dto.token, 'link');
    return { message: DONE };
  }

  @Post('one-click')
  @HttpCode(200)
  @RateLimit({ perAddress: 'unsubscribePerAddress' })
  @ApiOperation({ summary: "RFC 8058 one-click unsubscribe: the target of the invitation mail's List-Unsubscribe header" })
  @ApiOkResponse({ type: MessageResponse })
  @ApiNotFoundResponse({ type: ErrorResponse })
  async oneClick(@Query() q: UnsubscribeDto): Promise<MessageResponse> {
    await this.optOut.optOut(q.token, 'one_click');
    return { message: DONE };
  }

  // A mail client that opens the one-click URL instead of posting to it lands on the /unsubscribe
  // page, which asks first. A browser navigation to a page, not a call: out of the OpenAPI
  // document, as /api/login and /api/logout are.
  @Get('one-click')
  @ApiExcludeEndpoint()
  oneClickOpened(@Query() q: UnsubscribeDto, @Res() reply: FastifyReply): void {
    void reply.redirect(`${this.config.siteUrl}/unsubscribe?token=${encodeURIComponent(q.token)}`, 302);
  }
}
