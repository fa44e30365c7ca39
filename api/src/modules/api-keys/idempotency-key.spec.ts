import { BadRequestException } from '@nestjs/common';
import { idempotencyKeyOf, MALFORMED_IDEMPOTENCY_KEY, MISSING_IDEMPOTENCY_KEY, requestHash } from './idempotency-key.js';

describe('Idempotency-Key', () => {
  it('takes 1 to 255 visible ASCII characters', () => {
    expect(idempotencyKeyOf('order-1042')).toBe('order-1042');
    expect(idempotencyKeyOf('~'.repeat(255))).toHaveLength(255);
    expect(idempotencyKeyOf('!')).toBe('!');
  });

  it('asks for one when it is missing', () => {
    expect(() => idempotencyKeyOf(undefined)).toThrow(new BadRequestException(MISSING_IDEMPOTENCY_KEY));
    expect(() => idempotencyKeyOf('')).toThrow(new BadRequestException(MISSING_IDEMPOTENCY_KEY));
  });

  it.each([['a'.repeat(256)], ['order 1042'], ['ordre-é'], ['tab\there'], [['a', 'b']]])('refuses %p', (value) => {
    expect(() => idempotencyKeyOf(value)).toThrow(new BadRequestException(MALFORMED_IDEMPOTENCY_KEY));
  });

  it('hashes the same fields alike and different fields apart', () => {
    expect(requestHash(['a@example.net', 'Sam', null])).toBe(requestHash(['a@example.net', 'Sam', null]));
    expect(requestHash(['a@example.net', 'Sam', null])).not.toBe(requestHash(['a@example.net', 'Sam', 'Order 1']));
    // Field boundaries count: ["ab", "c"] is not ["a", "bc"].
    expect(requestHash(['ab', 'c'])).not.toBe(requestHash(['a', 'bc']));
  });
});
