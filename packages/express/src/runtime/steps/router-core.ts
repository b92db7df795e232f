// What every step of a request shares, made once when the router is built: the contract's answers in the error
// shape, the reporting callbacks, the stages and what the router remembers.
import { CheckedAnswers } from '../checked-answers.js';
import { CheckedQueries } from '../checked-queries.js';
import { ErrorResponder } from '../error-response.js';
import type { Contract, ErrorEvent, HandlerResult, RouterOptions, Stage, StageContext } from '../types.js';
import { logTo } from './reporting.js';

/** Request body bytes the router reads unless `bodyLimit` says otherwise; 413 beyond. */
export const DEFAULT_BODY_LIMIT = 100 * 1024;

export interface RouterCore<Principal> {
  contract: Contract;
  errors: ErrorResponder;
  stages: readonly Stage<Principal>[];
  validateResponses: boolean;
  bodyLimit: number;
  onError: (error: unknown, event: ErrorEvent) => void;
  onViolation: (violation: Error, event: ErrorEvent) => void;
  checkedAnswers: CheckedAnswers;
  checkedQueries: CheckedQueries;
  /** An answer in the error shape with `code`'s catalogued message. */
  errorResult(status: number, code: string, context?: Record<string, unknown>): HandlerResult;
  /** The answer to an error a step threw: the app's (`answerError`), else the internal error. */
  thrownResult(error: unknown): HandlerResult;
  /** `context.error` of the stages: a catalogued code at its documented status. */
  catalogued: StageContext<Principal>['error'];
  /** `context.invalid` of the stages: a validation error listing `issues`. */
  invalid: StageContext<Principal>['invalid'];
}

export function routerCore<Principal>(
  options: RouterOptions<Readonly<Record<string, unknown>>, Principal> & { contract: Contract },
): RouterCore<Principal> {
  const { contract } = options;
  const errors = new ErrorResponder(contract);
  const roles = contract.errorRoles;
  const errorResult = (status: number, code: string, context?: Record<string, unknown>): HandlerResult => ({
    status,
    body: errors.body(code, context),
  });
  const answerError = options.answerError ?? (() => undefined);
  return {
    contract,
    errors,
    stages: options.stages ?? [],
    validateResponses: options.validateResponses ?? process.env['NODE_ENV'] !== 'production',
    bodyLimit: options.bodyLimit ?? DEFAULT_BODY_LIMIT,
    onError: options.onError ?? logTo('api error'),
    onViolation: options.onResponseViolation ?? logTo('api response violation'),
    checkedAnswers: new CheckedAnswers(),
    checkedQueries: new CheckedQueries(),
    errorResult,
    thrownResult: (error) => answerError(error) ?? errorResult(500, roles.internal),
    catalogued: (code, errorContext, message) => {
      const entry = contract.errorCatalog[code];
      if (entry === undefined) throw new Error(`'${code}' is not an error code of the contract`);
      return { status: entry.status, body: errors.body(code, errorContext, message) };
    },
    invalid: (issues) => errorResult(400, roles.validation, { issues }),
  };
}
