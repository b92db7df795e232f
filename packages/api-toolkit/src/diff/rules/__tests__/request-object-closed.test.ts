// request-object-closed: a request object refuses properties it does not list: breaking.
import { describe, expect, it } from 'vitest';
import { changes, schema } from './support/pair.js';

describe('request-object-closed', () => {
  it('reports: additionalProperties: false added', async () => {
    expect(
      await changes((d) => (schema(d, 'NewOrder').additionalProperties = false), {
        base: (d) => delete schema(d, 'NewOrder').additionalProperties,
      }),
    ).toEqual([['request-object-closed', 'breaking', 'NewOrder no longer accepts properties it does not list.']]);
  });

  it('does not report: a string field that becomes a closed object (a type change)', async () => {
    expect(
      await changes((d) => (schema(d, 'NewOrder').properties.note = { type: 'object', additionalProperties: false })),
    ).toEqual([
      ['type-narrowed', 'breaking', 'Type string is no longer accepted at NewOrder.note.'],
      ['type-widened', 'info', 'NewOrder.note now also accepts object.'],
    ]);
  });

  it('does not report: a response object closed (response-object-closed)', async () => {
    expect(await changes((d) => (schema(d, 'Order').additionalProperties = false))).toEqual([
      ['response-object-closed', 'info', 'Order no longer carries properties it does not list.'],
    ]);
  });
});
