// security-alternative-added: callers may authenticate another way too; their credentials still work: info.
import { describe, expect, it } from 'vitest';
import { changes, type Doc, getOrder } from './support/pair.js';

const apiKey = (doc: Doc) =>
  (doc.components.securitySchemes.apiKey = { type: 'apiKey', in: 'header', name: 'X-Api-Key' });

describe('security-alternative-added', () => {
  it('reports: getOrder also takes an API key', async () => {
    expect(
      await changes((d) => {
        apiKey(d);
        getOrder(d).security = [{ bearer: [] }, { apiKey: [] }];
      }),
    ).toEqual([['security-alternative-added', 'info', 'Callers may now also authenticate with apiKey.']]);
  });

  it('reports once for the document default, and a scope dropped', async () => {
    const found = await changes(
      (d) => {
        apiKey(d);
        d.security = [{ bearer: [] }, { apiKey: [] }];
      },
      { base: (d) => (getOrder(d).security = [{ bearer: ['orders:read'] }]) },
    );
    expect(found).toEqual([
      ['security-alternative-added', 'info', 'Callers may now also authenticate with apiKey or bearer.'],
      ['security-alternative-added', 'info', 'Callers may now also authenticate with apiKey.'],
    ]);
  });

  it('does not report: the alternative callers use removed (security-changed)', async () => {
    expect(
      await changes(
        (d) => {
          apiKey(d);
          getOrder(d).security = [{ apiKey: [] }];
        },
        {
          base: (d) => {
            apiKey(d);
            getOrder(d).security = [{ bearer: [] }, { apiKey: [] }];
          },
        },
      ),
    ).toEqual([['security-changed', 'breaking', 'Callers presenting bearer must now present apiKey.']]);
  });
});
