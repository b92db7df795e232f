// A fact changed in the contract alone stops the code that depends on it from compiling: the project is copied
// once per case, each copy's spec/ edited and regenerated, and the copies type-checked in one compiler run
// (test/generators/contract-copy.ts), each copy's errors its case's. Where the code must follow an edit instead,
// test/generators/contract-following.slow.test.ts runs the copy.
import { readFile } from 'node:fs/promises';
import path from 'node:path';
import { beforeAll, describe, expect, it } from 'vitest';
import { edit, projectCopies, regenerate, renameInSpec, typecheckCopies, type CopyErrors } from './contract-copy.js';

const { copyProject } = projectCopies();

/** Each case: the edit its copy gets and the artifacts regenerated after it. */
interface Case {
  only: string;
  /** Its edit changes spec/extensions.yaml (contract-copy.ts, regenerate). */
  editsVocabulary?: boolean;
  edit(dir: string): Promise<void>;
}
const cases = {
  filters: {
    only: 'operations,types,middleware',
    async edit(dir: string) {
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
    },
  },
  errorCodes: {
    only: 'operations,types,middleware',
    async edit(dir: string) {
      await renameInSpec(dir, 'account_already_exists', 'account_duplicate');
      await renameInSpec(dir, 'token_paused', 'key_paused');
      await renameInSpec(dir, 'internal_error', 'server_error');
      // The schema that says what an EVM address is (its pattern and validator are read by name).
      await renameInSpec(dir, 'EvmAddress', 'EthereumAddress');
      // The one known value of the open TransactionStatus, which the sandbox writes and lists.
      await edit(path.join(dir, 'spec/components/schemas/transactions.yaml'), (doc) => {
        doc.TransactionStatus.anyOf[0].enum = ['completed'];
      });
    },
  },
  perValue: {
    only: 'operations,types,middleware',
    async edit(dir: string) {
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
    },
  },
  vocabulary: {
    only: 'extensions',
    editsVocabulary: true,
    async edit(dir: string) {
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
    },
  },
} satisfies Record<string, Case>;

const found = {} as Record<keyof typeof cases, CopyErrors & { dir: string }>;
beforeAll(async () => {
  const names = Object.keys(cases) as (keyof typeof cases)[];
  const dirs = await Promise.all(
    names.map(async (name) => {
      const dir = await copyProject();
      const { edit: change, only, editsVocabulary }: Case = cases[name];
      await change(dir);
      await regenerate(dir, only, { editsVocabulary });
      return dir;
    }),
  );
  const errors = await typecheckCopies(dirs);
  names.forEach((name, i) => (found[name] = { ...errors[i]!, dir: dirs[i]! }));
}, 300_000);

describe('list semantics stated once', () => {
  it('a filter added to or removed from the contract fails the type-check until the sandbox maps it', async () => {
    const result = found.filters;
    const failing = result.files;
    expect(failing.size, result.output).toBeGreaterThan(0);
    const expected = [
      'packages/sandbox/src/routes/list-routes.ts',
      'packages/sandbox/src/transactions/list-transactions.ts',
    ];
    expect([...failing].sort(), result.output).toEqual(expected);
    expect(result.output).toContain("Property 'status' is missing");
    expect(result.output).toMatch(/'to\.chain'.* does not exist/);
  });
});

describe('error codes and reasons stated once', () => {
  it('renaming an error code, a context.reason value, the EVM address schema or the transaction status in the contract fails the type-check where it is used', async () => {
    const result = found.errorCodes;
    const failing = result.files;
    expect(failing.size, result.output).toBeGreaterThan(0);
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
    const operations = await readFile(
      path.join(result.dir, 'packages/contract-facts/src/generated/operations.ts'),
      'utf8',
    );
    expect(operations).toMatch(/export const errorRoles = \{[^}]*internal: 'server_error'/);
  });
});

describe('what the sandbox does per value stated once', () => {
  it('a value added to an enum the sandbox decides per value (an address format, an entitlement status, a review outcome, a session claim, an API key status, an account update, a leg direction) fails the type-check in its table', async () => {
    const result = found.perValue;
    const failing = result.files;
    expect(failing.size, result.output).toBeGreaterThan(0);
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
  });
});

describe('the extension vocabulary stated once', () => {
  it('a value added to a vocabulary enum the runtimes implement per value, or a member to x-route-rules, fails the type-check until implemented', async () => {
    const result = found.vocabulary;
    const failing = result.files;
    expect(failing.size, result.output).toBeGreaterThan(0);
    // The comparison of an identity rule, the role of an operation a credential gives, and the route rules the
    // operation table holds (generated `satisfies RouteRules`).
    expect([...failing].sort(), result.output).toEqual([
      'packages/client/src/runtime/identity.ts',
      'packages/client/src/runtime/operation-route.ts',
      // How a filter of each match kind selects: the runner's expectation and the sandbox's SQL; the writings of a
      // value the runner's identity step tries under each rule.
      'packages/conformance/src/checks/stateful_equivalent_identity.ts',
      'packages/conformance/src/contract/filters.ts',
      'packages/contract-facts/src/generated/operations.ts',
      // The router states the credential roles too, since it does not depend on the client.
      'packages/contract-facts/src/operation.ts',
      'packages/sandbox/src/listing/listing-query.ts',
      // A route's instructions and a simulated transfer for each way of paying in.
      'packages/sandbox/src/routes/route-instructions.ts',
      'packages/sandbox/src/settlement/simulate-inbound-transfer.ts',
    ]);
    expect(result.output).toMatch(/Property '"?case-insensitive"?' is missing/);
    expect(result.output).toContain("Property 'mutual-tls' does not exist");
    expect(result.output).toContain('minimumAmount');
  });
});
