export interface paths {
    "/v0/auth/token": {
        parameters: {
            query?: never;
            header?: never;
            path?: never;
            cookie?: never;
        };
        get?: never;
        put?: never;
        /**
         * Exchange an API key for a session JWT
         * @description Send the organization's long-lived API key as `Authorization: Bearer <API_KEY>` with no body to receive a session JWT valid for 15 minutes. There is no refresh token: exchange again for a new JWT, the previous one stays valid until its own expiry. Exchanging on every request consumes the exchange quota (size not specified) faster. A paused key fails to exchange; keys not created in the dashboard no longer authenticate.
         */
        post: operations["exchangeApiKey"];
        delete?: never;
        options?: never;
        head?: never;
        patch?: never;
        trace?: never;
    };
    "/v0/metrics": {
        parameters: {
            query?: never;
            header?: never;
            path?: never;
            cookie?: never;
        };
        /**
         * Get supply metrics
         * @description Public, unauthenticated supply figures of the stablecoin: per chain and aggregate. When a chain cannot be reached the response is `partial` and omits the aggregates. CORS is permissive.
         */
        get: operations["getMetrics"];
        put?: never;
        post?: never;
        delete?: never;
        options?: never;
        head?: never;
        patch?: never;
        trace?: never;
    };
    "/v0/metrics/total-supply": {
        parameters: {
            query?: never;
            header?: never;
            path?: never;
            cookie?: never;
        };
        /**
         * Get the aggregate total supply as plain text
         * @description Public, unauthenticated aggregate total supply across chains as a plain-text decimal string (not JSON). CORS is permissive.
         */
        get: operations["getTotalSupply"];
        put?: never;
        post?: never;
        delete?: never;
        options?: never;
        head?: never;
        patch?: never;
        trace?: never;
    };
    "/v0/metrics/circulating-supply": {
        parameters: {
            query?: never;
            header?: never;
            path?: never;
            cookie?: never;
        };
        /**
         * Get the aggregate circulating supply as plain text
         * @description Public, unauthenticated aggregate circulating supply across chains as a plain-text decimal string (not JSON). CORS is permissive.
         */
        get: operations["getCirculatingSupply"];
        put?: never;
        post?: never;
        delete?: never;
        options?: never;
        head?: never;
        patch?: never;
        trace?: never;
    };
    "/v0/accounts": {
        parameters: {
            query?: never;
            header?: never;
            path?: never;
            cookie?: never;
        };
        /**
         * List accounts
         * @description Every account of the organization, wallets and bank accounts in one list, newest first, ties broken by id. Filters combine with AND; a valid filter that matches nothing returns an empty page.
         */
        get: operations["listAccounts"];
        put?: never;
        /**
         * Register an account
         * @description Registers a wallet or a bank account, selected by `kind`. A wallet starts a `mint` entitlement, and an `instant_settlement` entitlement where supported, on each requested network; `mint` is `conditionally_approved` and usable at once when the initial scan passes. EVM addresses are accepted in any case and returned EIP-55 checksummed. `409 account_already_exists` when the account is already registered, including an address already registered on a requested network.
         */
        post: operations["createAccount"];
        delete?: never;
        options?: never;
        head?: never;
        patch?: never;
        trace?: never;
    };
    "/v0/accounts/{accountId}": {
        parameters: {
            query?: never;
            header?: never;
            path: {
                /**
                 * @description Id of an account of the organization.
                 * @example 3f1c9a52-7d4e-4b8a-9c21-5e6f7a8b9c0d
                 */
                accountId: components["parameters"]["AccountIdPath"];
            };
            cookie?: never;
        };
        /**
         * Get an account
         * @description One account, identical to its entry in the list. An id of another organization returns `404 account_not_found`, the same as an unknown id. If the key can read only one account kind, accounts of the other kind read as 404; a key that can read neither gets 403.
         */
        get: operations["getAccount"];
        /**
         * Update an account
         * @description Applies one change selected by `operation`: `setName` renames a wallet or bank account; `addNetwork` registers a wallet on another network and starts a `mint` entitlement there (`409` if already registered there); `requestEntitlement` requests `instant_settlement` on a network, which moves to `pending_approval`, or returns `400 entitlement_not_requestable` if it is unsupported or already present. Returns the full updated account.
         */
        put: operations["updateAccount"];
        post?: never;
        delete?: never;
        options?: never;
        head?: never;
        patch?: never;
        trace?: never;
    };
    "/v0/routes": {
        parameters: {
            query?: never;
            header?: never;
            path?: never;
            cookie?: never;
        };
        /**
         * List routes
         * @description Every route of the organization, newest first, ties broken by id, each with full instructions. Routes to the removed destination chains (`binance-smart-chain`, `core`, `katana`, `mantle`, `plume`) are omitted. Filters combine with AND; a valid filter that matches nothing returns an empty page.
         */
        get: operations["listRoutes"];
        put?: never;
        /**
         * Create a route
         * @description Creates a persistent mint or redeem route from `from.currency` to the registered account `to.accountId` and returns it with its settlement instructions. Topologies: `usd` to `ausd` on a chain (mint from fiat: wire USD carrying the memo); `ausd` to `usd` (redeem to a bank account); `stablecoin` to `ausd` on a chain (mint from any accepted stablecoin, currently only `usdc`); `ausd` to `usdc` on a chain (redeem to tokens). The route id is derived from the canonical inputs, so the same inputs give `409 route_already_exists` with the existing id in `context.routeId`. For fiat routes the bank account sent from or received into must be registered and verified beforehand, otherwise settlement is held. The success status is not given by the API description; `201` is used, as for account registration.
         */
        post: operations["createRoute"];
        delete?: never;
        options?: never;
        head?: never;
        patch?: never;
        trace?: never;
    };
    "/v0/routes/{routeId}": {
        parameters: {
            query?: never;
            header?: never;
            path: {
                /**
                 * @description Id of a route of the organization (route ids are UUIDs; the accepted form of this parameter is not specified).
                 * @example 8b2e4f6a-1c3d-5e7f-9a0b-2c4d6e8f0a1b
                 */
                routeId: components["parameters"]["RouteIdPath"];
            };
            cookie?: never;
        };
        /**
         * Get a route
         * @description Retrieves one route of the organization; an unknown route gives `404 route_not_found`. The response body shape and the full error list of this endpoint are not specified by the API description. The `401`, `429` and `500` responses documented here follow from the rules that apply to every authenticated endpoint (session JWT, per-IP rate limit, unexpected failure); other errors are not specified.
         */
        get: operations["getRoute"];
        put?: never;
        post?: never;
        delete?: never;
        options?: never;
        head?: never;
        patch?: never;
        trace?: never;
    };
    "/v0/transactions": {
        parameters: {
            query?: never;
            header?: never;
            path?: never;
            cookie?: never;
        };
        /**
         * List transactions
         * @description Settled transactions of the organization, newest first by initiated time, ties broken by id. Filters combine with AND; a valid filter that matches nothing returns an empty page.
         */
        get: operations["listTransactions"];
        put?: never;
        post?: never;
        delete?: never;
        options?: never;
        head?: never;
        patch?: never;
        trace?: never;
    };
    "/v0/transactions/{txnId}": {
        parameters: {
            query?: never;
            header?: never;
            path: {
                /**
                 * @description Id of a transaction of the organization.
                 * @example c7d9e1f3-5a6b-4c8d-9e0f-1a2b3c4d5e6f
                 */
                txnId: components["parameters"]["TxnIdPath"];
            };
            cookie?: never;
        };
        /**
         * Get a transaction
         * @description One settled transaction with its customer-facing legs. A 404 means no such transaction exists for the organization.
         */
        get: operations["getTransaction"];
        put?: never;
        post?: never;
        delete?: never;
        options?: never;
        head?: never;
        patch?: never;
        trace?: never;
    };
}
export type webhooks = Record<string, never>;
export interface components {
    schemas: {
        /** @description A session JWT exchanged for an API key. */
        SessionToken: {
            /** @description The session JWT, valid for 15 minutes from issue. The lifetime is fixed and not returned; track expiry locally or exchange again on `401` with `context.reason` = `token_expired`. Exchanging again issues a new JWT; earlier ones stay valid until their own expiry. */
            sessionJwt: string;
        };
        /** @description The shape of every error response. `code` is stable and machine-readable; `message` is human-readable and may change; `docs_url` links the code's documentation (the document's `x-error-docs-url` with `{code}` replaced). `context` is present only for `parameter_invalid`, `entitlement_not_requestable`, `unauthorized` and `route_already_exists`. */
        Error: {
            /** @description Stable, machine-readable error code. */
            code: string;
            /** @description Human-readable explanation; may change. */
            message: string;
            /**
             * Format: uri
             * @description Documentation of the error code.
             */
            docs_url: string;
            /** @description Structured detail; only for the codes that define one. */
            context?: Record<string, never>;
        };
        /**
         * @description Why authentication failed. `missing_header`: no `Authorization: Bearer` header. `invalid_token`: malformed or failed validation (signature, audience or issuer). `token_expired`: JWT past its 15-minute lifetime; exchange the API key again. `token_paused`: the key behind the session is paused. `token_revoked`: the key behind the session is revoked. `key_not_provisioned`: the key was not created through the dashboard and is unusable. `unknown_tenant`: the token does not resolve to a known organization. `missing_claim`: a verified token lacks a required claim.
         * @enum {string}
         */
        UnauthorizedReason: "missing_header" | "invalid_token" | "token_expired" | "token_paused" | "token_revoked" | "key_not_provisioned" | "unknown_tenant" | "missing_claim";
        UnauthorizedContext: {
            reason: components["schemas"]["UnauthorizedReason"];
        };
        /** @description 401 `unauthorized`: Authentication is missing or failed; branch on `context.reason`. */
        UnauthorizedError: {
            /** @constant */
            code: "unauthorized";
            context: components["schemas"]["UnauthorizedContext"];
        } & WithRequired<components["schemas"]["Error"], "code" | "context">;
        /** @description 429 `rate_limit_exceeded`: The per-IP rate limit at the edge is exceeded; wait for the `Retry-After` header seconds. */
        RateLimitExceededError: {
            /** @constant */
            code: "rate_limit_exceeded";
            context?: never;
        } & WithRequired<components["schemas"]["Error"], "code">;
        /** @description 500 `internal_error`: Unexpected failure; details intentionally omitted. */
        InternalError: {
            /** @constant */
            code: "internal_error";
            context?: never;
        } & WithRequired<components["schemas"]["Error"], "code">;
        /** @description 503 `service_unavailable`: The service is temporarily unavailable. */
        ServiceUnavailableError: {
            /** @constant */
            code: "service_unavailable";
            context?: never;
        } & (WithRequired<components["schemas"]["Error"], "code"> & {
            /**
             * @description discriminator enum property added by openapi-typescript
             * @enum {string}
             */
            code: "service_unavailable";
        });
        /**
         * @description A non-negative monetary amount as a decimal string, never a JSON number: no sign, no exponent, no leading zeros, at most six decimal places (the stablecoin's precision).
         * @example 1250.5
         */
        Decimal: string;
        /**
         * @description A CAIP-2 chain identifier, `<namespace>:<reference>`.
         * @example eip155:1
         */
        Caip2ChainId: string;
        /** @description Supply of one chain. Fields other than `chainId`: not specified by the API description, so further properties are allowed and left undescribed. */
        MetricsChain: {
            chainId: components["schemas"]["Caip2ChainId"];
        } & {
            [key: string]: unknown;
        };
        /** @description Supply figures of the stablecoin, aggregate and per chain. When one or more chains cannot be reached `partial` is `true` and `totalSupply` and `circulatingSupply` are absent (not null); otherwise both are present. */
        Metrics: {
            /** @description One entry per chain that has a recent cached value, also when `partial` is true. */
            chains: components["schemas"]["MetricsChain"][];
            /** @description True when one or more chains could not be reached. */
            partial: boolean;
            /** @description Aggregate total supply across chains. Absent when `partial` is true. */
            totalSupply?: components["schemas"]["Decimal"];
            /** @description Aggregate circulating supply across chains. Absent when `partial` is true. */
            circulatingSupply?: components["schemas"]["Decimal"];
        };
        /** @description 404 `not_found`: Generic unknown resource or route. */
        NotFoundError: {
            /** @constant */
            code: "not_found";
            context?: never;
        } & (WithRequired<components["schemas"]["Error"], "code"> & {
            /**
             * @description discriminator enum property added by openapi-typescript
             * @enum {string}
             */
            code: "not_found";
        });
        /**
         * Format: date-time
         * @description An ISO-8601 timestamp that carries a zone: `Z` or a numeric offset such as `+02:00`. A timestamp without a zone is rejected (`zoneless_timestamp` in `x-query-rules`).
         * @example 2026-03-01T00:00:00Z
         */
        ZonedTimestamp: string;
        /**
         * @description A network identifier of an account network (wallet `chain`, `network` filter).
         * @enum {string}
         */
        NetworkId: "arbitrum" | "avalanche" | "base" | "binance-smart-chain" | "core" | "ethereum" | "fraxtal" | "gnosis" | "immutable" | "injective" | "katana" | "mantle" | "monad" | "plume" | "polygon-pos" | "solana" | "sui";
        /** @description The page envelope every list operation returns. `data` holds the page's items in the operation's order; `nextCursor` is passed verbatim as `cursor` to fetch the next page and is null on the last page. */
        ListEnvelope: {
            /** @description The items of this page; empty when nothing matches. */
            data: unknown[];
            /** @description Opaque cursor of the next page; null when there are no more results. */
            nextCursor: string | null;
        };
        /**
         * @description An EVM address, `0x` and 40 hexadecimal digits.
         * @example 0x5aAeb6053F3E94C9b9A09f33669435E7Ef1BeAed
         */
        EvmAddress: string;
        /**
         * @description A Solana address, 32 to 44 base58 characters.
         * @example 9WzDXwBbmkg8ZTbNMqUxvQRAyrZzDsGYdLVL9zYtAWWM
         */
        SolanaAddress: string;
        /**
         * Format: uuid
         * @description A UUID string.
         * @example 3f1c9a52-7d4e-4b8a-9c21-5e6f7a8b9c0d
         */
        Uuid: string;
        /**
         * @description The address family; `ethereum` covers every EVM chain.
         * @enum {string}
         */
        AddressFormat: "ethereum" | "solana";
        /**
         * Format: date-time
         * @description An ISO-8601 timestamp in UTC (`Z` suffix). Every timestamp in a response is UTC.
         * @example 2026-03-14T09:26:53Z
         */
        UtcTimestamp: string;
        /**
         * @description A user label of an account or route; at most 200 characters.
         * @example Treasury operations
         */
        Label: string;
        /** @enum {string} */
        EntitlementType: "instant_settlement" | "mint" | "rewards";
        /** @enum {string} */
        EntitlementStatus: "approved" | "conditionally_approved" | "pending_approval" | "pending_removal" | "rejected" | "removed";
        /** @description One entitlement of a wallet on a network. `mint` is the mint capability and currently also covers redeem; it is gated by a per-chain compliance scan and is `conditionally_approved` (usable at once) while final approval is pending. `instant_settlement` is the instant-settlement whitelist. `rewards` is rewards eligibility, granted by the service and never requestable through the API. `instant_settlement` and `rewards` stay `pending_approval` until reviewed; the API never auto-approves. `pending_removal` means removal was requested and is under review; `removed` means no longer active. A wallet whose entitlement was rejected or removed still counts as registered on that network. */
        Entitlement: {
            type: components["schemas"]["EntitlementType"];
            status: components["schemas"]["EntitlementStatus"];
        };
        /** @description A network the wallet is registered on and the entitlements it holds there. */
        NetworkEntry: {
            chain: components["schemas"]["NetworkId"];
            /** @description One entry per entitlement type the wallet holds on this chain. */
            entitlements: components["schemas"]["Entitlement"][];
        };
        /** @description A blockchain wallet. `address` is returned EIP-55 checksummed for `ethereum` (every EVM chain) and as base58 for `solana`; its pattern is chosen by `addressFormat`. */
        WalletAccount: {
            /** @description Stable id of the account. */
            id: components["schemas"]["Uuid"];
            /** @description The wallet address: EIP-55 checksummed (mixed case) when `addressFormat` is `ethereum`, base58 when it is `solana`. */
            address: string;
            addressFormat: components["schemas"]["AddressFormat"];
            /** @description When the wallet was added to the organization. */
            createdAt: components["schemas"]["UtcTimestamp"];
            /** @constant */
            kind: "wallet";
            /** @description User label; may be empty. */
            name: components["schemas"]["Label"];
            /** @description The networks the wallet is registered on, each with its entitlements. */
            networks: components["schemas"]["NetworkEntry"][];
        } & (unknown & unknown & {
            /**
             * @description discriminator enum property added by openapi-typescript
             * @enum {string}
             */
            kind: "wallet";
        });
        /**
         * @description A bank account or routing number as stored and returned, 6 to 100 uppercase letters and digits.
         * @example 021000021
         */
        BankIdentifier: string;
        /** @description A bank account (fiat). `beneficiary`, `routingNumber` and `accountNumber` together identify it. */
        BankAccount: {
            id: components["schemas"]["Uuid"];
            /** @description The account number, returned in full and without spaces. */
            accountNumber: components["schemas"]["BankIdentifier"];
            bankName: string;
            /** @description Account-holder name on the wire; part of the account identity. */
            beneficiary: string;
            /** @description When the bank account was added to the organization. */
            createdAt: components["schemas"]["UtcTimestamp"];
            /**
             * @description Only `usd` today.
             * @enum {string}
             */
            currency: "usd";
            /**
             * @description discriminator enum property added by openapi-typescript
             * @enum {string}
             */
            kind: "bank";
            /** @description User label; may be empty. */
            name: components["schemas"]["Label"];
            /** @description ABA routing number (or SWIFT/BIC), returned in full and without spaces. */
            routingNumber: components["schemas"]["BankIdentifier"];
        };
        /** @description A registered account of the organization, discriminated by `kind`. */
        Account: components["schemas"]["WalletAccount"] | components["schemas"]["BankAccount"];
        /** @description A page of accounts, wallets and banks in one list, newest first, ties broken by id. */
        AccountList: components["schemas"]["ListEnvelope"] & {
            data?: components["schemas"]["Account"][];
        };
        /** @description One failing request parameter. */
        ParameterIssue: {
            /** @description The parameter or body field, e.g. `limit`, `initiatedAt.gte` or `to.accountId`. */
            field: string;
            message: string;
        };
        IssuesContext: {
            issues: components["schemas"]["ParameterIssue"][];
        };
        /** @description 400 `parameter_invalid`: A request parameter fails validation; `context.issues` names each failing parameter. */
        ParameterInvalidError: {
            /** @constant */
            code: "parameter_invalid";
            context: components["schemas"]["IssuesContext"];
        } & (WithRequired<components["schemas"]["Error"], "code" | "context"> & {
            /**
             * @description discriminator enum property added by openapi-typescript
             * @enum {string}
             */
            code: "parameter_invalid";
        });
        /** @description 403 `forbidden`: The credential lacks permission for the resource. */
        ForbiddenError: {
            /** @constant */
            code: "forbidden";
            context?: never;
        } & (WithRequired<components["schemas"]["Error"], "code"> & {
            /**
             * @description discriminator enum property added by openapi-typescript
             * @enum {string}
             */
            code: "forbidden";
        });
        /** @description 403 `account_not_eligible`: The organization, or the destination account for the chain, is not eligible for the operation. */
        AccountNotEligibleError: {
            /** @constant */
            code: "account_not_eligible";
            context?: never;
        } & (WithRequired<components["schemas"]["Error"], "code"> & {
            /**
             * @description discriminator enum property added by openapi-typescript
             * @enum {string}
             */
            code: "account_not_eligible";
        });
        /** @description 403 `account_not_provisioned`: The organization is not provisioned for the product of the endpoint. */
        AccountNotProvisionedError: {
            /** @constant */
            code: "account_not_provisioned";
            context?: never;
        } & (WithRequired<components["schemas"]["Error"], "code"> & {
            /**
             * @description discriminator enum property added by openapi-typescript
             * @enum {string}
             */
            code: "account_not_provisioned";
        });
        /** @description 403 `account_verification_pending`: The organization is provisioned but its verification is not complete; checked on every request. */
        AccountVerificationPendingError: {
            /** @constant */
            code: "account_verification_pending";
            context?: never;
        } & (WithRequired<components["schemas"]["Error"], "code"> & {
            /**
             * @description discriminator enum property added by openapi-typescript
             * @enum {string}
             */
            code: "account_verification_pending";
        });
        /** @description Registers a wallet on one or more networks. EVM addresses are accepted in any letter case and are normalized to lowercase on input; responses return them EIP-55 checksummed. Solana base58 addresses are kept verbatim. Registration starts a `mint` entitlement, and an `instant_settlement` entitlement where the network supports it, on each requested network. */
        WalletRegistration: {
            /**
             * @description discriminator enum property added by openapi-typescript
             * @enum {string}
             */
            kind: "wallet";
            /** @description An EVM address (any letter case) or a Solana base58 address. */
            address: components["schemas"]["EvmAddress"] | components["schemas"]["SolanaAddress"];
            /** @description Networks to register the wallet on; each must be compatible with the address format. */
            networks: components["schemas"]["NetworkId"][];
            name?: components["schemas"]["Label"];
        };
        /**
         * @description A bank account or routing number as submitted: 6 to 100 uppercase letters and digits, optionally separated by spaces. Spaces may appear only between characters (not leading or trailing); they are removed before the 6 to 100 length check, so `0210 0002 1` is stored and returned as `021000021`.
         * @example 0210 0002 1
         */
        BankIdentifierInput: string;
        /** @description Registers a USD bank account. Spaces inside `accountNumber` and `routingNumber` are ignored: they are removed before validation of the 6 to 100 character length, and the account is stored and returned without them. */
        BankRegistration: {
            /**
             * @description discriminator enum property added by openapi-typescript
             * @enum {string}
             */
            kind: "bank";
            accountNumber: components["schemas"]["BankIdentifierInput"];
            bankName: string;
            /** @description Account-holder name on the wire. */
            beneficiary: string;
            /** @description ABA routing number (US) or SWIFT/BIC. */
            routingNumber: components["schemas"]["BankIdentifierInput"];
            name?: components["schemas"]["Label"];
        };
        /** @description The body registering an account, discriminated by `kind`. */
        AccountRegistration: components["schemas"]["WalletRegistration"] | components["schemas"]["BankRegistration"];
        /** @description 409 `account_already_exists`: The account is already registered, including a wallet on a network it already holds. */
        AccountAlreadyExistsError: {
            /** @constant */
            code: "account_already_exists";
            context?: never;
        } & WithRequired<components["schemas"]["Error"], "code">;
        /** @description 400 `chain_unsupported`: The request references an unsupported chain. */
        ChainUnsupportedError: {
            /** @constant */
            code: "chain_unsupported";
            context?: never;
        } & (WithRequired<components["schemas"]["Error"], "code"> & {
            /**
             * @description discriminator enum property added by openapi-typescript
             * @enum {string}
             */
            code: "chain_unsupported";
        });
        /** @description 400 `currency_unsupported`: Unsupported currency for the operation. */
        CurrencyUnsupportedError: {
            /** @constant */
            code: "currency_unsupported";
            context?: never;
        } & (WithRequired<components["schemas"]["Error"], "code"> & {
            /**
             * @description discriminator enum property added by openapi-typescript
             * @enum {string}
             */
            code: "currency_unsupported";
        });
        /** @description 400 `direction_unsupported`: The from/to pair is not a supported route direction. */
        DirectionUnsupportedError: {
            /** @constant */
            code: "direction_unsupported";
            context?: never;
        } & (WithRequired<components["schemas"]["Error"], "code"> & {
            /**
             * @description discriminator enum property added by openapi-typescript
             * @enum {string}
             */
            code: "direction_unsupported";
        });
        /** @description 400 `entitlement_not_requestable`: The entitlement is unsupported or already present for the account and network; `context.issues` explains. */
        EntitlementNotRequestableError: {
            /** @constant */
            code: "entitlement_not_requestable";
            context: components["schemas"]["IssuesContext"];
        } & (WithRequired<components["schemas"]["Error"], "code" | "context"> & {
            /**
             * @description discriminator enum property added by openapi-typescript
             * @enum {string}
             */
            code: "entitlement_not_requestable";
        });
        /** @description 404 `account_not_found`: The account is unknown for the organization. */
        AccountNotFoundError: {
            /** @constant */
            code: "account_not_found";
            context?: never;
        } & (WithRequired<components["schemas"]["Error"], "code"> & {
            /**
             * @description discriminator enum property added by openapi-typescript
             * @enum {string}
             */
            code: "account_not_found";
        });
        /** @description Renames a wallet or bank account. */
        SetNameUpdate: {
            /**
             * @description discriminator enum property added by openapi-typescript
             * @enum {string}
             */
            operation: "setName";
            name: components["schemas"]["Label"];
        };
        /** @description Registers an existing wallet on another network and starts a `mint` entitlement there; `409 account_already_exists` if the wallet is already registered on it. */
        AddNetworkUpdate: {
            /**
             * @description discriminator enum property added by openapi-typescript
             * @enum {string}
             */
            operation: "addNetwork";
            network: components["schemas"]["NetworkId"];
        };
        /** @description Requests an entitlement on a network the wallet holds; it moves to `pending_approval`. Returns `400 entitlement_not_requestable` with `context.issues` if the entitlement is unsupported on that network or already present. */
        RequestEntitlementUpdate: {
            /**
             * @description discriminator enum property added by openapi-typescript
             * @enum {string}
             */
            operation: "requestEntitlement";
            network: components["schemas"]["NetworkId"];
            /** @enum {string} */
            entitlement: "instant_settlement";
        };
        /** @description One change to an account, selected by `operation`; each operation requires its own fields. */
        AccountUpdate: components["schemas"]["SetNameUpdate"] | components["schemas"]["AddNetworkUpdate"] | components["schemas"]["RequestEntitlementUpdate"];
        /** @enum {string} */
        RouteSourceCurrency: "usd" | "ausd" | "stablecoin";
        /** @enum {string} */
        RouteDestinationCurrency: "ausd" | "usd" | "usdc";
        /** @description Wire instruction of a fiat-source route: any USD wire carrying `memo` settles to the route. The bank account sent from must be registered and verified beforehand, otherwise settlement is held. Field names other than those listed: not specified. */
        WireInstruction: {
            /** @description The memo the wire must carry. */
            memo: string;
            /** @description Beneficiary of the wire. */
            beneficiary: string;
            accountNumber: string;
            bankName: string;
            routingNumber: string;
        };
        /** @description A lowercase currency code such as `usd`, `ausd` or `usdc`. Open enum: the known values are listed and clients must tolerate codes not listed here. */
        CurrencyCode: "usd" | "ausd" | "usdc" | (string & {});
        /** @description A reusable mint or redeem address on one supported chain. The name of the field naming the chain, and field names other than those listed: not specified. */
        DepositInstruction: {
            /** @description The mint or redeem address to send to. */
            depositAddress: string;
            /** @description Currencies accepted at this address; never empty. */
            supportedCurrencies: components["schemas"]["CurrencyCode"][];
        };
        /** @description The source of a route. `stablecoin` is a wildcard: any accepted stablecoin (currently only `usdc`) sent to the currency-agnostic mint address. `usdc` is valid as a destination but never as a source. Sub-fields other than `currency`: not specified. */
        RouteFrom: {
            currency: components["schemas"]["RouteSourceCurrency"];
        };
        /** @description The destination of a route. `accountId` references a registered account; `chain` is given for on-chain destinations (`ausd` or `usdc`) and absent for a USD bank payout. The chains accepted as route destinations are not specified; `binance-smart-chain`, `core`, `katana`, `mantle` and `plume` are no longer supported destinations and are rejected with `400 chain_unsupported`. Sub-fields other than `currency`, `chain` and `accountId`: not specified. */
        RouteTo: {
            currency: components["schemas"]["RouteDestinationCurrency"];
            /** @description Destination network of an on-chain destination. Allowed values not specified. */
            chain?: string;
            /** @description Id of a registered account of the organization. */
            accountId: components["schemas"]["Uuid"];
        };
        /** @description A persistent, reusable mint or redeem path. A route has no amount: every inbound transfer matching its instructions settles on its own to `to.accountId` for the amount that arrives. Instructions do not expire. A fiat source (`usd`) carries one wire instruction; a blockchain source carries one deposit instruction per supported chain, alphabetical by chain. */
        Route: {
            /** @description Deterministic id; the same canonical inputs always derive the same id. */
            id: components["schemas"]["Uuid"];
            createdAt: components["schemas"]["UtcTimestamp"];
            from: components["schemas"]["RouteFrom"];
            to: components["schemas"]["RouteTo"];
            /** @description Settlement instructions; reusable and never expiring. */
            instructions: (components["schemas"]["WireInstruction"] | components["schemas"]["DepositInstruction"])[];
            /** @description User label, at most 200 characters; null when unset. */
            name: string | null;
        } & unknown;
        /** @description A page of routes, newest first, ties broken by id, each with full instructions. */
        RouteList: components["schemas"]["ListEnvelope"] & {
            data?: components["schemas"]["Route"][];
        };
        /** @description 404 `route_not_found`: The route is unknown for the organization. */
        RouteNotFoundError: {
            /** @constant */
            code: "route_not_found";
            context?: never;
        } & (WithRequired<components["schemas"]["Error"], "code"> & {
            /**
             * @description discriminator enum property added by openapi-typescript
             * @enum {string}
             */
            code: "route_not_found";
        });
        /** @description 404 `transaction_not_found`: The transaction is unknown for the organization. */
        TransactionNotFoundError: {
            /** @constant */
            code: "transaction_not_found";
            context?: never;
        } & (WithRequired<components["schemas"]["Error"], "code"> & {
            /**
             * @description discriminator enum property added by openapi-typescript
             * @enum {string}
             */
            code: "transaction_not_found";
        });
        /** @description The body creating a route. If a route with the same canonical inputs exists the response is `409 route_already_exists` with its id in `context.routeId`. */
        RouteCreation: {
            from: components["schemas"]["RouteFrom"];
            to: components["schemas"]["RouteTo"];
            name?: components["schemas"]["Label"];
        };
        RouteAlreadyExistsContext: {
            /** @description Id of the existing route. */
            routeId: components["schemas"]["Uuid"];
        };
        /** @description 409 `route_already_exists`: A route with the same canonical inputs exists; `context.routeId` holds its id. */
        RouteAlreadyExistsError: {
            /** @constant */
            code: "route_already_exists";
            context: components["schemas"]["RouteAlreadyExistsContext"];
        } & WithRequired<components["schemas"]["Error"], "code" | "context">;
        /** @description 503 `route_creation_unavailable`: Route creation is temporarily unavailable. */
        RouteCreationUnavailableError: {
            /** @constant */
            code: "route_creation_unavailable";
            context?: never;
        } & (WithRequired<components["schemas"]["Error"], "code"> & {
            /**
             * @description discriminator enum property added by openapi-typescript
             * @enum {string}
             */
            code: "route_creation_unavailable";
        });
        /** @description The body of a single-route retrieval. Not specified by the API description, which says only that the endpoint retrieves one route; no field is required here. A deployment returning the `Route` shape conforms. */
        RouteRetrieval: {
            [key: string]: unknown;
        };
        /**
         * @description A chain accepted by the `recipientChain` and `sourceChain` transaction filters.
         * @enum {string}
         */
        TransactionChain: "arbitrum" | "avalanche" | "base" | "ethereum" | "immutable" | "monad" | "polygon-pos" | "solana";
        BankCounterparty: {
            /**
             * @description discriminator enum property added by openapi-typescript
             * @enum {string}
             */
            kind: "bank";
            /**
             * Format: uuid
             * @description Currently always null for banks.
             */
            accountId: string | null;
            accountNumber: string | null;
            bankName: string | null;
            name: string | null;
        };
        /** @description Open enum: the public network id, or the raw chain id for non-public or historical chains. Clients must tolerate unknown values. */
        CounterpartyChain: "arbitrum" | "avalanche" | "base" | "binance-smart-chain" | "core" | "ethereum" | "fraxtal" | "gnosis" | "immutable" | "injective" | "katana" | "mantle" | "monad" | "plume" | "polygon-pos" | "solana" | "sui" | (string & {});
        WalletCounterparty: {
            /**
             * @description discriminator enum property added by openapi-typescript
             * @enum {string}
             */
            kind: "wallet";
            /**
             * Format: uuid
             * @description Id from the accounts list; null when the address is not an account of the organization (for example the service's own side).
             */
            accountId: string | null;
            /** @description The address, EIP-55 checksummed for EVM chains. */
            address: string | null;
            chain: components["schemas"]["CounterpartyChain"];
            name: string | null;
        };
        /** @description One side of a transfer, discriminated by `kind`. The service's own side is labelled with the service's name in `name`. */
        Counterparty: components["schemas"]["BankCounterparty"] | components["schemas"]["WalletCounterparty"];
        Amount: {
            amount: components["schemas"]["Decimal"];
            currency: components["schemas"]["CurrencyCode"];
        };
        /** @description A counterparty of a transaction with the amounts it sent or received, one per currency. */
        CounterpartyWithAmounts: {
            kind: "CounterpartyWithAmounts";
        } & (Omit<components["schemas"]["Counterparty"], "kind"> & {
            amounts: components["schemas"]["Amount"][];
        });
        /** @description Open enum. Only `settled` is emitted today and only settled transactions are returned; values such as `pending` may be added later, so clients must tolerate unknown values. */
        TransactionStatus: "settled" | (string & {});
        /** @description Open enum: `mint` (fiat or stablecoin in, `ausd` out), `redeem` (`ausd` in, fiat or stablecoin out), `bridge` (`ausd` moved between chains), `reward` (rewards payout), `return` (returned or reversed transfer). Clients must tolerate unknown values. */
        TransactionType: "bridge" | "mint" | "redeem" | "return" | "reward" | (string & {});
        /** @description A settled movement as listed. */
        TransactionSummary: {
            id: components["schemas"]["Uuid"];
            /** @description Time of the first leg. */
            initiatedAt: components["schemas"]["UtcTimestamp"];
            /** @description True if the instant-settlement path was used. */
            isInstantSettlement: boolean;
            /** @description Number of customer-facing legs. */
            legCount: number;
            /** @description The side receiving value. */
            recipient: components["schemas"]["CounterpartyWithAmounts"];
            /** @description The side sending value. */
            source: components["schemas"]["CounterpartyWithAmounts"];
            /**
             * Format: date-time
             * @description UTC settlement time; null until settled.
             */
            settledAt: string | null;
            status: components["schemas"]["TransactionStatus"];
            type: components["schemas"]["TransactionType"];
        };
        /** @description A page of settled transactions, newest first by initiated time, ties broken by id. */
        TransactionList: components["schemas"]["ListEnvelope"] & {
            data?: components["schemas"]["TransactionSummary"][];
        };
        TokenLegDetail: {
            /**
             * @description discriminator enum property added by openapi-typescript
             * @enum {string}
             */
            type: "token";
            transactionHash: string | null;
        };
        WireLegDetail: {
            /**
             * @description discriminator enum property added by openapi-typescript
             * @enum {string}
             */
            type: "wire";
            /** @description Fedwire input message accountability data. */
            imad: string | null;
        };
        BookTransferLegDetail: {
            /**
             * @description discriminator enum property added by openapi-typescript
             * @enum {string}
             */
            type: "bookTransfer";
            confirmationNumber: string | null;
        };
        InstantPaymentLegDetail: {
            /**
             * @description discriminator enum property added by openapi-typescript
             * @enum {string}
             */
            type: "instantPayment";
            confirmationNumber: string | null;
        };
        /** @description A manual accounting entry with no rail reference. */
        FeeLegDetail: {
            /**
             * @description discriminator enum property added by openapi-typescript
             * @enum {string}
             */
            type: "fee";
        };
        /** @description The settlement rail of a leg, keyed by `type` (a different field from the transaction `type`). */
        LegDetail: components["schemas"]["TokenLegDetail"] | components["schemas"]["WireLegDetail"] | components["schemas"]["BookTransferLegDetail"] | components["schemas"]["InstantPaymentLegDetail"] | components["schemas"]["FeeLegDetail"];
        /** @description One settlement leg of a transaction. */
        Leg: {
            id: components["schemas"]["Uuid"];
            amount: components["schemas"]["Decimal"];
            currency: components["schemas"]["CurrencyCode"];
            detail: components["schemas"]["LegDetail"];
            /**
             * @description `FROM_AGORA`: service to customer; `TO_AGORA`: customer to service.
             * @enum {string}
             */
            direction: "FROM_AGORA" | "TO_AGORA";
            occurredAt: components["schemas"]["UtcTimestamp"];
            recipient: components["schemas"]["Counterparty"];
            source: components["schemas"]["Counterparty"];
        };
        /** @description A transaction summary plus its legs. */
        TransactionDetail: components["schemas"]["TransactionSummary"] & {
            legs: components["schemas"]["Leg"][];
        };
    };
    responses: {
        /** @description Authentication is missing or failed; `context.reason` says why. */
        Unauthorized: {
            headers: {
                "Request-Id": components["headers"]["RequestId"];
                [name: string]: unknown;
            };
            content: {
                "application/json": components["schemas"]["UnauthorizedError"];
            };
        };
        /** @description The per-IP rate limit at the edge is exceeded; retry after `Retry-After` seconds with exponential backoff. */
        RateLimited: {
            headers: {
                "Request-Id": components["headers"]["RequestId"];
                "Retry-After": components["headers"]["RetryAfter"];
                [name: string]: unknown;
            };
            content: {
                "application/json": components["schemas"]["RateLimitExceededError"];
            };
        };
        /** @description Unexpected failure; retry with exponential backoff. */
        InternalServerError: {
            headers: {
                "Request-Id": components["headers"]["RequestId"];
                [name: string]: unknown;
            };
            content: {
                "application/json": components["schemas"]["InternalError"];
            };
        };
        /** @description The service is temporarily unavailable; retry with exponential backoff. */
        ServiceUnavailable: {
            headers: {
                "Request-Id": components["headers"]["RequestId"];
                [name: string]: unknown;
            };
            content: {
                "application/json": components["schemas"]["ServiceUnavailableError"];
            };
        };
        /** @description Unknown resource or route. */
        PublicNotFound: {
            headers: {
                "Request-Id": components["headers"]["RequestId"];
                "Access-Control-Allow-Origin": components["headers"]["AccessControlAllowOrigin"];
                [name: string]: unknown;
            };
            content: {
                "application/json": components["schemas"]["NotFoundError"];
            };
        };
        /** @description The per-IP rate limit at the edge is exceeded; retry after `Retry-After` seconds with exponential backoff. */
        PublicRateLimited: {
            headers: {
                "Request-Id": components["headers"]["RequestId"];
                "Retry-After": components["headers"]["RetryAfter"];
                "Access-Control-Allow-Origin": components["headers"]["AccessControlAllowOrigin"];
                [name: string]: unknown;
            };
            content: {
                "application/json": components["schemas"]["RateLimitExceededError"];
            };
        };
        /** @description Unexpected failure; retry with exponential backoff. */
        PublicInternalServerError: {
            headers: {
                "Request-Id": components["headers"]["RequestId"];
                "Access-Control-Allow-Origin": components["headers"]["AccessControlAllowOrigin"];
                [name: string]: unknown;
            };
            content: {
                "application/json": components["schemas"]["InternalError"];
            };
        };
        /** @description A request parameter fails validation. */
        ParameterInvalid: {
            headers: {
                "Request-Id": components["headers"]["RequestId"];
                [name: string]: unknown;
            };
            content: {
                "application/json": components["schemas"]["ParameterInvalidError"];
            };
        };
        /** @description The request is not permitted for this credential or organization. */
        Forbidden: {
            headers: {
                "Request-Id": components["headers"]["RequestId"];
                [name: string]: unknown;
            };
            content: {
                "application/json": components["schemas"]["ForbiddenError"] | components["schemas"]["AccountNotEligibleError"] | components["schemas"]["AccountNotProvisionedError"] | components["schemas"]["AccountVerificationPendingError"];
            };
        };
        /** @description Unknown resource or route. */
        NotFound: {
            headers: {
                "Request-Id": components["headers"]["RequestId"];
                [name: string]: unknown;
            };
            content: {
                "application/json": components["schemas"]["NotFoundError"];
            };
        };
        /** @description The account is already registered, including a wallet on a network it already holds. */
        AccountAlreadyExists: {
            headers: {
                "Request-Id": components["headers"]["RequestId"];
                [name: string]: unknown;
            };
            content: {
                "application/json": components["schemas"]["AccountAlreadyExistsError"];
            };
        };
        /** @description The request is invalid. Which codes of this status this operation returns is not specified; any code of this status may occur. */
        AnyBadRequest: {
            headers: {
                "Request-Id": components["headers"]["RequestId"];
                [name: string]: unknown;
            };
            content: {
                "application/json": components["schemas"]["ParameterInvalidError"] | components["schemas"]["ChainUnsupportedError"] | components["schemas"]["CurrencyUnsupportedError"] | components["schemas"]["DirectionUnsupportedError"] | components["schemas"]["EntitlementNotRequestableError"];
            };
        };
        /** @description No such account for the organization (an id of another organization reads the same as an unknown id). */
        AccountNotFound: {
            headers: {
                "Request-Id": components["headers"]["RequestId"];
                [name: string]: unknown;
            };
            content: {
                "application/json": components["schemas"]["AccountNotFoundError"] | components["schemas"]["NotFoundError"];
            };
        };
        /** @description The update is invalid. */
        AccountUpdateRejected: {
            headers: {
                "Request-Id": components["headers"]["RequestId"];
                [name: string]: unknown;
            };
            content: {
                "application/json": components["schemas"]["ParameterInvalidError"] | components["schemas"]["EntitlementNotRequestableError"];
            };
        };
        /** @description Unknown resource. Which codes of this status this operation returns is not specified; any code of this status may occur. */
        AnyNotFound: {
            headers: {
                "Request-Id": components["headers"]["RequestId"];
                [name: string]: unknown;
            };
            content: {
                "application/json": components["schemas"]["NotFoundError"] | components["schemas"]["AccountNotFoundError"] | components["schemas"]["RouteNotFoundError"] | components["schemas"]["TransactionNotFoundError"];
            };
        };
        /** @description The route request is invalid. */
        RouteRejected: {
            headers: {
                "Request-Id": components["headers"]["RequestId"];
                [name: string]: unknown;
            };
            content: {
                "application/json": components["schemas"]["ParameterInvalidError"] | components["schemas"]["ChainUnsupportedError"] | components["schemas"]["CurrencyUnsupportedError"] | components["schemas"]["DirectionUnsupportedError"];
            };
        };
        /** @description A route with the same canonical inputs exists; `context.routeId` holds its id. */
        RouteAlreadyExists: {
            headers: {
                "Request-Id": components["headers"]["RequestId"];
                [name: string]: unknown;
            };
            content: {
                "application/json": components["schemas"]["RouteAlreadyExistsError"];
            };
        };
        /** @description Route creation or the service is temporarily unavailable; retry with exponential backoff. */
        RouteCreationUnavailable: {
            headers: {
                "Request-Id": components["headers"]["RequestId"];
                [name: string]: unknown;
            };
            content: {
                "application/json": components["schemas"]["RouteCreationUnavailableError"] | components["schemas"]["ServiceUnavailableError"];
            };
        };
        /** @description No such route for the organization. */
        RouteNotFound: {
            headers: {
                "Request-Id": components["headers"]["RequestId"];
                [name: string]: unknown;
            };
            content: {
                "application/json": components["schemas"]["RouteNotFoundError"];
            };
        };
        /** @description No such transaction exists for the organization. */
        TransactionNotFound: {
            headers: {
                "Request-Id": components["headers"]["RequestId"];
                [name: string]: unknown;
            };
            content: {
                "application/json": components["schemas"]["NotFoundError"] | components["schemas"]["TransactionNotFoundError"];
            };
        };
    };
    parameters: {
        /**
         * @description Opaque page cursor; pass the previous `nextCursor` verbatim, omit for the first page.
         * @example eyJpZCI6IjNmMWM5YTUyIn0
         */
        Cursor: string;
        /**
         * @description Page size, 1 to 200.
         * @example 50
         */
        Limit: number;
        /**
         * @description Only items whose `createdAt` (when the account was added) is after this timestamp. At most one lower and one upper bound.
         * @example 2026-03-01T00:00:00Z
         */
        CreatedAtGt: components["schemas"]["ZonedTimestamp"];
        /**
         * @description Only items whose `createdAt` (when the account was added) is at or after this timestamp. At most one lower and one upper bound.
         * @example 2026-03-01T00:00:00Z
         */
        CreatedAtGte: components["schemas"]["ZonedTimestamp"];
        /**
         * @description Only items whose `createdAt` (when the account was added) is before this timestamp. At most one lower and one upper bound.
         * @example 2026-03-01T00:00:00Z
         */
        CreatedAtLt: components["schemas"]["ZonedTimestamp"];
        /**
         * @description Only items whose `createdAt` (when the account was added) is at or before this timestamp. At most one lower and one upper bound.
         * @example 2026-03-01T00:00:00Z
         */
        CreatedAtLte: components["schemas"]["ZonedTimestamp"];
        /**
         * @description Only accounts of this kind.
         * @example wallet
         */
        AccountKindFilter: "wallet" | "bank";
        /**
         * @description Wallets registered on any of these networks (comma-separated). Bank accounts never match, so `network` with `kind=bank` returns an empty page.
         * @example [
         *       "ethereum",
         *       "base"
         *     ]
         */
        NetworkFilter: components["schemas"]["NetworkId"][];
        /**
         * @description Id of an account of the organization.
         * @example 3f1c9a52-7d4e-4b8a-9c21-5e6f7a8b9c0d
         */
        AccountIdPath: components["schemas"]["Uuid"];
        /**
         * @description Routes with this source currency. The `stablecoin` wildcard matches only routes stored against the wildcard; it does not expand to individual stablecoins. `usdc` is not accepted as a source.
         * @example usd
         */
        FromCurrencyFilter: components["schemas"]["RouteSourceCurrency"];
        /**
         * @description Routes with this destination currency.
         * @example ausd
         */
        ToCurrencyFilter: components["schemas"]["RouteDestinationCurrency"];
        /**
         * @description Routes whose on-chain destination is any of these chains (comma-separated); a redeem-to-fiat route never matches. The accepted chain values are not specified.
         * @example [
         *       "ethereum"
         *     ]
         */
        ToChainFilter: string[];
        /**
         * @description Routes whose destination is this account. A well-formed id of another organization, or of nothing, returns an empty page rather than an error.
         * @example 3f1c9a52-7d4e-4b8a-9c21-5e6f7a8b9c0d
         */
        ToAccountIdFilter: components["schemas"]["Uuid"];
        /**
         * @description Id of a route of the organization (route ids are UUIDs; the accepted form of this parameter is not specified).
         * @example 8b2e4f6a-1c3d-5e7f-9a0b-2c4d6e8f0a1b
         */
        RouteIdPath: string;
        /**
         * @description Only items whose `initiatedAt` (the transaction initiation time) is after this timestamp. At most one lower and one upper bound.
         * @example 2026-03-01T00:00:00Z
         */
        InitiatedAtGt: components["schemas"]["ZonedTimestamp"];
        /**
         * @description Only items whose `initiatedAt` (the transaction initiation time) is at or after this timestamp. At most one lower and one upper bound.
         * @example 2026-03-01T00:00:00Z
         */
        InitiatedAtGte: components["schemas"]["ZonedTimestamp"];
        /**
         * @description Only items whose `initiatedAt` (the transaction initiation time) is before this timestamp. At most one lower and one upper bound.
         * @example 2026-03-01T00:00:00Z
         */
        InitiatedAtLt: components["schemas"]["ZonedTimestamp"];
        /**
         * @description Only items whose `initiatedAt` (the transaction initiation time) is at or before this timestamp. At most one lower and one upper bound.
         * @example 2026-03-01T00:00:00Z
         */
        InitiatedAtLte: components["schemas"]["ZonedTimestamp"];
        /**
         * @description `true`: the instant-settlement path was used. `false`: standard settlement plus types without a settlement path of their own (rewards, returns).
         * @example true
         */
        IsInstantSettlementFilter: boolean;
        /**
         * @description Transactions whose `recipient` as reported is on any of these chains (comma-separated).
         * @example [
         *       "ethereum"
         *     ]
         */
        RecipientChainFilter: components["schemas"]["TransactionChain"][];
        /**
         * @description Transactions whose `source` as reported is on any of these chains (comma-separated). A mint funded by wire matches on `recipientChain` only.
         * @example [
         *       "solana"
         *     ]
         */
        SourceChainFilter: components["schemas"]["TransactionChain"][];
        /**
         * @description Transactions of any of these types (comma-separated).
         * @example [
         *       "mint",
         *       "redeem"
         *     ]
         */
        TransactionTypeFilter: ("bridge" | "mint" | "redeem" | "return" | "reward")[];
        /**
         * @description Id of a transaction of the organization.
         * @example c7d9e1f3-5a6b-4c8d-9e0f-1a2b3c4d5e6f
         */
        TxnIdPath: string;
    };
    requestBodies: never;
    headers: {
        /**
         * @description Identifier of this request, present on every response (success or error); quote it when reporting a problem.
         * @example 5f0c6b2e-9a41-4d7e-8b3f-2c1d0e9a7b64
         */
        RequestId: string;
        /**
         * @description Seconds to wait before retrying.
         * @example 30
         */
        RetryAfter: number;
        /**
         * @description Permissive CORS on the public metrics endpoints; any origin may read the response.
         * @example *
         */
        AccessControlAllowOrigin: "*";
    };
    pathItems: never;
}
export type $defs = Record<string, never>;
export interface operations {
    exchangeApiKey: {
        parameters: {
            query?: never;
            header?: never;
            path?: never;
            cookie?: never;
        };
        requestBody?: never;
        responses: {
            /** @description A new session JWT. */
            200: {
                headers: {
                    "Request-Id": components["headers"]["RequestId"];
                    [name: string]: unknown;
                };
                content: {
                    "application/json": components["schemas"]["SessionToken"];
                };
            };
            401: components["responses"]["Unauthorized"];
            429: components["responses"]["RateLimited"];
            500: components["responses"]["InternalServerError"];
            503: components["responses"]["ServiceUnavailable"];
        };
    };
    getMetrics: {
        parameters: {
            query?: never;
            header?: never;
            path?: never;
            cookie?: never;
        };
        requestBody?: never;
        responses: {
            /** @description Per-chain and aggregate supply. */
            200: {
                headers: {
                    "Request-Id": components["headers"]["RequestId"];
                    "Access-Control-Allow-Origin": components["headers"]["AccessControlAllowOrigin"];
                    [name: string]: unknown;
                };
                content: {
                    "application/json": components["schemas"]["Metrics"];
                };
            };
            404: components["responses"]["PublicNotFound"];
            429: components["responses"]["PublicRateLimited"];
            500: components["responses"]["PublicInternalServerError"];
        };
    };
    getTotalSupply: {
        parameters: {
            query?: never;
            header?: never;
            path?: never;
            cookie?: never;
        };
        requestBody?: never;
        responses: {
            /** @description The aggregate total supply as a decimal string. */
            200: {
                headers: {
                    "Request-Id": components["headers"]["RequestId"];
                    "Access-Control-Allow-Origin": components["headers"]["AccessControlAllowOrigin"];
                    [name: string]: unknown;
                };
                content: {
                    "text/plain": components["schemas"]["Decimal"];
                };
            };
            404: components["responses"]["PublicNotFound"];
            429: components["responses"]["PublicRateLimited"];
            500: components["responses"]["PublicInternalServerError"];
        };
    };
    getCirculatingSupply: {
        parameters: {
            query?: never;
            header?: never;
            path?: never;
            cookie?: never;
        };
        requestBody?: never;
        responses: {
            /** @description The aggregate circulating supply as a decimal string. */
            200: {
                headers: {
                    "Request-Id": components["headers"]["RequestId"];
                    "Access-Control-Allow-Origin": components["headers"]["AccessControlAllowOrigin"];
                    [name: string]: unknown;
                };
                content: {
                    "text/plain": components["schemas"]["Decimal"];
                };
            };
            404: components["responses"]["PublicNotFound"];
            429: components["responses"]["PublicRateLimited"];
            500: components["responses"]["PublicInternalServerError"];
        };
    };
    listAccounts: {
        parameters: {
            query?: {
                /**
                 * @description Opaque page cursor; pass the previous `nextCursor` verbatim, omit for the first page.
                 * @example eyJpZCI6IjNmMWM5YTUyIn0
                 */
                cursor?: components["parameters"]["Cursor"];
                /**
                 * @description Page size, 1 to 200.
                 * @example 50
                 */
                limit?: components["parameters"]["Limit"];
                /**
                 * @description Only items whose `createdAt` (when the account was added) is after this timestamp. At most one lower and one upper bound.
                 * @example 2026-03-01T00:00:00Z
                 */
                "createdAt.gt"?: components["parameters"]["CreatedAtGt"];
                /**
                 * @description Only items whose `createdAt` (when the account was added) is at or after this timestamp. At most one lower and one upper bound.
                 * @example 2026-03-01T00:00:00Z
                 */
                "createdAt.gte"?: components["parameters"]["CreatedAtGte"];
                /**
                 * @description Only items whose `createdAt` (when the account was added) is before this timestamp. At most one lower and one upper bound.
                 * @example 2026-03-01T00:00:00Z
                 */
                "createdAt.lt"?: components["parameters"]["CreatedAtLt"];
                /**
                 * @description Only items whose `createdAt` (when the account was added) is at or before this timestamp. At most one lower and one upper bound.
                 * @example 2026-03-01T00:00:00Z
                 */
                "createdAt.lte"?: components["parameters"]["CreatedAtLte"];
                /**
                 * @description Only accounts of this kind.
                 * @example wallet
                 */
                kind?: components["parameters"]["AccountKindFilter"];
                /**
                 * @description Wallets registered on any of these networks (comma-separated). Bank accounts never match, so `network` with `kind=bank` returns an empty page.
                 * @example [
                 *       "ethereum",
                 *       "base"
                 *     ]
                 */
                network?: components["parameters"]["NetworkFilter"];
            };
            header?: never;
            path?: never;
            cookie?: never;
        };
        requestBody?: never;
        responses: {
            /** @description A page of accounts. */
            200: {
                headers: {
                    "Request-Id": components["headers"]["RequestId"];
                    [name: string]: unknown;
                };
                content: {
                    "application/json": components["schemas"]["AccountList"];
                };
            };
            400: components["responses"]["ParameterInvalid"];
            401: components["responses"]["Unauthorized"];
            403: components["responses"]["Forbidden"];
            404: components["responses"]["NotFound"];
            429: components["responses"]["RateLimited"];
            500: components["responses"]["InternalServerError"];
        };
    };
    createAccount: {
        parameters: {
            query?: never;
            header?: never;
            path?: never;
            cookie?: never;
        };
        requestBody: {
            content: {
                "application/json": components["schemas"]["AccountRegistration"];
            };
        };
        responses: {
            /** @description The registered account. */
            201: {
                headers: {
                    "Request-Id": components["headers"]["RequestId"];
                    [name: string]: unknown;
                };
                content: {
                    "application/json": components["schemas"]["Account"];
                };
            };
            400: components["responses"]["ParameterInvalid"];
            401: components["responses"]["Unauthorized"];
            403: components["responses"]["Forbidden"];
            404: components["responses"]["NotFound"];
            409: components["responses"]["AccountAlreadyExists"];
            429: components["responses"]["RateLimited"];
            500: components["responses"]["InternalServerError"];
        };
    };
    getAccount: {
        parameters: {
            query?: never;
            header?: never;
            path: {
                /**
                 * @description Id of an account of the organization.
                 * @example 3f1c9a52-7d4e-4b8a-9c21-5e6f7a8b9c0d
                 */
                accountId: components["parameters"]["AccountIdPath"];
            };
            cookie?: never;
        };
        requestBody?: never;
        responses: {
            /** @description The account. */
            200: {
                headers: {
                    "Request-Id": components["headers"]["RequestId"];
                    [name: string]: unknown;
                };
                content: {
                    "application/json": components["schemas"]["Account"];
                };
            };
            400: components["responses"]["AnyBadRequest"];
            401: components["responses"]["Unauthorized"];
            403: components["responses"]["Forbidden"];
            404: components["responses"]["AccountNotFound"];
            429: components["responses"]["RateLimited"];
            500: components["responses"]["InternalServerError"];
        };
    };
    updateAccount: {
        parameters: {
            query?: never;
            header?: never;
            path: {
                /**
                 * @description Id of an account of the organization.
                 * @example 3f1c9a52-7d4e-4b8a-9c21-5e6f7a8b9c0d
                 */
                accountId: components["parameters"]["AccountIdPath"];
            };
            cookie?: never;
        };
        requestBody: {
            content: {
                "application/json": components["schemas"]["AccountUpdate"];
            };
        };
        responses: {
            /** @description The full updated account. */
            200: {
                headers: {
                    "Request-Id": components["headers"]["RequestId"];
                    [name: string]: unknown;
                };
                content: {
                    "application/json": components["schemas"]["Account"];
                };
            };
            400: components["responses"]["AccountUpdateRejected"];
            401: components["responses"]["Unauthorized"];
            403: components["responses"]["Forbidden"];
            404: components["responses"]["AccountNotFound"];
            409: components["responses"]["AccountAlreadyExists"];
            429: components["responses"]["RateLimited"];
            500: components["responses"]["InternalServerError"];
        };
    };
    listRoutes: {
        parameters: {
            query?: {
                /**
                 * @description Opaque page cursor; pass the previous `nextCursor` verbatim, omit for the first page.
                 * @example eyJpZCI6IjNmMWM5YTUyIn0
                 */
                cursor?: components["parameters"]["Cursor"];
                /**
                 * @description Page size, 1 to 200.
                 * @example 50
                 */
                limit?: components["parameters"]["Limit"];
                /**
                 * @description Routes with this source currency. The `stablecoin` wildcard matches only routes stored against the wildcard; it does not expand to individual stablecoins. `usdc` is not accepted as a source.
                 * @example usd
                 */
                fromCurrency?: components["parameters"]["FromCurrencyFilter"];
                /**
                 * @description Routes with this destination currency.
                 * @example ausd
                 */
                toCurrency?: components["parameters"]["ToCurrencyFilter"];
                /**
                 * @description Routes whose on-chain destination is any of these chains (comma-separated); a redeem-to-fiat route never matches. The accepted chain values are not specified.
                 * @example [
                 *       "ethereum"
                 *     ]
                 */
                toChain?: components["parameters"]["ToChainFilter"];
                /**
                 * @description Routes whose destination is this account. A well-formed id of another organization, or of nothing, returns an empty page rather than an error.
                 * @example 3f1c9a52-7d4e-4b8a-9c21-5e6f7a8b9c0d
                 */
                toAccountId?: components["parameters"]["ToAccountIdFilter"];
            };
            header?: never;
            path?: never;
            cookie?: never;
        };
        requestBody?: never;
        responses: {
            /** @description A page of routes. */
            200: {
                headers: {
                    "Request-Id": components["headers"]["RequestId"];
                    [name: string]: unknown;
                };
                content: {
                    "application/json": components["schemas"]["RouteList"];
                };
            };
            400: components["responses"]["AnyBadRequest"];
            401: components["responses"]["Unauthorized"];
            403: components["responses"]["Forbidden"];
            404: components["responses"]["AnyNotFound"];
            429: components["responses"]["RateLimited"];
            500: components["responses"]["InternalServerError"];
        };
    };
    createRoute: {
        parameters: {
            query?: never;
            header?: never;
            path?: never;
            cookie?: never;
        };
        requestBody: {
            content: {
                "application/json": components["schemas"]["RouteCreation"];
            };
        };
        responses: {
            /** @description The created route with its instructions. */
            201: {
                headers: {
                    "Request-Id": components["headers"]["RequestId"];
                    [name: string]: unknown;
                };
                content: {
                    "application/json": components["schemas"]["Route"];
                };
            };
            400: components["responses"]["RouteRejected"];
            401: components["responses"]["Unauthorized"];
            403: components["responses"]["Forbidden"];
            404: components["responses"]["AnyNotFound"];
            409: components["responses"]["RouteAlreadyExists"];
            429: components["responses"]["RateLimited"];
            500: components["responses"]["InternalServerError"];
            503: components["responses"]["RouteCreationUnavailable"];
        };
    };
    getRoute: {
        parameters: {
            query?: never;
            header?: never;
            path: {
                /**
                 * @description Id of a route of the organization (route ids are UUIDs; the accepted form of this parameter is not specified).
                 * @example 8b2e4f6a-1c3d-5e7f-9a0b-2c4d6e8f0a1b
                 */
                routeId: components["parameters"]["RouteIdPath"];
            };
            cookie?: never;
        };
        requestBody?: never;
        responses: {
            /** @description The route. Response body shape not specified. */
            200: {
                headers: {
                    "Request-Id": components["headers"]["RequestId"];
                    [name: string]: unknown;
                };
                content: {
                    "application/json": components["schemas"]["RouteRetrieval"];
                };
            };
            401: components["responses"]["Unauthorized"];
            404: components["responses"]["RouteNotFound"];
            429: components["responses"]["RateLimited"];
            500: components["responses"]["InternalServerError"];
        };
    };
    listTransactions: {
        parameters: {
            query?: {
                /**
                 * @description Opaque page cursor; pass the previous `nextCursor` verbatim, omit for the first page.
                 * @example eyJpZCI6IjNmMWM5YTUyIn0
                 */
                cursor?: components["parameters"]["Cursor"];
                /**
                 * @description Page size, 1 to 200.
                 * @example 50
                 */
                limit?: components["parameters"]["Limit"];
                /**
                 * @description Only items whose `initiatedAt` (the transaction initiation time) is after this timestamp. At most one lower and one upper bound.
                 * @example 2026-03-01T00:00:00Z
                 */
                "initiatedAt.gt"?: components["parameters"]["InitiatedAtGt"];
                /**
                 * @description Only items whose `initiatedAt` (the transaction initiation time) is at or after this timestamp. At most one lower and one upper bound.
                 * @example 2026-03-01T00:00:00Z
                 */
                "initiatedAt.gte"?: components["parameters"]["InitiatedAtGte"];
                /**
                 * @description Only items whose `initiatedAt` (the transaction initiation time) is before this timestamp. At most one lower and one upper bound.
                 * @example 2026-03-01T00:00:00Z
                 */
                "initiatedAt.lt"?: components["parameters"]["InitiatedAtLt"];
                /**
                 * @description Only items whose `initiatedAt` (the transaction initiation time) is at or before this timestamp. At most one lower and one upper bound.
                 * @example 2026-03-01T00:00:00Z
                 */
                "initiatedAt.lte"?: components["parameters"]["InitiatedAtLte"];
                /**
                 * @description `true`: the instant-settlement path was used. `false`: standard settlement plus types without a settlement path of their own (rewards, returns).
                 * @example true
                 */
                isInstantSettlement?: components["parameters"]["IsInstantSettlementFilter"];
                /**
                 * @description Transactions whose `recipient` as reported is on any of these chains (comma-separated).
                 * @example [
                 *       "ethereum"
                 *     ]
                 */
                recipientChain?: components["parameters"]["RecipientChainFilter"];
                /**
                 * @description Transactions whose `source` as reported is on any of these chains (comma-separated). A mint funded by wire matches on `recipientChain` only.
                 * @example [
                 *       "solana"
                 *     ]
                 */
                sourceChain?: components["parameters"]["SourceChainFilter"];
                /**
                 * @description Transactions of any of these types (comma-separated).
                 * @example [
                 *       "mint",
                 *       "redeem"
                 *     ]
                 */
                type?: components["parameters"]["TransactionTypeFilter"];
            };
            header?: never;
            path?: never;
            cookie?: never;
        };
        requestBody?: never;
        responses: {
            /** @description A page of transaction summaries. */
            200: {
                headers: {
                    "Request-Id": components["headers"]["RequestId"];
                    [name: string]: unknown;
                };
                content: {
                    "application/json": components["schemas"]["TransactionList"];
                };
            };
            400: components["responses"]["ParameterInvalid"];
            401: components["responses"]["Unauthorized"];
            403: components["responses"]["Forbidden"];
            404: components["responses"]["NotFound"];
            429: components["responses"]["RateLimited"];
            500: components["responses"]["InternalServerError"];
        };
    };
    getTransaction: {
        parameters: {
            query?: never;
            header?: never;
            path: {
                /**
                 * @description Id of a transaction of the organization.
                 * @example c7d9e1f3-5a6b-4c8d-9e0f-1a2b3c4d5e6f
                 */
                txnId: components["parameters"]["TxnIdPath"];
            };
            cookie?: never;
        };
        requestBody?: never;
        responses: {
            /** @description The transaction summary plus its legs. */
            200: {
                headers: {
                    "Request-Id": components["headers"]["RequestId"];
                    [name: string]: unknown;
                };
                content: {
                    "application/json": components["schemas"]["TransactionDetail"];
                };
            };
            400: components["responses"]["AnyBadRequest"];
            401: components["responses"]["Unauthorized"];
            403: components["responses"]["Forbidden"];
            404: components["responses"]["TransactionNotFound"];
            429: components["responses"]["RateLimited"];
            500: components["responses"]["InternalServerError"];
        };
    };
}
type WithRequired<T, K extends keyof T> = T & {
    [P in K]-?: T[P];
};

