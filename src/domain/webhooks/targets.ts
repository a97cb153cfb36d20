import { BlockList, isIP } from 'node:net';

/*
 * Where deliveries may go (decision "Webhooks": "never go to loopback, private, link-local or metadata addresses
 * unless the server is configured to allow them"). Pure: the delivery path (src/webhooks) checks
 * every address a host name resolves to at delivery time; registration checks what it can see
 * without resolving (an IP literal or a local name).
 */

const FORBIDDEN = new BlockList();
for (const [net, prefix] of [
  ['0.0.0.0', 8], // "this network"
  ['10.0.0.0', 8], // private
  ['100.64.0.0', 10], // carrier-grade NAT (also Alibaba's metadata 100.100.100.200)
  ['127.0.0.0', 8], // loopback
  ['169.254.0.0', 16], // link-local, cloud metadata 169.254.169.254
  ['172.16.0.0', 12], // private
  ['192.0.0.0', 24], // IETF protocol assignments
  ['192.0.2.0', 24], // documentation
  ['192.168.0.0', 16], // private
  ['192.88.99.0', 24], // 6to4 relay anycast
  ['198.18.0.0', 15], // benchmarking
  ['198.51.100.0', 24], // documentation
  ['203.0.113.0', 24], // documentation
  ['224.0.0.0', 4], // multicast
  ['240.0.0.0', 4], // reserved, broadcast
] as const) {
  FORBIDDEN.addSubnet(net, prefix, 'ipv4');
}
// Azure's platform endpoint (wireserver / metadata) is a public address.
FORBIDDEN.addAddress('168.63.129.16', 'ipv4');
for (const [net, prefix] of [
  ['::', 128], // unspecified
  ['::1', 128], // loopback
  ['::', 96], // IPv4-compatible (deprecated; ::7f00:1 is 127.0.0.1)
  ['2002::', 16], // 6to4: carries an IPv4 address, possibly a private one
  ['2001::', 32], // Teredo: tunnels to an IPv4 address
  ['64:ff9b:1::', 48], // local-use NAT64 (RFC 8215): may translate to private IPv4
  ['fc00::', 7], // unique local (also AWS metadata fd00:ec2::254)
  ['fe80::', 10], // link-local
  ['ff00::', 8], // multicast
  ['2001:db8::', 32], // documentation
  ['100::', 64], // discard
] as const) {
  FORBIDDEN.addSubnet(net, prefix, 'ipv6');
}

/** The IPv4 address an IPv6 address carries (mapped ::ffff:a.b.c.d, NAT64 64:ff9b::/96), if any; IPv4-compatible and 6to4 addresses are refused whole. */
function embeddedIpv4(address: string): string | null {
  const lower = address.toLowerCase();
  const dotted = /^(?:::ffff:|64:ff9b::)(\d+\.\d+\.\d+\.\d+)$/.exec(lower);
  if (dotted) return dotted[1]!;
  const hex = /^(?:::ffff:|64:ff9b::)([0-9a-f]{1,4}):([0-9a-f]{1,4})$/.exec(lower);
  if (hex) {
    const hi = parseInt(hex[1]!, 16);
    const lo = parseInt(hex[2]!, 16);
    return `${hi >> 8}.${hi & 255}.${lo >> 8}.${lo & 255}`;
  }
  return null;
}

/**
 * Why a delivery must not go to this IP address, or null when it may. Anything that is not an IP
 * address is refused (a caller must resolve names first).
 */
export function forbiddenAddressReason(address: string): string | null {
  const bare = address.replace(/^\[|\]$/g, '').replace(/%.*$/, '');
  const family = isIP(bare);
  if (family === 0) return `${address} is not an IP address`;
  if (family === 6) {
    const v4 = embeddedIpv4(bare);
    if (v4 !== null) return forbiddenAddressReason(v4);
    return FORBIDDEN.check(bare, 'ipv6') ? `${bare} is a loopback, private, link-local or otherwise reserved address` : null;
  }
  return FORBIDDEN.check(bare, 'ipv4') ? `${bare} is a loopback, private, link-local, metadata or otherwise reserved address` : null;
}

/** Host names that always mean this machine or its local network. */
export function isLocalHostName(host: string): boolean {
  const h = host.toLowerCase().replace(/\.$/, '');
  return h === 'localhost' || h.endsWith('.localhost') || h.endsWith('.local') || h.endsWith('.internal') || h === 'metadata';
}
