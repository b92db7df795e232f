// Case generation read from the contract: every query rule gets cases, every invalid body is invalid for the
// compiled validator, every valid example stays valid, and the local filter semantics behave as described.
import { beforeAll, describe, expect, it } from 'vitest';
import { invalidBodies, validExamples } from '../../packages/conformance/src/cases/body.js';
import { negativeQueryCases, positiveQueryCases, ruleGenerators } from '../../packages/conformance/src/cases/query.js';
import { issuesName } from '../../packages/conformance/src/cases/expectations.js';
import { withOffset, zoneless } from '../../packages/conformance/src/cases/values.js';
import type { Exchange } from '../../packages/conformance/src/http/exchange.js';
import { loadContract, type Contract } from '../../packages/conformance/src/contract/contract.js';
import { matches } from '../../packages/conformance/src/contract/filters.js';
import { arrivedAfter, firstOutOfOrder } from '../../packages/conformance/src/contract/ordering.js';
import type { OperationSpec, Ordering } from '../../packages/contract-facts/src/operation.js';

const newestFirst: Ordering = { field: 't', direction: 'descending', tieBreaker: 'id' };

let contract: Contract;
const op = (id: string) => contract.operations.find((o) => o.operationId === id) as OperationSpec;

beforeAll(async () => {
  contract = await loadContract();
});

describe('query cases', () => {
  it('has a generator for every x-query-rules id', () => {
    expect(Object.keys(contract.queryRules).filter((rule) => !ruleGenerators[rule])).toEqual([]);
  });

  it('generates at least one case per rule on the transaction list, each naming a parameter', () => {
    const { cases } = negativeQueryCases(contract, op('listTransactions'), { min: 1, max: 200 });
    for (const rule of Object.keys(contract.queryRules)) expect(cases.some((c) => c.rule === rule)).toBe(true);
    expect(cases.every((c) => typeof c.field === 'string' && c.field.length > 0)).toBe(true);
    const limits = cases.filter((c) => c.field === 'limit').map((c) => c.query[0]![1]);
    expect(limits).toEqual(expect.arrayContaining(['0', '201', 'abc']));
  });

  it('lists past their declared bounds: maxItems + 1 where the values allow it, a value twice, an encoded comma', () => {
    const names = (id: string) =>
      negativeQueryCases(contract, op(id), { min: 1, max: 200 })
        .cases.filter((c) => ['maxItems', 'uniqueItems', 'encoded_comma'].includes(c.rule ?? ''))
        .map((c) => `${c.rule}: ${c.query[0]![0]}=${c.query[0]![1]}${c.encodeCommas ? ' (%2C)' : ''}`);
    const routes = names('listRoutes');
    expect(routes).toContain('uniqueItems: toChain=probe1,probe1');
    expect(routes).toContain('encoded_comma: toChain=probe1,probe2 (%2C)');
    expect(routes.find((c) => c.startsWith('maxItems: toChain='))?.split(',')).toHaveLength(21);
    // 17 networks and at most 17 values: no list of distinct networks passes the bound, so it gets no case.
    expect(names('listAccounts')).toEqual([
      'uniqueItems: network=arbitrum,arbitrum',
      'encoded_comma: network=arbitrum,avalanche (%2C)',
    ]);
  });

  it('positive cases cover every value of every filter and both limit bounds', () => {
    const cases = positiveQueryCases(contract, op('listTransactions'), { min: 1, max: 200 });
    const sent = cases.flatMap((c) => c.query.map(([name, value]) => `${name}=${value}`));
    for (const parameter of op('listTransactions').parameters.filter((p) => p.values)) {
      for (const value of parameter.values!) expect(sent).toContain(`${parameter.name}=${value}`);
    }
    expect(sent).toEqual(
      expect.arrayContaining(['limit=1', 'limit=200', 'isInstantSettlement=true', 'isInstantSettlement=false']),
    );
    expect(sent.some((pair) => /^initiatedAt\.gte=.*\+05:30$/.test(pair))).toBe(true);
  });
});

