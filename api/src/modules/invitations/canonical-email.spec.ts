import { canonicalEmail } from './canonical-email.js';

describe('canonicalEmail', () => {
  it('reads +tags, case and Gmail dots as the one mailbox they reach', () => {
    expect(canonicalEmail('Ann.Lee+shop@GoogleMail.com')).toBe('annlee@gmail.com');
    expect(canonicalEmail('ann.lee@gmail.com')).toBe('annlee@gmail.com');
    expect(canonicalEmail('victim+x@example.org')).toBe('victim@example.org');
    expect(canonicalEmail('Victim@Example.org')).toBe('victim@example.org');
  });

  it('keeps dots elsewhere: at most providers they name another mailbox', () => {
    expect(canonicalEmail('ann.lee@example.org')).toBe('ann.lee@example.org');
  });
});
