// What a business account sends and reads about its review invitations.
import { ValidationRules } from '../../../common/validation/rules.js';
import { ApiProperty, ApiPropertyOptional } from '@nestjs/swagger';
import { IsNotEmpty, IsString, Length, Matches, MaxLength, ValidateBy, ValidateIf } from 'class-validator';
import { IsEmailAddress } from '../../../common/validation/email.js';
import { Optional } from '../../../common/validation/optional.js';
import { IsPastDay, PAST_DAY_MAX_YEARS } from '../../../common/validation/past-day.js';
import { IsPlainName } from '../../../common/validation/plain-name.js';
import { NormaliseEmail, Trim } from '../../../common/validation/transforms.js';
import { EMAIL_RULE, PRINTABLE } from '../../auth/index.js';
import { checkInvitationMessage } from '../invitation-message-check.js';
import type { InvitationState } from '../invitations.repository.js';

export const INVITE_NAME_MAX = 100;
export const INVITE_REFERENCE_MAX = 100;
export const INVITATION_MESSAGE_MAX = 500;
export const CSV_MAX_ROWS = 1000;
// Within the API's default body limit (100 KiB of JSON), with room for escaping and non-ASCII names.
export const CSV_MAX_CHARS = 80_000;

/** The invitee's address, as every way of inviting checks it (the dashboard's form and CSV, the Business API). */
export const InviteeEmail = () =>
  ValidationRules(NormaliseEmail(), IsString({ message: EMAIL_RULE }), MaxLength(254, { message: EMAIL_RULE }), IsEmailAddress({ message: EMAIL_RULE }));

/** The invitee's name, as every way of inviting checks it. */
export const InviteeName = () =>
  ValidationRules(
    Trim(),
    IsString({ message: "Please enter the customer's name" }),
    IsNotEmpty({ message: "Please enter the customer's name" }),
    MaxLength(INVITE_NAME_MAX, { message: `Name must be at most ${INVITE_NAME_MAX} characters` }),
    Matches(PRINTABLE, { message: 'Name cannot contain line breaks or control characters' }),
    IsPlainName('Name'),
  );

/** The business's own reference for an invitation (optional), as every way of inviting checks it. */
export const InvitationReference = () =>
  ValidationRules(
    Optional(),
    Trim(),
    IsString({ message: 'Reference must be text' }),
    MaxLength(INVITE_REFERENCE_MAX, { message: `Reference must be at most ${INVITE_REFERENCE_MAX} characters` }),
    Matches(PRINTABLE, { message: 'Reference cannot contain line breaks or control characters' }),
  );

// Lines and tabs, no other control characters.
const MESSAGE_TEXT = /^[^\p{Cc}]*$/u;
const MESSAGE_RULE = `Message must be between 1 and ${INVITATION_MESSAGE_MAX} characters`;

/**
 * The business's personal message in the invitation mail (optional), as every way of inviting
 * checks it: its length, and the rules on asking for reviews (invitation-message-check.ts), whose
 * refusal names the rule broken.
 */
export const InvitationMessage = () =>
  ValidationRules(
    Optional(),
    Trim(),
    IsString({ message: MESSAGE_RULE }),
    Length(1, INVITATION_MESSAGE_MAX, { message: MESSAGE_RULE }),
    Matches(MESSAGE_TEXT, { message: 'Message cannot contain control characters' }),
    ValidateBy(
      { name: 'invitationMessage', validator: { validate: (value: unknown) => typeof value !== 'string' || !checkInvitationMessage(value.replace(/[\t\r\n]/g, ' ')).problem } },
      { message: (args) => checkInvitationMessage(String(args.value).replace(/[\t\r\n]/g, ' ')).problem?.message ?? 'Message is not allowed' },
    ),
  );

export const MESSAGE_DOC = {
  maxLength: INVITATION_MESSAGE_MAX,
  example: 'Thank you for your order. We would value your honest review, good or bad.',
  description:
    'A personal message shown in the invitation mail. Refused (400, naming the rule) when it asks only happy customers or for a good review (review gating), ties a reward to a positive review or rating, or holds a link. ' +
    'A reward offered for any honest review is allowed and disclosed: the reviews written through the invitation are labelled incentivised and count in no TrustScore or ranking.',
};

export const ORDER_DATE_LABEL = 'Order date';
const ORDER_DATE_DESCRIPTION =
  `The day of the customer's order (YYYY-MM-DD), not in the future, at most ${PAST_DAY_MAX_YEARS} years ago: the review form the invitation opens ` +
  'starts with it as the date of experience, which the reviewer may change';

/** The order's date of an invitation (optional), as every way of inviting checks it. */
export const InvitationOrderDate = () => ValidationRules(Optional(), IsPastDay(ORDER_DATE_LABEL));

