// What the Business API v1 takes and answers for review invitations.
import { ApiProperty, ApiPropertyOptional } from '@nestjs/swagger';
import { IsNotEmpty, IsString, ValidateBy } from 'class-validator';
import { Optional } from '../../../common/validation/optional.js';
import { PageQuery } from '../../../common/validation/paging.js';
import { ValidationRules } from '../../../common/validation/rules.js';
import {
  INVITE_NAME_MAX,
  INVITE_REFERENCE_MAX,
  InvitationMessage,
  InvitationOrderDate,
  InvitationReference,
  InviteeEmail,
  InviteeName,
  MESSAGE_DOC,
  PlanUsage,
} from '../../invitations/index.js';
import { CURSOR_MAX, decodeInvitationCursor, INVALID_CURSOR } from '../invitation-cursor.js';

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

  @ApiPropertyOptional(MESSAGE_DOC)
  @InvitationMessage()
  message?: string;
  @ApiPropertyOptional({
    format: 'date',
    example: '2026-11-03',
    description: "The day of the customer's order (YYYY-MM-DD), not in the future: the review form the invitation opens starts with it as the date of experience",
  })
  @InvitationOrderDate()
  orderDate?: string;
}

export const API_INVITATION_RESULTS = ['sent', 'held', 'duplicate', 'withheld'] as const;

/** The one invitation's result; never its link, which only the invitee's mailbox receives. */
export class ApiInvitationResult {
  @ApiProperty({
    enum: API_INVITATION_RESULTS,
    description:
      "sent: mailed now. held: to be mailed once a moderator has checked the company's name (a new company's), its link working for 30 days from then. " +
      'duplicate: the person already has an open invitation from the company. withheld: not sent, because the person opted out of ' +
      'invitations or the address had several this week (which one is not said)',
  })
  status: (typeof API_INVITATION_RESULTS)[number];
  @ApiPropertyOptional({ description: 'Why it was not sent, or not yet (held, duplicate, withheld)' }) message?: string;
  @ApiPropertyOptional({ format: 'uuid', description: 'The invitation sent or held (those only); GET /api/v1/invitations lists it' }) id?: string;
  @ApiProperty() email: string;
  @ApiProperty() name: string;
  @ApiProperty({ type: String, nullable: true }) reference: string | null;
  @ApiPropertyOptional({ format: 'date', description: "The order's day, when one was sent with the invitation" }) orderDate?: string;
  @ApiPropertyOptional({ format: 'date-time', description: 'When the link stops working (sent only)' }) expiresAt?: string;
}

export class ApiInvitationResponse {
  @ApiProperty({ type: ApiInvitationResult }) invitation: ApiInvitationResult;
  @ApiProperty({ type: PlanUsage, description: "The plan's invitations this month, after this one" }) usage: PlanUsage;
}

/**
 * The paging of GET /api/v1/invitations: `offset` as every list pages (kept for the callers that
 * page so), or `cursor`, which invitations sent meanwhile never shift and which reaches the oldest
 * invitation however many there are (an offset stops at 100,000); and one reference's invitations.
 */
export class ApiInvitationsQuery extends PageQuery {
  @ApiPropertyOptional({
    maxLength: CURSOR_MAX,
    description:
      'Where the page starts: the `cursor` of the `rel="next"` address in the previous page\'s Link header, sent as it is. Without it, the newest ' +
      'invitations. Pages read this way never repeat an invitation, nor skip one, while new ones are sent. Not with `offset`.',
  })
  @ValidationRules(
    Optional(),
    IsString({ message: INVALID_CURSOR }),
    ValidateBy({ name: 'invitationCursor', validator: { validate: (value: unknown) => decodeInvitationCursor(value) !== undefined } }, { message: INVALID_CURSOR }),
    ValidateBy(
      { name: 'cursorWithoutOffset', validator: { validate: (_value: unknown, args) => (args?.object as ApiInvitationsQuery).offset === undefined } },
      { message: 'Send either cursor or offset, not both: a cursor already says where the page starts.' },
    ),
  )
  cursor?: string;

  @ApiPropertyOptional({
    maxLength: INVITE_REFERENCE_MAX,
    example: 'Order 1042',
    description: 'Only the invitations sent with this reference (exact and case-sensitive, leading and trailing spaces ignored as when sending), such as an order number',
  })
  @ValidationRules(InvitationReference(), IsNotEmpty({ message: 'Reference must not be empty; leave it out to list every invitation' }))
  reference?: string;
}
