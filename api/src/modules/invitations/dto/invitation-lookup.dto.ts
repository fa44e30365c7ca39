// What the invited reviewer's pages learn about a mailed invitation link before it is used.
import { ApiProperty, ApiPropertyOptional } from '@nestjs/swagger';
import { IsString, Length, MaxLength } from 'class-validator';
import { Optional } from '../../../common/validation/optional.js';
import { Trim } from '../../../common/validation/transforms.js';
import { type InvitationRow, invitationState, type InvitationState } from '../invitations.repository.js';

export class InvitationLookupDto {
  @ApiProperty({ description: 'The token of the mailed invitation link', minLength: 1, maxLength: 100 })
  @IsString({ message: 'The invitation link is not valid' })
  @Length(1, 100, { message: 'The invitation link is not valid' })
  token: string;
}

export class InvitationPreviewDto extends InvitationLookupDto {
  @ApiPropertyOptional({
    description: "An address to check against the invitee's: the one the invitation mail's link carries, which the sign-up page fills in only when it is the invitee's",
    maxLength: 254,
  })
  @Optional()
  @Trim()
  @IsString({ message: 'Email must be at most 254 characters' })
  @MaxLength(254, { message: 'Email must be at most 254 characters' })
  email?: string;
}

/** What anyone holding the link may see: who invited, until when, and whether it still works. */
export class InvitationPreviewResponse {
  @ApiProperty({ enum: ['open', 'used', 'expired'] }) status: InvitationState;
  @ApiProperty({ format: 'uuid' }) companyId: string;
  @ApiProperty({ description: 'The company as it is listed on the site' }) companyName: string;
  @ApiProperty({ format: 'date-time' }) expiresAt: string;
  @ApiProperty({ description: 'The business offers something for reviewing: a review written through this invitation is labelled incentivised' }) incentiveOffered: boolean;
}

/** The preview, and whether the address asked about is the invitee's: a yes or no about an address the asker already has, never the address. */
export class InvitationPreviewWithEmailResponse extends InvitationPreviewResponse {
  @ApiPropertyOptional({ description: 'Only when an email was given: whether the invitation was sent to it' }) sentToEmail?: boolean;
}

export class InvitationStatusResponse extends InvitationPreviewResponse {
  @ApiProperty({ type: String, nullable: true, description: 'The invited person, as the company wrote it; only when the link was sent to the signed-in user' }) name: string | null;
  @ApiProperty({ description: "Whether it was sent to the signed-in user's email address (only then does it verify a review)" })
  forYou: boolean;
  @ApiProperty({
    type: String,
    format: 'date',
    nullable: true,
    description: "The order's day the company gave (YYYY-MM-DD), which the review form starts with as the date of experience; only when the link was sent to the signed-in user",
  })
  orderDate: string | null;
}

// Neither the invitee's address nor their name: a link may be forwarded, or found in a shared inbox.
export function toInvitationPreview(row: InvitationRow): InvitationPreviewResponse {
  return { status: invitationState(row), companyId: row.companyId, companyName: row.companyName, expiresAt: row.expiresAt.toISOString(), incentiveOffered: row.incentiveOffered };
}

/** The preview, with whether `email` (when given) is the invitee's address. */
export function toInvitationPreviewFor(row: InvitationRow, email: string | undefined): InvitationPreviewWithEmailResponse {
  const preview = toInvitationPreview(row);
  return email === undefined ? preview : { ...preview, sentToEmail: row.email === email.toLowerCase() };
}

export function toInvitationStatus(row: InvitationRow, userEmail: string): InvitationStatusResponse {
  const forYou = row.email === userEmail.toLowerCase();
  // Another signed-in holder of the link learns nothing about the person it was sent to.
  return { ...toInvitationPreview(row), name: forYou ? row.name : null, forYou, orderDate: forYou ? row.orderDate : null };
}
