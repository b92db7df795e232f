// error-status-added: an operation documents a new error status: warning.
import { describe, expect, it } from 'vitest';
import { changes, placeOrder } from './support/pair.js';

describe('error-status-added', () => {
  it('reports: a 422 documented', async () => {
    expect(
      await changes((d) => (placeOrder(d).responses['422'] = structuredClone(placeOrder(d).responses['409']))),
    ).toEqual([['error-status-added', 'warning', 'The operation may now answer 422.']]);
  });

  it('does not report: a new success status beside the old one', async () => {
    expect(await changes((d) => (placeOrder(d).responses['202'] = { description: 'Queued' }))).toEqual([]);
  });
});
