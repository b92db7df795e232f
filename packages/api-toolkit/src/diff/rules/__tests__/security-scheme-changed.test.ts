// security-scheme-changed: a scheme operations use now means other credentials, or is gone: breaking.
import { describe, expect, it } from 'vitest';
import { changes } from './support/pair.js';

describe('security-scheme-changed', () => {
  it('reports: the bearer scheme becomes an API key header', async () => {
    expect(
      await changes((d) => (d.components.securitySchemes.bearer = { type: 'apiKey', in: 'header', name: 'X-Api-Key' })),
    ).toEqual([
      [
        'security-scheme-changed',
        'breaking',
        'Security scheme \'bearer\' changed: {"scheme":"bearer","type":"http"} → {"in":"header","name":"X-Api-Key","type":"apiKey"}.',
      ],
    ]);
  });

  it('does not report: the scheme described', async () => {
    expect(
      await changes((d) => (d.components.securitySchemes.bearer.description = 'A token from the dashboard.')),
    ).toEqual([]);
  });
});
