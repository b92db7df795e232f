// response-object-opened: a closed response object may carry properties it does not list: warning.
import { describe, expect, it } from 'vitest';
import { changes, schema } from './support/pair.js';

describe('response-object-opened', () => {
  it('reports: additionalProperties: false dropped from Order', async () => {
    expect(
      await changes((d) => delete schema(d, 'Order').additionalProperties, {
        base: (d) => (schema(d, 'Order').additionalProperties = false),
      }),
    ).toEqual([['response-object-opened', 'warning', 'Order may now carry properties it does not list.']]);
  });

  it('does not report: a closed object field that becomes a string (a type change)', async () => {
    expect(
      await changes((d) => (schema(d, 'Order').properties.note = { type: 'string' }), {
        base: (d) => (schema(d, 'Order').properties.note = { type: 'object', additionalProperties: false }),
      }),
    ).toEqual([
      ['type-narrowed', 'info', 'Order.note no longer returns object.'],
      ['type-widened', 'breaking', 'Order.note may now be string.'],
    ]);
  });

  it('does not report: a closed object field that may now also be null (null is no object)', async () => {
    const closed = { type: 'object', additionalProperties: false, properties: { text: { type: 'string' } } };
    expect(
      await changes((d) => (schema(d, 'Order').properties.note = { oneOf: [closed, { type: 'null' }] }), {
        base: (d) => (schema(d, 'Order').properties.note = closed),
      }),
    ).toEqual([['response-became-nullable', 'breaking', 'Order.note may now be null.']]);
  });

  it('does not report: a closed request object opened (request-object-opened)', async () => {
    expect(await changes((d) => delete schema(d, 'NewOrder').additionalProperties)).toEqual([
      ['request-object-opened', 'info', 'NewOrder now accepts properties it does not list.'],
    ]);
  });
});
