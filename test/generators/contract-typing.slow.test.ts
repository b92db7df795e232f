// A fact changed in the contract alone either stops the code that depends on it from compiling, or is followed
// by it with no code edit: the project is copied, the copy's spec/ edited and regenerated, the copy type-checked,
// and where the code must follow, the copy's sandbox run and checked by the copy's conformance runner.
import { cp, mkdtemp, readdir, readFile, rm, writeFile } from 'node:fs/promises';
import { tmpdir } from 'node:os';
import path from 'node:path';
import { fileURLToPath } from 'node:url';
import { parse, stringify } from 'yaml';
import { afterAll, describe, expect, it } from 'vitest';
import { runCommand } from '../support/run-command.js';
import { linkNodeModules } from '../support/workspace-copy.js';

const root = fileURLToPath(new URL('../../', import.meta.url));
const copied = ['spec', 'generators', 'templates', 'generated', 'packages', 'package.json', 'tsconfig.base.json'];
/** The packages whose code reads the contract; tests and benches are not part of what is proven here. */
const checked = ['client', 'express', 'contract-model', 'command-line', 'sandbox', 'conformance'];
const copies: string[] = [];

afterAll(async () => {
  await Promise.all(copies.map((dir) => rm(dir, { recursive: true, force: true })));
});

async function run(cwd: string, command: string, args: string[]): Promise<{ code: number; output: string }> {
  const { code, stdout, stderr } = await runCommand(command, args, { cwd });
  return { code, output: `${stdout}${stderr}` };
}

async function copyProject(): Promise<string> {
  const dir = await mkdtemp(path.join(tmpdir(), 'ausd-contract-typing-'));
  copies.push(dir);
  const built = (source: string) => !source.split(path.sep).includes('dist');
  await Promise.all(
    copied.map((entry) => cp(path.join(root, entry), path.join(dir, entry), { recursive: true, filter: built })),
  );
  await linkNodeModules(root, dir);
  await writeFile(
    path.join(dir, 'tsconfig.check.json'),
    JSON.stringify({
      extends: './tsconfig.base.json',
      compilerOptions: { noEmit: true },
      include: checked.map((name) => `packages/${name}/src`),
      // The rules' tests beside them import test/, which is not copied.
      exclude: ['**/__tests__/**'],
    }),
  );
  return dir;
}

async function edit(file: string, change: (document: Record<string, any>) => void): Promise<void> {
  const document = parse(await readFile(file, 'utf8')) as Record<string, any>;
  change(document);
  await writeFile(file, stringify(document));
}

/** Replaces a word in every YAML file of the copy's spec/. */
async function renameInSpec(dir: string, from: string, to: string): Promise<void> {
  const files = await readdir(path.join(dir, 'spec'), { recursive: true });
  for (const file of files.filter((name) => name.endsWith('.yaml')).map((name) => path.join(dir, 'spec', name))) {
    const text = await readFile(file, 'utf8');
    await writeFile(file, text.replaceAll(new RegExp(`\\b${from}\\b`, 'g'), to));
  }
}

/** Regenerates the copy's typed artifacts and type-checks it; the compiler's output. */
async function regenerateAndTypecheck(dir: string): Promise<{ code: number; output: string }> {
  const tsx = path.join(root, 'node_modules', '.bin', 'tsx');
  const generated = await run(dir, tsx, [
    'packages/api-toolkit/src/cli/ausd-api.ts',
    'generate',
    '--only',
    'operations,types,middleware',
  ]);
  expect(generated.code, generated.output).toBe(0);
  return run(dir, path.join(root, 'node_modules', '.bin', 'tsc'), ['-p', 'tsconfig.check.json', '--noEmit']);
}

