// generated/operations.ts against the contract it is generated from, read by the tests' own reader of the bundle
// (test/contract/contract.ts), so a generator that drops or alters a fact fails here.
import { describe, expect, it } from 'vitest';
import {
  errorCatalog,
  errorDocsUrl,
  operations,
  queryRules,
  schemaChoices,
} from '../../packages/contract-facts/src/generated/operations.js';
import { refusalCodes as helperRefusalCodes } from '../../packages/sandbox/src/generated/helpers/operations.js';
import type { OperationSpec } from '../../packages/contract-facts/src/operation.js';
import { deref, document, errorCodesOf, operationEntries, type Json } from '../contract/contract.js';
import { operationSpec, refusalCodes, schemaPatterns } from '../../generators/operations.js';
import { createModel } from '../../packages/contract-model/src/model.js';

const table: Record<string, OperationSpec> = operations;

/** The contract's schemes as the credential roles of the operation table (`x-credential`). */
const credentialOf: Record<string, string> = { apiKey: 'exchange', sessionJwt: 'session' };
const schemeOf = (operation: Json) => Object.keys((operation.security ?? document.security)[0] ?? {})[0];

const errorResponses = (operation: Json) =>
  Object.entries(operation.responses as Record<string, Json>).filter(([status]) => /^[45]/.test(status));

/** The list operations, each with its filters (`x-filter`) and range bounds (`x-range`) as the contract declares. */
const listOperations = operationEntries.filter((entry) => entry.operation['x-strict-query'] === true);

describe('operation table', () => {
  it('has exactly the 13 operations, with method, path and the credential each takes', () => {
    expect(Object.keys(table).sort()).toEqual(operationEntries.map((op) => op.operationId).sort());
    for (const op of operationEntries) {
      const spec = table[op.operationId]!;
      expect([spec.operationId, spec.method, spec.path]).toEqual([op.operationId, op.method, op.path]);
      expect(spec.credential).toBe(credentialOf[schemeOf(op.operation) ?? ''] ?? 'public');
    }
  });

  it.each(operationEntries)(
    "$operationId: the error codes per status are the contract's",
    ({ operationId, operation }) => {
      const spec = table[operationId]!;
      for (const [status, response] of errorResponses(operation)) {
        const codes = errorCodesOf(response);
        expect(codes.length, `${operationId} ${status}`).toBeGreaterThan(0);
        expect([...(spec.responses[status]?.codes ?? [])].sort(), `${operationId} ${status}`).toEqual(codes);
      }
    },
  );

  it('gives success responses no codes, and every response the Request-Id header; 429 also Retry-After', () => {
    for (const spec of Object.values(table)) {
      for (const [status, response] of Object.entries(spec.responses)) {
        if (status.startsWith('2')) expect(response.codes, `${spec.operationId} ${status}`).toEqual([]);
        expect(response.headers, `${spec.operationId} ${status}`).toContain('Request-Id');
        if (status === '429') expect(response.headers).toContain('Retry-After');
      }
    }
  });

  it('marks the plain-text supply endpoints as text/plain and the rest as JSON', () => {
    expect(table.getTotalSupply!.responses['200']!.contentType).toBe('text/plain');
    expect(table.getCirculatingSupply!.responses['200']!.contentType).toBe('text/plain');
    expect(table.getMetrics!.responses['200']!.contentType).toBe('application/json');
  });

  it('describes each list filter with its parsing kind and accepted values', () => {
    expect(listOperations.length).toBeGreaterThan(0);
    for (const { operationId: id, parameters } of listOperations) {
      const spec = table[id]!;
      expect(spec.strictQuery, id).toBe(true);
      expect(spec.pagination, id).toEqual({
        cursorParam: 'cursor',
        limitParam: 'limit',
        itemsField: 'data',
        nextCursorField: 'nextCursor',
      });
      const limit = spec.parameters.find((p) => p.name === 'limit');
      expect(limit).toMatchObject({ in: 'query', kind: 'integer', default: 50, required: false });
      for (const declared of parameters.filter((p) => p['x-filter'])) {
        const parameter = spec.parameters.find((p) => p.name === declared.name);
        expect(parameter, `${id} ${declared.name}`).toBeDefined();
        const items = deref(declared.explode === false ? declared.schema.items : declared.schema);
        if (declared.explode === false) expect(parameter!.kind).toBe('list');
        if (items.type === 'boolean') expect(parameter!.kind).toBe('boolean');
        else if (items.enum) expect(parameter!.values).toEqual(items.enum);
      }
    }
  });

  it('declares the range bounds with their side and inclusiveness', () => {
    const ranged = listOperations.filter(({ parameters }) => parameters.some((p) => p['x-range']));
    expect(ranged.length).toBeGreaterThan(0);
    for (const { operationId: id, parameters } of ranged) {
      const field = parameters.find((p) => p['x-range'])['x-range'].field;
      const bounds = table[id]!.parameters.filter((p) => p.range).map((p) => [
        p.name,
        p.range!.field,
        p.range!.bound,
        p.range!.inclusive,
      ]);
      expect(bounds).toEqual([
        [`${field}.gt`, field, 'lower', false],
        [`${field}.gte`, field, 'lower', true],
        [`${field}.lt`, field, 'upper', false],
        [`${field}.lte`, field, 'upper', true],
      ]);
    }
  });

  it('has no pagination or strict query on single-resource operations, and path parameters where the path has them', () => {
    for (const spec of Object.values(table)) {
      const templated = [...spec.path.matchAll(/\{(\w+)\}/g)].map((match) => match[1]);
      expect(spec.parameters.filter((p) => p.in === 'path').map((p) => p.name)).toEqual(templated);
      if (!listOperations.some((entry) => entry.operationId === spec.operationId)) {
        expect(spec.pagination, spec.operationId).toBeUndefined();
        expect(spec.strictQuery, spec.operationId).toBe(false);
      }
    }
  });
});

