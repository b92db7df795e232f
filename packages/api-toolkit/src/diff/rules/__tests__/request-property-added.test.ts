// request-property-added: a request object accepts a new optional property: info.
import { describe, expect, it } from 'vitest';
import { changes, schema } from './support/pair.js';

describe('request-property-added', () => {
  it('reports: giftWrap accepted', async () => {
    expect(await changes((d) => (schema(d, 'NewOrder').properties.giftWrap = { type: 'boolean' }))).toEqual([
      ['request-property-added', 'info', "NewOrder accepts new optional 'giftWrap'."],
    ]);
  });

  it('does not report: a new required one (request-property-required)', async () => {
    expect(
      await changes((d) => {
        schema(d, 'NewOrder').properties.giftWrap = { type: 'boolean' };
        schema(d, 'NewOrder').required.push('giftWrap');
      }),
    ).toEqual([['request-property-required', 'breaking', "NewOrder now requires 'giftWrap'."]]);
  });
});
