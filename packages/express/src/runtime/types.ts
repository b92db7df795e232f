// The shapes the middleware core works with: what a handler receives and returns, the stages, and the router
// options. The contract it is built from (its operation table and validators) is @ausd/contract-facts'.
import type { IncomingHttpHeaders } from 'node:http';
import type { Request, Response } from 'express';
import type { Contract, Issue } from '@ausd/contract-facts/contract';
import type { CredentialRole, OperationSpec } from '@ausd/contract-facts/operation';

export type {
  BodyVariants,
  CatalogEntry,
  Contract,
  Issue,
  OperationValidators,
  SchemaValidator,
  ValidationError,
} from '@ausd/contract-facts/contract';

/**
 * The 401 `context.reason` values the core gives by itself (the codes it answers with are the contract's
 * `x-error-roles`; everything else comes from handlers). The router checks at start-up that the contract has them.
 * No Bearer header at all; a malformed or doubled one.
 */
export const coreReasons = { missingHeader: 'missing_header', invalidToken: 'invalid_token' } as const;

/** Throws at start-up when the contract lacks a code or reason the core answers with. */
export function checkCoreFacts(
  contract: Pick<Contract, 'errorCatalog' | 'errorRoles' | 'unsupportedMethod' | 'unauthorizedReasons'>,
): void {
  const codes = [...Object.entries(contract.errorRoles), ['unsupportedMethod', contract.unsupportedMethod.code]];
  for (const [role, code] of codes) {
    if (contract.errorCatalog[code!] === undefined) {
      throw new Error(`The contract has no error code '${code}', which the API router answers with (${role})`);
    }
  }
  for (const reason of Object.values(coreReasons)) {
    if (!contract.unauthorizedReasons.includes(reason)) {
      throw new Error(`The contract has no 401 context.reason '${reason}', which the router answers with`);
    }
  }
}

export interface RawExchange {
  req: Request;
  res: Response;
}

/** What the core hands a handler; generated/middleware.ts narrows each field per operation. */
export interface HandlerInput<Principal = unknown> {
  params: Record<string, string>;
  query: Record<string, unknown>;
  body: unknown;
  principal: Principal | undefined;
  requestId: string;
  raw: RawExchange;
  /** The caller: the principal, or on a public operation the one a presented session names (asked once). */
  identifyCaller(): Promise<Principal | undefined>;
}

export interface HandlerResult {
  status: number;
  body?: unknown;
  headers?: Readonly<Record<string, string>>;
}

export type AuthResult<Principal> = { ok: true; principal: Principal } | { ok: false; reason: string };

export interface AuthenticateInput {
  /** What the operation takes: the long-lived API key (`exchange`) or a session token. */
  role: Exclude<CredentialRole, 'public'>;
  credential: string;
  operation: OperationSpec;
  req: Request;
}

export type Authenticate<Principal> = (
  input: AuthenticateInput,
) => AuthResult<Principal> | Promise<AuthResult<Principal>>;

// Stages: the app's own steps inside the router, after routing and authentication, so nothing mounted in front of
// it has to route or authenticate a request again. A stage in front of the handler may answer instead of it; a stage
// on the result sees every answer to a routed request and may change it. Stages run in the order listed.

/** What a stage returns when it took the exchange over itself (ended the response, dropped the connection). */
export const HANDLED = 'handled';

/** A stage in front of the handler: nothing (go on), an answer to give instead of the handler's, or `HANDLED`. */
export type StageAnswer = HandlerResult | typeof HANDLED | undefined | void;

export interface StageContext<
  Principal = unknown,
  Operation extends OperationSpec = OperationSpec,
  Code extends string = string,
> {
  /** The routed operation (an entry of the generated `operations`). */
  readonly operation: Operation;
  /**
   * The authenticated caller; undefined on a public operation. A stage in front of the handler may set it: the
   * handler and later stages then see that caller.
   */
  principal: Principal | undefined;
  /**
   * The principal; on a public operation, the caller a presented session credential names when it verifies (the
   * app's `authenticate`, asked with role `session` only now), else undefined: an invalid one is ignored there.
   */
  identifyCaller(): Promise<Principal | undefined>;
  readonly requestId: string;
  readonly raw: RawExchange;
  /** An answer in the API's error shape for a catalogued code, with the catalogue's status and message. */
  error(code: Code, context?: Record<string, unknown>, message?: string): HandlerResult;
  /** The validation answer (`x-error-roles.validation`, 400) naming each issue. */
  invalid(issues: readonly Issue[]): HandlerResult;
}

export interface ResultContext<
  Principal = unknown,
  Operation extends OperationSpec = OperationSpec,
  Code extends string = string,
> extends StageContext<Principal, Operation, Code> {
  /** What the handler was called with; undefined when the answer came before it (a refusal, a stage's answer). */
  readonly input?: HandlerInput<Principal>;
  /** Calls the operation's handler again with another input (the next page, say); present when the handler answered. */
  readonly callHandler?: (input: HandlerInput<Principal>) => Promise<HandlerResult>;
}

export interface Stage<
  Principal = unknown,
  Operation extends OperationSpec = OperationSpec,
  Code extends string = string,
> {
  /** Names the stage in error reports. */
  readonly name: string;
  /**
   * After routing and authentication, before validation: the raw request is the stage's to read (and rewrite,
   * for deliberate faults); the first stage that answers ends this phase.
   */
  beforeHandler?(context: StageContext<Principal, Operation, Code>): StageAnswer | Promise<StageAnswer>;
  /**
   * Every answer to a routed request: a 401, a validation answer, a stage's answer or the handler's result. Returns
   * the answer to give; the handler's result is then checked against the contract (`validateResponses`).
   */
  onResult?(
    context: ResultContext<Principal, Operation, Code>,
    result: HandlerResult,
  ): HandlerResult | Promise<HandlerResult>;
}

export interface ErrorEvent {
  operationId?: string;
  requestId: string;
  method: string;
  url: string;
  headers: IncomingHttpHeaders;
}

export interface RouterOptions<
  HandlerMap,
  Principal,
  Operation extends OperationSpec = OperationSpec,
  Code extends string = string,
> {
  handlers: HandlerMap;
  authenticate: Authenticate<Principal>;
  /**
   * The app's steps inside the router, after routing and authentication, in this order: each stage's
   * `beforeHandler` until one answers, then each stage's `onResult` on the answer.
   */
  stages?: readonly Stage<Principal, Operation, Code>[];
  /** Check every handler result against the contract. Default: on unless NODE_ENV is `production`. */
  validateResponses?: boolean;
  /** Largest accepted request body in bytes (default 100 KiB); larger bodies get 413. */
  bodyLimit?: number;
  /** Called with any error a handler or the authenticate hook throws (default: logged to stderr). */
  onError?: (error: unknown, event: ErrorEvent) => void;
  /** Called when a handler result breaks the contract (default: logged to stderr); the caller gets a 500. */
  onResponseViolation?: (violation: Error, event: ErrorEvent) => void;
  /**
   * The answer to an error that `authenticate`, a stage or a handler throws, when the app can name it (its database
   * does not answer: 503 with Retry-After), written as given; undefined leaves the internal error (500). The error is
   * reported through `onError` either way.
   */
  answerError?: (error: unknown) => HandlerResult | undefined;
}
