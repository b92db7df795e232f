// A failure the API reports in its error shape. Domain code raises it with the contract's error code; the HTTP
// layer looks the status and docs_url up in the contract's error catalogue, so neither is restated here. The
// message is the catalogue's unless a more precise one is given; the validation answer always has the
// catalogue's, with the details in `context.issues`, as the router's own.
import { errorCatalog, errorRoles, type ErrorCode } from '@ausd/contract-facts/operations';
import type { ParameterIssue } from '@ausd/client/types';
import type { OperationSpec } from '@ausd/contract-facts/operation';

/** One entry of the validation error's `context.issues`, as the contract shapes it. */
export type Issue = ParameterIssue;

export class ApiProblem extends Error {
  constructor(
    readonly code: ErrorCode,
    message: string = errorCatalog[code].description,
    readonly context?: Record<string, unknown>,
    /** Headers the answer carries besides the request id (`Retry-After`). */
    readonly headers?: Readonly<Record<string, string>>,
  ) {
    super(message);
  }
}

/** The validation answer (`x-error-roles.validation`) listing every issue. */
export function invalidRequest(issues: readonly Issue[]): ApiProblem {
  return new ApiProblem(errorRoles.validation, undefined, { issues });
}

/** The validation answer for one field. */
export function invalidField(field: string, message: string): ApiProblem {
  return invalidRequest([{ field, message }]);
}

/** The path parameters of `O` the contract gives a 404 code for (`x-not-found`). */
type IdParameter<O extends OperationSpec> = Extract<O['parameters'][number], { notFoundCode: string }>['name'];

/**
 * The answer to an unknown id of `parameter` of `operation`: the 404 code the contract's `x-not-found` gives it,
 * with its catalogue message.
 */
export function unknownId<O extends OperationSpec>(operation: O, parameter: IdParameter<O>): ApiProblem {
  const code = operation.parameters.find((p) => p.name === parameter)?.notFoundCode;
  if (code === undefined || !Object.hasOwn(errorCatalog, code)) {
    throw new Error(`${operation.operationId}: ${parameter} has no x-not-found code of the contract`);
  }
  return new ApiProblem(code as ErrorCode);
}
