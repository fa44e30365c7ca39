import { isFreeMailDomain, registrableDomain, verifiesByEmailDomain } from './claim-rules.js';

describe('claim rules', () => {
  it('reduces hosts and addresses to their registrable domain', () => {
    expect(registrableDomain('https://www.northwind.com/about')).toBe('northwind.com');
    expect(registrableDomain('shop.eu.northwind.co.uk')).toBe('northwind.co.uk');
    expect(registrableDomain('localhost')).toBeNull();
  });

  it('verifies a confirmed address on the website domain, www and subdomains included', () => {
    expect(verifiesByEmailDomain('ann@northwind.com', true, 'https://www.northwind.com')).toBe(true);
    expect(verifiesByEmailDomain('ann@mail.northwind.com', true, 'https://northwind.com')).toBe(true);
    expect(verifiesByEmailDomain('ann@northwind.co.uk', true, 'https://shop.northwind.co.uk/')).toBe(true);
  });

  it('does not verify other domains, look-alikes or unconfirmed addresses', () => {
    expect(verifiesByEmailDomain('ann@northwind.com', false, 'https://northwind.com')).toBe(false);
    expect(verifiesByEmailDomain('ann@northwind.net', true, 'https://northwind.com')).toBe(false);
    expect(verifiesByEmailDomain('ann@northwind.com.evil.io', true, 'https://northwind.com')).toBe(false);
    expect(verifiesByEmailDomain('ann@co.uk', true, 'https://northwind.co.uk')).toBe(false);
    expect(verifiesByEmailDomain('ann@northwind.com', true, null)).toBe(false);
  });

  it('never verifies by a free mail domain, even for the mail provider itself', () => {
    expect(isFreeMailDomain('gmail.com')).toBe(true);
    expect(isFreeMailDomain('northwind.com')).toBe(false);
    expect(verifiesByEmailDomain('someone@gmail.com', true, 'https://www.gmail.com')).toBe(false);
    expect(verifiesByEmailDomain('someone@outlook.com', true, 'https://outlook.com')).toBe(false);
  });
});
