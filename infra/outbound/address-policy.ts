import { networkInterfaces } from 'node:os';
import ipaddr from 'ipaddr.js';

/**
 * Which addresses a webhook, a create-product callback or any other merchant-configured URL may reach:
 * public unicast only. The ranges are ipaddr.js's (the IANA special-purpose registries), not a list kept
 * here: private networks, link-local (cloud metadata at 169.254.169.254 included), carrier-grade NAT,
 * multicast, unspecified, documentation, benchmarking, site-local and reserved space are all refused.
 * An IPv6 address carrying an IPv4 one (IPv4-mapped or -compatible, NAT64, 6to4, Teredo) is judged by
 * the IPv4 address it reaches. Loopback, and the host's own interface addresses, only where development
 * allows them.
 */
export interface AddressPolicy {
  allowLoopback: boolean;
}

/** The host's own addresses, read once: a receiver there is this machine, whatever range it is in. */
const OWN_ADDRESSES = new Set(
  Object.values(networkInterfaces())
    .flat()
    .flatMap((entry) => (entry ? [ipaddr.process(entry.address.split('%')[0]!).toNormalizedString()] : [])),
);

/** Why an address is refused, or undefined when a merchant's URL may reach it. */
export function refusalOf(address: string, policy: AddressPolicy): string | undefined {
  if (!ipaddr.isValid(address)) return 'not an IP address';
  const parsed = ipaddr.parse(address);
  const reached = parsed.kind() === 'ipv6' ? (embeddedIPv4(parsed as ipaddr.IPv6) ?? parsed) : parsed;
  const range = reached.range();
  if (range === 'loopback') return policy.allowLoopback ? undefined : 'a loopback address';
  if (OWN_ADDRESSES.has(reached.toNormalizedString())) return policy.allowLoopback ? undefined : 'one of this host’s own addresses';
  if (range !== 'unicast') return `a ${range} address, which no webhook may reach`;
  return undefined;
}

/** The IPv4 address an IPv6 one stands for, where it carries one. */
function embeddedIPv4(address: ipaddr.IPv6): ipaddr.IPv4 | undefined {
  const bytes = address.toByteArray();
  const ipv4 = (from: number, mask = 0) => new ipaddr.IPv4(bytes.slice(from, from + 4).map((byte) => byte ^ mask));
  switch (address.range()) {
    case 'ipv4Mapped':
    case 'rfc6145':
    case 'rfc6052':
      return ipv4(12);
    case '6to4':
      return ipv4(2);
    // The client's address, its bits inverted (RFC 4380 section 4).
    case 'teredo':
      return ipv4(12, 0xff);
    default:
      // IPv4-compatible (::a.b.c.d, deprecated): the first 96 bits zero, and not :: or ::1 themselves.
      return bytes.slice(0, 12).every((byte) => byte === 0) && bytes.slice(12, 14).some((byte) => byte !== 0) ? ipv4(12) : undefined;
  }
}
