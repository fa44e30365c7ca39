import { emailHost, isFreeMailDomain, registrableDomain, verifiesByEmailDomain } from './claim-rules.js';

describe('claim rules', () => {
  it('reads the registrable domain of a host', () => {
    expect(registrableDomain('www.northwind.com')).toBe('northwind.com');
    expect(registrableDomain('shop.eu.northwind.co.uk')).toBe('northwind.co.uk');
    expect(registrableDomain('localhost')).toBeNull();
  });

  it('verifies a confirmed address at exactly the site’s own registrable domain', () => {
    expect(verifiesByEmailDomain('ann@northwind.com', true, 'northwind.com')).toBe(true);
    expect(verifiesByEmailDomain('Ann@NorthWind.com.', true, 'northwind.com')).toBe(true);
    expect(verifiesByEmailDomain('ann@northwind.co.uk', true, 'northwind.co.uk')).toBe(true);
  });

  it('leaves an address at a subdomain to the DNS record or a moderator (customer.host.com is not host.com)', () => {
    expect(verifiesByEmailDomain('ann@mail.northwind.com', true, 'northwind.com')).toBe(false);
    expect(verifiesByEmailDomain('alumni@alumni.uni.edu', true, 'uni.edu')).toBe(false);
  });

  it('sends every other claim to a moderator or the DNS record', () => {
    expect(verifiesByEmailDomain('ann@northwind.com', false, 'northwind.com')).toBe(false);
    expect(verifiesByEmailDomain('ann@northwind.net', true, 'northwind.com')).toBe(false);
    expect(verifiesByEmailDomain('ann@northwind.com.evil.io', true, 'northwind.com')).toBe(false);
    expect(verifiesByEmailDomain('ann@co.uk', true, 'northwind.co.uk')).toBe(false);
    expect(verifiesByEmailDomain('ann@northwind.com', true, null)).toBe(false);
  });

  it('never verifies a subdomain page by email: each would be a new company verified at once', () => {
    expect(verifiesByEmailDomain('ann@northwind.co.uk', true, 'shop.northwind.co.uk')).toBe(false);
    expect(verifiesByEmailDomain('ann@northwind.com', true, 'parcel-help.northwind.com')).toBe(false);
  });

  it('reads an international address as punycode, and leaves look-alike-prone international domains to a person or DNS', () => {
    expect(emailHost('anna@Bücher.example')).toBe('xn--bcher-kva.example');
    expect(verifiesByEmailDomain('anna@bücher.de', true, 'xn--bcher-kva.de')).toBe(false);
    expect(verifiesByEmailDomain('ceo@pаypal.com', true, 'xn--pypal-4ve.com')).toBe(false);
  });

  it('knows free mail and forwarding-alias providers, which own no company pages by email', () => {
    for (const d of ['gmail.com', 'outlook.com', 'duck.com', 'mozmail.com', 'addy.io', 'simplelogin.com', 'tutanota.com', 'tuta.io', 'tuta.com', 'fastmail.com', 'posteo.de', 'mailfence.com', 'mailbox.org', 'proton.me', 'slmail.me', 'passinbox.com', 'riseup.net']) {
      expect([d, isFreeMailDomain(d)]).toEqual([d, true]);
      expect([d, verifiesByEmailDomain(`someone@${d}`, true, d)]).toEqual([d, false]);
    }
    expect(isFreeMailDomain('northwind.com')).toBe(false);
  });
});