// ---------------------------------------------------------------------------------------------------------
// Friendly names, generated by `ausd-api generate` from the bundled contract. Do not edit.
// ---------------------------------------------------------------------------------------------------------

// Component schemas.
export type Account = components['schemas']['Account'];
export type AccountAlreadyExistsError = components['schemas']['AccountAlreadyExistsError'];
export type AccountList = components['schemas']['AccountList'];
export type AccountNotEligibleError = components['schemas']['AccountNotEligibleError'];
export type AccountNotFoundError = components['schemas']['AccountNotFoundError'];
export type AccountNotProvisionedError = components['schemas']['AccountNotProvisionedError'];
export type AccountRegistration = components['schemas']['AccountRegistration'];
export type AccountUpdate = components['schemas']['AccountUpdate'];
export type AccountVerificationPendingError = components['schemas']['AccountVerificationPendingError'];
export type AddNetworkUpdate = components['schemas']['AddNetworkUpdate'];
export type AddressFormat = components['schemas']['AddressFormat'];
export type Amount = components['schemas']['Amount'];
export type BankAccount = components['schemas']['BankAccount'];
export type BankCounterparty = components['schemas']['BankCounterparty'];
export type BankIdentifier = components['schemas']['BankIdentifier'];
export type BankIdentifierInput = components['schemas']['BankIdentifierInput'];
export type BankRegistration = components['schemas']['BankRegistration'];
export type BookTransferLegDetail = components['schemas']['BookTransferLegDetail'];
export type Caip2ChainId = components['schemas']['Caip2ChainId'];
export type ChainUnsupportedError = components['schemas']['ChainUnsupportedError'];
export type Counterparty = components['schemas']['Counterparty'];
export type CounterpartyChain = components['schemas']['CounterpartyChain'];
export type CounterpartyWithAmounts = components['schemas']['CounterpartyWithAmounts'];
export type CurrencyCode = components['schemas']['CurrencyCode'];
export type CurrencyUnsupportedError = components['schemas']['CurrencyUnsupportedError'];
export type Decimal = components['schemas']['Decimal'];
export type DepositInstruction = components['schemas']['DepositInstruction'];
export type DirectionUnsupportedError = components['schemas']['DirectionUnsupportedError'];
export type Entitlement = components['schemas']['Entitlement'];
export type EntitlementNotRequestableError = components['schemas']['EntitlementNotRequestableError'];
export type EntitlementStatus = components['schemas']['EntitlementStatus'];
export type EntitlementType = components['schemas']['EntitlementType'];
export type Error = components['schemas']['Error'];
export type EvmAddress = components['schemas']['EvmAddress'];
export type FeeLegDetail = components['schemas']['FeeLegDetail'];
export type ForbiddenError = components['schemas']['ForbiddenError'];
export type InstantPaymentLegDetail = components['schemas']['InstantPaymentLegDetail'];
export type InternalError = components['schemas']['InternalError'];
export type IssuesContext = components['schemas']['IssuesContext'];
export type Label = components['schemas']['Label'];
export type Leg = components['schemas']['Leg'];
export type LegDetail = components['schemas']['LegDetail'];
export type ListEnvelope = components['schemas']['ListEnvelope'];
export type Metrics = components['schemas']['Metrics'];
export type MetricsChain = components['schemas']['MetricsChain'];
export type NetworkEntry = components['schemas']['NetworkEntry'];
export type NetworkId = components['schemas']['NetworkId'];
export type NotFoundError = components['schemas']['NotFoundError'];
export type ParameterInvalidError = components['schemas']['ParameterInvalidError'];
export type ParameterIssue = components['schemas']['ParameterIssue'];
export type RateLimitExceededError = components['schemas']['RateLimitExceededError'];
export type RequestEntitlementUpdate = components['schemas']['RequestEntitlementUpdate'];
export type Route = components['schemas']['Route'];
export type RouteAlreadyExistsContext = components['schemas']['RouteAlreadyExistsContext'];
export type RouteAlreadyExistsError = components['schemas']['RouteAlreadyExistsError'];
export type RouteCreation = components['schemas']['RouteCreation'];
export type RouteCreationUnavailableError = components['schemas']['RouteCreationUnavailableError'];
export type RouteDestinationCurrency = components['schemas']['RouteDestinationCurrency'];
export type RouteFrom = components['schemas']['RouteFrom'];
export type RouteList = components['schemas']['RouteList'];
export type RouteNotFoundError = components['schemas']['RouteNotFoundError'];
export type RouteRetrieval = components['schemas']['RouteRetrieval'];
export type RouteSourceCurrency = components['schemas']['RouteSourceCurrency'];
export type RouteTo = components['schemas']['RouteTo'];
export type ServiceUnavailableError = components['schemas']['ServiceUnavailableError'];
export type SessionToken = components['schemas']['SessionToken'];
export type SetNameUpdate = components['schemas']['SetNameUpdate'];
export type SolanaAddress = components['schemas']['SolanaAddress'];
export type TokenLegDetail = components['schemas']['TokenLegDetail'];
export type TransactionChain = components['schemas']['TransactionChain'];
export type TransactionDetail = components['schemas']['TransactionDetail'];
export type TransactionList = components['schemas']['TransactionList'];
export type TransactionNotFoundError = components['schemas']['TransactionNotFoundError'];
export type TransactionStatus = components['schemas']['TransactionStatus'];
export type TransactionSummary = components['schemas']['TransactionSummary'];
export type TransactionType = components['schemas']['TransactionType'];
export type UnauthorizedContext = components['schemas']['UnauthorizedContext'];
export type UnauthorizedError = components['schemas']['UnauthorizedError'];
export type UnauthorizedReason = components['schemas']['UnauthorizedReason'];
export type UtcTimestamp = components['schemas']['UtcTimestamp'];
export type Uuid = components['schemas']['Uuid'];
export type WalletAccount = components['schemas']['WalletAccount'];
export type WalletCounterparty = components['schemas']['WalletCounterparty'];
export type WalletRegistration = components['schemas']['WalletRegistration'];
export type WireInstruction = components['schemas']['WireInstruction'];
export type WireLegDetail = components['schemas']['WireLegDetail'];
export type ZonedTimestamp = components['schemas']['ZonedTimestamp'];

