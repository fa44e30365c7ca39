import { ApiProperty } from '@nestjs/swagger';
import { IsIn, IsNotEmpty, IsString, Matches, type ValidationOptions, ValidateBy } from 'class-validator';
import { IsEmailAddress } from '../../../common/validation/email.js';
import { NormaliseEmail, Trim } from '../../../common/validation/transforms.js';
import { CONTACT_TOPICS, type ContactTopic } from '../contact-topics.js';

export const NAME_MAX = 100;
export const EMAIL_MAX = 254;
export const MESSAGE_MIN = 10;
export const MESSAGE_MAX = 5000;

const EMAIL_RULE = 'Please enter a valid email address';
const MESSAGE_RULE = `Message must be between ${MESSAGE_MIN} and ${MESSAGE_MAX} characters`;

/**
 * Length in characters (code points), as PostgreSQL's length() counts them for the table's
 * CHECK constraints; class-validator's Length counts an emoji with a variation selector as one.
 */
function CharLength(min: number, max: number, options: ValidationOptions): PropertyDecorator {
  return ValidateBy(
    {
      name: 'charLength',
      constraints: [min, max],
      validator: {
        validate: (value: unknown) => {
          if (typeof value !== 'string') return false;
          const length = [...value].length;
          return length >= min && length <= max;
        },
      },
    },
    options,
  );
}

export class ContactDto {
  @ApiProperty({ example: 'Jane Doe', minLength: 1, maxLength: NAME_MAX })
  @Trim()
  @IsString({ message: 'Name is required' })
  @IsNotEmpty({ message: 'Name is required' })
  @CharLength(1, NAME_MAX, { message: `Name must be at most ${NAME_MAX} characters` })
  // The name goes into the mail subject: one line of printable text.
  @Matches(/^[^\p{Cc}]*$/u, { message: 'Name must not contain line breaks or control characters' })
  name: string;

  @ApiProperty({ example: 'jane@example.com', minLength: 3, maxLength: EMAIL_MAX, description: 'Where support sends its answer' })
  @NormaliseEmail()
  @IsString({ message: EMAIL_RULE })
  @CharLength(3, EMAIL_MAX, { message: EMAIL_RULE })
  @IsEmailAddress({ message: EMAIL_RULE })
  email: string;

  @ApiProperty({ enum: CONTACT_TOPICS, description: 'What the message is about' })
  @IsIn(CONTACT_TOPICS as readonly string[], { message: `Please choose a topic (one of: ${CONTACT_TOPICS.join(', ')})` })
  topic: ContactTopic;

  @ApiProperty({ minLength: MESSAGE_MIN, maxLength: MESSAGE_MAX, example: 'I changed my email address and no longer receive the verification link.' })
  @Trim()
  @IsString({ message: MESSAGE_RULE })
  @CharLength(MESSAGE_MIN, MESSAGE_MAX, { message: MESSAGE_RULE })
  message: string;
}
