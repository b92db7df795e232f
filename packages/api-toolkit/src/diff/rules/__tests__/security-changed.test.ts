// security-changed: a secured operation's requirement changes: breaking.
import { describe, expect, it } from 'vitest';
import { changes, getOrder } from './support/pair.js';

describe('security-changed', () => {
  it('reports: getOrder takes an API key instead', async () => {
    expect(
      await changes((d) => {
        d.components.securitySchemes.apiKey = { type: 'apiKey', in: 'header', name: 'X-Api-Key' };
        getOrder(d).security = [{ apiKey: [] }];
      }),
    ).toEqual([['security-changed', 'breaking', 'Security changed from bearer to apiKey.']]);
  });

  it('does not report: the document default written out on the operation', async () => {
    expect(await changes((d) => (getOrder(d).security = [{ bearer: [] }]))).toEqual([]);
  });
});