// exchangeApiKey: POST /v0/auth/token
export type ExchangeApiKeyResult = operations['exchangeApiKey']['responses'][200]['content']['application/json'];
/** Error bodies by status. */
export interface ExchangeApiKeyErrors {
  401: operations['exchangeApiKey']['responses'][401]['content']['application/json'];
  429: operations['exchangeApiKey']['responses'][429]['content']['application/json'];
  500: operations['exchangeApiKey']['responses'][500]['content']['application/json'];
  503: operations['exchangeApiKey']['responses'][503]['content']['application/json'];
}
/** Error codes of exchangeApiKey, all statuses or the ones given (`ExchangeApiKeyErrorCode<503>`). */
export type ExchangeApiKeyErrorCode<S extends keyof ExchangeApiKeyErrors = keyof ExchangeApiKeyErrors> = ExchangeApiKeyErrors[S]['code'];

// getMetrics: GET /v0/metrics
export type GetMetricsResult = operations['getMetrics']['responses'][200]['content']['application/json'];
/** Error bodies by status. */
export interface GetMetricsErrors {
  404: operations['getMetrics']['responses'][404]['content']['application/json'];
  429: operations['getMetrics']['responses'][429]['content']['application/json'];
  500: operations['getMetrics']['responses'][500]['content']['application/json'];
}
/** Error codes of getMetrics, all statuses or the ones given (`GetMetricsErrorCode<500>`). */
export type GetMetricsErrorCode<S extends keyof GetMetricsErrors = keyof GetMetricsErrors> = GetMetricsErrors[S]['code'];

