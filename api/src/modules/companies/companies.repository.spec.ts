import { likePattern } from './companies.repository.js';

describe('likePattern', () => {
  it('treats LIKE wildcards and backslashes as plain characters', () => {
    expect(likePattern('50%_off\\')).toBe('%50\\%\\_off\\\\%');
  });

  it('lower-cases for the case-insensitive index', () => {
    expect(likePattern('ABC')).toBe('%abc%');
  });
});
