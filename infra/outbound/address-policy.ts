import { networkInterfaces } from 'node:os';
import ipaddr from 'ipaddr.js';

/**
 * Which addresses a webhook, a create-product callback or any other merchant-configured URL may reach:
 * public unicast only. The ranges are ipaddr.js's (the IANA special-purpose registries), not a list kept
 * here: private networks, link-local (cloud metadata at 169.254.169.254 included), carrier-grade NAT,
 * multicast, unspecified, documentation, benchmarking, site-local and reserved space are all refused.
 * An IPv6 address must be global unicast (2000::/3, outside every special range): everything else,
 * `::/96` (IPv4-compatible, where `::2` lies), `::ffff:0:0/96` (IPv4-mapped) and the IPv4-translated
 * form included, is refused, whatever IPv4 address it carries; only loopback in those forms follows the
 * loopback rule. NAT64, 6to4 and Teredo addresses are judged by the IPv4 address they reach. Loopback,
 * and the host's own interface addresses, only where development allows them.
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
  if (parsed.kind() === 'ipv6') {
    const ipv6 = parsed as ipaddr.IPv6;
    const carried = ipv4InLowBits(ipv6);
    if (carried) {
      return carried.range() === 'loopback' ? judged(carried, policy) : 'an IPv4-mapped or IPv4-compatible IPv6 address, which no webhook may reach';
    }
    const reached = embeddedIPv4(ipv6);
    if (reached) return judged(reached, policy);
    if (!GLOBAL_UNICAST.some((prefix) => ipv6.match(prefix)) && ipv6.range() === 'unicast') return 'an IPv6 address outside global unicast (2000::/3), which no webhook may reach';
  }
  return judged(parsed, policy);
}

/** IPv6 global unicast space (RFC 4291 section 2.4): every other unicast prefix is reserved by IANA. */
const GLOBAL_UNICAST = [ipaddr.parseCIDR('2000::/3') as [ipaddr.IPv6, number]];

function judged(reached: ipaddr.IPv4 | ipaddr.IPv6, policy: AddressPolicy): string | undefined {
  const range = reached.range();
  if (range === 'loopback') return policy.allowLoopback ? undefined : 'a loopback address';
  if (OWN_ADDRESSES.has(reached.toNormalizedString())) return policy.allowLoopback ? undefined : 'one of this host’s own addresses';
  if (range !== 'unicast') return `a ${range} address, which no webhook may reach`;
  return undefined;
}

/**
 * The IPv4 address in the low 32 bits of `::/96` (IPv4-compatible, deprecated by RFC 4291),
 * `::ffff:0:0/96` (IPv4-mapped) and `::ffff:0:0:0/96` (IPv4-translated, RFC 6145); `::` and `::1`
 * are themselves, not carriers.
 */
function ipv4InLowBits(address: ipaddr.IPv6): ipaddr.IPv4 | undefined {
  const parts = address.parts;
  const zeroHead = parts.slice(0, 4).every((part) => part === 0);
  const marker = `${parts[4]}:${parts[5]}`;
  if (!zeroHead || !['0:0', '0:65535', '65535:0'].includes(marker)) return undefined;
  if (marker === '0:0' && parts[6] === 0 && (parts[7] === 0 || parts[7] === 1)) return undefined;
  const bytes = address.toByteArray();
  return new ipaddr.IPv4(bytes.slice(12, 16));
}

/** The IPv4 address a NAT64, 6to4 or Teredo address reaches. */
function embeddedIPv4(address: ipaddr.IPv6): ipaddr.IPv4 | undefined {
  const bytes = address.toByteArray();
  const ipv4 = (from: number, mask = 0) => new ipaddr.IPv4(bytes.slice(from, from + 4).map((byte) => byte ^ mask));
  switch (address.range()) {
    case 'rfc6052':
      return ipv4(12);
    case '6to4':
      return ipv4(2);
    // The client's address, its bits inverted (RFC 4380 section 4).
    case 'teredo':
      return ipv4(12, 0xff);
    default:
      return undefined;
  }
}