// getTotalSupply: GET /v0/metrics/total-supply
export type GetTotalSupplyResult = operations['getTotalSupply']['responses'][200]['content']['text/plain'];
/** Error bodies by status. */
export interface GetTotalSupplyErrors {
  404: operations['getTotalSupply']['responses'][404]['content']['application/json'];
  429: operations['getTotalSupply']['responses'][429]['content']['application/json'];
  500: operations['getTotalSupply']['responses'][500]['content']['application/json'];
}
/** Error codes of getTotalSupply, all statuses or the ones given (`GetTotalSupplyErrorCode<500>`). */
export type GetTotalSupplyErrorCode<S extends keyof GetTotalSupplyErrors = keyof GetTotalSupplyErrors> = GetTotalSupplyErrors[S]['code'];

// getCirculatingSupply: GET /v0/metrics/circulating-supply
export type GetCirculatingSupplyResult = operations['getCirculatingSupply']['responses'][200]['content']['text/plain'];
/** Error bodies by status. */
export interface GetCirculatingSupplyErrors {
  404: operations['getCirculatingSupply']['responses'][404]['content']['application/json'];
  429: operations['getCirculatingSupply']['responses'][429]['content']['application/json'];
  500: operations['getCirculatingSupply']['responses'][500]['content']['application/json'];
}
/** Error codes of getCirculatingSupply, all statuses or the ones given (`GetCirculatingSupplyErrorCode<500>`). */
export type GetCirculatingSupplyErrorCode<S extends keyof GetCirculatingSupplyErrors = keyof GetCirculatingSupplyErrors> = GetCirculatingSupplyErrors[S]['code'];

