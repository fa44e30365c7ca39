import { ApiProperty } from '@nestjs/swagger';
import { IsNotEmpty, IsString, MaxLength } from 'class-validator';
import { PASSWORD_MAX } from '../../auth/index.js';

/** An erasure is confirmed with the account's password, as a password change is. */
export class EraseAccountDto {
  @ApiProperty({ format: 'password', maxLength: PASSWORD_MAX, description: "The account's password, confirming the deletion" })
  @IsString({ message: 'Your password is required to delete your account' })
  @IsNotEmpty({ message: 'Your password is required to delete your account' })
  @MaxLength(PASSWORD_MAX, { message: 'The password is incorrect' })
  password: string;
}
