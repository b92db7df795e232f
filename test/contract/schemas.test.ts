import { describe, expect, it } from 'vitest';
import { componentValidator, document } from './contract.js';
import {
  closedEnums,
  discriminatedUnions,
  networkIds,
  openEnums,
  removedRouteChains,
  transactionChains,
} from './description.js';

const schemas = document.components.schemas;

const wallet = {
  id: '3f1c9a52-7d4e-4b8a-9c21-5e6f7a8b9c0d',
  kind: 'wallet',
  address: '0x5aAeb6053F3E94C9b9A09f33669435E7Ef1BeAed',
  addressFormat: 'ethereum',
  name: '',
  createdAt: '2026-03-14T09:26:53Z',
  networks: [{ chain: 'ethereum', entitlements: [{ type: 'mint', status: 'conditionally_approved' }] }],
};

describe('enums', () => {
  it.each(closedEnums)('$schema $property is closed over exactly its values', ({ schema, property, values }) => {
    const node = property ? schemas[schema].properties[property] : schemas[schema];
    const declared: unknown[] = node.enum ?? [node.const];
    expect([...declared].sort()).toEqual([...values].sort());
  });

  it.each(openEnums)('$schema lists its known values and tolerates unknown strings', ({ schema, values }) => {
    const known = schemas[schema].anyOf.find((branch: { enum?: string[] }) => branch.enum);
    expect([...known.enum].sort()).toEqual([...values].sort());
    const validate = componentValidator(schema);
    for (const value of values) expect(validate(value)).toBe(true);
    expect(validate('a-value-added-later')).toBe(true);
    expect(validate(42)).toBe(false);
  });

  it('the three network lists differ and are each exactly the description', () => {
    expect(schemas.NetworkId.enum).toEqual(networkIds);
    expect(schemas.TransactionChain.enum).toEqual(transactionChains);
    // Route destinations: allowed values not shown, so no enum; the removed five are named as rejected.
    expect(schemas.RouteTo.properties.chain.enum).toBeUndefined();
    for (const chain of removedRouteChains) expect(schemas.RouteTo.description).toContain(`\`${chain}\``);
    expect(schemas.RouteTo.description).toContain('chain_unsupported');
  });

  it.each(discriminatedUnions)(
    '$schema is a oneOf discriminated by $tag with const tags',
    ({ schema, tag, values }) => {
      const { mapping } = schemas[schema].discriminator;
      expect(schemas[schema].discriminator.propertyName).toBe(tag);
      expect(Object.keys(mapping).sort()).toEqual([...values].sort());
      expect(schemas[schema].oneOf.map((ref: { $ref: string }) => ref.$ref).sort()).toEqual(
        Object.values(mapping).sort(),
      );
      for (const [value, ref] of Object.entries(mapping as Record<string, string>)) {
        const variant = schemas[ref.split('/').at(-1)!];
        expect(variant.properties[tag].const).toBe(value);
        expect(variant.required).toContain(tag);
      }
    },
  );
});

describe('scalars', () => {
  it.each([
    ['0', true],
    ['1250.5', true],
    ['0.000001', true],
    ['182450310.123456', true],
    ['1.1234567', false],
    ['-1', false],
    ['01', false],
    ['1.', false],
    ['.5', false],
    ['1e6', false],
    ['', false],
  ])('Decimal %j → %s', (value, ok) => {
    expect(componentValidator('Decimal')(value)).toBe(ok);
  });

  it('decimal amounts are strings, never numbers', () => {
    expect(componentValidator('Decimal')(1.5)).toBe(false);
  });

  it.each([
    ['eip155:1', true],
    ['solana:5eykt4UsFv8P8NJdTREpY1vzqKqZKvdp', true],
    ['eip155', false],
    ['EIP155:1', false],
    ['ab:1', false],
  ])('Caip2ChainId %j → %s', (value, ok) => {
    expect(componentValidator('Caip2ChainId')(value)).toBe(ok);
  });

  it('response timestamps are UTC, filter timestamps need a zone', () => {
    const utc = componentValidator('UtcTimestamp');
    expect([utc('2026-03-14T09:26:53Z'), utc('2026-03-14T09:26:53+00:00'), utc('2026-03-14T09:26:53')]).toEqual([
      true,
      false,
      false,
    ]);
  });

  it('labels are at most 200 characters', () => {
    const label = componentValidator('Label');
    expect([label(''), label('x'.repeat(200)), label('x'.repeat(201))]).toEqual([true, true, false]);
  });

  it('nullable fields use 3.1 type arrays', () => {
    const nullable = [
      schemas.ListEnvelope.properties.nextCursor,
      schemas.TransactionSummary.properties.settledAt,
      schemas.Route.properties.name,
      schemas.BankCounterparty.properties.accountId,
      schemas.WalletCounterparty.properties.address,
      schemas.TokenLegDetail.properties.transactionHash,
      schemas.WireLegDetail.properties.imad,
    ];
    for (const schema of nullable) expect(schema.type).toEqual(['string', 'null']);
    expect(JSON.stringify(document)).not.toContain('"nullable"');
  });
});

