// The guard's DNS, against a DNS server on 127.0.0.1 (DNS_SERVERS): both families asked, a name
// without addresses or a server that never answers refused in bounded time.
import dgram from 'node:dgram';
import dnsPacket from 'dns-packet';
import { loadConfig } from '../../config/config.js';
import { DNS_TIMEOUT_MS, REFUSALS, WebhookAddressGuard, WebhookTargetRefused } from './webhook-address-guard.js';

const RECORDS: Record<string, { A?: string[]; AAAA?: string[] }> = {
  'both.example.com': { A: ['93.184.216.34'], AAAA: ['2606:2800:220:1:248:1893:25c8:1946'] },
  'v4only.example.com': { A: ['93.184.216.34'] },
  'v6only.example.com': { AAAA: ['2606:2800:220:1:248:1893:25c8:1946'] },
  'sneaky.example.com': { A: ['93.184.216.34'], AAAA: ['::7f00:1'] },
};
const STALLING = 'stall.example.com';

describe('webhook address guard: DNS', () => {
  let socket: dgram.Socket;
  let guard: WebhookAddressGuard;
  const asked: string[] = [];

  beforeAll(async () => {
    socket = dgram.createSocket('udp4');
    socket.on('message', (message, peer) => {
      const query = dnsPacket.decode(message);
      const q = query.questions![0];
      asked.push(`${q.type} ${q.name}`);
      if (q.name === STALLING) return;
      const known = RECORDS[q.name];
      const data = q.type === 'A' || q.type === 'AAAA' ? (known?.[q.type] ?? []) : [];
      const answer = dnsPacket.encode({
        type: 'response',
        id: query.id,
        flags: dnsPacket.RECURSION_DESIRED | dnsPacket.RECURSION_AVAILABLE | (known ? 0 : 3), // NOERROR or NXDOMAIN
        questions: query.questions,
        answers: data.map((address) => ({ type: q.type as 'A', name: q.name, ttl: 60, class: 'IN' as const, data: address })),
      });
      socket.send(answer, peer.port, peer.address);
    });
    await new Promise<void>((resolve) => socket.bind(0, '127.0.0.1', () => resolve()));
    guard = new WebhookAddressGuard(loadConfig({ DNS_SERVERS: `127.0.0.1:${socket.address().port}` }, []));
  });
  afterAll(() => new Promise<void>((resolve) => socket.close(() => resolve())));

  async function refusal(url: string): Promise<string> {
    try {
      await guard.check(url);
    } catch (e) {
      if (e instanceof WebhookTargetRefused) return e.message;
      throw e;
    }
    throw new Error('not refused');
  }

  it('asks for both families and takes what either has', async () => {
    expect(await guard.resolve('both.example.com')).toEqual([
      { address: '93.184.216.34', family: 4 },
      { address: '2606:2800:220:1:248:1893:25c8:1946', family: 6 },
    ]);
    expect(await guard.resolve('v4only.example.com')).toEqual([{ address: '93.184.216.34', family: 4 }]);
    expect(await guard.resolve('v6only.example.com')).toEqual([{ address: '2606:2800:220:1:248:1893:25c8:1946', family: 6 }]);
    expect(asked).toEqual(expect.arrayContaining(['A both.example.com', 'AAAA both.example.com']));
    expect(await guard.check('https://both.example.com/hook')).toBe('https://both.example.com/hook');
  });

  it('refuses a name with an IPv4-compatible IPv6 address beside a public one', async () => {
    expect(await refusal('https://sneaky.example.com/hook')).toBe(REFUSALS.private);
  });

  it('refuses a name that does not exist', async () => {
    expect(await refusal('https://nowhere.example.com/hook')).toBe(REFUSALS.unknownHost);
  });

  it('gives up on a DNS server that never answers, in bounded time', async () => {
    const started = Date.now();
    expect(await refusal(`https://${STALLING}/hook`)).toBe(REFUSALS.dnsTimeout);
    const took = Date.now() - started;
    expect(took).toBeGreaterThanOrEqual(DNS_TIMEOUT_MS);
    // Two tries, the second twice as long, with room for a busy machine.
    expect(took).toBeLessThan(DNS_TIMEOUT_MS * 3 + 2000);
  });
});
