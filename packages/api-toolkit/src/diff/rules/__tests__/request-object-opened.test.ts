// request-object-opened: a closed request object accepts properties it does not list: info.
import { describe, expect, it } from 'vitest';
import { changes, schema } from './support/pair.js';

describe('request-object-opened', () => {
  it('reports: additionalProperties: false dropped from NewOrder', async () => {
    expect(await changes((d) => delete schema(d, 'NewOrder').additionalProperties)).toEqual([
      ['request-object-opened', 'info', 'NewOrder now accepts properties it does not list.'],
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
