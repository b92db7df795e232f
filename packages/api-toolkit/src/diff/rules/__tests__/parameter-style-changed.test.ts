// parameter-style-changed: a parameter's serialisation changes: breaking.
import { describe, expect, it } from 'vitest';
import { changes, listOrders, signature, withSignature } from './support/pair.js';

describe('parameter-style-changed', () => {
  it('reports: a query parameter no longer exploded', async () => {
    expect(await changes((d) => (listOrders(d).parameters[1].explode = false))).toEqual([
      [
        'parameter-style-changed',
        'breaking',
        "Parameter 'status' serialisation changed from style form, explode true to style form, explode false.",
      ],
    ]);
  });

  it("does not report: OpenAPI's defaults written out", async () => {
    expect(await changes((d) => Object.assign(listOrders(d).parameters[1], { style: 'form', explode: true }))).toEqual(
      [],
    );
  });

  it('reports on a webhook: a header the API now writes exploded', async () => {
    expect(await changes((d) => (signature(d).explode = true), { document: withSignature })).toEqual([
      [
        'parameter-style-changed',
        'breaking',
        "Parameter 'Shipment-Signature' serialisation changed from style simple, explode false to style simple, explode true.",
      ],
    ]);
  });
});
