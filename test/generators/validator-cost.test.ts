// The compiled validators do work linear in the data, however many errors it has: errors from a referenced schema
// are appended in place (ajv's standalone code copies the whole list once per failing item, quadratic in the
// items), a run stops at ERROR_LIMIT errors, and `uniqueItems` compares items through a hash, never pairwise. Counted, not timed: the copies the
// validators make and the shape of the code; bench/validation.ts holds the timings.
import { readFileSync } from 'node:fs';
import { afterEach, describe, expect, it } from 'vitest';
import { ERROR_LIMIT } from '../../generators/validators.js';
import { operationValidators, schemaValidators } from '../../packages/contract-facts/src/generated/validators.js';

const sources = [
  '../../packages/contract-facts/src/generated/validators.js',
  '../../packages/sandbox/src/generated/helpers/validators.js',
].map((file) => ({
  file,
  code: readFileSync(new URL(file, import.meta.url), 'utf8'),
}));

const concat = Array.prototype.concat;
afterEach(() => {
  Array.prototype.concat = concat;
});

/** Elements copied by Array.prototype.concat while `run` runs. */
function copiedElements(run: () => void): number {
  let copied = 0;
  Array.prototype.concat = function (this: unknown[], ...rest: unknown[]) {
    copied += this.length;
    return concat.apply(this, rest);
  };
  try {
    run();
  } finally {
    Array.prototype.concat = concat;
  }
  return copied;
}

describe('validator cost', () => {
  const wallet = (networks: unknown[]) => ({
    kind: 'wallet',
    address: '0x5aaeb6053f3e94c9b9a09f33669435e7ef1beaed',
    networks,
  });

  it('copies no error list per failing item, and stops at the error limit with the errors first found', () => {
    const list = Array.from({ length: 5000 }, (_, index) => index);
    const validate = schemaValidators.WalletRegistration;
    const copied = copiedElements(() => expect(validate(wallet(list))).toBe(false));
    expect(copied).toBeLessThan(list.length);
    expect(validate.errors).toHaveLength(ERROR_LIMIT);
    const paths = validate.errors!.map((error) => error.instancePath);
    expect(paths[0]).toBe('/networks');
    // The errors first found: the list's items from the first on (each fails NetworkId, then the EVM networks).
    const items = paths.slice(1, 7).map((path) => Number(path.slice('/networks/'.length)));
    expect(items[0]).toBe(0);
    expect(items).toEqual([...items].sort((a, b) => a - b));
  });

  it('answers as before below the limit: every error, then valid data again', () => {
    const validate = schemaValidators.WalletRegistration;
    expect(validate(wallet([1, 'base', 2]))).toBe(false);
    // The items, and the body itself: an EVM address's networks must be EVM networks (the `if`/`then`).
    expect(new Set(validate.errors!.map((error) => error.instancePath))).toEqual(
      new Set(['/networks/0', '/networks/2', '']),
    );
    expect(validate(wallet(['base']))).toBe(true);
    expect(validate.errors).toBeNull();
  });

  it('copies no error list per failing item of a large response list either (the runner and the proxy)', () => {
    const validate = operationValidators.listAccounts.responses[200];
    const copied = copiedElements(() =>
      expect(validate({ data: Array.from({ length: 5000 }, () => ({ kind: 'wallet' })), nextCursor: null })).toBe(
        false,
      ),
    );
    expect(copied).toBeLessThan(5000);
  });

  for (const { file, code } of sources) {
    it(`compares uniqueItems through a hash, never pairwise (${file.split('generated/')[1]})`, () => {
      expect(code).toContain('uniqueItems');
      expect(code).not.toMatch(/^outer\d+:$/m);
      expect(code).not.toMatch(/\.concat\(/);
    });
  }
});
