// What the API description states, written down apart from the spec so the contract tests can catch a spec that
// says otherwise. Only the description's own facts stay here; each says why it cannot be read from the contract.
// Names the spec chooses (operationIds as keys, schema and variant names, the x-query-rules ids) are read from it.

/** A space-separated list, so one fact stays on one line. */
const words = (text: string): string[] => text.split(' ');

export type Security = 'apiKey' | 'sessionJwt' | 'none';

// Independent: a wrong path or credential in the spec would flow into every generated artifact unnoticed.
// The operationId is the spec's name for each line and only keys the tables below.
export const operations = [
  { operationId: 'exchangeApiKey', method: 'post', path: '/v0/auth/token', security: 'apiKey' },
  { operationId: 'getMetrics', method: 'get', path: '/v0/metrics', security: 'none' },
  { operationId: 'getTotalSupply', method: 'get', path: '/v0/metrics/total-supply', security: 'none' },
  { operationId: 'getCirculatingSupply', method: 'get', path: '/v0/metrics/circulating-supply', security: 'none' },
  { operationId: 'listAccounts', method: 'get', path: '/v0/accounts', security: 'sessionJwt' },
  { operationId: 'createAccount', method: 'post', path: '/v0/accounts', security: 'sessionJwt' },
  { operationId: 'getAccount', method: 'get', path: '/v0/accounts/{accountId}', security: 'sessionJwt' },
  { operationId: 'updateAccount', method: 'put', path: '/v0/accounts/{accountId}', security: 'sessionJwt' },
  { operationId: 'listRoutes', method: 'get', path: '/v0/routes', security: 'sessionJwt' },
  { operationId: 'createRoute', method: 'post', path: '/v0/routes', security: 'sessionJwt' },
  { operationId: 'getRoute', method: 'get', path: '/v0/routes/{routeId}', security: 'sessionJwt' },
  { operationId: 'listTransactions', method: 'get', path: '/v0/transactions', security: 'sessionJwt' },
  { operationId: 'getTransaction', method: 'get', path: '/v0/transactions/{txnId}', security: 'sessionJwt' },
] as const satisfies readonly { operationId: string; method: string; path: string; security: Security }[];

// Independent: each endpoint's "Errors:" line, as the description writes it. A status with codes in parentheses
// allows exactly those; a bare status allows every code named under it anywhere, since which ones is not shown.
// Every code is named with its status somewhere, so the Errors table (code → status) follows from these lines.
const errorLines: Record<string, string> = {
  exchangeApiKey: '401 unauthorized, 429 rate_limit_exceeded, 500 internal_error, 503 service_unavailable',
  getMetrics: '404 not_found, 429 rate_limit_exceeded, 500 internal_error',
  getTotalSupply: '404 not_found, 429 rate_limit_exceeded, 500 internal_error',
  getCirculatingSupply: '404 not_found, 429 rate_limit_exceeded, 500 internal_error',
  listAccounts:
    '400 parameter_invalid, 401 unauthorized, 403 (account_not_eligible account_not_provisioned ' +
    'account_verification_pending forbidden), 404 not_found, 429, 500',
  createAccount: '400 parameter_invalid, 401, 403, 404 not_found, 409 account_already_exists, 429, 500',
  getAccount: '400, 401, 403, 404 (account_not_found not_found), 429, 500',
  updateAccount:
    '400 (parameter_invalid entitlement_not_requestable), 401, 403, 404 (account_not_found not_found), ' +
    '409 account_already_exists, 429, 500',
  listTransactions: '400 parameter_invalid, 401, 403, 404 not_found, 429, 500',
  getTransaction: '400, 401, 403, 404 (not_found transaction_not_found), 429, 500',
  createRoute:
    '400 (parameter_invalid chain_unsupported currency_unsupported direction_unsupported), 401, 403, 404, ' +
    '409 route_already_exists, 429, 500, 503 (route_creation_unavailable service_unavailable)',
  listRoutes: '400, 401, 403, 404, 429, 500',
  // "unknown route gives 404 route_not_found … full error list of this endpoint: not shown." The rest follows from
  // rules stated for every request: route ids are UUIDs (400), a session is required (401), permission and standing
  // are checked (403), per-IP rate limiting (429), unexpected failure (500).
  getRoute: '400 parameter_invalid, 401, 403, 404 route_not_found, 429, 500',
};

const parsedLines = Object.entries(errorLines).map(([operationId, line]) => {
  const statuses = line.split(/, (?![^(]*\))/).map((entry) => {
    const [, status, codes] = /^(\d{3})(?: \(?([a-z_ ]+)\)?)?$/.exec(entry) ?? [];
    if (!status) throw new Error(`${operationId}: cannot read '${entry}'`);
    return [status, codes ? words(codes) : undefined] as const;
  });
  return [operationId, statuses] as const;
});

/** The Errors table: every code with its status. */
export const errorTable: Record<string, number> = Object.fromEntries(
  parsedLines.flatMap(([, statuses]) =>
    statuses.flatMap(([status, codes]) => (codes ?? []).map((code) => [code, Number(status)])),
  ),
);

