// What the connection caps count as one client and one network prefix.
import { describe, expect, it } from 'vitest';
import { clientPrefixOf } from '../../packages/express/src/runtime/client-prefix.js';

describe('clientPrefixOf', () => {
  it.each([
    ['192.0.2.17', '192.0.2.17', '192.0.2.0/24'],
    ['::ffff:192.0.2.17', '192.0.2.17', '192.0.2.0/24'],
    ['2001:db8:1:2::1', '2001:db8:1:2::/64', '2001:db8:1::/48'],
    ['2001:db8:1:2:ffff:ffff:ffff:ffff', '2001:db8:1:2::/64', '2001:db8:1::/48'],
    ['2001:0db8:0001:0002:0000:0000:0000:0009', '2001:db8:1:2::/64', '2001:db8:1::/48'],
    ['2001:db8:1:3::1', '2001:db8:1:3::/64', '2001:db8:1::/48'],
    ['fe80::1%eth0', 'fe80:0:0:0::/64', 'fe80:0:0::/48'],
    ['::1', '0:0:0:0::/64', '0:0:0::/48'],
    ['64:ff9b::192.0.2.1', '64:ff9b:0:0::/64', '64:ff9b:0::/48'],
  ])('%s is client %s in %s', (address, client, prefix) => {
    expect(clientPrefixOf(address)).toEqual({ client, prefix });
  });

  it('every address of one /64 is one client: a host cannot multiply its share by changing address', () => {
    const clients = new Set(
      Array.from({ length: 50 }, (_, i) => clientPrefixOf(`2001:db8:aa:bb:${i.toString(16)}::${i + 1}`).client),
    );
    expect([...clients]).toEqual(['2001:db8:aa:bb::/64']);
  });

  it('an address Node did not report is one unknown client', () => {
    expect(clientPrefixOf(undefined)).toEqual({ client: '', prefix: '' });
  });
});
