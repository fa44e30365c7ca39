import { ApiProperty, ApiPropertyOptional } from '@nestjs/swagger';
import { IsNotEmpty, IsString, IsUrl, Length, Matches, MaxLength, ValidateIf } from 'class-validator';
import { IsEmailAddress } from '../../../common/validation/email.js';
import { Optional } from '../../../common/validation/optional.js';
import { IsPlainName } from '../../../common/validation/plain-name.js';
import { NormaliseEmail, Trim } from '../../../common/validation/transforms.js';

// Names go into mails and pages: printable text only (no line breaks or control characters).
export const PRINTABLE = /^[^\p{Cc}]*$/u;

export const PASSWORD_MIN = 8;
export const PASSWORD_MAX = 128;
export const PASSWORD_RULE = `Password must be between ${PASSWORD_MIN} and ${PASSWORD_MAX} characters`;
export const EMAIL_RULE = 'Please enter a valid email address';

export class RegisterDto {
  @ApiProperty({ example: 'Jane', maxLength: 60 })
  @Trim()
  @IsString({ message: 'First name is required' })
  @IsNotEmpty({ message: 'First name is required' })
  @MaxLength(60, { message: 'First name must be at most 60 characters' })
  @Matches(PRINTABLE, { message: 'First name cannot contain line breaks or control characters' })
  @IsPlainName('First name')
  firstName: string;

  @ApiProperty({ example: 'Doe', maxLength: 60 })
  @Trim()
  @IsString({ message: 'Last name is required' })
  @IsNotEmpty({ message: 'Last name is required' })
  @MaxLength(60, { message: 'Last name must be at most 60 characters' })
  @Matches(PRINTABLE, { message: 'Last name cannot contain line breaks or control characters' })
  @IsPlainName('Last name')
  lastName: string;

  @ApiProperty({ example: 'jane@example.com', maxLength: 254 })
  @NormaliseEmail()
  @IsString({ message: EMAIL_RULE })
  @MaxLength(254, { message: EMAIL_RULE })
  @IsEmailAddress({ message: EMAIL_RULE })
  email: string;

  @ApiProperty({ minLength: PASSWORD_MIN, maxLength: PASSWORD_MAX, format: 'password' })
  @IsString({ message: PASSWORD_RULE })
  @Length(PASSWORD_MIN, PASSWORD_MAX, { message: PASSWORD_RULE })
  password: string;
}

export class LoginDto {
  @ApiProperty({ example: 'demo@example.com', maxLength: 254 })
  @NormaliseEmail()
  @IsString({ message: 'Email is required' })
  @IsNotEmpty({ message: 'Email is required' })
  @MaxLength(254, { message: EMAIL_RULE })
  email: string;

  @ApiProperty({ format: 'password', maxLength: PASSWORD_MAX })
  @IsString({ message: 'Password is required' })
  @IsNotEmpty({ message: 'Password is required' })
  @MaxLength(PASSWORD_MAX, { message: PASSWORD_RULE })
  password: string;
}

export class UpdateProfileDto {
  @ApiPropertyOptional({ maxLength: 60 })
  @Optional()
  @Trim()
  @IsString({ message: 'First name must be text' })
  @IsNotEmpty({ message: 'First name cannot be empty' })
  @MaxLength(60, { message: 'First name must be at most 60 characters' })
  @Matches(PRINTABLE, { message: 'First name cannot contain line breaks or control characters' })
  @IsPlainName('First name')
  firstName?: string;

  @ApiPropertyOptional({ maxLength: 60 })
  @Optional()
  @Trim()
  @IsString({ message: 'Last name must be text' })
  @IsNotEmpty({ message: 'Last name cannot be empty' })
  @MaxLength(60, { message: 'Last name must be at most 60 characters' })
  @Matches(PRINTABLE, { message: 'Last name cannot contain line breaks or control characters' })
  @IsPlainName('Last name')
  lastName?: string;

  @ApiPropertyOptional({ nullable: true, description: 'An https URL of a profile picture, or null to remove it', type: String, maxLength: 500 })
  @ValidateIf((_, v) => v !== null && v !== undefined)
  @Trim()
  @IsUrl({ protocols: ['https'], require_protocol: true }, { message: 'Profile image must be an https URL' })
  @MaxLength(500, { message: 'Profile image URL must be at most 500 characters' })
  profileImageUrl?: string | null;
}

export class ChangePasswordDto {
  @ApiProperty({ format: 'password', maxLength: PASSWORD_MAX })
  @IsString({ message: 'Current password is required' })
  @IsNotEmpty({ message: 'Current password is required' })
  @MaxLength(PASSWORD_MAX, { message: 'Current password is incorrect' })
  currentPassword: string;

  @ApiProperty({ minLength: PASSWORD_MIN, maxLength: PASSWORD_MAX, format: 'password' })
  @IsString({ message: `New ${PASSWORD_RULE.toLowerCase()}` })
  @Length(PASSWORD_MIN, PASSWORD_MAX, { message: `New ${PASSWORD_RULE.toLowerCase()}` })
  newPassword: string;
}

export class ForgotPasswordDto {
  @ApiProperty({ example: 'jane@example.com', maxLength: 254 })
  @NormaliseEmail()
  @IsString({ message: EMAIL_RULE })
  @MaxLength(254, { message: EMAIL_RULE })
  @IsEmailAddress({ message: EMAIL_RULE })
  email: string;
}

export class ResetPasswordDto {
  @ApiProperty({ description: 'The token from the emailed link', minLength: 16, maxLength: 200 })
  @IsString({ message: 'The reset link is invalid or has expired' })
  @Length(16, 200, { message: 'The reset link is invalid or has expired' })
  token: string;

  @ApiProperty({ minLength: PASSWORD_MIN, maxLength: PASSWORD_MAX, format: 'password' })
  @IsString({ message: `New ${PASSWORD_RULE.toLowerCase()}` })
  @Length(PASSWORD_MIN, PASSWORD_MAX, { message: `New ${PASSWORD_RULE.toLowerCase()}` })
  newPassword: string;
}

export class VerifyEmailDto {
  @ApiProperty({ description: 'The token from the emailed link', minLength: 16, maxLength: 200 })
  @IsString({ message: 'The verification link is invalid or has expired' })
  @Length(16, 200, { message: 'The verification link is invalid or has expired' })
  token: string;
}
