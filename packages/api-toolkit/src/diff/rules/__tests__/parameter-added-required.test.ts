// parameter-added-required: a new required parameter: breaking (info on a webhook, read reversed).
import { describe, expect, it } from 'vitest';
import { changes, getOrder, shipped, withSignature } from './support/pair.js';

const signed = () => withSignature().webhooks.shipped.post.parameters;

describe('parameter-added-required', () => {
  it('reports: a required query parameter added', async () => {
    expect(
      await changes((d) =>
        getOrder(d).parameters.push({ name: 'region', in: 'query', required: true, schema: { type: 'string' } }),
      ),
    ).toEqual([['parameter-added-required', 'breaking', "New required query parameter 'region'."]]);
  });

  it('does not report: a new optional one (parameter-added)', async () => {
    expect(
      await changes((d) => getOrder(d).parameters.push({ name: 'region', in: 'query', schema: { type: 'string' } })),
    ).toEqual([['parameter-added', 'info', "New optional query parameter 'region'."]]);
  });

  it('reports on a webhook, read reversed: a required header the API now sends (info)', async () => {
    expect(await changes((d) => (shipped(d).parameters = signed()))).toEqual([
      ['parameter-added-required', 'info', "New required header parameter 'Shipment-Signature'."],
    ]);
  });
});
