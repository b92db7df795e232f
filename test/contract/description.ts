// What the API description says, transcribed as tables the contract tests iterate. Each entry cites the
// sentence it comes from; the tests then check the bundled contract says exactly the same.

export type Security = 'apiKey' | 'sessionJwt' | 'none';

/** Endpoints sections: method, path, and who may call (metrics public, token exchange by API key). */
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

/** The Errors table: every code with its status. */
export const errorTable = {
  parameter_invalid: 400,
  chain_unsupported: 400,
  currency_unsupported: 400,
  direction_unsupported: 400,
  entitlement_not_requestable: 400,
  unauthorized: 401,
  forbidden: 403,
  account_not_eligible: 403,
  account_not_provisioned: 403,
  account_verification_pending: 403,
  not_found: 404,
  account_not_found: 404,
  route_not_found: 404,
  transaction_not_found: 404,
  route_already_exists: 409,
  account_already_exists: 409,
  rate_limit_exceeded: 429,
  internal_error: 500,
  route_creation_unavailable: 503,
  service_unavailable: 503,
} as const;

export type ErrorCode = keyof typeof errorTable;

/**
 * A status listed without codes ("Errors: 400, 401, 403, …") allows every code the Errors table has for
 * that status: which of them the endpoint returns is not shown, so none is ruled out.
 */
const anyOf = (status: number): ErrorCode[] =>
  (Object.keys(errorTable) as ErrorCode[]).filter((code) => errorTable[code] === status);

/** Each endpoint's "Errors:" line, status by status. */
export const operationErrors: Record<string, Record<string, ErrorCode[]>> = {
  // "Errors: 401 unauthorized, 429 rate_limit_exceeded, 500 internal_error, 503 service_unavailable."
  exchangeApiKey: {
    401: ['unauthorized'],
    429: ['rate_limit_exceeded'],
    500: ['internal_error'],
    503: ['service_unavailable'],
  },
  // "Errors on each: 404 not_found, 429 rate_limit_exceeded (with Retry-After seconds), 500 internal_error."
  getMetrics: { 404: ['not_found'], 429: ['rate_limit_exceeded'], 500: ['internal_error'] },
  getTotalSupply: { 404: ['not_found'], 429: ['rate_limit_exceeded'], 500: ['internal_error'] },
  getCirculatingSupply: { 404: ['not_found'], 429: ['rate_limit_exceeded'], 500: ['internal_error'] },
  // "Errors: 400 parameter_invalid, 401 unauthorized, 403 (account_not_eligible, account_not_provisioned,
  // account_verification_pending, forbidden), 404 not_found, 429, 500."
  listAccounts: {
    400: ['parameter_invalid'],
    401: ['unauthorized'],
    403: ['forbidden', 'account_not_eligible', 'account_not_provisioned', 'account_verification_pending'],
    404: ['not_found'],
    429: anyOf(429),
    500: anyOf(500),
  },
  // "Errors: 400 parameter_invalid, 401, 403, 404 not_found, 409 account_already_exists …, 429, 500."
  createAccount: {
    400: ['parameter_invalid'],
    401: anyOf(401),
    403: anyOf(403),
    404: ['not_found'],
    409: ['account_already_exists'],
    429: anyOf(429),
    500: anyOf(500),
  },
  // "Errors: 400, 401, 403, 404 (account_not_found, not_found), 429, 500."
  getAccount: {
    400: anyOf(400),
    401: anyOf(401),
    403: anyOf(403),
    404: ['account_not_found', 'not_found'],
    429: anyOf(429),
    500: anyOf(500),
  },
  // "Errors: 400 (parameter_invalid, entitlement_not_requestable), 401, 403, 404 (account_not_found,
  // not_found), 409 account_already_exists, 429, 500."
  updateAccount: {
    400: ['parameter_invalid', 'entitlement_not_requestable'],
    401: anyOf(401),
    403: anyOf(403),
    404: ['account_not_found', 'not_found'],
    409: ['account_already_exists'],
    429: anyOf(429),
    500: anyOf(500),
  },
  // "Errors: 400 parameter_invalid, 401, 403, 404 not_found, 429, 500."
  listTransactions: {
    400: ['parameter_invalid'],
    401: anyOf(401),
    403: anyOf(403),
    404: ['not_found'],
    429: anyOf(429),
    500: anyOf(500),
  },
  // "Errors: 400, 401, 403, 404 (not_found, transaction_not_found), 429, 500."
  getTransaction: {
    400: anyOf(400),
    401: anyOf(401),
    403: anyOf(403),
    404: ['not_found', 'transaction_not_found'],
    429: anyOf(429),
    500: anyOf(500),
  },
  // "… 409 route_already_exists … Errors: 400 (parameter_invalid, chain_unsupported, currency_unsupported,
  // direction_unsupported), 401, 403, 404, 409, 429, 500, 503 (route_creation_unavailable, service_unavailable)."
  createRoute: {
    400: ['parameter_invalid', 'chain_unsupported', 'currency_unsupported', 'direction_unsupported'],
    401: anyOf(401),
    403: anyOf(403),
    404: anyOf(404),
    409: ['route_already_exists'],
    429: anyOf(429),
    500: anyOf(500),
    503: ['route_creation_unavailable', 'service_unavailable'],
  },
  // "Errors: 400, 401, 403, 404, 429, 500."
  listRoutes: {
    400: anyOf(400),
    401: anyOf(401),
    403: anyOf(403),
    404: anyOf(404),
    429: anyOf(429),
    500: anyOf(500),
  },
  // "unknown route gives 404 route_not_found. … full error list of this endpoint: not shown." The rest follows
  // from rules stated for every request: a parameter failing validation is 400 parameter_invalid (route ids
  // are UUIDs), a valid JWT without permission 403 forbidden and the organization's standing is checked on
  // every request (403), session JWT required (401), per-IP rate limiting (429), unexpected failure (500).
  getRoute: {
    400: ['parameter_invalid'],
    401: anyOf(401),
    403: anyOf(403),
    404: ['route_not_found'],
    429: anyOf(429),
    500: anyOf(500),
  },
};

