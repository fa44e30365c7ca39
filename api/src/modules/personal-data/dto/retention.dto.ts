import { ApiProperty } from '@nestjs/swagger';
import type { AppConfig } from '../../../config/config.js';
import { CLIENT_KEY_RETENTION_DAYS } from '../../signals/index.js';
import { CONTACT_RETENTION_YEARS } from '../../contact/index.js';

/** How long personal data is kept, as configured: what the privacy page publishes. */
export class RetentionResponse {
  @ApiProperty({ description: 'Days after sign-in after which a session loses its network address and user agent (IP_RETENTION_DAYS)' }) signInAddressDays: number;
  @ApiProperty({ description: 'Days after which a contact message loses its network address (IP_RETENTION_DAYS)' }) contactAddressDays: number;
  @ApiProperty({ description: 'Years a contact message is kept' }) contactMessageYears: number;
  @ApiProperty({ description: 'Days after sending after which the record of a mail is deleted (MAIL_LOG_RETENTION_DAYS)' }) mailLogDays: number;
  @ApiProperty({ description: 'Days a review keeps the keyed hash of the address it was written from' }) reviewAddressKeyDays: number;
  @ApiProperty({ description: 'Longest a sign-in lasts, in days (SESSION_TTL_DAYS)' }) sessionMaxDays: number;
}

export function toRetentionResponse(config: AppConfig): RetentionResponse {
  return {
    signInAddressDays: config.retention.ipDays,
    contactAddressDays: config.retention.ipDays,
    contactMessageYears: CONTACT_RETENTION_YEARS,
    mailLogDays: config.retention.mailLogDays,
    reviewAddressKeyDays: CLIENT_KEY_RETENTION_DAYS,
    sessionMaxDays: config.sessionTtlDays,
  };
}
