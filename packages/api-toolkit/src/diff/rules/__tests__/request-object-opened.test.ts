// request-object-opened: a closed request object accepts properties it does not list: info.
import { describe, expect, it } from 'vitest';
import { changes, schema } from './support/pair.js';

describe('request-object-opened', () => {
  it('reports: additionalProperties: false dropped from NewOrder', async () => {
    expect(await changes((d) => delete schema(d, 'NewOrder').additionalProperties)).toEqual([
      ['request-object-opened', 'info', 'NewOrder now accepts properties it does not list.'],
    ]);
  });

  it('does not report: a closed object field that becomes a string (a type change)', async () => {
    expect(
      await changes((d) => (schema(d, 'NewOrder').properties.note = { type: 'string' }), {
        base: (d) => (schema(d, 'NewOrder').properties.note = { type: 'object', additionalProperties: false }),
      }),
    ).toEqual([
      ['type-narrowed', 'breaking', 'Type object is no longer accepted at NewOrder.note.'],
      ['type-widened', 'info', 'NewOrder.note now also accepts string.'],
    ]);
  });

  it('does not report: NewOrder closed by unevaluatedProperties: false instead (still closed)', async () => {
    expect(
      await changes((d) => {
        const order = schema(d, 'NewOrder');
        delete order.additionalProperties;
        order.unevaluatedProperties = false;
      }),
    ).toEqual([]);
  });

  it('does not report: a closed response object opened (response-object-opened)', async () => {
    expect(
      await changes((d) => delete schema(d, 'Order').additionalProperties, {
        base: (d) => (schema(d, 'Order').additionalProperties = false),
      }),
    ).toEqual([['response-object-opened', 'warning', 'Order may now carry properties it does not list.']]);
  });
});
