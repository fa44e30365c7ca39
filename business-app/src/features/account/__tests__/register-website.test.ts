import { withScheme } from 'shared-ui';

describe('the website given at registration', () => {
  it('adds https:// to a website typed without a scheme', () => {
    expect(withScheme(' juniper.test ')).toBe('https://juniper.test');
    expect(withScheme('http://juniper.test')).toBe('http://juniper.test');
  });
});
