// The names this gateway is reached by, the only ones it hands back as URLs (getDomainConfigList). The Host header
// is whatever the sender wrote: echoed into an answer, it lets anyone make the gateway name a host of theirs, and
// a cache that keys answers without Host (or a proxy that passes Host through) would serve that to other users.
import { isIP } from 'node:net';
import { networkInterfaces } from 'node:os';

/** The host name of a Host header: a bracketed IPv6 literal without brackets, any other name without its port. */
export function hostName(host: string): string {
  if (host.startsWith('[')) return host.slice(1, host.indexOf(']'));
  return host.split(':', 1)[0] ?? '';
}

function isLoopback(name: string): boolean {
  return (isIP(name) === 4 && name.startsWith('127.')) || name === '::1';
}

/** This machine's own addresses, read when asked: an interface may come and go while the gateway runs. */
function machineAddresses(): Set<string> {
  return new Set(Object.values(networkInterfaces()).flatMap((entries) => (entries ?? []).map((entry) => entry.address.toLowerCase())));
}

/**
 * Whether `host` (a Host header already checked for shape, server/origin.ts) is one of this gateway's names:
 * an entry of PUBLIC_HOSTS, spelled exactly (port included when the browser sends one), or a name that can only
 * mean this machine: `localhost` and its subdomains (browsers resolve them to the loopback address), a loopback
 * address, or an address of one of this machine's interfaces (a phone on the LAN opening the developer's gateway).
 */
export function isPublicHost(host: string, publicHosts: readonly string[]): boolean {
  const spelled = host.toLowerCase();
  if (publicHosts.includes(spelled)) return true;
  const name = hostName(spelled).replace(/\.$/, '');
  if (name === 'localhost' || name.endsWith('.localhost') || isLoopback(name)) return true;
  return isIP(name) !== 0 && machineAddresses().has(name);
}
