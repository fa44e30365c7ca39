import type { ArgumentMetadata } from '@nestjs/common';
import { CreateCompanyDto, ListCompaniesQuery } from '../../modules/companies/dto/company.dto.js';
import { LoginDto, RegisterDto } from '../../modules/auth/dto/auth.dto.js';
import { ApiInvitationDto } from '../../modules/api-keys/dto/business-api.dto.js';
import { CreateReviewDto } from '../../modules/reviews/dto/review.dto.js';
import { CastVoteDto } from '../../modules/reviews/votes/dto/vote.dto.js';
import { createValidationPipe } from './validation.js';

const pipe = createValidationPipe();

async function check<T>(metatype: new () => T, value: unknown, type: ArgumentMetadata['type'] = 'body'): Promise<{ ok: true; value: T } | { ok: false; message: string }> {
  try {
    return { ok: true, value: await pipe.transform(value, { type, metatype }) };
  } catch (e) {
    return { ok: false, message: (e as { response: { message: string } }).response.message };
  }
}

describe('validation rules', () => {
  it('normalises and accepts a good sign-up', async () => {
    const res = await check(RegisterDto, { firstName: ' Jane ', lastName: 'Doe', email: ' Jane@Example.COM ', password: '12345678' });
    expect(res).toEqual({ ok: true, value: expect.objectContaining({ firstName: 'Jane', email: 'jane@example.com' }) });
  });

  it('joins every problem into one sentence-per-field message', async () => {
    const res = await check(RegisterDto, { firstName: '', email: 'nope', password: 'short' });
    expect(res).toEqual({
      ok: false,
      message: 'First name is required. Last name is required. Please enter a valid email address. Password must be between 8 and 128 characters.',
    });
  });

  it('names unknown fields instead of dropping them silently', async () => {
    expect(await check(LoginDto, { email: 'a@b.co', password: 'x', remember: true })).toEqual({ ok: false, message: 'Unknown field "remember".' });
  });

  it.each([
    [{ rating: 0 }, /whole number of stars from 1 to 5/],
    [{ rating: 4.5 }, /whole number of stars from 1 to 5/],
    [{ rating: '5' }, /whole number of stars from 1 to 5/],
    [{ title: 'ab' }, /Title must be between 3 and 120/],
    [{ content: 'too short' }, /between 10 and 5000/],
    [{ topic: 'Shipping' }, /Topic must be one of/],
    [{ companyId: 'not-a-uuid' }, /choose a company/],
  ])('refuses a review with %j', async (patch, message) => {
    const good = { companyId: '7f1d7bd4-6d50-4d0c-9a0c-d1f3a7d1a7a1', rating: 4, title: 'Good', content: 'Quick and friendly service.' };
    const res = await check(CreateReviewDto, { ...good, ...patch });
    expect(res.ok).toBe(false);
    expect(!res.ok && res.message).toMatch(message);
    expect((await check(CreateReviewDto, good)).ok).toBe(true);
  });

  it('accepts only the two vote types', async () => {
    expect((await check(CastVoteDto, { voteType: 'helpful' })).ok).toBe(true);
    expect((await check(CastVoteDto, { voteType: 'not_helpful' })).ok).toBe(true);
    expect((await check(CastVoteDto, { voteType: 'funny' })).ok).toBe(false);
  });

  it('requires a listed category and a website for a new company', async () => {
    const res = await check(CreateCompanyDto, { name: 'Acme', category: 'Bakeries', website: 'acme' });
    expect(res).toEqual({ ok: false, message: 'Please choose one of the listed categories. Please enter a valid website address, such as https://www.example.com.' });
  });

  it('reads query integers as plain decimal digits only', async () => {
    expect(await check(ListCompaniesQuery, { limit: '25', offset: '50' }, 'query')).toEqual({ ok: true, value: expect.objectContaining({ limit: 25, offset: 50 }) });
    for (const limit of ['0x10', '1e2', '-1', '101', ' 5']) {
      expect((await check(ListCompaniesQuery, { limit }, 'query')).ok).toBe(false);
    }
  });

  // Composed rules (ValidationRules) answer like stacked ones: the most basic rule that fails.
  it.each([
    [{ offset: 'x' }, 'Offset must be a whole number.'],
    [{ offset: '-1' }, 'Offset must be 0 or more.'],
    [{ offset: '100001' }, 'Offset must be at most 100000.'],
    [{ limit: 'ten' }, 'Limit must be a whole number.'],
    [{ limit: '0' }, 'Limit must be between 1 and 100.'],
  ])('answers a paging query %j with its basic rule', async (query, message) => {
    expect(await check(ListCompaniesQuery, query, 'query')).toEqual({ ok: false, message });
  });

  it.each([
    [{ name: '' }, "Please enter the customer's name."],
    [{ name: null }, "Please enter the customer's name."],
    [{ name: 'Sam\nTaylor' }, 'Name cannot contain line breaks or control characters.'],
    [{ reference: null }, 'Reference must be text.'],
    [{ reference: 42 }, 'Reference must be text.'],
    [{ reference: 'x'.repeat(101) }, 'Reference must be at most 100 characters.'],
    [{ email: null }, 'Please enter a valid email address.'],
  ])('answers an invitation %j with its basic rule', async (patch, message) => {
    const good = { email: 'sam@example.net', name: 'Sam Taylor', reference: 'Order 1042' };
    expect((await check(ApiInvitationDto, good)).ok).toBe(true);
    expect(await check(ApiInvitationDto, { ...good, ...patch })).toEqual({ ok: false, message });
  });
});
