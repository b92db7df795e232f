// generated/validators.js: precompiled validators for every operation part and component schema.
import { readFileSync } from 'node:fs';
import type { ExampleObject, MediaTypeObject, OpenAPIObject } from 'openapi3-ts/oas31';
import { createRequire } from 'node:module';
import { describe, expect, it } from 'vitest';
import { formatFunctions } from '../../generators/formats.js';
import { createModel } from '../../packages/contract-model/src/model.js';
import { operations } from '../../packages/contract-facts/src/generated/operations.js';
import { operationValidators, schemaValidators } from '../../packages/contract-facts/src/generated/validators.js';

const bundled = JSON.parse(
  readFileSync(new URL('../../generated/openapi.json', import.meta.url), 'utf8'),
) as OpenAPIObject;
const model = createModel(bundled, 'generated/openapi.json');
const source = readFileSync(
  new URL('../../packages/contract-facts/src/generated/validators.js', import.meta.url),
  'utf8',
);

function examplesOf(media: MediaTypeObject | undefined): [string, unknown][] {
  if (media === undefined) return [];
  const named = Object.entries(media.examples ?? {}).map(([name, example]): [string, unknown] => [
    name,
    model.resolve<ExampleObject>(example).value,
  ]);
  return media.example === undefined ? named : [['example', media.example], ...named];
}

const operationExamples = model.operations.flatMap((operation) => {
  const validators = operationValidators[operation.id as keyof typeof operationValidators];
  const body = operation.requestBody?.value.content['application/json'];
  const bodyCases = examplesOf(body).map(([name, value]) => ({
    where: `${operation.id} body ${name}`,
    validate: 'body' in validators ? validators.body : undefined,
    value,
  }));
  const responseCases = operation.responses.flatMap((response) =>
    Object.values(response.value.content ?? {}).flatMap((media) =>
      examplesOf(media).map(([name, value]) => ({
        where: `${operation.id} ${response.status} ${name}`,
        validate: (validators.responses as Record<string, (data: unknown) => boolean>)[response.status],
        value,
      })),
    ),
  );
  return [...bodyCases, ...responseCases];
});

