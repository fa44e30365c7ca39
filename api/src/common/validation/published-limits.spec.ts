// Every limit a request DTO validates is published in the OpenAPI document, with the same value:
// the front ends read their field limits from that document, so a limit validated but not
// published (or published differently) would let a form accept what the API refuses.
import 'reflect-metadata';
import { getMetadataStorage } from 'class-validator';
import { ChangePasswordDto, ForgotPasswordDto, LoginDto, RegisterDto, ResetPasswordDto, UpdateProfileDto, VerifyEmailDto } from '../../modules/auth/dto/auth.dto.js';
import { CreateCompanyDto, ListCompaniesQuery } from '../../modules/companies/dto/company.dto.js';
import { ContactDto } from '../../modules/contact/dto/contact.dto.js';
import { CreateReviewDto, UpdateReviewDto } from '../../modules/reviews/dto/review.dto.js';
import { CastVoteDto } from '../../modules/reviews/votes/dto/vote.dto.js';

const REQUEST_DTOS = [
  RegisterDto,
  LoginDto,
  UpdateProfileDto,
  ChangePasswordDto,
  ForgotPasswordDto,
  ResetPasswordDto,
  VerifyEmailDto,
  CreateCompanyDto,
  ListCompaniesQuery,
  CreateReviewDto,
  UpdateReviewDto,
  CastVoteDto,
  ContactDto,
];

type Limits = { minLength?: number; maxLength?: number; minimum?: number; maximum?: number; enum?: unknown[] };

/** What class-validator checks of each field, in OpenAPI's words. */
function validatedLimits(dto: new () => unknown): Record<string, Limits> {
  const out: Record<string, Limits> = {};
  for (const m of getMetadataStorage().getTargetValidationMetadatas(dto, '', true, false)) {
    const field = (out[m.propertyName] ??= {});
    const [a, b] = (m.constraints ?? []) as [unknown, unknown];
    switch (m.name ?? m.type) {
      case 'maxLength':
        field.maxLength = a as number;
        break;
      case 'minLength':
        field.minLength = a as number;
        break;
      case 'isLength':
      case 'charLength':
        field.minLength = a as number;
        field.maxLength = b as number;
        break;
      case 'max':
        field.maximum = a as number;
        break;
      case 'min':
        field.minimum = a as number;
        break;
      case 'isIn':
        field.enum = [...(a as unknown[])];
        break;
    }
  }
  return out;
}

/** What the document says of each field (@ApiProperty). */
function publishedLimits(dto: new () => unknown): Record<string, Limits> {
  const names: string[] = Reflect.getMetadata('swagger/apiModelPropertiesArray', dto.prototype) ?? [];
  return Object.fromEntries(
    names.map((n) => {
      const name = n.replace(/^:/, '');
      const p = Reflect.getMetadata('swagger/apiModelProperties', dto.prototype, name) ?? {};
      const limits: Limits = {};
      for (const key of ['minLength', 'maxLength', 'minimum', 'maximum'] as const) if (p[key] !== undefined) limits[key] = p[key];
      if (p.enum) limits.enum = [...p.enum];
      return [name, limits];
    }),
  );
}

describe.each(REQUEST_DTOS.map((dto) => [dto.name, dto] as const))('%s', (_name, dto) => {
  it('publishes every validated limit with its value', () => {
    const validated = validatedLimits(dto);
    const published = publishedLimits(dto);
    const differences = Object.entries(validated).flatMap(([field, limits]) =>
      Object.entries(limits)
        .filter(([key, value]) => JSON.stringify(published[field]?.[key as keyof Limits]) !== JSON.stringify(value))
        .map(([key, value]) => `${field}.${key}: validated ${JSON.stringify(value)}, published ${JSON.stringify(published[field]?.[key as keyof Limits])}`),
    );
    expect(differences).toEqual([]);
  });
});
