import { ValidateIf } from 'class-validator';

/**
 * The field may be left out; when it is given, even as null, every rule below applies. null is
 * not "absent": class-validator's IsOptional skips null too and lets it reach a NOT NULL column.
 * A field to which null means something (a picture removed) says so with its own ValidateIf.
 */
export const Optional = () => ValidateIf((_object, value) => value !== undefined);
