// What the Business API v1 takes and answers for review invitations.
import { ApiProperty, ApiPropertyOptional } from '@nestjs/swagger';
import { INVITE_NAME_MAX, INVITE_REFERENCE_MAX, InvitationReference, InviteeEmail, InviteeName, PlanUsage } from '../../invitations/index.js';

/** One invitation, as the dashboard's single-invitation form sends it (the same rules). */
export class ApiInvitationDto {
  @ApiProperty({ example: 'sam@example.net', maxLength: 254 })
  @InviteeEmail()
  email: string;

  @ApiProperty({ example: 'Sam Taylor', maxLength: INVITE_NAME_MAX })
  @InviteeName()
  name: string;

  @ApiPropertyOptional({ example: 'Order 1042', maxLength: INVITE_REFERENCE_MAX, description: 'Your own reference, such as an order number' })
  @InvitationReference()
  reference?: string;
}

export const API_INVITATION_RESULTS = ['sent', 'duplicate', 'withheld'] as const;

/** The one invitation's result; never its link, which only the invitee's mailbox receives. */
export class ApiInvitationResult {
  @ApiProperty({
    enum: API_INVITATION_RESULTS,
    description:
      'sent: mailed now. duplicate: the person already has an open invitation from the company. withheld: not sent, because the person opted out of ' +
      'invitations or the address had several this week (which one is not said)',
  })
  status: (typeof API_INVITATION_RESULTS)[number];
  @ApiPropertyOptional({ description: 'Why it was not sent (duplicate, withheld)' }) message?: string;
  @ApiPropertyOptional({ format: 'uuid', description: 'The invitation sent (sent only); GET /api/v1/invitations lists it' }) id?: string;
  @ApiProperty() email: string;
  @ApiProperty() name: string;
  @ApiProperty({ type: String, nullable: true }) reference: string | null;
  @ApiPropertyOptional({ format: 'date-time', description: 'When the link stops working (sent only)' }) expiresAt?: string;
}

export class ApiInvitationResponse {
  @ApiProperty({ type: ApiInvitationResult }) invitation: ApiInvitationResult;
  @ApiProperty({ type: PlanUsage, description: "The plan's invitations this month, after this one" }) usage: PlanUsage;
}
