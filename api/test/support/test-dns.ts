// A DNS server on 127.0.0.1 for the tests of claims verified by TXT record: the app under test is
// started with DNS_SERVERS pointing here, so it asks a real resolver over UDP what this holds.
import dgram from 'node:dgram';
import dnsPacket from 'dns-packet';

export interface TestDns {
  port: number;
  /** Publishes a TXT record (several strings per name allowed). */
  setTxt(name: string, values: string[]): void;
  /** Answers SERVFAIL to everything while on. */
  failing(on: boolean): void;
  close(): Promise<void>;
}

export async function startTestDns(): Promise<TestDns> {
  const txt = new Map<string, string[]>();
  let fail = false;
  const socket = dgram.createSocket('udp4');
  socket.on('message', (message, peer) => {
    let query: dnsPacket.Packet;
    try {
      query = dnsPacket.decode(message);
    } catch {
      return;
    }
    const question = query.questions?.[0];
    const name = question?.name.toLowerCase() ?? '';
    const values = question?.type === 'TXT' ? txt.get(name) : undefined;
    const answer = dnsPacket.encode({
      type: 'response',
      id: query.id,
      flags: dnsPacket.RECURSION_DESIRED | dnsPacket.RECURSION_AVAILABLE | (fail ? 2 : values || txt.has(name) ? 0 : 3), // rcode: SERVFAIL, NOERROR, NXDOMAIN
      questions: query.questions,
      answers: fail || !values ? [] : values.map((v) => ({ type: 'TXT' as const, name, ttl: 60, class: 'IN' as const, data: v })),
    });
    socket.send(answer, peer.port, peer.address);
  });
  await new Promise<void>((resolve) => socket.bind(0, '127.0.0.1', () => resolve()));
  return {
    port: socket.address().port,
    setTxt: (name, values) => txt.set(name.toLowerCase(), values),
    failing: (on) => {
      fail = on;
    },
    close: () => new Promise<void>((resolve) => socket.close(() => resolve())),
  };
}
