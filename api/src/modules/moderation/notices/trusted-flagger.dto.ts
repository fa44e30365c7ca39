import { Transform } from 'class-transformer';
import { ApiProperty } from '@nestjs/swagger';
import { ArrayMaxSize, IsArray, IsNotEmpty, IsString, Matches, MaxLength } from 'class-validator';
import { IsEmailAddress } from '../../../common/validation/email.js';
import { Trim } from '../../../common/validation/transforms.js';
import type { TrustedFlaggerRow } from './notices.repository.js';

const DOMAIN = /^(?=.{1,253}$)([a-z0-9](?:[a-z0-9-]{0,61}[a-z0-9])?\.)+[a-z]{2,63}$/;
const lowerAll = ({ value }: { value: unknown }) => (Array.isArray(value) ? value.map((v) => (typeof v === 'string' ? v.trim().toLowerCase() : v)) : value);

export class TrustedFlaggerDto {
  @ApiProperty({ maxLength: 200, example: 'Consumer Protection Association' })
  @Trim()
  @IsString({ message: 'Name is required' })
  @IsNotEmpty({ message: 'Name is required' })
  @MaxLength(200, { message: 'Name must be at most 200 characters' })
  name: string;

  @ApiProperty({ type: [String], example: ['consumers.example'], description: 'Email domains it sends from (any address at them)' })
  @TransformArray()
  @IsArray({ message: 'Domains must be a list' })
  @ArrayMaxSize(20, { message: 'At most 20 domains' })
  @Matches(DOMAIN, { each: true, message: 'Each domain must be a domain name such as consumers.example' })
  domains: string[];

  @ApiProperty({ type: [String], example: ['notices@consumers.example'], description: 'Single addresses it sends from' })
  @TransformArray()
  @IsArray({ message: 'Emails must be a list' })
  @ArrayMaxSize(50, { message: 'At most 50 email addresses' })
  @IsEmailAddress({ each: true, message: 'Each email must be a valid email address' })
  emails: string[];
}

/** Trimmed and lower-cased, each entry. */
function TransformArray(): PropertyDecorator {
  return Transform(lowerAll);
}

export class TrustedFlaggerResponse {
  @ApiProperty({ format: 'uuid' }) id: string;
  @ApiProperty() name: string;
  @ApiProperty({ type: [String] }) domains: string[];
  @ApiProperty({ type: [String] }) emails: string[];
  @ApiProperty({ format: 'date-time' }) createdAt: string;
}

export function toTrustedFlaggerResponse(r: TrustedFlaggerRow): TrustedFlaggerResponse {
  return { id: r.id, name: r.name, domains: r.domains, emails: r.emails, createdAt: r.createdAt.toISOString() };
}