// listAccounts: GET /v0/accounts
export type ListAccountsQuery = NonNullable<operations['listAccounts']['parameters']['query']>;
export type ListAccountsResult = operations['listAccounts']['responses'][200]['content']['application/json'];
/** Error bodies by status. */
export interface ListAccountsErrors {
  400: operations['listAccounts']['responses'][400]['content']['application/json'];
  401: operations['listAccounts']['responses'][401]['content']['application/json'];
  403: operations['listAccounts']['responses'][403]['content']['application/json'];
  404: operations['listAccounts']['responses'][404]['content']['application/json'];
  429: operations['listAccounts']['responses'][429]['content']['application/json'];
  500: operations['listAccounts']['responses'][500]['content']['application/json'];
}
/** Error codes of listAccounts, all statuses or the ones given (`ListAccountsErrorCode<500>`). */
export type ListAccountsErrorCode<S extends keyof ListAccountsErrors = keyof ListAccountsErrors> = ListAccountsErrors[S]['code'];

// createAccount: POST /v0/accounts
export type CreateAccountBody = NonNullable<operations['createAccount']['requestBody']>['content']['application/json'];
export type CreateAccountResult = operations['createAccount']['responses'][201]['content']['application/json'];
/** Error bodies by status. */
export interface CreateAccountErrors {
  400: operations['createAccount']['responses'][400]['content']['application/json'];
  401: operations['createAccount']['responses'][401]['content']['application/json'];
  403: operations['createAccount']['responses'][403]['content']['application/json'];
  404: operations['createAccount']['responses'][404]['content']['application/json'];
  409: operations['createAccount']['responses'][409]['content']['application/json'];
  429: operations['createAccount']['responses'][429]['content']['application/json'];
  500: operations['createAccount']['responses'][500]['content']['application/json'];
}
/** Error codes of createAccount, all statuses or the ones given (`CreateAccountErrorCode<500>`). */
export type CreateAccountErrorCode<S extends keyof CreateAccountErrors = keyof CreateAccountErrors> = CreateAccountErrors[S]['code'];

