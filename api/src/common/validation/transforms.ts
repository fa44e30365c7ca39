import { Transform } from 'class-transformer';

/** Trims surrounding white space of string input; other types pass through to fail validation. */
export const Trim = () => Transform(({ value }) => (typeof value === 'string' ? value.trim() : value));

/** Trims and lower-cases, for emails. */
export const NormaliseEmail = () =>
  Transform(({ value }) => (typeof value === 'string' ? value.trim().toLowerCase() : value));

/** Query integers: plain decimal digits, negative too ("-1" fails its minimum, "0x10", "1e3" and " 5" fail as NaN). */
export const ToInt = () =>
  Transform(({ value }) => (typeof value === 'string' && /^-?\d{1,9}$/.test(value) ? Number(value) : typeof value === 'number' ? value : NaN));
