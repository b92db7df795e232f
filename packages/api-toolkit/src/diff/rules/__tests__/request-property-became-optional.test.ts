// request-property-became-optional: a request property is no longer required: info.
import { describe, expect, it } from 'vitest';
import { changes, schema } from './support/pair.js';

describe('request-property-became-optional', () => {
  it('reports: item no longer required', async () => {
    expect(await changes((d) => (schema(d, 'NewOrder').required = []))).toEqual([
      ['request-property-became-optional', 'info', "NewOrder no longer requires 'item'."],
    ]);
  });

  it('does not report: a response property no longer required (response-property-became-optional)', async () => {
    expect(await changes((d) => (schema(d, 'Order').required = ['id', 'status']))).toEqual([
      ['response-property-became-optional', 'breaking', "Order may now omit 'item'."],
    ]);
  });
});
