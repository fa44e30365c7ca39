import { validateProfile } from '../utils/account-validation';

describe('profile rules', () => {
  it('profile: names required, picture optional but https', () => {
    expect(validateProfile({ firstName: 'Jane', lastName: 'Doe', profileImageUrl: '' })).toEqual({});
    expect(validateProfile({ firstName: '', lastName: 'x'.repeat(61), profileImageUrl: 'http://cdn.example.com/me.png' })).toEqual({
      firstName: 'First name is required',
      lastName: 'Last name must be at most 60 characters',
      profileImageUrl: 'Profile image must be an https URL',
    });
  });
});
