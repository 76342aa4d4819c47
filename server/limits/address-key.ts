// The unit a per-address budget counts. An IPv4 address is one subscriber's at most, but an IPv6 subscriber is
// handed a whole /64 (often a /56 or a /48), 2^64 addresses to pick from at will: counted one by one, each new
// address would bring a fresh budget of logins, sockets and requests. So IPv6 addresses are counted by their /64,
// the smallest block a network hands a single site (RFC 6177), and an IPv4 address written as IPv6 as the IPv4 one.
import { isIPv4, isIPv6 } from 'node:net';

const MAPPED_IPV4 = /^::ffff:(\d{1,3}(?:\.\d{1,3}){3})$/i;

/** The first four 16-bit groups of an IPv6 address (without a zone), or undefined when it is not one. */
function firstFourGroups(address: string): string[] | undefined {
  const [head = '', tail] = address.split('::');
  const left = head === '' ? [] : head.split(':');
  const right = tail === undefined || tail === '' ? [] : tail.split(':');
  // An embedded IPv4 tail takes two groups; it never reaches the first four unless the rest is empty.
  const rightGroups = right.reduce((count, part) => count + (isIPv4(part) ? 2 : 1), 0);
  const missing = tail === undefined ? 0 : 8 - left.length - rightGroups;
  const groups = [...left, ...Array<string>(missing).fill('0'), ...right];
  const first = groups.slice(0, 4);
  if (first.length < 4 || first.some((group) => !/^[0-9a-f]{1,4}$/i.test(group))) return undefined;
  return first.map((group) => parseInt(group, 16).toString(16));
}

/** The key a per-address budget counts `ip` under: an IPv4 address itself, an IPv6 address's /64. */
export function addressKey(ip: string): string {
  const mapped = MAPPED_IPV4.exec(ip)?.[1];
  if (mapped !== undefined && isIPv4(mapped)) return mapped;
  const bare = ip.split('%')[0] ?? ip;
  if (!isIPv6(bare)) return ip;
  const groups = firstFourGroups(bare.toLowerCase());
  return groups === undefined ? ip : `${groups.join(':')}::/64`;
}
