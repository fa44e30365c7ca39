// The Idempotency-Key header of POST /api/v1/invitations: required, checked before anything is sent.
import { BadRequestException } from '@nestjs/common';
import { createHash } from 'node:crypto';

export const IDEMPOTENCY_HEADER = 'Idempotency-Key';
export const MISSING_IDEMPOTENCY_KEY =
  'Please send an Idempotency-Key header with a value unique to this invitation, such as your order number, so that a retried request never sends it twice.';
export const MALFORMED_IDEMPOTENCY_KEY = 'The Idempotency-Key header must be 1 to 255 visible ASCII characters, without spaces.';
export const DIFFERENT_REQUEST = 'This Idempotency-Key was already used with a different request. Please send a new key for a new invitation.';

/** The header's value, checked: 1 to 255 visible ASCII characters. */
export function idempotencyKeyOf(value: string | string[] | undefined): string {
  if (value === undefined || value === '') throw new BadRequestException(MISSING_IDEMPOTENCY_KEY);
  if (typeof value !== 'string' || !/^[\x21-\x7e]{1,255}$/.test(value)) throw new BadRequestException(MALFORMED_IDEMPOTENCY_KEY);
  return value;
}

/** What tells one request from another under a key: its fields as validated (normalised), in a fixed order. */
export function requestHash(fields: readonly unknown[]): string {
  return createHash('sha256').update(JSON.stringify(fields)).digest('hex');
}
