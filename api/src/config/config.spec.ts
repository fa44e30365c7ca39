import { loadConfig, parseTrustProxy } from './config.js';

describe('configuration', () => {
  describe('TRUST_PROXY', () => {
    it.each([
      [undefined, ['loopback']],
      ['', ['loopback']],
      ['true', true],
      ['TRUE', true],
      ['false', false],
      ['1', 1],
      ['2', 2],
      ['loopback', ['loopback']],
      ['10.0.0.1', ['10.0.0.1']],
      ['10.0.0.0/8, 172.16.0.0/12 ,::1', ['10.0.0.0/8', '172.16.0.0/12', '::1']],
      ['loopback,uniquelocal,fd00::/8', ['loopback', 'uniquelocal', 'fd00::/8']],
    ])('reads %j as %j', (value, expected) => {
      expect(parseTrustProxy(value)).toEqual(expected);
      expect(loadConfig(value === undefined ? {} : { TRUST_PROXY: value }, []).trustProxy).toEqual(expected);
    });

    it.each(['yes', '10.0.0.300', '10.0.0.0/33', 'proxy.example.com', '-1', '1.5'])('refuses %j at start with a sentence', (value) => {
      expect(() => loadConfig({ TRUST_PROXY: value }, [])).toThrow(/TRUST_PROXY must be true, false, a hop count or a comma-separated list/);
    });
  });

  describe('sessions', () => {
    it('lasts 30 days at most and ends after 14 idle days by default', () => {
      const config = loadConfig({}, []);
      expect(config.sessionTtlDays).toBe(30);
      expect(config.sessionIdleDays).toBe(14);
    });

    it('reads SESSION_IDLE_DAYS and refuses 0', () => {
      expect(loadConfig({ SESSION_IDLE_DAYS: '3' }, []).sessionIdleDays).toBe(3);
      expect(() => loadConfig({ SESSION_IDLE_DAYS: '0' }, [])).toThrow(/SESSION_IDLE_DAYS must be at least 1/);
    });
  });
});
