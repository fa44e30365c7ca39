import { Body, Controller, HttpCode, NotFoundException, Post, Res, UseGuards } from '@nestjs/common';
import { ApiCookieAuth, ApiNotFoundResponse, ApiOkResponse, ApiOperation, ApiProperty, ApiTags, ApiUnauthorizedResponse } from '@nestjs/swagger';
import { IsString, Length } from 'class-validator';
import type { FastifyReply } from 'fastify';
import { ErrorResponse } from '../../common/http/error-response.dto.js';
import { ConsumerAuthGuard, CurrentConsumer } from '../auth/consumer-auth.guard.js';
import type { ConsumerPrincipal } from '../auth/consumer-session.strategy.js';
import { invitationState, InvitationsRepository } from './invitations.repository.js';

export class InvitationLookupDto {
  @ApiProperty({ description: 'The token of the mailed invitation link', minLength: 1, maxLength: 100 })
  @IsString({ message: 'The invitation link is not valid' })
  @Length(1, 100, { message: 'The invitation link is not valid' })
  token: string;
}

export class InvitationStatusResponse {
  @ApiProperty({ enum: ['open', 'used', 'expired'] }) status: 'open' | 'used' | 'expired';
  @ApiProperty({ format: 'uuid' }) companyId: string;
  @ApiProperty() companyName: string;
  @ApiProperty({ description: 'The invited person, as the company wrote it' }) name: string;
  @ApiProperty({ format: 'date-time' }) expiresAt: string;
  @ApiProperty({ description: "Whether it was sent to the signed-in user's email address (only then does it verify a review)" })
  forYou: boolean;
}

/**
 * What the review form needs to know about a mailed invitation link before it is used. A POST
 * with the token in the body: a token in a URL would land in access logs.
 */
@ApiTags('reviews')
@Controller('invitations')
export class InvitationsController {
  constructor(private readonly invitations: InvitationsRepository) {}

  @Post('lookup')
  @HttpCode(200)
  @UseGuards(ConsumerAuthGuard)
  @ApiCookieAuth('consumer-session')
  @ApiOperation({ summary: 'The state of a review invitation link (open, used or expired) and whether it is for the signed-in user' })
  @ApiOkResponse({ type: InvitationStatusResponse })
  @ApiUnauthorizedResponse({ type: ErrorResponse })
  @ApiNotFoundResponse({ type: ErrorResponse })
  async lookup(
    @CurrentConsumer() p: ConsumerPrincipal,
    @Body() dto: InvitationLookupDto,
    @Res({ passthrough: true }) reply: FastifyReply,
  ): Promise<InvitationStatusResponse> {
    reply.header('Cache-Control', 'no-store');
    const row = await this.invitations.findByToken(dto.token);
    if (!row) throw new NotFoundException('This invitation link is not valid.');
    return {
      status: invitationState(row),
      companyId: row.company_id,
      companyName: row.company_name,
      name: row.name,
      expiresAt: row.expires_at.toISOString(),
      forYou: row.email === p.user.email.toLowerCase(),
    };
  }
}
