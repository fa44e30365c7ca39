import { safeRedirect } from '../safe-redirect';

describe('safeRedirect', () => {
  it.each([
    ['/write-review', '/write-review'],
    ['/companies/42?sort=newest#reviews', '/companies/42?sort=newest#reviews'],
    ['/', '/'],
  ])('keeps the same-site path %p', (target, expected) => {
    expect(safeRedirect(target)).toBe(expected);
  });

  it.each([null, undefined, '', 'https://evil.example', '//evil.example', '/\\evil.example', 'javascript:alert(1)', 'write-review', '/\t/evil.example'])(
    'falls back to home for %p',
    (target) => {
      expect(safeRedirect(target)).toBe('/');
    },
  );

  it('uses the given fallback', () => {
    expect(safeRedirect('//evil.example', '/profile')).toBe('/profile');
  });
});
