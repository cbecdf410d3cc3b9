import { isIPv6 } from 'node:net';

/**
 * The key a client is counted under: its IPv4 address, or the /64 network of its IPv6 address
 * (one subscriber gets a whole /64 and can pick any address in it).
 */
export function clientKeyOf(address: string): string {
  const mapped = /^::ffff:(\d{1,3}(?:\.\d{1,3}){3})$/i.exec(address);
  if (mapped?.[1]) return mapped[1];
  if (!isIPv6(address)) return address;
  return `${ipv6Groups(address).slice(0, 4).join(':')}::/64`;
}

/** The eight groups of an IPv6 address, without leading zeros (`2001:db8::1` -> 2001, db8, 0, ..., 1). */
function ipv6Groups(address: string): string[] {
  const [withoutZone = ''] = address.split('%');
  const toGroups = (part: string | undefined) => (part ? part.split(':').flatMap(ipv4AsGroups) : []);
  const [head, tail] = withoutZone.split('::');
  const left = toGroups(head);
  const right = toGroups(tail);
  const groups =
    tail === undefined ? left : [...left, ...Array<string>(8 - left.length - right.length).fill('0'), ...right];
  return groups.map((group) => Number.parseInt(group, 16).toString(16));
}

/** An embedded IPv4 tail (`::ffff:1.2.3.4`, `64:ff9b::1.2.3.4`) is two groups. */
function ipv4AsGroups(group: string): string[] {
  if (!group.includes('.')) return [group];
  const [a = 0, b = 0, c = 0, d = 0] = group.split('.').map(Number);
  return [((a << 8) | b).toString(16), ((c << 8) | d).toString(16)];
}
