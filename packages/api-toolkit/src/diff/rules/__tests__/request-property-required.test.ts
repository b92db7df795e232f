// request-property-required: a request property becomes required: breaking.
import { describe, expect, it } from 'vitest';
import { changes, schema } from './support/pair.js';

describe('request-property-required', () => {
  it('reports: quantity required', async () => {
    expect(await changes((d) => schema(d, 'NewOrder').required.push('quantity'))).toEqual([
      ['request-property-required', 'breaking', "NewOrder now requires 'quantity'."],
    ]);
  });

  it('does not report: a required one becoming optional (request-property-became-optional)', async () => {
    expect(await changes((d) => (schema(d, 'NewOrder').required = []))).toEqual([
      ['request-property-became-optional', 'info', "NewOrder no longer requires 'item'."],
    ]);
  });
});