describe('list semantics stated once', () => {
  it('a filter added to or removed from the contract fails the type-check until the sandbox maps it', async () => {
    const dir = await copyProject();
    await edit(path.join(dir, 'spec/components/parameters.yaml'), (doc) => {
      doc.TransactionStatusFilter = {
        name: 'status',
        in: 'query',
        required: false,
        'x-filter': { field: 'status', match: 'equals' },
        description: 'Transactions in this status.',
        schema: { type: 'string', enum: ['settled'] },
      };
    });
    await edit(path.join(dir, 'spec/paths/transactions.yaml'), (doc) => {
      doc.get.parameters.push({ $ref: '../components/parameters.yaml#/TransactionStatusFilter' });
    });
    await edit(path.join(dir, 'spec/paths/routes.yaml'), (doc) => {
      doc.get.parameters = doc.get.parameters.filter((p: { $ref: string }) => !p.$ref.endsWith('#/ToChainFilter'));
    });
    const result = await regenerateAndTypecheck(dir);
    expect(result.code, result.output).not.toBe(0);
    const failing = new Set([...result.output.matchAll(/^(\S+)\(\d+,\d+\): error TS/gm)].map((match) => match[1]));
    const expected = [
      'packages/sandbox/src/routes/list-routes.ts',
      'packages/sandbox/src/transactions/list-transactions.ts',
    ];
    expect([...failing].sort(), result.output).toEqual(expected);
    expect(result.output).toContain("Property 'status' is missing");
    expect(result.output).toMatch(/'to\.chain'.* does not exist/);
  }, 120_000);
});

describe('error codes and reasons stated once', () => {
  it('renaming an error code, a context.reason value, the EVM address schema or the transaction status in the contract fails the type-check where it is used', async () => {
    const dir = await copyProject();
    await renameInSpec(dir, 'account_already_exists', 'account_duplicate');
    await renameInSpec(dir, 'token_paused', 'key_paused');
    await renameInSpec(dir, 'internal_error', 'server_error');
    // The schema that says what an EVM address is (its pattern and validator are read by name).
    await renameInSpec(dir, 'EvmAddress', 'EthereumAddress');
    // The one known value of the open TransactionStatus, which the sandbox writes and lists.
    await edit(path.join(dir, 'spec/components/schemas/transactions.yaml'), (doc) => {
      doc.TransactionStatus.anyOf[0].enum = ['completed'];
    });
    const result = await regenerateAndTypecheck(dir);
    expect(result.code, result.output).not.toBe(0);
    const failing = new Set([...result.output.matchAll(/^(\S+)\(\d+,\d+\): error TS/gm)].map((match) => match[1]));
    // A code the sandbox raises and a reason it answers with.
    expect([...failing], result.output).toEqual(
      expect.arrayContaining([
        'packages/sandbox/src/accounts/register-account.ts',
        'packages/sandbox/src/auth/api-keys.ts',
        'packages/client/src/runtime/identity.ts',
        'packages/sandbox/src/store/column-values.ts',
      ]),
    );
    expect(result.output).toContain(`Type '"'settled'"' does not satisfy the expected type '"'completed'"'`);
    expect(result.output).toContain('"account_already_exists"');
    expect(result.output).toContain('"token_paused"');
    // The middleware core answers with the codes of the contract's x-error-roles, so it follows the rename.
    expect([...failing]).not.toContain('packages/express/src/generated/middleware.ts');
    const operations = await readFile(path.join(dir, 'packages/express/src/generated/operations.ts'), 'utf8');
    expect(operations).toMatch(/export const errorRoles = \{[^}]*internal: 'server_error'/);
  }, 120_000);
});

