// security-changed: a secured operation's callers' credentials no longer satisfy any requirement: breaking.
import { describe, expect, it } from 'vitest';
import { changes, type Doc, getOrder } from './support/pair.js';

const apiKey = (doc: Doc) =>
  (doc.components.securitySchemes.apiKey = { type: 'apiKey', in: 'header', name: 'X-Api-Key' });

describe('security-changed', () => {
  it('reports: getOrder takes an API key instead', async () => {
    expect(
      await changes((d) => {
        apiKey(d);
        getOrder(d).security = [{ apiKey: [] }];
      }),
    ).toEqual([['security-changed', 'breaking', 'Callers presenting bearer must now present apiKey.']]);
  });

  it('reports: a scheme or a scope added to the requirement, once for the document default', async () => {
    expect(
      await changes((d) => {
        apiKey(d);
        getOrder(d).security = [{ bearer: [], apiKey: [] }];
        d.security = [{ bearer: ['orders'] }];
      }),
    ).toEqual([
      ['security-changed', 'breaking', 'Callers presenting bearer must now present apiKey + bearer.'],
      ['security-changed', 'breaking', 'Callers presenting bearer must now present bearer [orders].'],
    ]);
  });

  it('does not report: the document default written out, or an alternative added', async () => {
    expect(await changes((d) => (getOrder(d).security = [{ bearer: [] }]))).toEqual([]);
    expect(
      await changes((d) => {
        apiKey(d);
        getOrder(d).security = [{ apiKey: [] }, { bearer: [] }];
      }),
    ).toEqual([['security-alternative-added', 'info', 'Callers may now also authenticate with apiKey.']]);
  });
});