export type ErrorCode = string;

/** Each endpoint's error codes, status by status. */
export const operationErrors: Record<string, Record<string, ErrorCode[]>> = Object.fromEntries(
  parsedLines.map(([operationId, statuses]) => [
    operationId,
    Object.fromEntries(
      statuses.map(([status, codes]) => [
        status,
        codes ?? Object.keys(errorTable).filter((code) => errorTable[code] === Number(status)),
      ]),
    ),
  ]),
);

// Independent: the value sets below are the description's lists; an enum value missing or added in the spec is a
// spec mistake no other test sees, since code reads the values from the spec.
/** "Network identifiers (account networks, wallet chain)". */
export const networkIds = words(
  'arbitrum avalanche base binance-smart-chain core ethereum fraxtal gnosis immutable injective katana mantle monad ' +
    'plume polygon-pos solana sui',
);
/** GET /v0/transactions `recipientChain` / `sourceChain`. */
export const transactionChains = words('arbitrum avalanche base ethereum immutable monad polygon-pos solana');
/** "no longer supported route destinations". */
export const removedRouteChains = words('binance-smart-chain core katana mantle plume');
/** 401 `context.reason` values. */
export const unauthorizedReasons = words(
  'missing_header invalid_token token_expired token_paused token_revoked key_not_provisioned unknown_tenant ' +
    'missing_claim',
);
const accountKinds = words('wallet bank');
const transactionTypes = words('bridge mint redeem return reward');
const routeSources = words('usd ausd stablecoin');
const routeDestinations = words('ausd usd usdc');

// Independent: which field each list endpoint ranges over and which filters it takes are the description's.
export const rangeFields = { listAccounts: 'createdAt', listTransactions: 'initiatedAt' } as const;

/**
 * Each list endpoint's filters. `values` is the closed set of accepted values (for comma-separated lists, of each
 * item); `list` marks comma-separated multi-values.
 */
export const listFilters: Record<
  string,
  Record<string, { values?: readonly (string | boolean)[]; list?: boolean; format?: string }>
> = {
  listAccounts: { kind: { values: accountKinds }, network: { values: networkIds, list: true } },
  listTransactions: {
    isInstantSettlement: { values: [true, false] },
    recipientChain: { values: transactionChains, list: true },
    sourceChain: { values: transactionChains, list: true },
    type: { values: transactionTypes, list: true },
  },
  listRoutes: {
    fromCurrency: { values: routeSources },
    toCurrency: { values: routeDestinations },
    // "comma-separated chain list"; the allowed chain values for routes are not shown.
    toChain: { list: true },
    toAccountId: { format: 'uuid' },
  },
};

// Independent, as the value sets above. The schema names are the spec's; they only say where each list sits.
/** Closed enums: schema and property (or the schema itself), and its exact values. */
export const closedEnums: { schema: string; property?: string; values: string[] }[] = [
  { schema: 'AddressFormat', values: words('ethereum solana') },
  { schema: 'WalletAccount', property: 'kind', values: ['wallet'] },
  { schema: 'BankAccount', property: 'kind', values: ['bank'] },
  { schema: 'BankCurrency', values: ['usd'] },
  { schema: 'EntitlementType', values: words('instant_settlement mint rewards') },
  {
    schema: 'EntitlementStatus',
    values: words('approved conditionally_approved pending_approval pending_removal rejected removed'),
  },
  { schema: 'NetworkId', values: networkIds },
  { schema: 'TransactionChain', values: transactionChains },
  { schema: 'Leg', property: 'direction', values: words('FROM_AGORA TO_AGORA') },
  { schema: 'RouteSourceCurrency', values: routeSources },
  { schema: 'RouteDestinationCurrency', values: routeDestinations },
  { schema: 'UnauthorizedReason', values: unauthorizedReasons },
  { schema: 'RequestEntitlementUpdate', property: 'entitlement', values: ['instant_settlement'] },
];

/** Open enums ("may gain values; clients must tolerate unknown values") and their known values. */
export const openEnums: { schema: string; values: string[] }[] = [
  { schema: 'TransactionType', values: transactionTypes },
  { schema: 'TransactionStatus', values: ['settled'] },
  { schema: 'CurrencyCode', values: routeDestinations },
  { schema: 'CounterpartyChain', values: networkIds },
];

// Independent: the tag and its values are the description's; the variants' schema names are read from the spec.
/** Discriminated unions: schema, tag, and the tag's values. */
export const discriminatedUnions: { schema: string; tag: string; values: string[] }[] = [
  { schema: 'Account', tag: 'kind', values: accountKinds },
  { schema: 'AccountRegistration', tag: 'kind', values: accountKinds },
  { schema: 'AccountUpdate', tag: 'operation', values: words('setName addNetwork requestEntitlement') },
  { schema: 'Counterparty', tag: 'kind', values: accountKinds },
  { schema: 'LegDetail', tag: 'type', values: words('token wire bookTransfer instantPayment fee') },
];