describe('validators', () => {
  it('exist for every operation part and every component schema', () => {
    expect(Object.keys(schemaValidators).sort()).toEqual(Object.keys(bundled.components!.schemas!).sort());
    for (const [id, spec] of Object.entries(operations)) {
      const validators = operationValidators[id as keyof typeof operationValidators] as Record<string, unknown> & {
        responses: Record<string, unknown>;
      };
      expect('params' in validators, id).toBe(spec.parameters.some((p) => p.in === 'path'));
      expect('query' in validators, id).toBe(spec.parameters.some((p) => p.in === 'query'));
      expect('body' in validators, id).toBe('requestBody' in spec);
      const withBody = Object.entries(spec.responses)
        .filter(([, response]) => response.contentType !== undefined)
        .map(([status]) => status);
      expect(Object.keys(validators.responses).sort(), id).toEqual(withBody.sort());
    }
  });

  it('are standalone code: nothing is compiled on import, only ajv runtime helpers and formats are loaded', () => {
    const loaded = [...source.matchAll(/require\("([^"]+)"\)/g)].map((match) => match[1]);
    expect(loaded.length).toBeGreaterThan(0);
    for (const specifier of loaded)
      expect(specifier).toMatch(/^(ajv\/dist\/runtime\/[\w-]+|ajv-formats\/dist\/formats)$/);
    expect(source).not.toMatch(/new Ajv|\.compile\(|from "ajv"/);
  });

  it(`accept every example of the contract (${operationExamples.length} request and response examples)`, () => {
    expect(operationExamples.length).toBeGreaterThan(20);
    for (const { where, validate, value } of operationExamples) {
      expect(validate, where).toBeTypeOf('function');
      expect(validate!(value), `${where}: ${JSON.stringify((validate as { errors?: unknown }).errors)}`).toBe(true);
    }
  });

  /** `value` with its discriminating tags (`kind`, `code`), and those of its first list item, set otherwise. */
  function retagged(value: unknown): unknown[] {
    if (typeof value !== 'object' || value === null || Array.isArray(value)) return [];
    const record = value as Record<string, unknown>;
    const first = Array.isArray(record['data']) ? (record['data'][0] as unknown) : undefined;
    const inList = retagged(first).map((item) => ({
      ...record,
      data: [item, ...(record['data'] as unknown[]).slice(1)],
    }));
    const tags = ['kind', 'code'].filter((tag) => tag in record);
    const values = ['bank', 'wallet', 'not_found', 'forbidden', 'other', 1, null];
    return [
      ...tags.flatMap((tag) => [
        ...values.map((tagValue) => ({ ...record, [tag]: tagValue })),
        Object.fromEntries(Object.entries(record).filter(([key]) => key !== tag)),
      ]),
      ...inList,
    ];
  }

  it('give the first-error verdict of every query and response validator alike, on examples and on broken data', () => {
    let compared = 0;
    for (const [id, validators] of Object.entries(operationValidators)) {
      const full = validators as {
        query?: (data: unknown) => boolean;
        responses: Record<string, (data: unknown) => boolean>;
      };
      const { passes } = validators as {
        passes: { query?: (data: unknown) => boolean; responses: typeof full.responses };
      };
      expect(Object.keys(passes.responses), id).toEqual(Object.keys(full.responses));
      expect(passes.query === undefined, id).toBe(full.query === undefined);
      const pairs = [
        ...(full.query ? [[full.query, passes.query!] as const] : []),
        ...Object.entries(full.responses).map(
          ([status]) => [full.responses[status]!, passes.responses[status]!] as const,
        ),
      ];
      const examples = operationExamples
        .filter((example) => example.where.startsWith(`${id} `))
        .map((example) => example.value);
      const samples = [
        ...examples,
        // Another tag, a broken one or none: the first-error validators check only the branch a tag names.
        ...examples.flatMap(retagged),
        {},
        { limit: 0, code: 1 },
        [],
        'text',
        null,
      ];
      for (const [validate, pass] of pairs) {
        for (const sample of samples) {
          expect(pass(sample), `${id} ${JSON.stringify(sample)}`).toBe(validate(sample));
          compared += 1;
        }
      }
    }
    expect(compared).toBeGreaterThan(1000);
  });

  it('check date-time by hand exactly as ajv-formats does: leap seconds at 23:59:60 UTC only, real dates, offsets', () => {
    const generic = (
      createRequire(import.meta.url)('ajv-formats/dist/formats') as {
        fullFormats: Record<string, { validate: (text: string) => boolean }>;
      }
    ).fullFormats['date-time']!.validate;
    const dateTime = formatFunctions()['date-time']!;
    expect(source).toContain('"date-time": { type: "string", validate: function dateTime(text)');
    const cases = [
      '2026-01-01T00:00:00Z',
      '2026-01-01t00:00:00z',
      '2026-01-01 00:00:00Z',
      '2026-01-01  00:00:00Z',
      '2016-12-31T23:59:60Z',
      '2016-12-31T23:59:60.5Z',
      '2016-12-31T22:59:60-01:00',
      '2017-01-01T00:59:60+01:00',
      '2017-01-01T00:29:60+00:30',
      '2016-12-31T23:59:61Z',
      '2016-12-31T23:58:60Z',
      '2024-02-29T00:00:00Z',
      '2023-02-29T00:00:00Z',
      '1900-02-29T00:00:00Z',
      '2000-02-29T00:00:00Z',
      '2026-04-31T00:00:00Z',
      '2026-13-01T00:00:00Z',
      '2026-01-00T00:00:00Z',
      '2026-01-01T24:00:00Z',
      '2026-01-01T00:60:00Z',
      '2026-01-01T00:00:00',
      '2026-01-01T00:00:00+01',
      '2026-01-01T00:00:00+0100',
      '2026-01-01T00:00:00+24:00',
      '2026-01-01T00:00:00+01:60',
      '2026-01-01T00:00:00.123456789Z',
      '2026-01-01T00:00:00.Z',
      '9999-12-31T23:59:59-01:00',
      '0000-01-01T00:00:00Z',
      '2026-01-01T00:00Z',
      '2026-01-01T00:00:00Z\n',
      '\uff12026-01-01T00:00:00Z',
    ];
    // Every case above, then texts one to three edits (a character replaced, dropped or added) away from a leap
    // second in each way of writing the zone.
    const alphabet = '0123456789-:T Zz+.t';
    const bases = [
      '2016-12-31T23:59:60+01:00',
      '2016-12-31T23:59:60+0100',
      '2016-12-31T22:59:60-01',
      '2016-12-31T23:59:60.5Z',
    ];
    let seed = 1;
    const random = (below: number) =>
      Math.floor(((seed = (seed * 1103515245 + 12345) % 2147483648) / 2147483648) * below);
    for (let i = 0; i < 24000; i++) {
      const text = bases[i % bases.length]!.split('');
      for (let change = 0; change <= random(3); change++) {
        const edit = random(4);
        if (edit === 0) text.splice(random(text.length), 1);
        else if (edit === 1) text.splice(random(text.length + 1), 0, alphabet[random(alphabet.length)]!);
        else text[random(text.length)] = alphabet[random(alphabet.length)]!;
      }
      cases.push(text.join(''));
    }
    const accepted = cases.filter((text) => generic(text));
    expect(accepted.length).toBeGreaterThan(100);
    expect(cases.filter((text) => dateTime(text) !== generic(text))).toEqual([]);
  });

  it('validate the parsed query object: numbers, arrays, booleans, zoned timestamps as strings', () => {
    const query = operationValidators.listTransactions.query;
    expect(
      query({
        limit: 50,
        type: ['mint', 'redeem'],
        isInstantSettlement: false,
        'initiatedAt.gte': '2025-01-01T00:00:00Z',
      }),
    ).toBe(true);
    expect(query({ 'initiatedAt.lt': '2025-01-01T00:00:00+02:00', recipientChain: ['solana'] })).toBe(true);
    expect(query({ limit: 0 })).toBe(false);
    expect(query({ limit: 201 })).toBe(false);
    expect(query({ limit: '50' })).toBe(false);
    expect(query({ type: [] })).toBe(false);
    expect(query({ type: ['mint', 'teleport'] })).toBe(false);
    expect(query({ 'initiatedAt.gte': '2025-01-01T00:00:00' })).toBe(false);
    expect(query({ 'initiatedAt.eq': '2025-01-01T00:00:00Z' })).toBe(false);
  });

  it('report every failing query parameter, with its path', () => {
    const query = operationValidators.listAccounts.query;
    expect(query({ limit: 0, kind: 'card' })).toBe(false);
    expect(query.errors!.map((error) => error.instancePath).sort()).toEqual(['/kind', '/limit']);
  });

  it('validate path parameters and request bodies', () => {
    expect(operationValidators.getAccount.params({ accountId: '3f1c9a52-7d4e-4b8a-9c21-5e6f7a8b9c0d' })).toBe(true);
    expect(operationValidators.getAccount.params({ accountId: 'not-a-uuid' })).toBe(false);
    expect(operationValidators.getAccount.params({})).toBe(false);
    const body = operationValidators.createAccount.body;
    expect(
      body({ kind: 'wallet', address: '0x52908400098527886e0f7030069857d2e4169ee7', networks: ['ethereum'] }),
    ).toBe(true);
    expect(body({ kind: 'wallet', networks: ['ethereum'] })).toBe(false);
    expect(body({ kind: 'card' })).toBe(false);
    expect(operationValidators.updateAccount.body({ operation: 'setName', name: 'x'.repeat(201) })).toBe(false);
  });

  it('check response bodies per status, including error codes and the partial-metrics rule', () => {
    const unauthorized = operationValidators.listAccounts.responses['401'];
    const docs_url = 'https://docs.example.com/errors/unauthorized';
    expect(
      unauthorized({
        code: 'unauthorized',
        message: 'No credentials.',
        docs_url,
        context: { reason: 'missing_header' },
      }),
    ).toBe(true);
    expect(unauthorized({ code: 'forbidden', message: 'No.', docs_url })).toBe(false);
    const metrics = operationValidators.getMetrics.responses['200'];
    expect(metrics({ chains: [], partial: true })).toBe(true);
    expect(metrics({ chains: [], partial: true, totalSupply: '1.5', circulatingSupply: '1.5' })).toBe(false);
    expect(operationValidators.getTotalSupply.responses['200']('1000.25')).toBe(true);
    expect(operationValidators.getTotalSupply.responses['200'](1000.25)).toBe(false);
  });

  it('validate component schemas by name', () => {
    const wallet = {
      id: '3f1c9a52-7d4e-4b8a-9c21-5e6f7a8b9c0d',
      address: '0x52908400098527886E0F7030069857D2E4169EE7',
      addressFormat: 'ethereum',
      createdAt: '2025-03-01T12:00:00Z',
      kind: 'wallet',
      name: '',
      networks: [{ chain: 'ethereum', entitlements: [{ type: 'mint', status: 'conditionally_approved' }] }],
    };
    expect(schemaValidators.Account(wallet), JSON.stringify(schemaValidators.Account.errors)).toBe(true);
    expect(schemaValidators.Account({ ...wallet, kind: 'bank' })).toBe(false);
    expect(schemaValidators.Decimal('1.1234567')).toBe(false);
    expect(schemaValidators.Decimal('1.123456')).toBe(true);
  });
});