/** "Network identifiers (account networks, wallet chain)": 17 ids. */
export const networkIds = [
  'arbitrum',
  'avalanche',
  'base',
  'binance-smart-chain',
  'core',
  'ethereum',
  'fraxtal',
  'gnosis',
  'immutable',
  'injective',
  'katana',
  'mantle',
  'monad',
  'plume',
  'polygon-pos',
  'solana',
  'sui',
];

/** GET /v0/transactions `recipientChain` / `sourceChain`: 8 values. */
export const transactionChains = [
  'arbitrum',
  'avalanche',
  'base',
  'ethereum',
  'immutable',
  'monad',
  'polygon-pos',
  'solana',
];

/** "no longer supported route destinations". */
export const removedRouteChains = ['binance-smart-chain', 'core', 'katana', 'mantle', 'plume'];

/** 401 `context.reason` values. */
export const unauthorizedReasons = [
  'missing_header',
  'invalid_token',
  'token_expired',
  'token_paused',
  'token_revoked',
  'key_not_provisioned',
  'unknown_tenant',
  'missing_claim',
];

export const rangeFields = { listAccounts: 'createdAt', listTransactions: 'initiatedAt' } as const;

/**
 * Each list endpoint's query table. `values` is the closed set of accepted values (for comma-separated
 * lists, of each item); `list` marks comma-separated multi-values.
 */
export const listFilters: Record<
  string,
  Record<string, { values?: readonly (string | boolean)[]; list?: boolean; format?: string }>