describe('accounts', () => {
  it('a wallet address pattern is chosen by addressFormat', () => {
    const validate = componentValidator('WalletAccount');
    const solana = '9WzDXwBbmkg8ZTbNMqUxvQRAyrZzDsGYdLVL9zYtAWWM';
    expect(validate(wallet)).toBe(true);
    expect(validate({ ...wallet, address: solana })).toBe(false);
    expect(validate({ ...wallet, addressFormat: 'solana', address: solana })).toBe(true);
    expect(validate({ ...wallet, addressFormat: 'solana' })).toBe(false);
    expect(validate({ ...wallet, address: '0x5aAeb6053F3E94C9b9A09f33669435E7Ef1BeAe' })).toBe(false);
  });

  it('wallet registration accepts EVM addresses in any case and Solana base58, and says how they are returned', () => {
    const validate = componentValidator('AccountRegistration');
    const body = { kind: 'wallet', networks: ['ethereum'] };
    expect(validate({ ...body, address: '0x5aaeb6053f3e94c9b9a09f33669435e7ef1beaed' })).toBe(true);
    expect(validate({ ...body, address: '0X5AAEB6053F3E94C9B9A09F33669435E7EF1BEAED' })).toBe(false);
    expect(validate({ ...body, address: '0x5AAEB6053F3E94C9B9A09F33669435E7EF1BEAED' })).toBe(true);
    expect(validate({ ...body, address: '9WzDXwBbmkg8ZTbNMqUxvQRAyrZzDsGYdLVL9zYtAWWM', networks: ['solana'] })).toBe(
      true,
    );
    expect(validate({ ...body, address: 'O0IlO0IlO0IlO0IlO0IlO0IlO0IlO0IlO0Il' })).toBe(false);
    expect(validate({ ...body, address: '0x5aaeb6053f3e94c9b9a09f33669435e7ef1beaed', networks: [] })).toBe(false);
    expect(validate({ ...body, address: '0x5aaeb6053f3e94c9b9a09f33669435e7ef1beaed', networks: ['bitcoin'] })).toBe(
      false,
    );
    expect(schemas.WalletRegistration.description).toMatch(/lowercase/);
    expect(schemas.WalletRegistration.description).toMatch(/EIP-55/);
  });

  it.each([
    ['021000021', true],
    ['0210 0002 1', true],
    ['0210  00021', true],
    ['ABCDEF', true],
    ['A'.repeat(100), true],
    ['ABCDE', false],
    ['ABC DE', false],
    [' 021000021', false],
    ['021000021 ', false],
    ['abcdef', false],
    ['0210-00021', false],
    ['A'.repeat(101), false],
    [`${'A '.repeat(99)}A`, true],
    [`${'A '.repeat(100)}A`, false],
  ])('bank identifier input %j → %s (6 to 100 after embedded spaces are removed)', (value, ok) => {
    expect(componentValidator('BankIdentifierInput')(value)).toBe(ok);
  });

  it('stored bank identifiers have no spaces', () => {
    const validate = componentValidator('BankIdentifier');
    expect([validate('021000021'), validate('0210 00021')]).toEqual([true, false]);
    expect(schemas.BankIdentifierInput.description).toMatch(/removed before/);
  });

  it.each([
    [{ operation: 'setName', name: 'Cold' }, true],
    [{ operation: 'setName' }, false],
    [{ operation: 'setName', name: 'x'.repeat(201) }, false],
    [{ operation: 'addNetwork', network: 'arbitrum' }, true],
    [{ operation: 'addNetwork' }, false],
    [{ operation: 'addNetwork', network: 'bitcoin' }, false],
    [{ operation: 'requestEntitlement', network: 'base', entitlement: 'instant_settlement' }, true],
    [{ operation: 'requestEntitlement', network: 'base' }, false],
    [{ operation: 'requestEntitlement', network: 'base', entitlement: 'rewards' }, false],
    [{ operation: 'rename', name: 'x' }, false],
  ])('account update %j → %s', (body, ok) => {
    expect(componentValidator('AccountUpdate')(body)).toBe(ok);
  });
});

