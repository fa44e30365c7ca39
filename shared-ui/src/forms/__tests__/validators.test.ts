import { isWebAddress, passwordStrength, validateConfirmPassword, validateEmail, validateName, validateNewPassword, validateOptionalHttpsUrl } from '../validators';

describe('validateEmail', () => {
  it.each(['jane@example.com', ' jane.doe+reviews@mail.example.co.uk ', 'a@b.io'])('accepts %p', (email) => {
    expect(validateEmail(email)).toBeUndefined();
  });

  it('asks for an email when empty', () => {
    expect(validateEmail('   ')).toBe('Email is required');
  });

  it.each(['jane', 'jane@', 'jane@example', 'jane@example.c', 'ja ne@example.com', 'jane@@example.com', `${'a'.repeat(250)}@x.com`])(
    'rejects %p with the API sentence',
    (email) => {
      expect(validateEmail(email)).toBe('Please enter a valid email address');
    },
  );
});

describe('validateNewPassword', () => {
  it('needs 8 to 128 characters', () => {
    expect(validateNewPassword('')).toBe('Password is required');
    expect(validateNewPassword('1234567')).toBe('Password must be between 8 and 128 characters');
    expect(validateNewPassword('kqzmtrwp')).toBeUndefined();
    expect(validateNewPassword('x'.repeat(128))).toBeUndefined();
    expect(validateNewPassword('x'.repeat(129))).toBe('Password must be between 8 and 128 characters');
  });

  it.each(['password', '12345678', 'Password1', 'QWERTYUIOP', 'iloveyou'])('refuses the common password %p with the API sentence', (password) => {
    expect(validateNewPassword(password)).toBe(
      'This password is too common or too easy to guess. Please choose another one, for example a few unrelated words.',
    );
  });

  it('leaves the rest to the API', () => {
    expect(validateNewPassword('brand-new-password')).toBeUndefined();
  });
});

describe('validateConfirmPassword', () => {
  it('must repeat the password', () => {
    expect(validateConfirmPassword('', 'secret-password')).toBe('Please confirm the password');
    expect(validateConfirmPassword('secret-passwore', 'secret-password')).toBe('The passwords do not match');
    expect(validateConfirmPassword('secret-password', 'secret-password')).toBeUndefined();
  });
});

describe('validateName', () => {
  it('needs 1 to 60 characters once trimmed', () => {
    expect(validateName('  ', 'First name')).toBe('First name is required');
    expect(validateName('J', 'First name')).toBeUndefined();
    expect(validateName(` ${'x'.repeat(60)} `, 'Last name')).toBeUndefined();
    expect(validateName('x'.repeat(61), 'Last name')).toBe('Last name must be at most 60 characters');
  });
});

describe('web addresses', () => {
  it('isWebAddress checks protocol and a real top-level domain', () => {
    expect(isWebAddress('https://example.com/logo.png', ['https'])).toBe(true);
    expect(isWebAddress('http://example.com', ['https'])).toBe(false);
    expect(isWebAddress('http://example.com', ['http', 'https'])).toBe(true);
    expect(isWebAddress('https://localhost/x.png', ['https'])).toBe(false);
    expect(isWebAddress('https://exa mple.com', ['https'])).toBe(false);
    expect(isWebAddress('javascript:alert(1)', ['http', 'https'])).toBe(false);
  });

  it('validateOptionalHttpsUrl allows empty and needs https otherwise', () => {
    expect(validateOptionalHttpsUrl('', 500, 'Logo must be an https URL')).toBeUndefined();
    expect(validateOptionalHttpsUrl('https://cdn.example.com/me.jpg', 500, 'x')).toBeUndefined();
    expect(validateOptionalHttpsUrl('http://cdn.example.com/me.jpg', 500, 'Logo must be an https URL')).toBe('Logo must be an https URL');
    expect(validateOptionalHttpsUrl(`https://example.com/${'a'.repeat(500)}`, 500, 'x')).toBe('The address must be at most 500 characters');
  });
});

describe('passwordStrength', () => {
  it('grades length and variety', () => {
    expect(passwordStrength('')).toEqual({ score: 0, label: '' });
    expect(passwordStrength('abc')).toEqual({ score: 1, label: 'Weak' });
    expect(passwordStrength('abcdefgh').label).toBe('Fair');
    expect(passwordStrength('abcdefgh12AB').label).toBe('Good');
    expect(passwordStrength('Correct-Horse-42-Battery').label).toBe('Strong');
  });
});