describe('error catalog, docs URL and query rules', () => {
  it('lists every error code of the contract with its status', () => {
    const contractCodes = Object.fromEntries(
      operationEntries.flatMap(({ operation }) =>
        errorResponses(operation).flatMap(([status, response]) =>
          errorCodesOf(response).map((code) => [code, Number(status)]),
        ),
      ),
    );
    expect(Object.fromEntries(Object.entries(errorCatalog).map(([code, entry]) => [code, entry.status]))).toEqual(
      contractCodes,
    );
    for (const entry of Object.values(errorCatalog)) expect(entry.description.length).toBeGreaterThan(0);
  });

  it('fills the code into the docs URL template', () => {
    const url = errorDocsUrl('route_already_exists');
    expect(url).toContain('route_already_exists');
    expect(url).not.toContain('{code}');
    expect(() => new URL(url)).not.toThrow();
  });

  it('carries the nine query rules with their messages', () => {
    expect(Object.keys(queryRules).sort()).toEqual([
      'conflicting_bounds',
      'empty_value',
      'encoded_comma',
      'repeated_parameter',
      'unknown_parameter',
      'unknown_range_operator',
      'unrepresentable_timestamp',
      'unsatisfiable_range',
      'zoneless_timestamp',
    ]);
    for (const message of Object.values(queryRules)) expect(message.length).toBeGreaterThan(0);
  });
});

describe('methods', () => {
  it('refuses an operation the generated router and client do not serve (HEAD), with its pointer', () => {
    const model = createModel(
      {
        openapi: '3.1.0',
        info: { title: 'Probe', version: '0.0.1' },
        paths: {
          '/v0/probe': {
            head: { operationId: 'probe', tags: ['Probe'], responses: { '200': { description: 'Here' } } },
          },
        },
      },
      'probe.yaml',
    );
    expect(() => operationSpec(model, model.operations[0]!)).toThrow(
      /probe\.yaml#\/paths\/~1v0~1probe\/head.*HEAD operations are not served by the generated router and client/,
    );
  });
});

describe('schema choices', () => {
  it("states the schema a wallet's address takes by its format, from WalletAccount's if/then", () => {
    expect(schemaChoices.WalletAccount.addressFormat).toEqual({
      ethereum: { address: 'EvmAddress' },
      solana: { address: 'SolanaAddress' },
    });
  });
});

describe('schema patterns', () => {
  const withSchemas = (schemas: Record<string, { type: 'string'; pattern?: string }>) =>
    createModel(
      { openapi: '3.1.0', info: { title: 'Probe', version: '0.0.1' }, paths: {}, components: { schemas } },
      'probe.yaml',
    );

  it('exports each pattern under its schema name, so a bundle keeps only the ones its code reads', () => {
    const model = withSchemas({
      EvmAddress: { type: 'string', pattern: '^0x[0-9a-fA-F]{40}$' },
      Note: { type: 'string' },
    });
    expect(schemaPatterns(model)).toEqual([{ name: 'EvmAddress', literal: "'^0x[0-9a-fA-F]{40}$'" }]);
  });

  it('refuses a schema with a pattern whose name is no PascalCase export name, with its pointer', () => {
    const model = withSchemas({ 'evm-address': { type: 'string', pattern: '^0x[0-9a-fA-F]{40}$' } });
    expect(() => schemaPatterns(model)).toThrow(/probe\.yaml#\/components\/schemas\/evm-address.*use PascalCase/);
  });
});

describe('refusal codes', () => {
  it("carries the 403 code of each standing that refuses requests, from the helpers document's x-refusal-codes", () => {
    expect(helperRefusalCodes).toEqual({
      Standing: {
        not_provisioned: 'account_not_provisioned',
        verification_pending: 'account_verification_pending',
        not_eligible: 'account_not_eligible',
      },
    });
    for (const code of Object.values(helperRefusalCodes.Standing)) expect(errorCatalog[code].status).toBe(403);
  });

  it('refuses a refusal code for a value the enum does not have, with its pointer', () => {
    const model = createModel(
      {
        openapi: '3.1.0',
        info: { title: 'Probe', version: '0.0.1' },
        paths: {},
        components: {
          schemas: {
            Standing: { type: 'string', enum: ['active', 'frozen'], 'x-refusal-codes': { suspended: 'forbidden' } },
          },
        },
      },
      'probe.yaml',
    );
    expect(() => refusalCodes(model)).toThrow(
      /probe\.yaml#\/components\/schemas\/Standing\/x-refusal-codes\/suspended.*not a value of the schema's enum/,
    );
  });
});
