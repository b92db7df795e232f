// response_schema: every body matches its schema; an extra property on a closed object is named where it appears,
// whether the object is closed by additionalProperties or unevaluatedProperties.
import { beforeAll, describe, expect, it } from 'vitest';
import { positiveAccepted } from '../positive_accepted.js';
import { responseSchema } from '../response_schema.js';
import { loadContract, type Contract } from '../../contract/contract.js';
import type { Exchange } from '../../http/exchange.js';
import type { OperationSpec } from '@ausd/contract-facts/operation';
import { firstFailure, sandboxChecks, statuses } from './support/sandbox.js';

const run = sandboxChecks();

describe('response_schema', () => {
  it('passes against the sandbox (traffic made by positiveAccepted)', async () => {
    expect(
      statuses(await run.scenario(positiveAccepted, { operations: ['listAccounts'], checks: [responseSchema.name] })),
    ).toEqual([
      ['exchangeApiKey', 'passed'],
      ['listAccounts', 'passed'],
    ]);
  });

  it('fails on a required field dropped (missing_required_field)', async () => {
    const outcomes = await run.scenario(positiveAccepted, {
      fault: 'missing_required_field',
      operations: ['listAccounts'],
      checks: [responseSchema.name],
    });
    expect(statuses(outcomes)).toEqual([
      ['exchangeApiKey', 'passed'],
      ['listAccounts', 'failed'],
    ]);
    expect(firstFailure(outcomes)).toMatch(
      /^\/data\/3 must have required property 'addressFormat'; \/data\/3 must have required property 'accountNumber'; \/data\/3 must have required property 'bankName'$/,
    );
  });
});

let contract: Contract;

beforeAll(async () => {
  contract = await loadContract();
});

type Doc = Record<string, any>;

/** The 200 example of an operation in the bundled contract. */
function example(operationId: string): Doc {
  for (const item of Object.values(contract.document.paths as Doc))
    for (const operation of Object.values(item as Doc))
      if ((operation as Doc).operationId === operationId) {
        const examples = (operation as Doc).responses['200'].content['application/json'].examples as Doc;
        return structuredClone(Object.values(examples)[0].value) as Doc;
      }
  throw new Error(`no operation ${operationId}`);
}

function inspect(operationId: string, body: unknown) {
  const op = contract.operations.find((o) => o.operationId === operationId) as OperationSpec;
  const exchange: Exchange = {
    spec: { operationId, method: op.method, path: op.path, credential: 'session' },
    url: `http://127.0.0.1${op.path}`,
    response: { status: 200, headers: { 'content-type': 'application/json' }, text: JSON.stringify(body), json: body },
  };
  return responseSchema.inspect(exchange, op, { contract });
}

describe('response_schema on an extra property, on crafted answers', () => {
  it('accepts the example as documented', () => {
    expect(inspect('getAccount', example('getAccount'))).toBe(true);
    expect(inspect('listTransactions', example('listTransactions'))).toBe(true);
  });

  it('names a property added to a closed object', () => {
    const account = { ...example('getAccount'), nickname: 'treasury' };
    const verdict = inspect('getAccount', account);
    expect(verdict).not.toBe(true);
    expect(verdict && verdict !== true && verdict.message).toContain(
      "/ has the property 'nickname', which the schema does not allow",
    );
  });

  it('names a property added to an item closed by unevaluatedProperties', () => {
    const page = example('listTransactions');
    page.data[0].memo = 'internal';
    const verdict = inspect('listTransactions', page);
    expect(verdict && verdict !== true && verdict.message).toContain(
      "/data/0 has the property 'memo', which the schema does not allow",
    );
  });
});
