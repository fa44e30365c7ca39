import { ApiProperty } from '@nestjs/swagger';
import { IsString, Length, MaxLength } from 'class-validator';
import { IsEmailAddress } from '../../../common/validation/email.js';
import { NormaliseEmail } from '../../../common/validation/transforms.js';
import { EMAIL_RULE } from '../../auth/index.js';
import { UNSUBSCRIBED_KEPT_DAYS } from '../newsletter-retention.js';

export class SubscribeDto {
  @ApiProperty({ example: 'jane@example.com', maxLength: 254, description: 'Where the newsletter and its confirmation link go' })
  @NormaliseEmail()
  @IsString({ message: EMAIL_RULE })
  @MaxLength(254, { message: EMAIL_RULE })
  @IsEmailAddress({ message: EMAIL_RULE })
  email: string;
}

const CONFIRM_RULE = 'This confirmation link is not valid, or it has been used already';
const UNSUBSCRIBE_RULE = 'This unsubscribe link is not valid';

export class ConfirmSubscriptionDto {
  @ApiProperty({ description: 'The token of the link in the confirmation mail', minLength: 16, maxLength: 100 })
  @IsString({ message: CONFIRM_RULE })
  @Length(16, 100, { message: CONFIRM_RULE })
  token: string;
}

export class NewsletterUnsubscribeDto {
  @ApiProperty({ description: 'The token of the unsubscribe link in a newsletter mail', minLength: 16, maxLength: 100 })
  @IsString({ message: UNSUBSCRIBE_RULE })
  @Length(16, 100, { message: UNSUBSCRIBE_RULE })
  token: string;
}

export class NewsletterCountsResponse {
  @ApiProperty({ description: 'Confirmed subscribers: those the export lists' }) confirmed: number;
  @ApiProperty({ description: 'Asked, not confirmed yet (forgotten once their link expires)' }) pending: number;
  @ApiProperty({ description: `Unsubscribed in the last ${UNSUBSCRIBED_KEPT_DAYS} days (forgotten then)` }) unsubscribed: number;
}
