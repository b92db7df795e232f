// A route's deposit addresses derive from its id and never change, across versions too: a sandbox database kept
// from an earlier version shows the addresses it showed then (they are derived on every read, never stored).
import { describe, expect, it } from 'vitest';
import { depositAddress } from '../../packages/sandbox/src/routes/route-instructions.js';

describe('deposit addresses', () => {
  const routeId = '00000000-0000-4000-8000-000000000001';

  it('are the ones earlier versions derived, per address format', () => {
    expect(depositAddress(routeId, 'ethereum')).toBe('0x1F5768AA51266b55842581dd43EFed821d87BCd9');
    expect(depositAddress(routeId, 'solana')).toBe('7DSMTGHRF3rTH8yugimSdm1a5TGBmVT1Vf9mRmj4nCmM');
  });

  it('are shared by the EVM chains of a route', () => {
    expect(depositAddress(routeId, 'base')).toBe(depositAddress(routeId, 'ethereum'));
  });
});
