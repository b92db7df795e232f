// parameter-style-changed: a parameter's serialisation changes: breaking.
import { describe, expect, it } from 'vitest';
import { changes, listOrders } from './support/pair.js';

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
});
