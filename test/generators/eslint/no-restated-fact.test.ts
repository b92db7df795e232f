// `ausd/no-restated-fact` on inline code (ESLint's RuleTester, in-process), and the facts it is given: read from the
// generated operation table, so a path or header the contract adds is looked for with no edit here.
import { readFileSync } from 'node:fs';
import { RuleTester } from 'eslint';
import { describe, expect, it } from 'vitest';
import { contractFacts } from '../../../generators/eslint/contract-facts.js';
import {
  errorCatalog,
  operations,
  requestIdHeader,
} from '../../../packages/contract-facts/src/generated/operations.js';
import rule from '../../../generators/eslint/no-restated-fact.js';

RuleTester.describe = describe;
RuleTester.it = it;
RuleTester.itOnly = it.only;

const options = {
  facts: [
    { text: '/v0/accounts/{accountId}', what: 'an operation path' },
    { text: 'Request-Id', what: 'the request id header' },
  ],
  prefixes: [{ text: '/v0/', what: 'a path of the API' }],
};
const restated = (text: string, what: string) => ({
  messageId: 'restated',
  data: { text, what },
});

new RuleTester().run('no-restated-fact', rule, {
  valid: [
    { code: "const path = operations.getAccount.path; const header = 'Retry-After';", options: [options] },
    { code: "const text = 'see /v0/ in the reference';", options: [options] },
    { code: "const other = '/v1/accounts';", options: [options] },
  ],
  invalid: [
    {
      code: "fetch('/v0/accounts/{accountId}');",
      options: [options],
      errors: [restated('/v0/accounts/{accountId}', 'an operation path')],
    },
    {
      code: "headers.get('request-id');",
      options: [options],
      errors: [restated('request-id', 'the request id header')],
    },
    {
      code: 'const url = `${base}/v0/accounts/${id}`;',
      options: [options],
      errors: [restated('/v0/accounts/', 'a path of the API')],
    },
    {
      code: 'const metrics = /^\\/v0\\/metrics(\\/|$)/;',
      options: [options],
      errors: [restated('/^\\/v0\\/metrics(\\/|$)/', 'a path of the API')],
    },
  ],
});

describe('the facts of the contract', () => {
  const bundled = JSON.parse(readFileSync(new URL('../../../generated/openapi.json', import.meta.url), 'utf8'));
  const table = { operations, errorCatalog, requestIdHeader };
  const facts = contractFacts(table);

  it('hold every operation path, the request id header and each error body message, under the version prefix', () => {
    const texts = facts.facts.map((fact) => fact.text);
    expect(texts).toEqual(expect.arrayContaining(Object.keys(bundled.paths)));
    expect(texts).toContain(bundled['x-request-id-header']);
    expect(texts).toContain(bundled.components.schemas.AccountAlreadyExistsErrorBody.description);
    expect(facts.prefixes.map((prefix) => prefix.text)).toEqual(['/v0/']);
  });

  it('add the error codes only when asked', () => {
    const withCodes = contractFacts(table, { errorCodes: true }).facts.map((fact) => fact.text);
    expect(facts.facts.map((fact) => fact.text)).not.toContain('account_already_exists');
    expect(withCodes).toContain('account_already_exists');
  });
});
