// A 409 about something that already exists, naming it: besides the one error shape's sentence,
// the body carries `existingId`, so a client can link to what is already there.
import { ConflictException } from '@nestjs/common';
import { ApiProperty } from '@nestjs/swagger';
import { ErrorResponse } from './error-response.dto.js';

export class AlreadyExistsException extends ConflictException {
  constructor(
    message: string,
    readonly existingId: string,
  ) {
    super(message);
  }
}

export class AlreadyExistsResponse extends ErrorResponse {
  @ApiProperty({ format: 'uuid', required: false, description: 'The id of what already exists (a 409 naming the company listed with that website)' })
  existingId?: string;
}
