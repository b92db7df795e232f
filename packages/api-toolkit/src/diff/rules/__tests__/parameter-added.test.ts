// parameter-added: a new optional parameter: info.
import { describe, expect, it } from 'vitest';
import { changes, getOrder, shipped, withSignature } from './support/pair.js';

describe('parameter-added', () => {
  it('reports: an optional query parameter added', async () => {
    expect(
      await changes((d) => getOrder(d).parameters.push({ name: 'region', in: 'query', schema: { type: 'string' } })),
    ).toEqual([['parameter-added', 'info', "New optional query parameter 'region'."]]);
  });

  it('does not report: a new required one (parameter-added-required)', async () => {
    expect(
      await changes((d) =>
        getOrder(d).parameters.push({ name: 'region', in: 'query', required: true, schema: { type: 'string' } }),
      ),
    ).toEqual([['parameter-added-required', 'breaking', "New required query parameter 'region'."]]);
  });

  it('reports on a webhook: an optional header the API now sends (info)', async () => {
    expect(
      await changes(
        (d) => shipped(d).parameters.push({ name: 'Shipment-Trace', in: 'header', schema: { type: 'string' } }),
        { document: withSignature },
      ),
    ).toEqual([['parameter-added', 'info', "New optional header parameter 'Shipment-Trace'."]]);
  });
});