// getAccount: GET /v0/accounts/{accountId}
export type GetAccountParams = operations['getAccount']['parameters']['path'];
export type GetAccountResult = operations['getAccount']['responses'][200]['content']['application/json'];
/** Error bodies by status. */
export interface GetAccountErrors {
  400: operations['getAccount']['responses'][400]['content']['application/json'];
  401: operations['getAccount']['responses'][401]['content']['application/json'];
  403: operations['getAccount']['responses'][403]['content']['application/json'];
  404: operations['getAccount']['responses'][404]['content']['application/json'];
  429: operations['getAccount']['responses'][429]['content']['application/json'];
  500: operations['getAccount']['responses'][500]['content']['application/json'];
}
/** Error codes of getAccount, all statuses or the ones given (`GetAccountErrorCode<500>`). */
export type GetAccountErrorCode<S extends keyof GetAccountErrors = keyof GetAccountErrors> = GetAccountErrors[S]['code'];

// updateAccount: PUT /v0/accounts/{accountId}
export type UpdateAccountParams = operations['updateAccount']['parameters']['path'];
export type UpdateAccountBody = NonNullable<operations['updateAccount']['requestBody']>['content']['application/json'];
export type UpdateAccountResult = operations['updateAccount']['responses'][200]['content']['application/json'];
/** Error bodies by status. */
export interface UpdateAccountErrors {
  400: operations['updateAccount']['responses'][400]['content']['application/json'];
  401: operations['updateAccount']['responses'][401]['content']['application/json'];
  403: operations['updateAccount']['responses'][403]['content']['application/json'];
  404: operations['updateAccount']['responses'][404]['content']['application/json'];
  409: operations['updateAccount']['responses'][409]['content']['application/json'];
  429: operations['updateAccount']['responses'][429]['content']['application/json'];
  500: operations['updateAccount']['responses'][500]['content']['application/json'];
}
/** Error codes of updateAccount, all statuses or the ones given (`UpdateAccountErrorCode<500>`). */
export type UpdateAccountErrorCode<S extends keyof UpdateAccountErrors = keyof UpdateAccountErrors> = UpdateAccountErrors[S]['code'];

