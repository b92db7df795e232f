// success-status-changed: an operation's success status changes: breaking.
import { describe, expect, it } from 'vitest';
import { changes, placeOrder } from './support/pair.js';

describe('success-status-changed', () => {
  it('reports: 201 becomes 200', async () => {
    expect(
      await changes((d) => {
        const responses = placeOrder(d).responses;
        responses['200'] = responses['201'];
        delete responses['201'];
      }),
    ).toEqual([['success-status-changed', 'breaking', 'Success status 201 is now 200.']]);
  });

  it('does not report: a second success status beside the first', async () => {
    expect(await changes((d) => (placeOrder(d).responses['202'] = { description: 'Queued' }))).toEqual([]);
  });
});
