import { Body, Controller, Get, HttpCode, Inject, Post, Query, Req, Res } from '@nestjs/common';
import {
  ApiAcceptedResponse,
  ApiBadRequestResponse,
  ApiExcludeEndpoint,
  ApiGoneResponse,
  ApiNotFoundResponse,
  ApiOkResponse,
  ApiOperation,
  ApiTags,
  ApiTooManyRequestsResponse,
} from '@nestjs/swagger';
import type { FastifyReply, FastifyRequest } from 'fastify';
import { clientAddress } from '../../common/http/client-address.js';
import { ErrorResponse } from '../../common/http/error-response.dto.js';
import { RateLimit } from '../../common/rate-limit/rate-limit.guard.js';
import { APP_CONFIG, type AppConfig } from '../../config/config.js';
import { MessageResponse } from '../auth/index.js';
import { ConfirmSubscriptionDto, NewsletterUnsubscribeDto, SubscribeDto } from './dto/newsletter.dto.js';
import { CONFIRMED, NewsletterService, SUBSCRIBE_ANSWER, UNSUBSCRIBED } from './newsletter.service.js';

/**
 * The newsletter: subscribing from the footer's box, confirming from the mailed link, and leaving
 * from any newsletter mail. None needs an account. The one-click form is RFC 8058's: mail clients
 * POST to the URL of the List-Unsubscribe header with a form body and no Origin header.
 */
@ApiTags('newsletter')
@Controller('newsletter')
export class NewsletterController {
  constructor(
    private readonly newsletter: NewsletterService,
    @Inject(APP_CONFIG) private readonly config: AppConfig,
  ) {}

  @Post('subscriptions')
  @HttpCode(202)
  @ApiOperation({
    summary: 'Ask for the newsletter: a link to confirm is mailed to the address (double opt-in)',
    description: 'Answers the same whether the address is new, waiting for its confirmation, unsubscribed or subscribed already (which is left as it is and mailed nothing).',
  })
  @ApiAcceptedResponse({ type: MessageResponse })
  @ApiBadRequestResponse({ type: ErrorResponse })
  @ApiTooManyRequestsResponse({ type: ErrorResponse, description: 'More than 10 requests from this network in an hour, or 3 for this address in a day' })
  async subscribe(@Body() dto: SubscribeDto, @Req() req: FastifyRequest): Promise<MessageResponse> {
    await this.newsletter.subscribe(dto.email, clientAddress(req));
    return { message: SUBSCRIBE_ANSWER };
  }

  @Post('confirm')
  @HttpCode(200)
  @RateLimit({ perAddress: 'unsubscribePerAddress' })
  @ApiOperation({ summary: 'Confirm a subscription with the token of the mailed link (the /newsletter/confirm page)' })
  @ApiOkResponse({ type: MessageResponse })
  @ApiNotFoundResponse({ type: ErrorResponse, description: 'An unknown link, or one used already' })
  @ApiGoneResponse({ type: ErrorResponse, description: 'The link has expired' })
  async confirm(@Body() dto: ConfirmSubscriptionDto): Promise<MessageResponse> {
    await this.newsletter.confirm(dto.token);
    return { message: CONFIRMED };
  }

  @Post('unsubscribe')
  @HttpCode(200)
  @RateLimit({ perAddress: 'unsubscribePerAddress' })
  @ApiOperation({ summary: 'Stop the newsletter to the address a newsletter mail went to (the /unsubscribe?list=newsletter page)' })
  @ApiOkResponse({ type: MessageResponse })
  @ApiNotFoundResponse({ type: ErrorResponse })
  async unsubscribe(@Body() dto: NewsletterUnsubscribeDto): Promise<MessageResponse> {
    await this.newsletter.unsubscribe(dto.token);
    return { message: UNSUBSCRIBED };
  }

  @Post('unsubscribe/one-click')
  @HttpCode(200)
  @RateLimit({ perAddress: 'unsubscribePerAddress' })
  @ApiOperation({ summary: "RFC 8058 one-click unsubscribe: the target of every newsletter mail's List-Unsubscribe header" })
  @ApiOkResponse({ type: MessageResponse })
  @ApiNotFoundResponse({ type: ErrorResponse })
  async oneClick(@Query() q: NewsletterUnsubscribeDto): Promise<MessageResponse> {
    await this.newsletter.unsubscribe(q.token);
    return { message: UNSUBSCRIBED };
  }

  // A browser's landing, not an API call (like /api/login): a mail client that opens the one-click
  // URL instead of posting to it lands on the unsubscribe page, which asks first.
  @Get('unsubscribe/one-click')
  @ApiExcludeEndpoint()
  oneClickOpened(@Query() q: NewsletterUnsubscribeDto, @Res() reply: FastifyReply): void {
    void reply.redirect(`${this.config.siteUrl}/unsubscribe?list=newsletter&token=${encodeURIComponent(q.token)}`, 302);
  }
}
