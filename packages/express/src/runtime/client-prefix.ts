// Which client a connection comes from, and which network prefix, for the connection caps. An IPv4 address is one
// client and its /24 one prefix. An IPv6 host usually holds a whole /64 and may pick any address in it, so the
// /64 is one client and its /48 (a site's usual assignment) one prefix. An IPv4-mapped IPv6 address
// (`::ffff:192.0.2.1`, what a dual-stack listener reports) counts as the IPv4 address it maps.
import { isIPv4, isIPv6 } from 'node:net';

export interface ClientPrefix {
  /** `192.0.2.1`, or `2001:db8:1:2::/64`. */
  client: string;
  /** `192.0.2.0/24`, or `2001:db8:1::/48`. */
  prefix: string;
}

/** The eight 16-bit groups of an IPv6 address (a trailing dotted IPv4 part and a zone id allowed). */
function groupsOf(address: string): number[] {
  let text = address.replace(/%.*$/, '');
  const dotted = /(\d+\.\d+\.\d+\.\d+)$/.exec(text);
  if (dotted) {
    const [a, b, c, d] = dotted[1]!.split('.').map(Number) as [number, number, number, number];
    text = text.slice(0, dotted.index) + `${((a << 8) | b).toString(16)}:${((c << 8) | d).toString(16)}`;
  }
  const [head = '', tail] = text.split('::') as [string, string | undefined];
  const parse = (part: string) => (part === '' ? [] : part.split(':').map((group) => parseInt(group, 16)));
  const left = parse(head);
  const right = tail === undefined ? [] : parse(tail);
  return [...left, ...Array<number>(8 - left.length - right.length).fill(0), ...right];
}

const v4Prefix = (address: string) => `${address.split('.').slice(0, 3).join('.')}.0/24`;
const v6Prefix = (groups: number[], count: number) =>
  `${groups
    .slice(0, count)
    .map((group) => group.toString(16))
    .join(':')}::/${count * 16}`;

/** The client and prefix of a remote address; an address Node did not report is one unknown client. */
export function clientPrefixOf(address: string | undefined): ClientPrefix {
  if (address !== undefined && isIPv4(address)) return { client: address, prefix: v4Prefix(address) };
  if (address === undefined || !isIPv6(address)) return { client: address ?? '', prefix: address ?? '' };
  const groups = groupsOf(address);
  if (groups.slice(0, 6).join() === '0,0,0,0,0,65535') {
    const mapped = [groups[6]! >> 8, groups[6]! & 255, groups[7]! >> 8, groups[7]! & 255].join('.');
    return { client: mapped, prefix: v4Prefix(mapped) };
  }
  return { client: v6Prefix(groups, 4), prefix: v6Prefix(groups, 3) };
}
