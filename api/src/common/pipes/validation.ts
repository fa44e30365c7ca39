import { type ArgumentMetadata, BadRequestException, HttpException, type ValidationError, ValidationPipe } from '@nestjs/common';

/**
 * The one validation mechanism: whitelisting DTOs, problems joined into one readable message. A
 * validator or transform that throws on what it was given (rather than answering "invalid") was
 * given bad input too: that is a 400 with a sentence, never a 500.
 */
class RequestValidationPipe extends ValidationPipe {
  override async transform(value: unknown, metadata: ArgumentMetadata): Promise<unknown> {
    try {
      return await super.transform(value, metadata);
    } catch (error) {
      if (error instanceof HttpException) throw error;
      throw new BadRequestException('The request contains a value that could not be read.');
    }
  }
}

export function createValidationPipe(): ValidationPipe {
  return new RequestValidationPipe({
    whitelist: true,
    forbidNonWhitelisted: true,
    transform: true,
    exceptionFactory: (errors) => new BadRequestException(validationMessage(errors)),
  });
}

export function validationMessage(errors: ValidationError[]): string {
  const sentences = flatten(errors).map((s) => {
    const trimmed = s.trim();
    const capitalised = trimmed.charAt(0).toUpperCase() + trimmed.slice(1);
    return /[.!?]$/.test(capitalised) ? capitalised : `${capitalised}.`;
  });
  return sentences.length ? sentences.join(' ') : 'The request is not valid.';
}

function flatten(errors: ValidationError[], prefix = ''): string[] {
  const out: string[] = [];
  for (const error of errors) {
    const field = prefix + error.property;
    // One message per field: class-validator runs decorators bottom-up, so the last entry is
    // the rule written first, the most basic one ("is required" before "at most 60 characters").
    const entries = Object.entries(error.constraints ?? {});
    const last = entries[entries.length - 1];
    if (last) out.push(last[0] === 'whitelistValidation' ? `Unknown field "${field}"` : last[1]);
    if (error.children?.length) out.push(...flatten(error.children, `${field}.`));
  }
  return out;
}
