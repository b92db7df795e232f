// The codes and the 401 reason the router answers with by itself come from the contract it serves
// (`x-error-roles`, `x-unsupported-method`) and must exist in its catalogue.
import express from 'express';
import { describe, expect, it } from 'vitest';
import { createCoreRouter } from '../../packages/express/src/runtime/api-router.js';
import type { Contract } from '../../packages/express/src/runtime/types.js';
import { bearer, contract, defaultHandlers } from './contract-fixture.js';
import { listen } from './loopback.js';

function start(changed: Partial<Contract>): () => unknown {
  const broken = { ...contract, ...changed } as Contract;
  return () =>
    createCoreRouter({ contract: broken, handlers: defaultHandlers, authenticate: () => ({ ok: false, reason: 'x' }) });
}

describe('start-up check of the contract facts the router emits', () => {
  it('starts over a contract that has them all', () => {
    expect(start({})).not.toThrow();
  });

  it.each(['internal_error', 'not_found', 'parameter_invalid', 'unauthorized'])(
    'refuses a contract without %s',
    (code) => {
      const errorCatalog = Object.fromEntries(
        Object.entries(contract.errorCatalog).filter(([known]) => known !== code),
      );
      expect(start({ errorCatalog } as Partial<Contract>)).toThrow(`The contract has no error code '${code}'`);
    },
  );

  it('refuses roles that name a code the catalogue lacks', () => {
    const errorRoles = { ...contract.errorRoles, validation: 'request_invalid' };
    expect(start({ errorRoles })).toThrow(
      "no error code 'request_invalid', which the API router answers with (validation)",
    );
  });

  it('answers with the codes and the header the contract assigns to each role', async () => {
    const renamed: Contract = {
      ...contract,
      errorCatalog: {
        ...contract.errorCatalog,
        request_invalid: { status: 400, description: 'Invalid.' },
        no_such_path: { status: 404, description: 'Nothing here.' },
        method_refused: { status: 405, description: 'Not this method.' },
      },
      errorRoles: { ...contract.errorRoles, validation: 'request_invalid', unknownPath: 'no_such_path' },
      unsupportedMethod: { status: 405, code: 'method_refused', header: 'Allow' },
    };
    const app = express();
    app.use(
      createCoreRouter({
        contract: renamed,
        handlers: defaultHandlers,
        authenticate: () => ({ ok: true, principal: { org: 'acme' } }),
      }),
    );
    const server = await listen(app);
    try {
      const invalid = await server.send('GET', '/v0/transactions?limit=0', { headers: bearer });
      expect([invalid.status, invalid.json.code]).toEqual([400, 'request_invalid']);
      const unknown = await server.send('GET', '/v0/nothing', { headers: bearer });
      expect([unknown.status, unknown.json.code]).toEqual([404, 'no_such_path']);
      const method = await server.send('DELETE', '/v0/transactions', { headers: bearer });
      expect([method.status, method.json.code, method.headers['allow']]).toEqual([405, 'method_refused', 'GET, HEAD']);
    } finally {
      await server.close();
    }
  });

  it('refuses a contract without the missing_header reason', () => {
    expect(start({ unauthorizedReasons: ['invalid_token'] })).toThrow("no 401 context.reason 'missing_header'");
  });
});