describe('body cases', () => {
  for (const id of ['createAccount', 'updateAccount', 'createRoute']) {
    it(`${id}: examples are valid and every mutation is invalid for the compiled validator`, () => {
      const validate = contract.validators[id]!.body!;
      expect(validExamples(contract, op(id)).length).toBeGreaterThan(0);
      const invalid = invalidBodies(contract, op(id));
      expect(invalid.length).toBeGreaterThan(3);
      for (const body of invalid) expect(validate(body.body), body.name).toBe(false);
      expect(new Set(invalid.map((b) => b.keyword))).toContain('required');
    });
  }
});

describe('local semantics', () => {
  it('matches list filters on nested and spread fields, and ranges across zones', () => {
    const list = op('listAccounts');
    const network = list.parameters.find((p) => p.name === 'network')!;
    const wallet = {
      kind: 'wallet',
      networks: [{ chain: 'base' }, { chain: 'ethereum' }],
      createdAt: '2025-03-01T12:00:00.000Z',
    };
    expect(matches(wallet, network, 'solana,ethereum')).toBe(true);
    expect(matches({ kind: 'bank', createdAt: '2025-03-01T12:00:00Z' }, network, 'ethereum')).toBe(false);
    const gte = list.parameters.find((p) => p.name === 'createdAt.gte')!;
    expect(matches(wallet, gte, withOffset(new Date('2025-03-01T12:00:00Z')))).toBe(true);
    expect(matches(wallet, gte, withOffset(new Date('2025-03-01T12:00:00.001Z')))).toBe(false);
    expect(zoneless(new Date('2025-03-01T12:00:00Z'))).toBe('2025-03-01T12:00:00');
  });

  it('leaves out only items newer than the whole reference walk', () => {
    const reference = [
      { id: 'b', t: '2025-01-02T00:00:00Z' },
      { id: 'a', t: '2025-01-01T00:00:00Z' },
    ];
    const arrived = arrivedAfter(reference, 't');
    expect(arrived({ id: 'c', t: '2025-01-02T00:00:01Z' })).toBe(true);
    expect(arrived({ id: 'b', t: '2025-01-02T00:00:00Z' })).toBe(false);
    expect(arrived({ id: 'z', t: '2024-12-31T00:00:00Z' })).toBe(false);
  });

  it('orders newest first and requires one tie-break direction', () => {
    const at = '2025-01-01T00:00:00Z';
    expect(
      firstOutOfOrder(
        [
          { id: 'b', t: '2025-01-02T00:00:00Z' },
          { id: 'a', t: at },
        ],
        newestFirst,
      ),
    ).toBeUndefined();
    expect(
      firstOutOfOrder(
        [
          { id: 'a', t: at },
          { id: 'b', t: '2025-01-02T00:00:00Z' },
        ],
        newestFirst,
      )?.index,
    ).toBe(1);
    const ties = [
      { id: 'c', t: at },
      { id: 'b', t: at },
      { id: 'd', t: at },
    ];
    expect(firstOutOfOrder(ties, newestFirst)?.reason).toMatch(/one direction/);
  });
});

describe('rejection naming', () => {
  const rejection = (...fields: string[]): Exchange => ({
    spec: { method: 'get', path: '/', credential: 'none' },
    url: '/',
    response: {
      status: 400,
      headers: {},
      text: '',
      json: { code: 'parameter_invalid', context: { issues: fields.map((field) => ({ field, message: 'x' })) } },
    },
  });

  it('accepts the parameter, its bounds and nested paths in any notation', () => {
    expect(issuesName(rejection('limit'), 'limit')).toBe(true);
    expect(issuesName(rejection('createdAt.gt', 'createdAt.gte'), 'createdAt')).toBe(true);
    expect(issuesName(rejection('/from/currency'), 'currency')).toBe(true);
    expect(issuesName(rejection('networks[0]'), 'networks')).toBe(true);
  });

  it('refuses issues that name another parameter', () => {
    expect(issuesName(rejection('limit'), 'kind')).toBe(false);
    expect(issuesName(rejection('networks'), 'network')).toBe(false);
    expect(issuesName(rejection('bankName'), 'name')).toBe(false);
    expect(issuesName(rejection(), 'kind')).toBe(false);
  });
});
