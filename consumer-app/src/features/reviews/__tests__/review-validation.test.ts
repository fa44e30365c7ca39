import { validateContent, validateExperienceDate, validateRating, validateReview, validateTitle, validateTopic } from '../utils/review-validation';

describe('review rules', () => {
  it('needs a whole star rating from 1 to 5', () => {
    expect(validateRating(null)).toBe('Please choose a star rating from 1 to 5');
    expect(validateRating(0)).toBe('Rating must be a whole number of stars from 1 to 5');
    expect(validateRating(6)).toBe('Rating must be a whole number of stars from 1 to 5');
    expect(validateRating(3.5)).toBe('Rating must be a whole number of stars from 1 to 5');
    expect(validateRating(1)).toBeUndefined();
    expect(validateRating(5)).toBeUndefined();
  });

  it('needs a title of 3 to 120 characters once trimmed', () => {
    expect(validateTitle('  ')).toBe('Please give your review a title');
    expect(validateTitle(' ab ')).toBe('Title must be between 3 and 120 characters');
    expect(validateTitle('abc')).toBeUndefined();
    expect(validateTitle('x'.repeat(120))).toBeUndefined();
    expect(validateTitle('x'.repeat(121))).toBe('Title must be between 3 and 120 characters');
  });

  it('needs text of 10 to 5000 characters once trimmed', () => {
    expect(validateContent('')).toBe('Please write about your experience');
    expect(validateContent('  too short  ')).toBe('Review text must be between 10 and 5000 characters');
    expect(validateContent('Ten chars!')).toBeUndefined();
    expect(validateContent('x'.repeat(5001))).toBe('Review text must be between 10 and 5000 characters');
  });

  it('accepts no topic or one of the five', () => {
    expect(validateTopic('')).toBeUndefined();
    expect(validateTopic('Delivery')).toBeUndefined();
    expect(validateTopic('Price')).toBe('Topic must be one of: Customer Service, Product Quality, Delivery, Value for Money, User Experience');
  });

  it('checks the whole form, company included', () => {
    expect(validateReview({ companyId: '', rating: null, title: '', content: '', topic: '', experienceDate: '', incentive: '', connection: '' })).toEqual({
      companyId: 'Please choose a company to review',
      rating: 'Please choose a star rating from 1 to 5',
      title: 'Please give your review a title',
      content: 'Please write about your experience',
      experienceDate: 'Please give the date of your experience',
      incentive: 'Please say whether you received anything for writing this review',
      connection: 'Please say whether you are connected to this company',
    });
    const yesterday = new Date(Date.now() - 86_400_000);
    const experienceDate = `${yesterday.getFullYear()}-${String(yesterday.getMonth() + 1).padStart(2, '0')}-${String(yesterday.getDate()).padStart(2, '0')}`;
    const valid = { companyId: 'c1', rating: 4, title: 'Quick delivery', content: 'Arrived the next day, well packed.', topic: 'Delivery', experienceDate, incentive: 'gift', connection: 'none' } as const;
    expect(validateReview(valid)).toEqual({});
    // A connected reviewer is told before sending.
    expect(validateReview({ ...valid, connection: 'employee' })).toEqual({ connection: 'People connected to a company cannot review it' });
  });

  it('takes a date of experience from today back to three years, as the API does, with its messages', () => {
    const now = new Date(2026, 10, 29, 12);
    expect(validateExperienceDate('', now)).toBe('Please give the date of your experience');
    expect(validateExperienceDate('2026-11-29', now)).toBeUndefined();
    expect(validateExperienceDate('2026-11-30', now)).toBe('Date of experience cannot be in the future');
    expect(validateExperienceDate('2023-11-30', now)).toBeUndefined();
    expect(validateExperienceDate('2023-11-29', now)).toBe('Date of experience must be within the last 3 years (2023-11-30 or later)');
    expect(validateExperienceDate('2026-02-30', now)).toBe('Date of experience must be a real date (2026-02-30 does not exist)');
  });
});
