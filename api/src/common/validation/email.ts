import { isEmail, ValidateBy, type ValidationOptions } from 'class-validator';

// Half of a UTF-16 pair without its other half: not text any mail system can carry.
const LONE_SURROGATE = /[\uD800-\uDBFF](?![\uDC00-\uDFFF])|(?<![\uD800-\uDBFF])[\uDC00-\uDFFF]/;

/**
 * An email address, as class-validator's IsEmail checks it, except that text its checker cannot
 * read (a lone UTF-16 surrogate makes it throw "URI malformed") is simply not an email address.
 */
export function IsEmailAddress(options: ValidationOptions): PropertyDecorator {
  return ValidateBy(
    {
      name: 'isEmail',
      validator: {
        validate: (value: unknown) => {
          if (typeof value !== 'string' || LONE_SURROGATE.test(value)) return false;
          try {
            return isEmail(value);
          } catch {
            return false;
          }
        },
      },
    },
    options,
  );
}