// listRoutes: GET /v0/routes
export type ListRoutesQuery = NonNullable<operations['listRoutes']['parameters']['query']>;
export type ListRoutesResult = operations['listRoutes']['responses'][200]['content']['application/json'];
/** Error bodies by status. */
export interface ListRoutesErrors {
  400: operations['listRoutes']['responses'][400]['content']['application/json'];
  401: operations['listRoutes']['responses'][401]['content']['application/json'];
  403: operations['listRoutes']['responses'][403]['content']['application/json'];
  404: operations['listRoutes']['responses'][404]['content']['application/json'];
  429: operations['listRoutes']['responses'][429]['content']['application/json'];
  500: operations['listRoutes']['responses'][500]['content']['application/json'];
}
/** Error codes of listRoutes, all statuses or the ones given (`ListRoutesErrorCode<500>`). */
export type ListRoutesErrorCode<S extends keyof ListRoutesErrors = keyof ListRoutesErrors> = ListRoutesErrors[S]['code'];

// createRoute: POST /v0/routes
export type CreateRouteBody = NonNullable<operations['createRoute']['requestBody']>['content']['application/json'];
export type CreateRouteResult = operations['createRoute']['responses'][201]['content']['application/json'];
/** Error bodies by status. */
export interface CreateRouteErrors {
  400: operations['createRoute']['responses'][400]['content']['application/json'];
  401: operations['createRoute']['responses'][401]['content']['application/json'];
  403: operations['createRoute']['responses'][403]['content']['application/json'];
  404: operations['createRoute']['responses'][404]['content']['application/json'];
  409: operations['createRoute']['responses'][409]['content']['application/json'];
  429: operations['createRoute']['responses'][429]['content']['application/json'];
  500: operations['createRoute']['responses'][500]['content']['application/json'];
  503: operations['createRoute']['responses'][503]['content']['application/json'];
}
/** Error codes of createRoute, all statuses or the ones given (`CreateRouteErrorCode<503>`). */
export type CreateRouteErrorCode<S extends keyof CreateRouteErrors = keyof CreateRouteErrors> = CreateRouteErrors[S]['code'];

