// A notice (DSA Art. 16(2)): where, why, the sender, and the statement of good faith. Each field
// missing or wrong is named in its own message.
import { ApiProperty, ApiPropertyOptional } from '@nestjs/swagger';
import { Equals, IsIn, IsNotEmpty, IsString, Matches, MaxLength, ValidateBy, ValidateIf, type ValidationOptions } from 'class-validator';
import { IsEmailAddress } from '../../../common/validation/email.js';
import { NormaliseEmail, Trim } from '../../../common/validation/transforms.js';
import { REPORT_REASONS, type ReportReason } from '../dsa.js';

export const NOTICE_TARGETS = ['review', 'reply', 'company'] as const;
export type NoticeTarget = (typeof NOTICE_TARGETS)[number];
export const NOTICE_GROUNDS = ['illegal', 'incompatible'] as const;
export type NoticeGround = (typeof NOTICE_GROUNDS)[number];
export const NOTICE_SENDER_KINDS = ['user', 'business', 'visitor'] as const;
export type NoticeSenderKind = (typeof NOTICE_SENDER_KINDS)[number];

export const NOTICE_NAME_MAX = 100;
export const NOTICE_EMAIL_MAX = 254;
export const NOTICE_LAW_MAX = 200;
export const NOTICE_EXPLANATION_MIN = 20;
/** The table's CHECK on details (the reports' own bound). */
export const NOTICE_EXPLANATION_MAX = 1000;

const EXPLANATION_RULE = `Explanation is required: say why the content is illegal or against our guidelines (${NOTICE_EXPLANATION_MIN} to ${NOTICE_EXPLANATION_MAX.toLocaleString('en')} characters)`;
const EMAIL_RULE = 'Email is required: please enter a valid email address, where we send the receipt and the decision';

/** Length in characters (code points), as PostgreSQL's length() counts them for the CHECK constraints. */
function CharLength(min: number, max: number, options: ValidationOptions): PropertyDecorator {
  return ValidateBy(
    { name: 'charLength', constraints: [min, max], validator: { validate: (v: unknown) => typeof v === 'string' && [...v].length >= min && [...v].length <= max } },
    options,
  );
}

export class SendNoticeDto {
  @ApiProperty({ enum: NOTICE_TARGETS, description: 'What the notice is about: a review, the business reply to a review, or a company page' })
  @IsIn(NOTICE_TARGETS as readonly string[], { message: `Type is required: say what the notice is about (one of: ${NOTICE_TARGETS.join(', ')})` })
  targetType: NoticeTarget;

  @ApiProperty({ format: 'uuid', description: "The review's id (for a review or its reply) or the company's id" })
  @IsString({ message: 'Item is required: give the id of the review or company the notice is about' })
  @IsNotEmpty({ message: 'Item is required: give the id of the review or company the notice is about' })
  targetId: string;

  @ApiProperty({ enum: REPORT_REASONS, description: 'What is wrong with it; each maps to a category of the DSA transparency database' })
  @IsIn(REPORT_REASONS as readonly string[], { message: `Reason is required (one of: ${REPORT_REASONS.join(', ')})` })
  reason: ReportReason;

  @ApiProperty({ enum: NOTICE_GROUNDS, description: 'Illegal under a law (name it in `law`), or against the terms and guidelines' })
  @IsIn(NOTICE_GROUNDS as readonly string[], { message: 'Ground is required: say whether the content is illegal or against our guidelines (illegal or incompatible)' })
  ground: NoticeGround;

  @ApiPropertyOptional({ maxLength: NOTICE_LAW_MAX, description: 'Required when ground is illegal: the law it breaks' })
  @ValidateIf((o: SendNoticeDto) => o.ground === 'illegal' || o.law !== undefined)
  @Trim()
  @IsString({ message: 'Law is required when the content is illegal: name the law it breaks' })
  @IsNotEmpty({ message: 'Law is required when the content is illegal: name the law it breaks' })
  @MaxLength(NOTICE_LAW_MAX, { message: `Law must be at most ${NOTICE_LAW_MAX} characters` })
  law?: string;

  @ApiProperty({ minLength: NOTICE_EXPLANATION_MIN, maxLength: NOTICE_EXPLANATION_MAX })
  @Trim()
  @IsString({ message: EXPLANATION_RULE })
  @CharLength(NOTICE_EXPLANATION_MIN, NOTICE_EXPLANATION_MAX, { message: EXPLANATION_RULE })
  explanation: string;

  @ApiProperty({ minLength: 1, maxLength: NOTICE_NAME_MAX, example: 'Jane Doe' })
  @Trim()
  @IsString({ message: 'Name is required' })
  @IsNotEmpty({ message: 'Name is required' })
  @CharLength(1, NOTICE_NAME_MAX, { message: `Name must be at most ${NOTICE_NAME_MAX} characters` })
  // The name opens the mails to the sender: one line of printable text.
  @Matches(/^[^\p{Cc}]*$/u, { message: 'Name must not contain line breaks or control characters' })
  name: string;

  @ApiProperty({ maxLength: NOTICE_EMAIL_MAX, example: 'jane@example.com' })
  @NormaliseEmail()
  @IsString({ message: EMAIL_RULE })
  @CharLength(3, NOTICE_EMAIL_MAX, { message: EMAIL_RULE })
  @IsEmailAddress({ message: EMAIL_RULE })
  email: string;

  @ApiProperty({ description: 'The sender believes in good faith that the notice is accurate and complete (must be true)' })
  @Equals(true, { message: 'Good faith is required: please confirm that you believe in good faith that the notice is accurate and complete' })
  goodFaith: boolean;
}

export class NoticeReceiptResponse {
  @ApiProperty({ format: 'uuid' }) id: string;
  @ApiProperty({ format: 'date-time' }) receivedAt: string;
  @ApiProperty({ description: 'What happens next, fit to show' }) message: string;
}

/** An open notice as the moderators' queue shows it. */
export class QueuedNotice {
  @ApiProperty({ format: 'uuid' }) id: string;
  @ApiProperty({ enum: NOTICE_TARGETS }) targetType: NoticeTarget;
  @ApiProperty({ enum: REPORT_REASONS }) reason: ReportReason;
  @ApiProperty({ enum: NOTICE_GROUNDS }) ground: NoticeGround;
  @ApiProperty({ nullable: true, type: String }) law: string | null;
  @ApiProperty({ nullable: true, type: String, description: 'The explanation (a report made before notices may have none)' }) explanation: string | null;
  @ApiProperty({ enum: NOTICE_SENDER_KINDS }) senderKind: NoticeSenderKind;
  @ApiProperty({ nullable: true, type: String, description: "The trusted flagger's name when it sent the notice" }) trustedFlagger: string | null;
  @ApiProperty({ format: 'date-time' }) receivedAt: string;
}