describe('what the sandbox does per value stated once', () => {
  it('a value added to an enum the sandbox decides per value (an address format, an entitlement status, a review outcome, a session claim, an API key status, an account update, a leg direction) fails the type-check in its table', async () => {
    const dir = await copyProject();
    await edit(path.join(dir, 'spec/components/schemas/accounts.yaml'), (doc) => {
      doc.AddressFormat.enum.push('sui');
      doc.EntitlementStatus.enum.push('suspended');
    });
    await edit(path.join(dir, 'spec/components/schemas/accounts.yaml'), (doc) => {
      doc.ArchiveUpdate = {
        type: 'object',
        additionalProperties: false,
        required: ['operation'],
        properties: { operation: { type: 'string', const: 'archive' } },
      };
      doc.AccountUpdate.oneOf.push({ $ref: '#/ArchiveUpdate' });
      doc.AccountUpdate.discriminator.mapping.archive = '#/ArchiveUpdate';
    });
    await edit(path.join(dir, 'spec/components/schemas/transactions.yaml'), (doc) => {
      doc.Leg.properties.direction.enum.push('WITHIN_AGORA');
    });
    await edit(path.join(dir, 'spec/sandbox/openapi.yaml'), (doc) => {
      doc.components.schemas.EntitlementReview.properties.outcome.enum.push('deferred');
      doc.components.schemas.SessionClaim.enum.push('nbf');
      doc.components.schemas.ApiKeyStatus.enum.push('expired');
    });
    const result = await regenerateAndTypecheck(dir);
    expect(result.code, result.output).not.toBe(0);
    const failing = new Set([...result.output.matchAll(/^(\S+)\(\d+,\d+\): error TS/gm)].map((match) => match[1]));
    // Each table fails (`satisfies Record<…>`), and so does each place that looks the new value up in it.
    expect([...failing], result.output).toEqual(
      expect.arrayContaining([
        // How an address of each format is made, stored and shown; the retired chains a seeded bridge leaves.
        'packages/sandbox/src/accounts/address-formats.ts',
        'packages/sandbox/src/seed/seed-transactions.ts',
        // Which schema says what an address of each format is (WalletAccount's if/then).
        'packages/sandbox/src/accounts/register-account.ts',
        // What each entitlement status means.
        'packages/sandbox/src/accounts/entitlement-statuses.ts',
        // A review outcome that is no entitlement status.
        'packages/sandbox/src/settlement/review-entitlement.ts',
        // A claim of a session token the sandbox does not issue.
        'packages/sandbox/src/auth/session-tokens.ts',
        // What each account update changes.
        'packages/sandbox/src/accounts/update-account.ts',
        // What a key in each status authenticates.
        'packages/sandbox/src/auth/api-keys.ts',
        // The directions a stored leg may have.
        'packages/sandbox/src/store/column-values.ts',
        // The runner's fresh address of each format.
        'packages/conformance/src/check-helpers/unique.ts',
      ]),
    );
    expect(result.output).toContain("Property 'sui' is missing");
    expect(result.output).toContain("Property 'suspended' is missing");
    expect(result.output).toContain('"deferred"');
    expect(result.output).toContain("Property 'nbf' is missing");
    expect(result.output).toContain("Property 'expired' is missing");
    expect(result.output).toContain("Property 'archive' is missing");
    expect(result.output).toContain("Property 'WITHIN_AGORA' is missing");
  }, 120_000);
});

describe('the extension vocabulary stated once', () => {
  it('a value added to a vocabulary enum the runtimes implement per value, or a member to x-route-rules, fails the type-check until implemented', async () => {
    const dir = await copyProject();
    await edit(path.join(dir, 'spec/extensions.yaml'), (doc) => {
      doc.$defs.IdentityRule.enum.push('case-insensitive');
      doc.$defs.SchemeCredential.enum.push('mutual-tls');
      doc.$defs.FilterMatch.enum.push('prefix');
      doc.$defs.RouteTopology.properties.paidIn.enum.push('card');
      // A member x-route-rules gains, which the committed routeRules does not carry.
      doc.$defs.RouteRules.properties.minimumAmount = { type: 'string' };
      doc.$defs.RouteRules.required.push('minimumAmount');
    });
    await edit(path.join(dir, 'spec/paths/routes.yaml'), (doc) => {
      doc.post['x-route-rules'].minimumAmount = '1';
    });
    const tsx = path.join(root, 'node_modules', '.bin', 'tsx');
    const generated = await run(dir, tsx, [
      'packages/api-toolkit/src/cli/ausd-api.ts',
      'generate',
      '--only',
      'extensions',
    ]);
    expect(generated.code, generated.output).toBe(0);
    const result = await run(dir, path.join(root, 'node_modules', '.bin', 'tsc'), ['-p', 'tsconfig.check.json']);
    expect(result.code, result.output).not.toBe(0);
    const failing = new Set([...result.output.matchAll(/^(\S+)\(\d+,\d+\): error TS/gm)].map((match) => match[1]));
    // The comparison of an identity rule, the role of an operation a credential gives, and the route rules the
    // operation table holds (generated `satisfies RouteRules`).
    expect([...failing].sort(), result.output).toEqual([
      'packages/client/src/runtime/identity.ts',
      'packages/client/src/runtime/operation-route.ts',
      // How a filter of each match kind selects: the runner's expectation and the sandbox's SQL; the writings of a
      // value the runner's identity step tries under each rule.
      'packages/conformance/src/checks/stateful_equivalent_identity.ts',
      'packages/conformance/src/filters.ts',
      'packages/express/src/generated/operations.ts',
      // The router states the credential roles too, since it does not depend on the client.
      'packages/express/src/runtime/operation.ts',
      'packages/sandbox/src/listing-query.ts',
      // A route's instructions and a simulated transfer for each way of paying in.
      'packages/sandbox/src/routes/route-instructions.ts',
      'packages/sandbox/src/settlement/simulate-inbound-transfer.ts',
    ]);
    expect(result.output).toMatch(/Property '"?case-insensitive"?' is missing/);
    expect(result.output).toContain("Property 'mutual-tls' does not exist");
    expect(result.output).toContain('minimumAmount');
  }, 120_000);
});

