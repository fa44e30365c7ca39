import { Controller, Get, NotFoundException, Param } from '@nestjs/common';
import { ApiNotFoundResponse, ApiOkResponse, ApiOperation, ApiProperty, ApiTags } from '@nestjs/swagger';
import { ErrorResponse } from '../../common/http/error-response.dto.js';
import { invitationState, InvitationsRepository } from './invitations.repository.js';

export class InvitationStatusResponse {
  @ApiProperty({ enum: ['open', 'used', 'expired'] }) status: 'open' | 'used' | 'expired';
  @ApiProperty({ format: 'uuid' }) companyId: string;
  @ApiProperty() companyName: string;
  @ApiProperty({ description: 'The invited person, as the company wrote it' }) name: string;
  @ApiProperty({ format: 'date-time' }) expiresAt: string;
}

/** What the review form needs to know about a mailed invitation link, before it is used. */
@ApiTags('reviews')
@Controller('invitations')
export class InvitationsController {
  constructor(private readonly invitations: InvitationsRepository) {}

  @Get(':token')
  @ApiOperation({ summary: "The state of a review invitation link: open, used or expired" })
  @ApiOkResponse({ type: InvitationStatusResponse })
  @ApiNotFoundResponse({ type: ErrorResponse })
  async status(@Param('token') token: string): Promise<InvitationStatusResponse> {
    const row = token.length <= 100 ? await this.invitations.findByToken(token) : undefined;
    if (!row) throw new NotFoundException('This invitation link is not valid.');
    return {
      status: invitationState(row),
      companyId: row.company_id,
      companyName: row.company_name,
      name: row.name,
      expiresAt: row.expires_at.toISOString(),
    };
  }
}