describe('routes', () => {
  const route = {
    id: '8b2e4f6a-1c3d-5e7f-9a0b-2c4d6e8f0a1b',
    createdAt: '2026-03-15T08:00:00Z',
    from: { currency: 'stablecoin' },
    to: { currency: 'ausd', chain: 'ethereum', accountId: '3f1c9a52-7d4e-4b8a-9c21-5e6f7a8b9c0d' },
    instructions: [{ depositAddress: '0xfB6916095ca1df60bB79Ce92cE3Ea74c37c5d359', supportedCurrencies: ['usdc'] }],
    name: null,
  };
  const wire = {
    memo: 'AUSD7Q4K9M2X',
    beneficiary: 'Settlement',
    accountNumber: '987654321000',
    bankName: 'Bank',
    routingNumber: '026009593',
  };

  it('supportedCurrencies is never empty', () => {
    const validate = componentValidator('Route');
    expect(validate(route)).toBe(true);
    expect(validate({ ...route, instructions: [{ ...route.instructions[0], supportedCurrencies: [] }] })).toBe(false);
  });

  it('a fiat source has one wire instruction; a blockchain source has deposit addresses', () => {
    const validate = componentValidator('Route');
    const fiat = { ...route, from: { currency: 'usd' } };
    expect(validate({ ...fiat, instructions: [wire] })).toBe(true);
    expect(validate({ ...fiat, instructions: [wire, wire] })).toBe(false);
    expect(validate({ ...fiat, instructions: route.instructions })).toBe(false);
    expect(validate({ ...route, instructions: [wire] })).toBe(false);
  });

  it.each([
    [{ from: { currency: 'usd' }, to: { currency: 'ausd', chain: 'base', accountId: route.to.accountId } }, true],
    [{ from: { currency: 'ausd' }, to: { currency: 'usd', accountId: route.to.accountId } }, true],
    [{ from: { currency: 'usd' }, to: { currency: 'ausd', accountId: route.to.accountId } }, false],
    [{ from: { currency: 'ausd' }, to: { currency: 'usd' } }, false],
    [
      { from: { currency: 'ausd' }, to: { currency: 'usd', accountId: route.to.accountId }, name: 'x'.repeat(201) },
      false,
    ],
    [{ from: { currency: 'ausd' } }, false],
    // Removed chains are rejected by the service with chain_unsupported, not by the schema.
    [{ from: { currency: 'usd' }, to: { currency: 'ausd', chain: 'katana', accountId: route.to.accountId } }, true],
    // Unsupported currencies and pairs are well-formed: the service answers currency_unsupported or
    // direction_unsupported, which a schema rejection (parameter_invalid) would make unreachable.
    [{ from: { currency: 'usdc' }, to: { currency: 'ausd', chain: 'base', accountId: route.to.accountId } }, true],
    [{ from: { currency: 'eur' }, to: { currency: 'ausd', chain: 'base', accountId: route.to.accountId } }, true],
    [{ from: { currency: 'usd' }, to: { currency: 'stablecoin', accountId: route.to.accountId } }, true],
    [{ from: { currency: 'usd' }, to: { currency: 'usd', accountId: route.to.accountId } }, true],
    [{ from: { currency: '' }, to: { currency: 'ausd', chain: 'base', accountId: route.to.accountId } }, false],
    [{ from: { currency: 840 }, to: { currency: 'ausd', chain: 'base', accountId: route.to.accountId } }, false],
    [{ from: { currency: 'usd' }, to: { currency: 'usdc', accountId: route.to.accountId } }, false],
  ])('route creation %j → %s', (body, ok) => {
    expect(componentValidator('RouteCreation')(body)).toBe(ok);
  });

  it('a route names only the currencies of its topologies', () => {
    const validate = componentValidator('Route');
    for (const currency of ['usdc', 'eur']) expect(validate({ ...route, from: { currency } }), currency).toBe(false);
    expect(validate({ ...route, to: { ...route.to, currency: 'stablecoin' } })).toBe(false);
  });

  it('createRoute documents which body currencies get currency_unsupported and which pairs direction_unsupported', () => {
    const { description } = document.paths['/v0/routes'].post;
    expect(description).toMatch(/`usdc` as a source[^;]*`eur`\) is rejected\s+with `400 currency_unsupported`/);
    expect(description).toMatch(/`usd` to `usd` or `ausd` to `ausd`\) with `400 direction_unsupported`/);
    expect(schemas.RouteSourceCurrencyInput.description).toContain('currency_unsupported');
    expect(schemas.RouteDestinationCurrencyInput.description).toContain('currency_unsupported');
  });
});

