import { charCount, validateContact } from '../validate-contact';

const valid = { name: 'Jane Doe', email: 'jane@example.com', topic: 'general', message: 'A message that is long enough.' };

describe('validateContact', () => {
  it('accepts a complete message', () => {
    expect(validateContact(valid)).toEqual({});
  });

  it('applies the API’s rules to each field', () => {
    expect(validateContact({ ...valid, name: '   ' }).name).toBe('Please enter your name.');
    expect(validateContact({ ...valid, name: 'n'.repeat(101) }).name).toBe('Your name must be at most 100 characters.');
    expect(validateContact({ ...valid, name: 'n'.repeat(100) }).name).toBeUndefined();
    for (const bad of ['jane', 'jane@', 'jane@example', 'jane doe@example.com', '@example.com']) {
      expect(validateContact({ ...valid, email: bad }).email).toBe('Please enter a valid email address, like name@example.com.');
    }
    expect(validateContact({ ...valid, email: ' jane.doe+tr@mail.example.co.uk ' }).email).toBeUndefined();
    expect(validateContact({ ...valid, topic: '' }).topic).toBe('Please choose what your message is about.');
    expect(validateContact({ ...valid, topic: 'billing' }).topic).toBe('Please choose what your message is about.');
    expect(validateContact({ ...valid, message: '  123456789  ' }).message).toBe('Your message must be at least 10 characters.');
    expect(validateContact({ ...valid, message: 'm'.repeat(5001) }).message).toBe('Your message must be at most 5,000 characters.');
    expect(validateContact({ ...valid, message: 'm'.repeat(5000) }).message).toBeUndefined();
  });

  it('counts characters as the API does, an emoji as one', () => {
    expect(charCount('😀😀')).toBe(2);
    expect(validateContact({ ...valid, message: '😀'.repeat(10) }).message).toBeUndefined();
  });
});
