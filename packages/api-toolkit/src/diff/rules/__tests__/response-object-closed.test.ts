// response-object-closed: an open response object no longer carries properties it does not list: info.
import { describe, expect, it } from 'vitest';
import { changes, schema } from './support/pair.js';

describe('response-object-closed', () => {
  it('reports: additionalProperties: false added to Order', async () => {
    expect(await changes((d) => (schema(d, 'Order').additionalProperties = false))).toEqual([
      ['response-object-closed', 'info', 'Order no longer carries properties it does not list.'],
    ]);
  });

  it('does not report: a string field that becomes a closed object (a type change)', async () => {
    expect(
      await changes((d) => (schema(d, 'Order').properties.note = { type: 'object', additionalProperties: false })),
    ).toEqual([
      ['type-narrowed', 'info', 'Order.note no longer returns string.'],
      ['type-widened', 'breaking', 'Order.note may now be object.'],
    ]);
  });

  it('does not report: additionalProperties: true spelled out (still open)', async () => {
    expect(await changes((d) => (schema(d, 'Order').additionalProperties = true))).toEqual([]);
  });

  it('does not report: an open request object closed (request-object-closed)', async () => {
    expect(
      await changes((d) => (schema(d, 'NewOrder').additionalProperties = false), {
        base: (d) => delete schema(d, 'NewOrder').additionalProperties,
      }),
    ).toEqual([['request-object-closed', 'breaking', 'NewOrder no longer accepts properties it does not list.']]);
  });
});
