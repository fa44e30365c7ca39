/**
 * @jest-environment node
 */
// The date rules of the review and invitation forms: the API's, with its bound and its messages.
import fs from 'node:fs';
import path from 'node:path';
import { earliestPastDayIso, PAST_DAY_MAX_YEARS, pastDayProblem, todayIso } from '../past-day';

const now = new Date(2026, 10, 29, 12);

test('offers today back to the bound, and names what is wrong otherwise', () => {
  expect(todayIso(now)).toBe('2026-11-29');
  expect(earliestPastDayIso(now)).toBe('2023-11-30');
  expect(pastDayProblem('Order date', '2026-11-29', now)).toBeUndefined();
  expect(pastDayProblem('Order date', '2026-11-30', now)).toBe('Order date cannot be in the future');
  expect(pastDayProblem('Order date', '2023-11-29', now)).toBe('Order date must be within the last 3 years (2023-11-30 or later)');
  expect(pastDayProblem('Order date', '3/11/2026', now)).toBe('Order date must be a date written YYYY-MM-DD');
  expect(pastDayProblem('Order date', '2025-02-29', now)).toBe('Order date must be a real date (2025-02-29 does not exist)');
});

test('holds the same bound as the API, as its OpenAPI document states it', () => {
  const doc = JSON.parse(fs.readFileSync(path.resolve(__dirname, '..', '..', '..', '..', 'api', 'openapi.json'), 'utf8'));
  const description: string = doc.components.schemas.CreateReviewDto.properties.experienceDate.description;
  expect(description).toContain(`at most ${PAST_DAY_MAX_YEARS} years ago`);
});