> = {
  listAccounts: {
    kind: { values: ['wallet', 'bank'] },
    network: { values: networkIds, list: true },
  },
  listTransactions: {
    isInstantSettlement: { values: [true, false] },
    recipientChain: { values: transactionChains, list: true },
    sourceChain: { values: transactionChains, list: true },
    type: { values: ['bridge', 'mint', 'redeem', 'return', 'reward'], list: true },
  },
  listRoutes: {
    fromCurrency: { values: ['usd', 'ausd', 'stablecoin'] },
    toCurrency: { values: ['ausd', 'usd', 'usdc'] },
    // "comma-separated chain list"; the allowed chain values for routes are not shown.
    toChain: { list: true },
    toAccountId: { format: 'uuid' },
  },
};

/** Closed enums of the resources: schema and property (or the schema itself), and its exact values. */
export const closedEnums: { schema: string; property?: string; values: string[] }[] = [
  { schema: 'AddressFormat', values: ['ethereum', 'solana'] },
  { schema: 'WalletAccount', property: 'kind', values: ['wallet'] },
  { schema: 'BankAccount', property: 'kind', values: ['bank'] },
  { schema: 'BankCurrency', values: ['usd'] },
  { schema: 'EntitlementType', values: ['instant_settlement', 'mint', 'rewards'] },
  {
    schema: 'EntitlementStatus',
    values: ['approved', 'conditionally_approved', 'pending_approval', 'pending_removal', 'rejected', 'removed'],
  },
  { schema: 'NetworkId', values: networkIds },
  { schema: 'TransactionChain', values: transactionChains },
  { schema: 'Leg', property: 'direction', values: ['FROM_AGORA', 'TO_AGORA'] },
  { schema: 'RouteSourceCurrency', values: ['usd', 'ausd', 'stablecoin'] },
  { schema: 'RouteDestinationCurrency', values: ['ausd', 'usd', 'usdc'] },
  { schema: 'UnauthorizedReason', values: unauthorizedReasons },
  { schema: 'RequestEntitlementUpdate', property: 'entitlement', values: ['instant_settlement'] },
];

/** Open enums ("may gain values; clients must tolerate unknown values") and their known values. */
export const openEnums: { schema: string; values: string[] }[] = [
  { schema: 'TransactionType', values: ['bridge', 'mint', 'redeem', 'return', 'reward'] },
  { schema: 'TransactionStatus', values: ['settled'] },
  { schema: 'CurrencyCode', values: ['usd', 'ausd', 'usdc'] },
  { schema: 'CounterpartyChain', values: networkIds },
];

/** Discriminated unions: schema, tag, and tag value → variant. */
export const discriminatedUnions: { schema: string; tag: string; variants: Record<string, string> }[] = [
  { schema: 'Account', tag: 'kind', variants: { wallet: 'WalletAccount', bank: 'BankAccount' } },
  { schema: 'AccountRegistration', tag: 'kind', variants: { wallet: 'WalletRegistration', bank: 'BankRegistration' } },
  {
    schema: 'AccountUpdate',
    tag: 'operation',
    variants: {
      setName: 'SetNameUpdate',
      addNetwork: 'AddNetworkUpdate',
      requestEntitlement: 'RequestEntitlementUpdate',
    },
  },
  { schema: 'Counterparty', tag: 'kind', variants: { bank: 'BankCounterparty', wallet: 'WalletCounterparty' } },
  {
    schema: 'LegDetail',
    tag: 'type',
    variants: {
      token: 'TokenLegDetail',
      wire: 'WireLegDetail',
      bookTransfer: 'BookTransferLegDetail',
      instantPayment: 'InstantPaymentLegDetail',
      fee: 'FeeLegDetail',
    },
  },
];

/** `x-query-rules` ids: the filter rules JSON Schema cannot state. */
export const queryRuleIds = [
  'repeated_parameter',
  'unknown_parameter',
  'unknown_range_operator',
  'empty_value',
  'conflicting_bounds',
  'unsatisfiable_range',
  'zoneless_timestamp',
  'unrepresentable_timestamp',
  'encoded_comma',
];
