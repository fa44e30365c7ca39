import { addressKey, clientNetwork } from './client-network.js';

describe('client networks', () => {
  it('keys IPv4 as is, IPv4-mapped IPv6 as IPv4, and IPv6 by its /64', () => {
    expect(addressKey('203.0.113.7')).toBe('203.0.113.7');
    expect(addressKey('::ffff:203.0.113.7')).toBe('203.0.113.7');
    expect(addressKey('2001:db8:1:2:aaaa:bbbb:cccc:dddd')).toBe('2001:db8:1:2::/64');
    expect(addressKey('2001:DB8:1:2::1')).toBe('2001:db8:1:2::/64');
    expect(addressKey('::1')).toBe('::/64');
    expect(addressKey('not an address')).toBe('not an address');
  });

  it('answers the bytes of the network, or undefined for what is not an address', () => {
    expect(Array.from(clientNetwork('10.1.2.3')!)).toEqual([10, 1, 2, 3]);
    expect(clientNetwork('2001:db8::1')!.length).toBe(8);
    expect(clientNetwork('nope')).toBeUndefined();
  });
});
