import { ApiProperty } from '@nestjs/swagger';

/** The export file: its sections are listed in export-sections.ts; each is an object, a list or null. */
export class PersonalDataExportResponse {
  @ApiProperty({ format: 'date-time', description: 'When the file was made' }) exportedAt: string;
  @ApiProperty({ enum: ['consumer', 'business'] }) realm: 'consumer' | 'business';
  @ApiProperty({ type: 'object', additionalProperties: true, description: 'The account as stored, without its password hash' }) account: Record<string, unknown>;
  @ApiProperty({ type: 'array', items: { type: 'object', additionalProperties: true }, description: 'Sessions: when, from which address, with which browser; never their ids or tokens' })
  sessions: Record<string, unknown>[];
  @ApiProperty({ type: 'array', items: { type: 'object', additionalProperties: true }, description: "Mails sent to the account's address, links without their keys" })
  mails: Record<string, unknown>[];
}

/** The file name of an export: the realm and the day it was made. */
export function exportFileName(realm: 'consumer' | 'business', at = new Date()): string {
  return `trustreviews-${realm === 'business' ? 'business-' : ''}data-${at.toISOString().slice(0, 10)}.json`;
}
