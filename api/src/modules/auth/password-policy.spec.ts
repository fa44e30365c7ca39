import { PasswordPolicy } from './password-policy.js';

describe('PasswordPolicy', () => {
  const policy = new PasswordPolicy();

  it.each(['password', '12345678', 'password1', 'Password1!', 'P@ssw0rd', 'qwertyuiop', 'iloveyou2', 'Summer2024', 'aaaaaaaa', 'abcdefgh', 'passwordpassword', 'trustpilot1'])(
    'refuses the common or trivial %j',
    (password) => expect(policy.isGuessable(password)).toBe(true),
  );

  it.each(['correct horse battery', 'demo-password-1', 'a-brand-new-password', 'kqzmtrwp', 'Jane.Doe1985'])('accepts %j', (password) => {
    expect(policy.isGuessable(password)).toBe(false);
  });

  it("refuses the person's own name and email", () => {
    expect(policy.isGuessable('zorblaxfinch', [])).toBe(false);
    expect(policy.isGuessable('zorblaxfinch', ['Zorblax', 'Finch', 'zf@example.com'])).toBe(true);
    expect(policy.isGuessable('jane.doe@example.com', ['Jane', 'Doe', 'jane.doe@example.com'])).toBe(true);
  });

  it('checks a long password by its first 64 characters (the estimate costs time with the length)', () => {
    expect(policy.isGuessable('p@$$w0rd'.repeat(16))).toBe(true);
    expect(policy.isGuessable(`${'aaaaaaaa'.repeat(8)}-Xq93!zzTr-more-words`)).toBe(true);
    expect(policy.isGuessable(`${'aaaaaaaa'.repeat(7)}-Xq93!zzTr-more-words`)).toBe(false);
  });
});
