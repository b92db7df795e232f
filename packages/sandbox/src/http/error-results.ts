// Turning an ApiProblem into a handler result or a direct response in the API's error shape, with the status
// and docs_url the contract's error catalogue gives for the code.
import type { ServerResponse } from 'node:http';
import { errorCatalog, errorDocsUrl, errorRoles, issueBounds, requestIdHeader } from '@ausd/contract-facts/operations';
import { ErrorResponder, type ApiError } from '@ausd/contract-facts/error-response';
import { ApiProblem } from '../core/problem.js';

export const errorResponder = new ErrorResponder({
  errorCatalog,
  errorDocsUrl,
  issueBounds,
  errorRoles,
  requestIdHeader,
});

export function problemResult(problem: ApiProblem): {
  status: number;
  body: ApiError;
  headers?: Readonly<Record<string, string>>;
} {
  return {
    status: errorCatalog[problem.code].status,
    body: errorResponder.body(problem.code, problem.context, problem.message),
    ...(problem.headers === undefined ? {} : { headers: problem.headers }),
  };
}

/**
 * Runs a handler's work; an ApiProblem becomes its error result. The success result keeps its precise type
 * (checked against the operation's documented responses); error results are checked at run time by the
 * router's response validation, which the sandbox's tests keep on.
 */
export async function respond<Result>(work: () => Result | Promise<Result>): Promise<Result> {
  try {
    return await work();
  } catch (error) {
    if (error instanceof ApiProblem) return problemResult(error) as Result;
    throw error;
  }
}

export function sendProblem(res: ServerResponse, problem: ApiProblem, headers?: Record<string, string>): void {
  const { status, body } = problemResult(problem);
  errorResponder.send(res, status, body, { ...problem.headers, ...headers });
}
