import { ApiProperty } from '@nestjs/swagger';

export class ErrorResponse {
  @ApiProperty({ example: 400 }) statusCode: number;
  @ApiProperty({ example: 'Bad Request' }) error: string;
  @ApiProperty({ example: 'Please enter a valid email address.', description: 'One human sentence, fit for a toast' })
  message: string;
}
