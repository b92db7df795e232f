// response-property-became-optional: a response property is no longer required: breaking.
import { describe, expect, it } from 'vitest';
import { changes, schema } from './support/pair.js';

describe('response-property-became-optional', () => {
  it('reports: item may be omitted', async () => {
    expect(await changes((d) => (schema(d, 'Order').required = ['id', 'status']))).toEqual([
      ['response-property-became-optional', 'breaking', "Order may now omit 'item'."],
    ]);
  });

  it('does not report: a request property no longer required (request-property-became-optional)', async () => {
    expect(await changes((d) => (schema(d, 'NewOrder').required = []))).toEqual([
      ['request-property-became-optional', 'info', "NewOrder no longer requires 'item'."],
    ]);
  });
});
