// One client, as limits and signals count it: an IPv4 address, or an IPv6 address's /64 network
// (a household or a phone gets a whole /64 and picks new addresses inside it at will).
import ipaddr from 'ipaddr.js';

/**
 * The bytes that identify one client: the 4 of an IPv4 address, or the first 8 (the /64) of an
 * IPv6 address. IPv4-mapped IPv6 addresses count as the IPv4 address. Undefined for something that
 * is not an address.
 */
export function clientNetwork(address: string): Uint8Array | undefined {
  if (!ipaddr.isValid(address)) return undefined;
  const parsed = ipaddr.process(address);
  const bytes = Uint8Array.from(parsed.toByteArray());
  return parsed.kind() === 'ipv6' ? bytes.subarray(0, 8) : bytes;
}

/**
 * The rate-limit key of a client address: IPv4 as is, IPv4-mapped IPv6 as IPv4, IPv6 as its /64
 * (`2001:db8:1:2::/64`), anything else unchanged.
 */
export function addressKey(address: string): string {
  const network = clientNetwork(address);
  if (!network) return address;
  if (network.length === 4) return network.join('.');
  const full = new Uint8Array(16);
  full.set(network);
  return `${ipaddr.fromByteArray(Array.from(full)).toString()}/64`;
}
