import { NotFoundException, type PipeTransform } from '@nestjs/common';

const UUID = /^[0-9a-f]{8}-[0-9a-f]{4}-[0-9a-f]{4}-[0-9a-f]{4}-[0-9a-f]{12}$/i;

export function isUuid(value: string): boolean {
  return UUID.test(value);
}

// Ids are opaque: one that cannot exist is "not found", never a 400 or a database error.
export class ParseIdPipe implements PipeTransform<string, string> {
  constructor(private readonly resource: string) {}

  transform(value: string): string {
    if (typeof value !== 'string' || !isUuid(value)) throw new NotFoundException(`${this.resource} not found.`);
    return value.toLowerCase();
  }
}
