// The codes and the 401 reason the router answers with by itself must exist in the contract it serves.
import { describe, expect, it } from 'vitest';
import { createCoreRouter } from '../../runtime/middleware/api-router.js';
import type { Contract } from '../../runtime/middleware/types.js';
import { contract, defaultHandlers } from './contract-fixture.js';

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

  it('refuses a contract without the missing_header reason', () => {
    expect(start({ unauthorizedReasons: ['invalid_token'] })).toThrow("no 401 context.reason 'missing_header'");
  });
});
