import { BlockList, isIP } from 'node:net';

/**
 * Addresses a webhook may never reach: private networks, link-local (cloud metadata at 169.254.169.254
 * included), carrier-grade NAT, multicast and unspecified ones. Loopback only where development allows it.
 */
const ALWAYS_REFUSED = new BlockList();
for (const [network, prefix] of [
  ['0.0.0.0', 8], ['10.0.0.0', 8], ['100.64.0.0', 10], ['169.254.0.0', 16], ['172.16.0.0', 12], ['192.0.0.0', 24],
  ['192.168.0.0', 16], ['198.18.0.0', 15], ['224.0.0.0', 4], ['240.0.0.0', 4],
] as const) {
  ALWAYS_REFUSED.addSubnet(network, prefix, 'ipv4');
}
for (const [network, prefix] of [['::', 128], ['fc00::', 7], ['fe80::', 10], ['ff00::', 8], ['64:ff9b::', 96]] as const) {
  ALWAYS_REFUSED.addSubnet(network, prefix, 'ipv6');
}
const LOOPBACK = new BlockList();
LOOPBACK.addSubnet('127.0.0.0', 8, 'ipv4');
LOOPBACK.addAddress('::1', 'ipv6');

export interface AddressPolicy {
  allowLoopback: boolean;
}

/** Why an address is refused, or undefined when a webhook may reach it. */
export function refusalOf(address: string, policy: AddressPolicy): string | undefined {
  const family = isIP(address);
  if (family === 0) return 'not an IP address';
  // An IPv4 address written as IPv6 (::ffff:10.0.0.1) is judged as the IPv4 address it is.
  const mapped = /^::ffff:(\d+\.\d+\.\d+\.\d+)$/i.exec(address)?.[1];
  if (mapped) return refusalOf(mapped, policy);
  const type = family === 4 ? 'ipv4' : 'ipv6';
  if (LOOPBACK.check(address, type)) return policy.allowLoopback ? undefined : 'a loopback address';
  if (ALWAYS_REFUSED.check(address, type)) return 'a private, link-local or reserved address';
  return undefined;
}