/**
 * Runs in the copy: a sandbox from the copy's code and generated files, the copy's conformance runner against it
 * with writes, and a few answers the edits change. Prints one JSON line.
 */
const followScript = `
import { decodeJwt } from 'jose';
import { runConformance } from './packages/conformance/src/index.js';
import { startSandbox } from './packages/sandbox/src/server.js';

const sandbox = await startSandbox({ db: ':memory:', port: 0, host: '127.0.0.1' });
try {
  const report = await runConformance({
    baseUrl: sandbox.url,
    apiKey: sandbox.apiKeys.primary,
    otherApiKey: sandbox.apiKeys.other,
    allowWrites: true,
    seed: 1,
  });
  const exchange = await fetch(sandbox.url + '/v0/auth/token', {
    method: 'POST',
    headers: { authorization: 'Bearer ' + sandbox.apiKeys.primary },
  }).then((response) => response.json());
  const token = Object.values(exchange).find((value) => typeof value === 'string');
  const claims = decodeJwt(token);
  const get = (path) =>
    fetch(sandbox.url + path, { headers: { authorization: 'Bearer ' + token } }).then((response) => response.json());
  const put = (path, body) =>
    fetch(sandbox.url + path, {
      method: 'PUT',
      headers: { authorization: 'Bearer ' + token, 'content-type': 'application/json' },
      body: JSON.stringify(body),
    }).then((response) => response.json());
  const routes = await get('/v0/routes?limit=100');
  const accounts = await get('/v0/accounts?limit=100');
  // A deposit on each stablecoin route: the settled ones say the transaction type the topology records.
  const stablecoinTypes = [];
  for (const route of routes.data.filter((route) => route.from.currency === 'stablecoin')) {
    const transfer = await fetch(sandbox.url + '/sandbox/routes/' + route.id + '/inbound-transfers', {
      method: 'POST',
      headers: { authorization: 'Bearer ' + token, 'content-type': 'application/json' },
      body: JSON.stringify({ amount: '1', chain: route.instructions[0].chain }),
    }).then((response) => response.json());
    if (transfer.transactionId) stablecoinTypes.push((await get('/v0/transactions/' + transfer.transactionId)).type);
  }
  console.log(JSON.stringify({
    failed: [...new Set(report.cells.filter((cell) => cell.status === 'failed').map((cell) => cell.check))],
    stateful: report.cells.filter((cell) => cell.check.startsWith('stateful_')).map((cell) => cell.check + ':' + cell.status),
    lifetime: claims.exp - claims.iat,
    unknownAccount: (await get('/v0/accounts/00000000-0000-4000-8000-000000000000')).code,
    invalid: await get('/v0/routes?limit=0'),
    routeChains: routes.data.map((route) => route.to.chain),
    instructionChains: routes.data.flatMap((route) => route.instructions.map((instruction) => instruction.chain)),
    stablecoinTypes,
    longAccountNumber: await fetch(sandbox.url + '/v0/accounts', {
      method: 'POST',
      headers: { authorization: 'Bearer ' + token, 'content-type': 'application/json' },
      body: JSON.stringify({
        kind: 'bank',
        accountNumber: '1234567890'.repeat(4),
        routingNumber: '021000021',
        bankName: 'Follow Bank',
        beneficiary: 'Follow',
      }),
    }).then((response) => response.json()),
    bankCurrencies: [...new Set(accounts.data.filter((account) => account.kind === 'bank').map((account) => account.currency))],
    routeSources: [...new Set(routes.data.map((route) => route.from.currency))],
    // Seeded transactions from a stablecoin into ausd: the stablecoin topology's transaction type.
    seededStablecoinTypes: [
      ...new Set(
        (await get('/v0/transactions?limit=100')).data
          .filter((txn) => txn.source.amounts[0].currency === 'usdc' && txn.recipient.amounts[0].currency === 'ausd')
          .map((txn) => txn.type),
      ),
    ],
    simulatedUnauthorized: (
      await fetch(sandbox.url + '/v0/accounts', {
        headers: { authorization: 'Bearer ' + token, 'sandbox-simulate': 'status=401' },
      }).then((response) => response.json())
    ).context.reason,
    // The organization's standing set to the renamed value refuses every request with its code.
    standing: (await put('/sandbox/organization', { standing: 'pending_verification' })).standing,
    refusedWith: (await get('/v0/accounts')).code,
    unknownKey: (
      await fetch(sandbox.url + '/sandbox/api-keys/00000000-0000-4000-8000-000000000000/pause', {
        method: 'POST',
        headers: { authorization: 'Bearer ' + token },
      }).then((response) => response.json())
    ).code,
    // Last: the session outlived (the test clock advanced past its lifetime).
    expired: await fetch(sandbox.url + '/sandbox/clock/advance', {
      method: 'POST',
      headers: { authorization: 'Bearer ' + token, 'content-type': 'application/json' },
      body: JSON.stringify({ seconds: claims.exp - claims.iat + 1 }),
    }).then(async () => (await get('/v0/accounts')).context?.reason),
  }));
} finally {
  await sandbox.close();
}
`;

