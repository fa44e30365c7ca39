import { applyDecorators } from '@nestjs/common';

/**
 * A property's validation rules composed into one decorator, written as they would be stacked on
 * the property: the most basic rule first ("must be text" before "at most 60 characters").
 * Stacked decorators apply bottom-up, and the validation pipe answers, per field, the message of
 * the rule written first, which is the one applied last (pipes/validation.ts). applyDecorators
 * applies top-down, so it would answer the last rule's message instead ("?offset=x" answered "at
 * most 100000"): these are applied in reverse, as if stacked.
 */
export const ValidationRules = (...decorators: PropertyDecorator[]): PropertyDecorator => applyDecorators(...[...decorators].reverse());
