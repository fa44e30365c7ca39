import { ApiProperty } from '@nestjs/swagger';
import { IsBoolean, IsNotEmpty, IsString, Length, Matches, MaxLength } from 'class-validator';
import { IsPlainName } from '../../../common/validation/plain-name.js';
import { IsEmailAddress } from '../../../common/validation/email.js';
import { NormaliseEmail, Trim } from '../../../common/validation/transforms.js';
import { Optional } from '../../../common/validation/optional.js';
import { EMAIL_RULE, PASSWORD_MAX, PASSWORD_MIN, PASSWORD_RULE, PRINTABLE, ResetPasswordDto } from '../../auth/index.js';
import { IsWebsite } from '../../../common/validation/website.js';
import { PLANS, type Plan } from '../plans.js';

export class BusinessRegisterDto {
  @ApiProperty({ example: 'Jane Doe', description: 'The person who runs the account', maxLength: 100 })
  @Trim()
  @IsString({ message: 'Contact name is required' })
  @IsNotEmpty({ message: 'Contact name is required' })
  @MaxLength(100, { message: 'Contact name must be at most 100 characters' })
  @Matches(PRINTABLE, { message: 'Contact name cannot contain line breaks or control characters' })
  @IsPlainName('Contact name')
  contactName: string;

  @ApiProperty({ example: 'Northwind Bank', maxLength: 200 })
  @Trim()
  @IsString({ message: 'Company name is required' })
  @IsNotEmpty({ message: 'Company name is required' })
  @MaxLength(200, { message: 'Company name must be at most 200 characters' })
  @Matches(PRINTABLE, { message: 'Company name cannot contain line breaks or control characters' })
  @IsPlainName('Company name')
  companyName: string;

  @ApiProperty({ example: 'jane@northwind.example', description: 'A work address on the company domain claims its profile at once', maxLength: 254 })
  @NormaliseEmail()
  @IsString({ message: EMAIL_RULE })
  @MaxLength(254, { message: EMAIL_RULE })
  @IsEmailAddress({ message: EMAIL_RULE })
  email: string;

  @ApiProperty({ minLength: PASSWORD_MIN, maxLength: PASSWORD_MAX, format: 'password' })
  @IsString({ message: PASSWORD_RULE })
  @Length(PASSWORD_MIN, PASSWORD_MAX, { message: PASSWORD_RULE })
  password: string;

  @ApiProperty({ example: 'https://www.northwind.example', maxLength: 300 })
  @Trim()
  @IsString({ message: 'Website is required' })
  @IsNotEmpty({ message: 'Website is required' })
  @MaxLength(300, { message: 'Website must be at most 300 characters' })
  @IsWebsite()
  website: string;
}

/** A reset of a business account's password, which may also end the account's API keys and webhook endpoints. */
export class BusinessResetPasswordDto extends ResetPasswordDto {
  @ApiProperty({
    required: false,
    default: false,
    description:
      'Also revoke every API key of the account (refused from their next call) and delete every webhook endpoint with the deliveries waiting for it, in all its companies: what someone made while they had the account stops with the reset',
  })
  @Optional()
  @IsBoolean({ message: 'Revoking API keys and webhook endpoints must be true or false' })
  revokeApiKeysAndWebhooks?: boolean;
}

export class BusinessAccountResponse {
  @ApiProperty({ format: 'uuid' }) id: string;
  @ApiProperty() contactName: string;
  @ApiProperty() companyName: string;
  @ApiProperty() email: string;
  @ApiProperty() website: string;
  @ApiProperty({ enum: PLANS }) plan: Plan;
  @ApiProperty({ enum: PLANS, nullable: true, type: String, description: 'A larger plan asked for, waiting for a moderator' }) requestedPlan: Plan | null;
  @ApiProperty({ description: 'Whether the email address was confirmed' }) emailVerified: boolean;
  @ApiProperty({ description: 'Whether the account is mailed about each new 1–2★ review of a company it owns' }) lowRatingAlerts: boolean;
  @ApiProperty({ format: 'date-time' }) createdAt: string;
}

export class UpdateBusinessAccountDto {
  @ApiProperty({ description: 'Mail the account about each new 1–2★ review of a company it owns' })
  @IsBoolean({ message: 'lowRatingAlerts must be true or false' })
  lowRatingAlerts: boolean;
}

export class BusinessAccountEnvelope {
  @ApiProperty({ type: BusinessAccountResponse }) account: BusinessAccountResponse;
}