describe('facts the code follows', () => {
  it('removed chain, x-not-found code, generic 404 code, stored bank number pattern, validation code and message, scheme name, session lifetime, the transaction type of a topology, the fiat currency, the renew reason and a standing: edited in spec/ alone, followed by the sandbox and the runner', async () => {
    const dir = await copyProject();
    // A removed destination chain added.
    await edit(path.join(dir, 'spec/components/schemas/routes.yaml'), (doc) => {
      doc.Route.properties.instructions['x-removed-destination-chains'].push('monad');
    });
    // A stablecoin deposit settled as another transaction type (x-route-rules).
    await edit(path.join(dir, 'spec/paths/routes.yaml'), (doc) => {
      const topology = doc.post['x-route-rules'].topologies.find(
        (declared: { name: string }) => declared.name === 'mint_from_stablecoin',
      );
      topology.transactionType = 'bridge';
    });
    // An unknown account id answered with the generic code its operations also document.
    await edit(path.join(dir, 'spec/components/parameters.yaml'), (doc) => {
      doc.AccountIdPath['x-not-found'] = 'not_found';
    });
    // Bank numbers stored at most 34 characters (the input still takes 100): the sandbox's refusal follows.
    await edit(path.join(dir, 'spec/components/schemas/accounts.yaml'), (doc) => {
      doc.BankIdentifier.pattern = '^[A-Z0-9]{6,34}$';
    });
    // The generic 404 code renamed: the account id above and the helpers' API key id (x-not-found) follow.
    await renameInSpec(dir, 'not_found', 'resource_not_found');
    // The validation code renamed and its message reworded.
    await renameInSpec(dir, 'parameter_invalid', 'request_invalid');
    await edit(path.join(dir, 'spec/components/schemas/errors.yaml'), (doc) => {
      doc.ParameterInvalidErrorBody.description = 'The request breaks the contract; `context.issues` says where.';
    });
    // The fiat currency renamed: a bank account's currency (BankCurrency) and the fiat side of the topologies.
    await renameInSpec(dir, 'usd', 'usx');
    // The reason a client renews its session on (x-renew-on) renamed: the sandbox answers an expired session with it.
    await renameInSpec(dir, 'token_expired', 'session_expired');
    // A standing of the helpers document renamed (its refusal code keeps its name).
    await renameInSpec(dir, 'verification_pending', 'pending_verification');
    // The session scheme renamed (the token field keeps its name) and its lifetime shortened.
    for (const file of ['spec/openapi.yaml', 'spec/paths/auth-token.yaml', 'spec/sandbox/openapi.yaml']) {
      const text = await readFile(path.join(dir, file), 'utf8');
      await writeFile(
        path.join(dir, file),
        text
          .replaceAll('- sessionJwt: []', '- bearerSession: []')
          .replaceAll('\n    sessionJwt:\n      type: http', '\n    bearerSession:\n      type: http')
          .replaceAll('securitySchemes/sessionJwt/', 'securitySchemes/bearerSession/')
          .replace('x-session-lifetime: 900', 'x-session-lifetime: 600'),
      );
    }
    const tsx = path.join(root, 'node_modules', '.bin', 'tsx');
    // The bundle too: the runner reads its request examples there.
    const only = 'openapi,operations,types,validators,middleware,client,evolution,docs';
    const generated = await run(dir, tsx, ['packages/api-toolkit/src/cli/ausd-api.ts', 'generate', '--only', only]);
    expect(generated.code, generated.output).toBe(0);
    const operations = await readFile(path.join(dir, 'packages/express/src/generated/operations.ts'), 'utf8');
    expect(operations).toContain('lifetimeSeconds: 600');
    expect(operations).not.toMatch(/\bsessionJwt: \[\]|'sessionJwt'\]/);

    const typecheck = await run(dir, path.join(root, 'node_modules', '.bin', 'tsc'), [
      '-p',
      'tsconfig.check.json',
      '--noEmit',
    ]);
    expect(typecheck.code, typecheck.output).toBe(0);

    await writeFile(path.join(dir, 'follow.ts'), followScript);
    const followed = await run(dir, tsx, ['follow.ts']);
    expect(followed.code, followed.output).toBe(0);
    const answers = JSON.parse(followed.output.trim().split('\n').at(-1)!);
    expect(answers.failed, followed.output).toEqual([]);
    expect(answers.stateful.length).toBeGreaterThan(0);
    expect(
      answers.stateful.every((cell: string) => cell.endsWith(':passed')),
      answers.stateful.join(', '),
    ).toBe(true);
    expect(answers.lifetime).toBe(600);
    expect(answers.unknownAccount).toBe('resource_not_found');
    expect(answers.unknownKey).toBe('resource_not_found');
    expect(answers.longAccountNumber).toMatchObject({
      code: 'request_invalid',
      context: { issues: [{ field: 'accountNumber', message: 'must match pattern "^[A-Z0-9]{6,34}$"' }] },
    });
    expect(answers.invalid).toMatchObject({
      code: 'request_invalid',
      message: 'The request breaks the contract; `context.issues` says where.',
    });
    expect(answers.routeChains).not.toContain('monad');
    expect(answers.instructionChains).not.toContain('monad');
    expect(answers.stablecoinTypes.length).toBeGreaterThan(0);
    expect(answers.stablecoinTypes.every((type: string) => type === 'bridge')).toBe(true);
    expect(answers.seededStablecoinTypes).toEqual(['bridge']);
    expect(answers.bankCurrencies).toEqual(['usx']);
    expect(answers.routeSources).toContain('usx');
    expect(answers.routeSources).not.toContain('usd');
    expect(answers.simulatedUnauthorized).toBe('session_expired');
    expect(answers.expired).toBe('session_expired');
    expect(answers.standing).toBe('pending_verification');
    expect(answers.refusedWith).toBe('account_verification_pending');
  }, 600_000);
});