// getRoute: GET /v0/routes/{routeId}
export type GetRouteParams = operations['getRoute']['parameters']['path'];
export type GetRouteResult = operations['getRoute']['responses'][200]['content']['application/json'];
/** Error bodies by status. */
export interface GetRouteErrors {
  401: operations['getRoute']['responses'][401]['content']['application/json'];
  404: operations['getRoute']['responses'][404]['content']['application/json'];
  429: operations['getRoute']['responses'][429]['content']['application/json'];
  500: operations['getRoute']['responses'][500]['content']['application/json'];
}
/** Error codes of getRoute, all statuses or the ones given (`GetRouteErrorCode<500>`). */
export type GetRouteErrorCode<S extends keyof GetRouteErrors = keyof GetRouteErrors> = GetRouteErrors[S]['code'];

// listTransactions: GET /v0/transactions
export type ListTransactionsQuery = NonNullable<operations['listTransactions']['parameters']['query']>;
export type ListTransactionsResult = operations['listTransactions']['responses'][200]['content']['application/json'];
/** Error bodies by status. */
export interface ListTransactionsErrors {
  400: operations['listTransactions']['responses'][400]['content']['application/json'];
  401: operations['listTransactions']['responses'][401]['content']['application/json'];
  403: operations['listTransactions']['responses'][403]['content']['application/json'];
  404: operations['listTransactions']['responses'][404]['content']['application/json'];
  429: operations['listTransactions']['responses'][429]['content']['application/json'];
  500: operations['listTransactions']['responses'][500]['content']['application/json'];
}
/** Error codes of listTransactions, all statuses or the ones given (`ListTransactionsErrorCode<500>`). */
export type ListTransactionsErrorCode<S extends keyof ListTransactionsErrors = keyof ListTransactionsErrors> = ListTransactionsErrors[S]['code'];

// getTransaction: GET /v0/transactions/{txnId}
export type GetTransactionParams = operations['getTransaction']['parameters']['path'];
export type GetTransactionResult = operations['getTransaction']['responses'][200]['content']['application/json'];
/** Error bodies by status. */
export interface GetTransactionErrors {
  400: operations['getTransaction']['responses'][400]['content']['application/json'];
  401: operations['getTransaction']['responses'][401]['content']['application/json'];
  403: operations['getTransaction']['responses'][403]['content']['application/json'];
  404: operations['getTransaction']['responses'][404]['content']['application/json'];
  429: operations['getTransaction']['responses'][429]['content']['application/json'];
  500: operations['getTransaction']['responses'][500]['content']['application/json'];
}
/** Error codes of getTransaction, all statuses or the ones given (`GetTransactionErrorCode<500>`). */
export type GetTransactionErrorCode<S extends keyof GetTransactionErrors = keyof GetTransactionErrors> = GetTransactionErrors[S]['code'];
