import { Transform } from 'class-transformer';

/** Trims surrounding white space of string input; other types pass through to fail validation. */
export const Trim = () => Transform(({ value }) => (typeof value === 'string' ? value.trim() : value));

/** Trims and lower-cases, for emails. */
export const NormaliseEmail = () =>
  Transform(({ value }) => (typeof value === 'string' ? value.trim().toLowerCase() : value));
