import { jest } from '@jest/globals';
import type { LookupAddress } from 'node:dns';
import { loadConfig } from '../../config/config.js';
import { isPublicAddress, parseWebhookUrl, REFUSALS, type ResolvedAddress, WebhookAddressGuard, WebhookTargetRefused } from './webhook-address-guard.js';

function guardWith(answers: Record<string, string[]>, env: Record<string, string> = {}): WebhookAddressGuard {
  const guard = new WebhookAddressGuard(loadConfig(env, []));
  guard.resolve = async (hostname: string): Promise<ResolvedAddress[]> => {
    const found = answers[hostname];
    if (!found) throw Object.assign(new Error(`getaddrinfo ENOTFOUND ${hostname}`), { code: 'ENOTFOUND' });
    return found.map((address) => ({ address, family: address.includes(':') ? 6 : 4 }));
  };
  return guard;
}

async function refusal(work: () => Promise<unknown> | unknown): Promise<string> {
  try {
    await work();
  } catch (e) {
    if (e instanceof WebhookTargetRefused) return e.message;
    throw e;
  }
  throw new Error('not refused');
}

/** Runs a connection's lookup as Node's net module calls it. */
function lookUp(guard: WebhookAddressGuard, url: string, options: { all?: boolean; family?: number } = {}): Promise<string | LookupAddress[]> {
  const { lookup } = guard.connection(url);
  if (!lookup) throw new Error('no lookup');
  return new Promise((resolve, reject) => lookup(new URL(url).hostname, options, (err, address) => (err ? reject(err) : resolve(address))));
}

