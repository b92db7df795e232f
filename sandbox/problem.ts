// A failure the API reports in its error shape. Domain code raises it with the contract's error code; the HTTP
// layer looks the status and docs_url up in the contract's error catalogue, so neither is restated here.
import type { ErrorCode } from '../generated/operations.js';
import type { ParameterIssue } from '../generated/types.js';

/** One entry of a `parameter_invalid` error's `context.issues`, as the contract shapes it. */
export type Issue = ParameterIssue;

export class ApiProblem extends Error {
  constructor(
    readonly code: ErrorCode,
    message: string,
    readonly context?: Record<string, unknown>,
  ) {
    super(message);
  }
}

export function parameterInvalid(field: string, message: string): ApiProblem {
  return new ApiProblem('parameter_invalid', 'A request parameter failed validation.', {
    issues: [{ field, message }],
  });
}
