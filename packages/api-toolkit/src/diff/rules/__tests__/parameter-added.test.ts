// parameter-added: a new optional parameter: info.
import { describe, expect, it } from 'vitest';
import { changes, getOrder } from './support/pair.js';

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
});
