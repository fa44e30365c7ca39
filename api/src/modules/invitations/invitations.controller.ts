import { Body, Controller, HttpCode, Post, Res, UseGuards } from '@nestjs/common';
import { ApiNotFoundResponse, ApiOkResponse, ApiOperation, ApiTags, ApiUnauthorizedResponse } from '@nestjs/swagger';
import type { FastifyReply } from 'fastify';
import { ErrorResponse } from '../../common/http/error-response.dto.js';
import { RateLimit } from '../../common/rate-limit/rate-limit.guard.js';
import { ConsumerAuthGuard, type ConsumerPrincipal, CurrentConsumer } from '../auth/index.js';
import { InvitationLookupDto, InvitationPreviewDto, InvitationPreviewWithEmailResponse, InvitationStatusResponse } from './dto/invitation-lookup.dto.js';
import { InvitationLinksService } from './invitation-links.service.js';

/**
 * What the review pages need to know about a mailed invitation link before it is used. POSTs with
 * the token in the body: a token in a URL would land in access logs.
 */
@ApiTags('reviews')
@Controller('invitations')
export class InvitationsController {
  constructor(private readonly links: InvitationLinksService) {}

  @Post('preview')
  @HttpCode(200)
  @RateLimit({ perAddress: 'invitationPreviewPerAddress' })
  @ApiOperation({
    summary:
      'Who sent a review invitation link, until when it works and whether it is still open; for anyone holding the link, signed in or not. With an email: whether the invitation was sent to it',
  })
  @ApiOkResponse({ type: InvitationPreviewWithEmailResponse })
  @ApiNotFoundResponse({ type: ErrorResponse })
  preview(@Body() dto: InvitationPreviewDto, @Res({ passthrough: true }) reply: FastifyReply): Promise<InvitationPreviewWithEmailResponse> {
    reply.header('Cache-Control', 'no-store');
    return this.links.preview(dto.token, dto.email);
  }

  @Post('lookup')
  @HttpCode(200)
  @RateLimit({ perAddress: 'invitationPreviewPerAddress' })
  @UseGuards(ConsumerAuthGuard)
  @ApiOperation({ summary: 'The state of a review invitation link (open, used or expired) and whether it is for the signed-in user' })
  @ApiOkResponse({ type: InvitationStatusResponse })
  @ApiUnauthorizedResponse({ type: ErrorResponse })
  @ApiNotFoundResponse({ type: ErrorResponse })
  lookup(@CurrentConsumer() p: ConsumerPrincipal, @Body() dto: InvitationLookupDto, @Res({ passthrough: true }) reply: FastifyReply): Promise<InvitationStatusResponse> {
    reply.header('Cache-Control', 'no-store');
    return this.links.lookupFor(p.user, dto.token);
  }
}
