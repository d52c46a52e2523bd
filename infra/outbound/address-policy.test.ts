import { networkInterfaces } from 'node:os';
import { refusalOf } from './address-policy';

const PRODUCTION = { allowLoopback: false };
const DEVELOPMENT = { allowLoopback: true };

describe('the addresses a merchant’s URL may reach', () => {
  it.each([
    ['a private network', '10.1.2.3'], ['a private network', '172.16.0.9'], ['a private network', '192.168.1.1'],
    ['cloud metadata (link-local)', '169.254.169.254'], ['carrier-grade NAT', '100.64.0.1'], ['the unspecified address', '0.0.0.0'],
    ['broadcast', '255.255.255.255'], ['multicast', '224.0.0.1'], ['documentation (TEST-NET-1)', '192.0.2.1'],
    ['documentation (TEST-NET-2)', '198.51.100.7'], ['documentation (TEST-NET-3)', '203.0.113.9'], ['benchmarking', '198.18.0.1'],
    ['IPv6 link-local', 'fe80::1'], ['IPv6 unique local', 'fd00::1'], ['IPv6 site-local', 'fec0::1'], ['IPv6 documentation', '2001:db8::1'],
    ['IPv6 benchmarking', '2001:2::1'], ['IPv6 multicast', 'ff02::1'], ['the IPv6 unspecified address', '::'],
  ])('refuses %s (%s), even where development allows loopback', (_what, address) => {
    expect(refusalOf(address, DEVELOPMENT)).toBeDefined();
  });

  it.each([
    ['IPv4-mapped', '::ffff:10.0.0.1'], ['IPv4-compatible', '::10.0.0.1'], ['NAT64', '64:ff9b::a00:1'],
    ['6to4', '2002:0a00:0001::1'], ['Teredo (client 10.0.0.1, bits inverted)', '2001:0:4136:e378:8000:63bf:f5ff:fffe'],
  ])('judges an IPv6 address carrying an IPv4 one by that address: %s of a private one is refused', (_what, address) => {
    expect(refusalOf(address, DEVELOPMENT)).toBeDefined();
  });

  // Every kind of IPv6 address that is not global unicast, as a prober would try them.
  it.each([
    ['IPv4-compatible space (::/96), the address ::2', '::2'], ['IPv4-compatible space, ::ff', '::ff'], ['IPv4-compatible space, ::a:b', '::a:b'],
    ['IPv4-compatible form of a public address', '::5db8:d822'], ['IPv4-mapped form of a public address', '::ffff:93.184.216.34'],
    ['IPv4-translated form (RFC 6145) of a public address', '::ffff:0:5db8:d822'], ['discard-only (100::/64)', '100::1'],
    ['reserved space before 2000::/3', '4::1'], ['reserved space after 2000::/3', '4000::1'], ['reserved (2001::/23)', '2001:100::1'],
    ['ORCHIDv2', '2001:20::1'], ['segment routing (5f00::/16)', '5f00::1'], ['documentation (3fff::/20)', '3fff::1'],
    ['unique local (fc00::/7)', 'fc00::1'], ['the unspecified address', '::'], ['multicast', 'ff0e::1'],
  ])('refuses %s (%s) in production and in development', (_what, address) => {
    expect(refusalOf(address, PRODUCTION)).toBeDefined();
    expect(refusalOf(address, DEVELOPMENT)).toBeDefined();
  });

  it('lets public unicast addresses through, plain or reached through NAT64, 6to4 or Teredo', () => {
    for (const address of ['93.184.216.34', '2606:4700::1111', '2a00:1450:4001::200e', '64:ff9b::5db8:d822', '2002:5db8:d822::1']) {
      expect(refusalOf(address, PRODUCTION)).toBeUndefined();
    }
  });

  it('refuses loopback and the host’s own addresses in production, and allows them in development', () => {
    for (const address of ['127.0.0.1', '127.8.9.10', '::1', '::ffff:127.0.0.1', '::127.0.0.1']) {
      expect(refusalOf(address, PRODUCTION)).toBe('a loopback address');
      expect(refusalOf(address, DEVELOPMENT)).toBeUndefined();
    }
    // The host's own addresses outside loopback are often private too: either refusal keeps them out.
    const own = Object.values(networkInterfaces()).flat().map((entry) => entry!.address.split('%')[0]!).filter((address) => !/^(127\.|::1$)/.test(address));
    for (const address of own) expect(refusalOf(address, PRODUCTION)).toBeDefined();
  });

  it('refuses what is not an IP address', () => {
    expect(refusalOf('example.com', DEVELOPMENT)).toBe('not an IP address');
  });
});