/** One invitation, or a CSV of up to 1,000 (header email,name,reference; reference optional). */
export class SendInvitationsDto {
  @ApiPropertyOptional({ example: 'sam@example.net', maxLength: 254, description: 'With name: one invitation' })
  @ValidateIf((o: SendInvitationsDto) => o.csv === undefined)
  @InviteeEmail()
  email?: string;

  @ApiPropertyOptional({ example: 'Sam Taylor', maxLength: INVITE_NAME_MAX })
  @ValidateIf((o: SendInvitationsDto) => o.csv === undefined)
  @InviteeName()
  name?: string;

  @ApiPropertyOptional({ example: 'Order 1042', maxLength: INVITE_REFERENCE_MAX, description: 'Your own reference, such as an order number' })
  @InvitationReference()
  reference?: string;

  @ApiPropertyOptional({ ...MESSAGE_DOC, description: `${MESSAGE_DOC.description} With a CSV, one message for every row.` })
  @InvitationMessage()
  message?: string;

  @ApiPropertyOptional({ format: 'date', example: '2026-11-03', description: ORDER_DATE_DESCRIPTION })
  @ValidateIf((o: SendInvitationsDto) => o.csv === undefined)
  @InvitationOrderDate()
  orderDate?: string;

  @ApiPropertyOptional({
    description: `Instead of one invitation: CSV text with a header row email,name[,reference][,order_date] (order_date as YYYY-MM-DD), at most ${CSV_MAX_ROWS} rows`,
    maxLength: CSV_MAX_CHARS,
  })
  @Optional()
  @IsString({ message: 'The CSV must be text' })
  @Length(1, CSV_MAX_CHARS, { message: `The CSV must be between 1 and ${CSV_MAX_CHARS} characters` })
  csv?: string;
}

export const INVITATION_RESULTS = ['sent', 'held', 'duplicate', 'invalid', 'withheld'] as const;

export class InvitationResult {
  @ApiProperty({ description: 'The row number: 1 for a single invitation, the CSV line otherwise' }) row: number;
  @ApiProperty() email: string;
  @ApiProperty() name: string;
  @ApiProperty({
    enum: INVITATION_RESULTS,
    description:
      "held: not mailed yet, because no moderator has checked the company's name; mailed once one has, its link working for 30 days from then. " +
      'withheld: not sent, because the person opted out of invitations or the address had several this week (which one is not said)',
  })
  status: (typeof INVITATION_RESULTS)[number];
  @ApiPropertyOptional({ description: 'Why a row was not sent, or not yet' }) message?: string;
  @ApiPropertyOptional({ description: 'The single-use review link that was mailed' }) link?: string;
  @ApiPropertyOptional({ format: 'date-time' }) expiresAt?: string;
}

export class PlanUsage {
  @ApiProperty() invitationsThisMonth: number;
  @ApiProperty() invitationsLeft: number;
  @ApiProperty({ format: 'date-time', description: 'When the monthly quota starts again (UTC)' }) resetsAt: string;
}

export class InvitationBatchResponse {
  @ApiProperty({ type: [InvitationResult] }) results: InvitationResult[];
  @ApiProperty() sent: number;
  @ApiProperty() duplicate: number;
  @ApiProperty() invalid: number;
  @ApiProperty({ description: 'Not sent: the person opted out, or the address had several invitations this week' }) withheld: number;
  @ApiProperty({ description: "Held until a moderator has checked the company's name, then mailed; they count towards the plan" }) held: number;
  @ApiProperty({ type: PlanUsage }) usage: PlanUsage;
}

export class InvitationResponse {
  @ApiProperty({ format: 'uuid' }) id: string;
  @ApiProperty() email: string;
  @ApiProperty() name: string;
  @ApiProperty({ type: String, nullable: true }) reference: string | null;
  @ApiProperty({ type: String, format: 'date', nullable: true, description: "The order's day given with the invitation" }) orderDate: string | null;
  @ApiProperty({ enum: ['held', 'open', 'used', 'expired'], description: "held: waiting for a moderator to check the company's name, mailed then" }) status: InvitationState;
  @ApiProperty({ format: 'date-time' }) createdAt: string;
  @ApiProperty({ format: 'date-time' }) expiresAt: string;
  @ApiProperty({ format: 'date-time', nullable: true, type: String }) usedAt: string | null;
  @ApiProperty({ type: String, nullable: true, description: 'The personal message the invitation mail carried' }) message: string | null;
  @ApiProperty({ description: 'The message offers something for reviewing: reviews written through it are labelled incentivised' }) incentiveOffered: boolean;
}
