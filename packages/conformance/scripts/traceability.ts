// The traceability table of src/README.md, generated from the rows below: each rule of the API description a
// client can observe over HTTP, section by section, with the checks that prove it, or the reason none can. `npx tsx
// packages/conformance/scripts/traceability.ts` rewrites the table; test/conformance/traceability.test.ts checks
// it is current and that every check named exists. A repository tool outside src/, so the package does not ship it.
import { fileURLToPath } from 'node:url';
import { cell, withTable as tableIn, writeTable, type ReadmeTable } from '../../../tools/readme-table.js';

/** read: the read-only run; writes: only with `--allow-writes`; traffic: response checks on every exchange. */
export type Mode = 'read' | 'writes' | 'traffic';

export type Row = { section: string; rule: string } & (
  | {
      /** The checks that prove the rule, by name. */
      checks: string[];
      /** The cell as shown when it says more than the names (how the check proves it). */
      shown?: string;
      /** Empty when no run can provoke what the checks would see. */
      modes: Mode[];
    }
  | { reason: string }
);

export const rows: Row[] = [
  {
    section: 'What the service does',
    rule: 'metrics public, everything else but the token exchange needs a session JWT',
    checks: ['auth_not_required', 'auth_missing_header'],
    modes: ['read'],
  },
  {
    section: 'What the service does',
    rule: 'route flow: transfers settle to the destination; instructions do not expire',
    reason: 'the settlement happens off the API (no amount, no transfer endpoint); not observable',
  },
  {
    section: 'What the service does',
    rule: 'the four topologies (`usd`→`ausd`, `ausd`→`usd`, `stablecoin`→`ausd`, `ausd`→`usdc`)',
    checks: ['stateful_create_route'],
    shown: '`stateful_create_route` (one route per request example)',
    modes: ['writes'],
  },
  {
    section: 'What the service does',
    rule: 'fiat routes need a registered, verified bank account or settlement is held',
    reason: 'settlement holds are not visible through the API',
  },
  {
    section: 'Conventions',
    rule: 'amounts are decimal strings; six decimals',
    checks: ['response_schema'],
    shown: '`response_schema` (`Decimal` pattern)',
    modes: ['traffic'],
  },
  {
    section: 'Conventions',
    rule: 'response timestamps are UTC',
    checks: ['response_schema'],
    shown: '`response_schema` (`UtcTimestamp` pattern)',
    modes: ['traffic'],
  },
  {
    section: 'Conventions',
    rule: 'ids are UUIDs; route ids deterministic (same inputs, same id)',
    checks: ['response_schema', 'stateful_route_conflict'],
    shown: '`response_schema`; `stateful_route_conflict` (same inputs → 409 with the same `context.routeId`)',
    modes: ['traffic', 'writes'],
  },
  {
    section: 'Conventions',
    rule: 'every response carries `Request-Id`',
    checks: ['request_id_header'],
    shown: '`request_id_header` (also 404/405 outside the contract)',
    modes: ['traffic'],
  },
  {
    section: 'Network identifiers',
    rule: 'account networks and wallet `chain` are one of the 17 identifiers',
    checks: ['response_schema'],
    shown: '`response_schema` (`NetworkId` enum)',
    modes: ['traffic'],
  },
  {
    section: 'Wallet account',
    rule: 'fields, `addressFormat`, `kind` discriminator',
    checks: ['response_schema'],
    modes: ['traffic'],
  },
  {
    section: 'Wallet account',
    rule: "EVM addresses EIP-55 checksummed, a wallet's address of its `addressFormat` (the schema `WalletAccount`'s if/then names)",
    checks: ['address_encoding'],
    modes: ['traffic'],
  },
  {
    section: 'Wallet account',
    rule: 'entitlement types and statuses',
    checks: ['response_schema'],
    modes: ['traffic'],
  },
  {
    section: 'Wallet account',
    rule: '`rewards` cannot be requested',
    checks: ['negative_rejected'],
    shown: '`negative_rejected` (`rewards` is outside the `entitlement` enum of the body)',
    modes: ['writes'],
  },
  {
    section: 'Wallet account',
    rule: 'the API never auto-approves `instant_settlement`',
    checks: ['stateful_request_entitlement', 'stateful_instant_settlement'],
    shown:
      '`stateful_request_entitlement` (accepted request reads `pending_approval`), `stateful_instant_settlement` (started by registration: `pending_approval`)',
    modes: ['writes'],
  },
  {
    section: 'Bank account',
    rule: 'fields, `currency` `usd`, numbers returned in full',
    checks: ['response_schema', 'stateful_register_account'],
    shown: '`response_schema`; `stateful_register_account` (read back equal)',
    modes: ['traffic', 'writes'],
  },
  {
    section: 'Transaction',
    rule: 'summary fields, open enums tolerated, `settledAt`',
    checks: ['response_schema'],
    modes: ['traffic'],
  },
  {
    section: 'Transaction',
    rule: 'detail adds `legs`; leg fields and `detail` variants',
    checks: ['response_schema', 'list_detail_agreement'],
    shown: '`response_schema` (`getTransaction`), `list_detail_agreement`',
    modes: ['read'],
  },
  {
    section: 'Counterparty',
    rule: 'bank/wallet counterparties; wallet `address` EIP-55',
    checks: ['response_schema', 'address_encoding'],
    modes: ['traffic'],
  },
  {
    section: 'Counterparty',
    rule: 'wallet `accountId` matches an id from the accounts list',
    checks: ['references_resolve'],
    shown:
      "`references_resolve` (the transaction walk joined against the accounts walk on the contract's `x-references`)",
    modes: ['read'],
  },
  {
    section: 'Route',
    rule: 'fields; `name` null or ≤ 200 characters; `from`/`to` currencies',
    checks: ['response_schema'],
    modes: ['traffic'],
  },
  {
    section: 'Route',
    rule: '`to.accountId` is the uuid of a registered account',
    checks: ['references_resolve'],
    shown: '`references_resolve` (`x-references` on `RouteTo.accountId`)',
    modes: ['read'],
  },
  {
    section: 'Route',
    rule: 'fiat source: one wire instruction with the memo',
    checks: ['response_schema'],
    shown: '`response_schema` (`Route` `if from.currency = usd then maxItems 1 WireInstruction`)',
    modes: ['traffic'],
  },
  {
    section: 'Route',
    rule: 'blockchain source: one deposit address per chain, alphabetical, `supportedCurrencies` non-empty',
    checks: ['route_instructions', 'response_schema'],
    shown: '`route_instructions` (order, one per chain), `response_schema` (`minItems: 1`)',
    modes: ['traffic'],
  },
  {
    section: 'Route',
    rule: 'removed chains: routes omitted from lists, no deposit instructions',
    checks: ['route_instructions'],
    shown: '`route_instructions` (reads `x-removed-destination-chains`)',
    modes: ['traffic'],
  },
  {
    section: 'Metrics',
    rule: '`chains` with CAIP-2 `chainId`, `partial`, aggregates',
    checks: ['response_schema'],
    modes: ['traffic'],
  },
  { section: 'Metrics', rule: 'partial ⇒ totals absent (not null)', checks: ['metrics_partial_rule'], modes: ['read'] },
  {
    section: 'Metrics',
    rule: 'plain-text totals equal the overview aggregates',
    checks: ['metrics_plain_text'],
    modes: ['read'],
  },
  {
    section: 'Error object',
    rule: '`code`, `message`, `docs_url`, `context` only for four codes',
    checks: ['response_schema', 'error_code_documented'],
    shown: '`response_schema` (per-code error schemas), `error_code_documented`',
    modes: ['traffic'],
  },
  {
    section: 'Wallet entitlement status',
    rule: 'registration starts `mint` (and `instant_settlement` where supported)',
    checks: ['stateful_register_account', 'stateful_instant_settlement'],
    shown:
      '`stateful_register_account`; `stateful_instant_settlement` (which networks support it is not shown: on each registered network it is `pending_approval` or absent and a request is refused as not requestable, and a fresh wallet on the network `addNetwork` added holds it exactly when the request there was granted)',
    modes: ['writes'],
  },
  {
    section: 'Wallet entitlement status',
    rule: '`addNetwork` starts `mint` on the new network',
    checks: ['stateful_add_network'],
    modes: ['writes'],
  },
  {
    section: 'Wallet entitlement status',
    rule: '`requestEntitlement` → `pending_approval`; not requestable twice',
    checks: ['stateful_request_entitlement'],
    modes: ['writes'],
  },
  {
    section: 'Wallet entitlement status',
    rule: 'secondary scan, service review, funds returned on rejection',
    reason: 'service-side transitions with no API trigger; not observable',
  },
  {
    section: 'Wallet entitlement status',
    rule: 'a rejected or removed entitlement still counts as registered',
    reason: 'needs a wallet in that state, which the API cannot produce',
  },
  {
    section: 'Transaction status',
    rule: 'only `settled` is returned',
    checks: ['response_schema'],
    shown: '`response_schema` (open enum) — not enforced: the enum is open by design',
    modes: [],
  },
  {
    section: 'API key and session state',
    rule: 'pause/resume/revoke effects on issued JWTs',
    reason: 'keys are managed in the dashboard, not through the API',
  },
  {
    section: 'API key and session state',
    rule: 'a JWT is valid 15 minutes',
    reason: "a run would have to wait 15 minutes; `token_expired` is proven against the sandbox's test clock, not here",
  },
  {
    section: 'Pagination and filtering',
    rule: "`limit` 1–200, default 50 (exactly 50 on a longer list, not a framework's 20)",
    checks: ['pagination_limit', 'page_size', 'negative_rejected'],
    shown: '`pagination_limit`, `page_size` (any page, also in the proxy), `negative_rejected` (0, 201, `abc`, `1.5`)',
    modes: ['read', 'traffic'],
  },
  {
    section: 'Pagination and filtering',
    rule: 'opaque cursor chain ending with `null`; every item once',
    checks: ['pagination_chain', 'pagination_stable_across_limits'],
    modes: ['read'],
  },
  {
    section: 'Pagination and filtering',
    rule: 'filters combine with AND',
    checks: ['filter_semantics'],
    shown: '`filter_semantics` (pairs of filters, e.g. `kind=bank` with `network` empty)',
    modes: ['read'],
  },
  {
    section: 'Pagination and filtering',
    rule: 'multi-value filters are one comma list; a repeated parameter is rejected',
    checks: ['filter_semantics', 'negative_rejected'],
    shown: '`filter_semantics` (comma lists), `negative_rejected` (`repeated_parameter`)',
    modes: ['read'],
  },
  {
    section: 'Pagination and filtering',
    rule: 'list filters within their declared bounds: a list longer than `maxItems`, a value twice under `uniqueItems`, two values joined by an encoded comma (`%2C`, part of one item) → `400 parameter_invalid`',
    checks: ['negative_rejected'],
    shown:
      '`negative_rejected` (each case confirmed invalid by the compiled query validator; a bound no valid list can pass gets none)',
    modes: ['read'],
  },
  {
    section: 'Pagination and filtering',
    rule: 'ranges `.gt/.gte/.lt/.lte` with a zone; inclusive vs exclusive bounds',
    checks: ['filter_semantics', 'negative_rejected'],
    shown: '`filter_semantics` (pivots on real timestamps, `Z` and offset), `negative_rejected` (`zoneless_timestamp`)',
    modes: ['read'],
  },
  {
    section: 'Pagination and filtering',
    rule: 'never dropped silently: unknown parameter, unknown operator, value outside the set, empty, two bounds on a side, unsatisfiable → `400 parameter_invalid` naming it',
    checks: ['negative_rejected', 'random_inputs'],
    shown: '`negative_rejected` (one case per `x-query-rules` id), `random_inputs`',
    modes: ['read'],
  },
  {
    section: 'Pagination and filtering',
    rule: 'a valid filter matching nothing → 200 with empty `data`',
    checks: ['positive_accepted', 'filter_semantics'],
    shown: '`positive_accepted` (unknown id filter), `filter_semantics`',
    modes: ['read'],
  },
  {
    section: 'Auth',
    rule: '`POST /v0/auth/token` with the key, no body → `sessionJwt`; errors',
    checks: ['positive_accepted', 'auth_not_required', 'response_schema'],
    modes: ['read'],
  },
  {
    section: 'Metrics endpoints',
    rule: 'public, CORS permissive, 404/429/500 documented',
    checks: ['cors_on_metrics', 'auth_not_required', 'status_documented'],
    modes: ['read'],
  },
  {
    section: 'Accounts: list',
    rule: 'newest first, ties by id',
    checks: ['ordering'],
    shown: '`ordering` (reads `x-ordering`)',
    modes: ['read'],
  },
  {
    section: 'Accounts: list',
    rule: '`createdAt` range, `kind`, `network` (banks never match)',
    checks: ['filter_semantics'],
    modes: ['read'],
  },
  {
    section: 'Accounts: create',
    rule: 'wallet and bank bodies; `name` ≤ 200; `networks` compatible with the address format',
    checks: ['negative_rejected'],
    shown: '`negative_rejected` (each example with one constraint broken)',
    modes: ['writes'],
  },
  {
    section: 'Accounts: create',
    rule: '201 with the account; 409 when already registered (also on a held network)',
    checks: ['stateful_register_account', 'stateful_duplicate_account'],
    modes: ['writes'],
  },
  {
    section: 'Accounts: create',
    rule: 'EVM hex normalised (any case registers the same wallet, returned EIP-55 checksummed); bank numbers ignore embedded spaces (returned without them); Solana base58 kept verbatim',
    checks: ['stateful_equivalent_identity', 'address_encoding'],
    shown:
      '`stateful_equivalent_identity` (reads `x-identity`: one writing registered, the other → 409), `address_encoding` (the checksum)',
    modes: ['writes', 'traffic'],
  },
  {
    section: 'Accounts: read',
    rule: 'identical to the list entry',
    checks: ['list_detail_agreement'],
    modes: ['read'],
  },
  {
    section: 'Accounts: read',
    rule: "another organization's id and an unknown id → `404 account_not_found`",
    checks: ['tenant_isolation', 'not_found_codes'],
    modes: ['read'],
  },
  {
    section: 'Accounts: update',
    rule: '`setName`, `addNetwork` (409 if held), `requestEntitlement` (`entitlement_not_requestable`)',
    checks: ['stateful_rename', 'stateful_add_network', 'stateful_request_entitlement'],
    modes: ['writes'],
  },
  {
    section: 'Accounts: update',
    rule: "another organization's account cannot be changed",
    checks: ['stateful_foreign_update'],
    modes: ['writes'],
  },
  {
    section: 'Transactions',
    rule: 'newest first by `initiatedAt`, ties by id; filters as listed',
    checks: ['ordering', 'filter_semantics'],
    modes: ['read'],
  },
  {
    section: 'Transactions',
    rule: '`sourceChain` matches the source as reported (a wire-funded mint has none)',
    checks: ['filter_semantics'],
    shown: '`filter_semantics` (reads `x-filter`)',
    modes: ['read'],
  },
  {
    section: 'Transactions',
    rule: 'unknown id → 404 `transaction_not_found`',
    checks: ['not_found_codes'],
    modes: ['read'],
  },
  {
    section: 'Routes: create',
    rule: '409 `route_already_exists` with `context.routeId`',
    checks: ['stateful_route_conflict'],
    modes: ['writes'],
  },
  {
    section: 'Routes: create',
    rule: '400 `chain_unsupported`/`currency_unsupported`/`direction_unsupported`',
    checks: ['stateful_route_rejections', 'error_code_documented'],
    shown:
      "`stateful_route_rejections` (a created route with one input changed: each side's unsupported currencies, a pair that is no topology, each removed destination chain to a wallet registered there; reads `x-route-rules`, the route schema's currency enums and `x-removed-destination-chains`), `error_code_documented`",
    modes: ['writes'],
  },
  {
    section: 'Routes: list',
    rule: 'newest first; `fromCurrency` wildcard, `toCurrency`, `toChain`, `toAccountId` (foreign id → empty page)',
    checks: ['ordering', 'filter_semantics', 'positive_accepted', 'stateful_route_by_filter'],
    modes: ['read', 'writes'],
  },
  {
    section: 'Routes: read',
    rule: 'unknown route → 404 `route_not_found`',
    checks: ['not_found_codes'],
    modes: ['read'],
  },
  {
    section: 'Authentication',
    rule: 'missing, malformed, tampered, `alg: none` credentials → 401 with `context.reason`',
    checks: ['auth_missing_header', 'auth_malformed', 'auth_tampered', 'auth_alg_none'],
    modes: ['read'],
  },
  {
    section: 'Authentication',
    rule: 'metrics and the exchange neither need nor take a session JWT',
    checks: ['auth_not_required'],
    modes: ['read'],
  },
  {
    section: 'Authentication',
    rule: 're-exchange issues a new JWT, the previous one stays valid',
    checks: ['session_reexchange'],
    modes: ['read'],
  },
  { section: 'Events', rule: 'not shown', reason: 'nothing to observe' },
  {
    section: 'Errors',
    rule: 'status plus code: every code documented for its status',
    checks: ['error_code_documented', 'status_documented'],
    modes: ['traffic'],
  },
  {
    section: 'Errors',
    rule: '429 carries `Retry-After` in seconds',
    checks: ['retry_after_on_429'],
    modes: ['traffic'],
  },
  {
    section: 'Errors',
    rule: 'never a 5xx for client input',
    checks: ['no_server_error', 'random_inputs'],
    modes: ['traffic'],
  },
  {
    section: 'Errors',
    rule: 'undefined method or path → 4xx in the error shape',
    checks: ['unsupported_method', 'unknown_path'],
    modes: ['read'],
  },
  {
    section: 'Errors',
    rule: 'one response content type per documented response',
    checks: ['content_type'],
    modes: ['traffic'],
  },
  {
    section: 'Errors',
    rule: '403 `forbidden`/`account_not_provisioned`/`account_verification_pending`',
    checks: ['error_code_documented'],
    shown: '`error_code_documented` when they occur — a run cannot put its organization in those states',
    modes: [],
  },
  {
    section: 'Limits',
    rule: '`name` ≤ 200, bank numbers 6–100 uppercase letters and digits',
    checks: ['negative_rejected'],
    shown: '`negative_rejected` (body mutations from the schema)',
    modes: ['writes'],
  },
  {
    section: 'Limits',
    rule: 'rate limiting per IP, 429 with `Retry-After`',
    checks: ['retry_after_on_429'],
    shown: '`retry_after_on_429` when a 429 is seen',
    modes: ['traffic'],
  },
  {
    section: 'Versioning',
    rule: 'paths prefixed `/v0`; open enums tolerated',
    reason: 'a property of the contract, checked by its lint, not of a deployment',
  },
];

const start = '<!-- traceability:start -->';
const end = '<!-- traceability:end -->';
export const readmePath = fileURLToPath(new URL('../src/README.md', import.meta.url));

export function traceabilityTable(): string {
  const lines = rows.map((row) => {
    const checks =
      'reason' in row ? `— ${row.reason}` : (row.shown ?? row.checks.map((name) => `\`${name}\``).join(', '));
    const modes = 'reason' in row || row.modes.length === 0 ? '—' : row.modes.join(', ');
    return `| ${cell(row.section)} | ${cell(row.rule)} | ${cell(checks)} | ${modes} |`;
  });
  return [start, '| Section | Rule | Checks | Mode |', '|---|---|---|---|', ...lines, end].join('\n');
}

const readmeTable: ReadmeTable = { readmePath, start, end, table: () => traceabilityTable() };

/** The README with the current table, formatted as `npm run format` would. */
export const withTable = (readme: string): Promise<string> => tableIn(readmeTable, readme);

if (process.argv[1] === fileURLToPath(import.meta.url)) await writeTable(readmeTable);