describe('metrics', () => {
  const chains = [{ chainId: 'eip155:1' }, { chainId: 'solana:5eykt4UsFv8P8NJdTREpY1vzqKqZKvdp', supply: '12' }];

  it.each([
    [{ chains, partial: true }, true],
    [{ chains, partial: true, totalSupply: '1' }, false],
    [{ chains, partial: true, circulatingSupply: '1' }, false],
    [{ chains, partial: true, totalSupply: null, circulatingSupply: null }, false],
    [{ chains, partial: false, totalSupply: '10.5', circulatingSupply: '9' }, true],
    [{ chains, partial: false }, false],
    [{ chains, partial: false, totalSupply: '10.5' }, false],
    [{ chains: [{ chainId: 'ethereum' }], partial: true }, false],
  ])('%j → %s', (body, ok) => {
    expect(componentValidator('Metrics')(body)).toBe(ok);
  });

  it('chain entries stay open beyond chainId and say so', () => {
    expect(schemas.MetricsChain.required).toEqual(['chainId']);
    expect(schemas.MetricsChain.description).toMatch(/not specified/i);
  });
});

describe('every component schema', () => {
  it.each(Object.keys(schemas))('%s compiles under strict ajv (2020-12)', (name) => {
    expect(() => componentValidator(name)).not.toThrow();
  });
});

describe('closed and open objects', () => {
  const bank = { kind: 'bank', accountId: null, accountNumber: '000123456789', bankName: 'Bank', name: 'Treasury' };
  const summary = {
    id: 'c7d9e1f3-5a6b-4c8d-9e0f-1a2b3c4d5e6f',
    type: 'mint',
    status: 'settled',
    initiatedAt: '2026-03-15T14:03:27Z',
    settledAt: null,
    isInstantSettlement: false,
    legCount: 0,
    source: { ...bank, amounts: [{ amount: '1', currency: 'usd' }] },
    recipient: { ...bank, amounts: [{ amount: '1', currency: 'ausd' }] },
  };

  it('fully described response objects reject unknown fields', () => {
    expect(componentValidator('WalletAccount')({ ...wallet, extra: 1 })).toBe(false);
    expect(componentValidator('Metrics')({ chains: [], partial: true, extra: 1 })).toBe(false);
    expect(componentValidator('TransactionDetail')({ ...summary, legs: [] })).toBe(true);
    expect(componentValidator('TransactionDetail')({ ...summary, legs: [], extra: 1 })).toBe(false);
    expect(componentValidator('TransactionList')({ data: [summary], nextCursor: null })).toBe(true);
    expect(componentValidator('TransactionList')({ data: [{ ...summary, extra: 1 }], nextCursor: null })).toBe(false);
    expect(componentValidator('CounterpartyWithAmounts')({ ...bank, amounts: [], extra: 1 })).toBe(false);
    expect(componentValidator('CounterpartyWithAmounts')(bank)).toBe(false);
  });

  it('a transaction counterparty is a bank or a wallet, each closed, each with amounts', () => {
    const validate = componentValidator('CounterpartyWithAmounts');
    const amounts = [{ amount: '1', currency: 'usdc' }];
    const walletParty = {
      kind: 'wallet',
      accountId: null,
      address: wallet.address,
      chain: 'base',
      name: null,
      amounts,
    };
    expect(schemas.CounterpartyWithAmounts.discriminator.mapping).toEqual({
      bank: '#/components/schemas/BankCounterpartyWithAmounts',
      wallet: '#/components/schemas/WalletCounterpartyWithAmounts',
    });
    expect([validate({ ...bank, amounts }), validate(walletParty)]).toEqual([true, true]);
    expect(validate({ ...walletParty, extra: 1 })).toBe(false);
    expect(validate({ ...walletParty, bankName: 'Bank' })).toBe(false);
    expect(validate({ ...bank, amounts, chain: 'base' })).toBe(false);
    expect(validate({ ...walletParty, kind: 'bank' })).toBe(false);
    expect(validate({ ...walletParty, kind: 'CounterpartyWithAmounts' })).toBe(false);
  });

  it('request bodies reject unknown fields', () => {
    expect(componentValidator('AccountUpdate')({ operation: 'setName', name: 'x', network: 'base' })).toBe(false);
    expect(
      componentValidator('RouteCreation')({
        from: { currency: 'ausd' },
        to: { currency: 'usd', accountId: wallet.id },
        amount: '1',
      }),
    ).toBe(false);
  });

  it.each([
    'MetricsChain',
    'RouteFrom',
    'RouteTo',
    'RouteCreationFrom',
    'RouteCreationTo',
    'WireInstruction',
    'DepositInstruction',
    'RouteRetrieval',
  ])('%s, partly not shown by the description, stays open and says so', (name) => {
    expect(schemas[name].additionalProperties).not.toBe(false);
    expect(schemas[name].unevaluatedProperties).toBeUndefined();
    expect(schemas[name].description).toMatch(/not specified/i);
  });
});
