// constraint-widened: a keyword accepts more: info in a request, breaking in a response.
import { describe, expect, it } from 'vitest';
import { allOfParts, changes, type Doc, schema } from './support/pair.js';

describe('constraint-widened', () => {
  it('reports: a request maxLength raised and a response maxLength dropped', async () => {
    expect(
      await changes(
        (d) => {
          schema(d, 'NewOrder').properties.item.maxLength = 60;
          delete schema(d, 'Order').properties.item.maxLength;
        },
        { base: (d) => (schema(d, 'Order').properties.item.maxLength = 10) },
      ),
    ).toEqual([
      ['constraint-widened', 'breaking', 'Order.item may return more: maxLength 10 → none.'],
      ['constraint-widened', 'info', 'NewOrder.item accepts more: maxLength 40 → 60.'],
    ]);
  });

  it('reports: an inline allOf part removed from a request body of inline parts', async () => {
    expect(await changes((d) => allOfParts(d, 2), { base: (d) => allOfParts(d, 3) })).toEqual([
      [
        'constraint-widened',
        'info',
        '/paths/~1orders/post/requestBody/content/application~1json/schema accepts more: 1 allOf part(s) removed.',
      ],
    ]);
  });

  it('does not report: a request maxLength lowered (constraint-narrowed)', async () => {
    expect(await changes((d) => (schema(d, 'NewOrder').properties.item.maxLength = 20))).toEqual([
      ['constraint-narrowed', 'breaking', 'NewOrder.item accepts less: maxLength 40 → 20.'],
    ]);
  });
});

// An allOf member that only repeats what another member requires constrains nothing more: removing it (or adding it
// back) changes no value, on either side of the wire. One that constrains the value is reported as before.
describe('constraint-widened: allOf members', () => {
  const core = { type: 'object', required: ['id'], properties: { id: { type: 'string' } } };
  const repeated = { type: 'object', properties: { id: { type: 'string' } } };
  const constraining = { type: 'object', required: ['note'] };
  /** Order (returned) and NewOrder (sent) as the allOf of OrderCore and each named extra part. */
  const members =
    (...extra: string[]) =>
    (d: Doc) => {
      d.components.schemas.OrderCore = core;
      d.components.schemas.OrderRepeated = repeated;
      d.components.schemas.OrderConstraining = constraining;
      const parts = ['OrderCore', ...extra].map((name) => ({ $ref: `#/components/schemas/${name}` }));
      d.components.schemas.Order = { allOf: parts };
      d.components.schemas.NewOrder = { allOf: parts };
    };

  it('does not report: a member repeating another removed from a request and a response body, or added back', async () => {
    expect(await changes(members(), { base: members('OrderRepeated') })).toEqual([]);
    expect(await changes(members('OrderRepeated'), { base: members() })).toEqual([]);
  });

  it('does not report: a member repeating another removed from a returned property; reports one that bounded it', async () => {
    const amount =
      (...extra: Doc[]) =>
      (d: Doc) => {
        d.components.schemas.Amount = { type: 'string', maxLength: 20 };
        d.components.schemas.Order.properties.total = {
          allOf: [{ $ref: '#/components/schemas/Amount' }, ...extra],
        };
      };
    const repeatedRef = (d: Doc) => {
      d.components.schemas.AmountAgain = { type: 'string' };
      amount({ $ref: '#/components/schemas/AmountAgain' })(d);
    };
    const boundingRef = (d: Doc) => {
      d.components.schemas.AmountShort = { type: 'string', maxLength: 10 };
      amount({ $ref: '#/components/schemas/AmountShort' })(d);
    };
    expect(await changes(amount(), { base: repeatedRef })).toEqual([]);
    expect(await changes(amount(), { base: boundingRef })).toEqual([
      ['constraint-widened', 'breaking', 'Order.total may return more: 1 allOf part(s) removed.'],
    ]);
  });

  it('reports: a member that constrained the value removed (breaking in a response), or added back', async () => {
    expect(await changes(members(), { base: members('OrderConstraining') })).toEqual([
      ['constraint-widened', 'breaking', 'Order may return more: 1 allOf part(s) removed.'],
      ['constraint-widened', 'info', 'NewOrder accepts more: 1 allOf part(s) removed.'],
    ]);
    expect(await changes(members('OrderConstraining'), { base: members() })).toEqual([
      ['constraint-narrowed', 'breaking', 'NewOrder accepts less: 1 allOf part(s) added.'],
      ['constraint-narrowed', 'info', 'Order returns less: 1 allOf part(s) added.'],
    ]);
  });
});
