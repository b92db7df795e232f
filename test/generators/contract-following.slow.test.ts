// A fact changed in the contract alone is followed by the code with no code edit: the project is copied, the copy's
// spec/ edited and regenerated, the copy type-checked, its sandbox run and checked by its conformance runner
// (test/generators/contract-copy.ts). test/generators/contract-typing.slow.test.ts holds the facts whose change must
// stop the code from compiling.
import { readFile, writeFile } from 'node:fs/promises';
import path from 'node:path';
import { describe, expect, it } from 'vitest';
import { edit, projectCopies, regenerate, renameInSpec, run, tsx } from './contract-copy.js';
import { tsc } from '../../tools/tsc.js';

const { copyProject } = projectCopies();

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
    // The bundle too: the runner reads its request examples there.
    await regenerate(dir, 'openapi,operations,types,validators,middleware,client,evolution,docs');
    const operations = await readFile(path.join(dir, 'packages/contract-facts/src/generated/operations.ts'), 'utf8');
    expect(operations).toContain('lifetimeSeconds: 600');
    expect(operations).not.toMatch(/\bsessionJwt: \[\]|'sessionJwt'\]/);

    const typecheck = await run(dir, process.execPath, [tsc, '-p', 'tsconfig.check.json', '--noEmit']);
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