describe('webhook address guard', () => {
  it.each([
    ['10.1.2.3', 'private'],
    ['172.16.0.1', 'private'],
    ['192.168.1.1', 'private'],
    ['127.0.0.1', 'loopback'],
    ['127.8.9.10', 'loopback'],
    ['169.254.169.254', 'link-local (cloud metadata)'],
    ['100.64.0.1', 'CGNAT'],
    ['0.0.0.0', 'unspecified'],
    ['224.0.0.1', 'multicast'],
    ['255.255.255.255', 'broadcast'],
    ['192.0.2.1', 'documentation'],
    ['::1', 'IPv6 loopback'],
    ['::', 'IPv6 unspecified'],
    ['fe80::1', 'IPv6 link-local'],
    ['fd12:3456::1', 'IPv6 unique local'],
    ['::ffff:127.0.0.1', 'IPv4-mapped loopback'],
    ['::ffff:10.0.0.1', 'IPv4-mapped private'],
    ['::ffff:169.254.169.254', 'IPv4-mapped link-local'],
    ['64:ff9b::a00:1', 'NAT64 of 10.0.0.1'],
    ['2002:a00:1::1', '6to4 of 10.0.0.1'],
    ['::7f00:1', 'IPv4-compatible 127.0.0.1 (::/96), which ipaddr.js calls unicast'],
    ['::127.0.0.1', 'IPv4-compatible 127.0.0.1 as inet_ntop may print it'],
    ['::a00:1', 'IPv4-compatible 10.0.0.1'],
    ['::808:808', 'IPv4-compatible 8.8.8.8: deprecated, not on the internet'],
    ['::8.8.8.8', 'IPv4-compatible 8.8.8.8 as inet_ntop may print it (ipaddr.js reads it as IPv4-mapped)'],
    ['::1:0:0:1', 'elsewhere in ::/8'],
    ['100::1', 'IPv6 discard'],
    ['not an address', 'not an address'],
  ])('refuses %s (%s)', (address) => {
    expect(isPublicAddress(address)).toBe(false);
  });

  it.each(['93.184.216.34', '8.8.8.8', '2606:2800:220:1:248:1893:25c8:1946', '::ffff:93.184.216.34'])('accepts the public address %s', (address) => {
    expect(isPublicAddress(address)).toBe(true);
  });

  it.each([
    ['http://example.com/hook', REFUSALS.https],
    ['example.com/hook', REFUSALS.https],
    ['ftp://example.com/hook', REFUSALS.https],
    ['https://user:pass@example.com/hook', REFUSALS.userinfo],
    ['https://user@example.com/hook', REFUSALS.userinfo],
    ['https://exa mple.com/hook', REFUSALS.invalid],
    ['https://', REFUSALS.invalid],
    [`https://example.com/${'é'.repeat(400)}`, REFUSALS.tooLong],
    ['https://example.com:22/hook', REFUSALS.port],
    ['https://example.com:25/hook', REFUSALS.port],
    ['https://example.com:80/hook', REFUSALS.port],
    ['https://example.com:1023/hook', REFUSALS.port],
  ])('refuses the form of %s', async (url, sentence) => {
    expect(await refusal(() => parseWebhookUrl(url, []))).toBe(sentence);
  });

  it.each(['https://example.com/hook', 'https://example.com:443/hook', 'https://example.com:1024/hook', 'https://example.com:8443/hook', 'https://example.com:65535/hook'])(
    'accepts the port of %s',
    (url) => {
      expect(parseWebhookUrl(url, []).hostname).toBe('example.com');
    },
  );

  it('answers the URL as the parser writes it', async () => {
    expect(await guardWith({ 'hooks.example.com': ['93.184.216.34'] }).check('https://Hooks.Example.com:8443/in?x=1')).toBe('https://hooks.example.com:8443/in?x=1');
  });

  it.each([
    ['https://10.0.0.1/hook'],
    ['https://[::1]/hook'],
    ['https://[::ffff:127.0.0.1]/hook'],
    ['https://2130706433/hook'], // 127.0.0.1 written as one number
    ['https://0x7f.1/hook'],
    ['https://169.254.169.254/latest/meta-data'],
    ['https://[::127.0.0.1]/hook'], // the parser writes [::7f00:1]
    ['https://[::7f00:1]/hook'],
  ])('refuses %s at registration, an address that is not public', async (url) => {
    expect(await refusal(() => guardWith({}).check(url))).toBe(REFUSALS.private);
  });

  it('refuses a host name with a private address, even beside public ones', async () => {
    const guard = guardWith({ 'internal.example.com': ['10.0.0.5'], 'mixed.example.com': ['93.184.216.34', 'fd00::5'], 'mapped.example.com': ['::ffff:192.168.0.1'] });
    expect(await refusal(() => guard.check('https://internal.example.com/hook'))).toBe(REFUSALS.private);
    expect(await refusal(() => guard.check('https://mixed.example.com/hook'))).toBe(REFUSALS.private);
    expect(await refusal(() => guard.check('https://mapped.example.com/hook'))).toBe(REFUSALS.private);
  });

  it('refuses a host name that is not found', async () => {
    expect(await refusal(() => guardWith({}).check('https://nowhere.example.com/hook'))).toBe(REFUSALS.unknownHost);
  });

  it('refuses localhost and its subdomains without asking DNS', async () => {
    const guard = guardWith({ 'localhost': ['93.184.216.34'], 'api.localhost': ['93.184.216.34'] });
    const asked = jest.spyOn(guard, 'resolve');
    for (const url of ['https://localhost/hook', 'https://LocalHost./hook', 'https://api.localhost:8443/hook']) expect(await refusal(() => guard.check(url))).toBe(REFUSALS.private);
    expect(asked).not.toHaveBeenCalled();
  });

  it('resolves again at delivery and gives the connection only checked addresses', async () => {
    const answers: Record<string, string[]> = { 'hooks.example.com': ['93.184.216.34', '2606:2800:220:1:248:1893:25c8:1946'] };
    const guard = guardWith(answers);
    expect(await lookUp(guard, 'https://hooks.example.com/in')).toBe('93.184.216.34');
    expect(await lookUp(guard, 'https://hooks.example.com/in', { all: true })).toEqual([
      { address: '93.184.216.34', family: 4 },
      { address: '2606:2800:220:1:248:1893:25c8:1946', family: 6 },
    ]);
    expect(await lookUp(guard, 'https://hooks.example.com/in', { family: 6 })).toBe('2606:2800:220:1:248:1893:25c8:1946');
    // DNS rebinding: the name now answers a private address; the connection gets an error, not it.
    answers['hooks.example.com'] = ['169.254.169.254'];
    await expect(lookUp(guard, 'https://hooks.example.com/in')).rejects.toThrow(REFUSALS.private);
    await expect(lookUp(guard, 'https://hooks.example.com/in', { all: true })).rejects.toThrow(REFUSALS.private);
  });

  it('refuses a private address at delivery before connecting', async () => {
    expect(await refusal(() => guardWith({}).connection('https://192.168.0.10/hook'))).toBe(REFUSALS.private);
    expect(guardWith({}).connection('https://93.184.216.34/hook').lookup).toBeUndefined();
  });

  describe('WEBHOOK_TEST_ALLOWED_HOSTS', () => {
    it('lets a listed host through, over plain http too, and nothing else', async () => {
      const guard = guardWith({}, { WEBHOOK_TEST_ALLOWED_HOSTS: '127.0.0.1' });
      expect(await guard.check('http://127.0.0.1:4567/hook')).toBe('http://127.0.0.1:4567/hook');
      expect(guard.connection('http://127.0.0.1:4567/hook').lookup).toBeUndefined();
      expect(await refusal(() => guard.check('http://10.0.0.1/hook'))).toBe(REFUSALS.https);
      expect(await refusal(() => guard.check('https://10.0.0.1/hook'))).toBe(REFUSALS.private);
      // The listed address, not whatever resolves to it.
      expect(await refusal(() => new WebhookAddressGuard(loadConfig({ WEBHOOK_TEST_ALLOWED_HOSTS: '127.0.0.1' }, [])).check('https://localhost/hook'))).toBe(REFUSALS.private);
    });

    it('holds a listed port to that port', async () => {
      const guard = guardWith({}, { WEBHOOK_TEST_ALLOWED_HOSTS: 'localhost:4567,[::1]:80' });
      expect(await guard.check('http://localhost:4567/hook')).toBe('http://localhost:4567/hook');
      expect(await guard.check('http://[::1]/hook')).toBe('http://[::1]/hook');
      expect(await refusal(() => guard.check('http://localhost:4568/hook'))).toBe(REFUSALS.https);
      expect(await refusal(() => guard.check('https://[::1]:4567/hook'))).toBe(REFUSALS.private);
    });

    it('is refused at start in production, and when it is not a list of hosts', () => {
      expect(() => loadConfig({ WEBHOOK_TEST_ALLOWED_HOSTS: '127.0.0.1', NODE_ENV: 'production' }, [])).toThrow(/WEBHOOK_TEST_ALLOWED_HOSTS .* is for tests only/);
      expect(loadConfig({ NODE_ENV: 'production' }, []).webhooks.testAllowedHosts).toEqual([]);
      expect(() => loadConfig({ WEBHOOK_TEST_ALLOWED_HOSTS: 'http://127.0.0.1' }, [])).toThrow(/must be a comma-separated list of hosts/);
      expect(() => loadConfig({ WEBHOOK_TEST_ALLOWED_HOSTS: '127.0.0.1:99999' }, [])).toThrow(/must be a comma-separated list of hosts/);
      expect(() => loadConfig({ WEBHOOK_TEST_ALLOWED_HOSTS: '::1' }, [])).toThrow(/must be a comma-separated list of hosts/);
      expect(loadConfig({ WEBHOOK_TEST_ALLOWED_HOSTS: ' 127.0.0.1 , Receiver.Test:8080 ' }, []).webhooks.testAllowedHosts).toEqual([
        { host: '127.0.0.1', port: undefined },
        { host: 'receiver.test', port: 8080 },
      ]);
    });
  });
});
