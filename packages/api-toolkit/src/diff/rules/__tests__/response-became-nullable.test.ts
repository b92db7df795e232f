// response-became-nullable: a response value may now be null: breaking.
import { describe, expect, it } from 'vitest';
import { changes, schema } from './support/pair.js';

describe('response-became-nullable', () => {
  it('reports: note may be null', async () => {
    expect(await changes((d) => (schema(d, 'Order').properties.note.type = ['string', 'null']))).toEqual([
      ['response-became-nullable', 'breaking', 'Order.note may now be null.'],
    ]);
  });

  it('does not report: a request value accepting null (type-widened)', async () => {
    expect(await changes((d) => (schema(d, 'NewOrder').properties.note.type = ['string', 'null']))).toEqual([
      ['type-widened', 'info', 'NewOrder.note now also accepts null.'],
    ]);
  });
});
