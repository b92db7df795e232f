// Response validation: does a handler's `{status, body, headers}` keep the contract? Status documented,
// content of the documented kind, body valid against the compiled response schema, error code one the
// status allows, headers declared. Returns the first violation found.
import type { CheckedAnswers } from './checked-answers.js';
import type { CompiledOperation } from './compiled-operation.js';
import { ResponseViolationError } from './response-violation.js';
import type { HandlerResult } from './types.js';

/**
 * @param text the JSON text the body is written as, when it is JSON; with `checked`, an answer found valid before
 * is not validated again
 */
export function checkResponse(
  operation: CompiledOperation,
  result: HandlerResult,
  text?: string,
  checked?: CheckedAnswers,
): ResponseViolationError | undefined {
  const { responses } = operation.spec;
  const status = String(result.status);
  const declared = responses[status];
  if (declared === undefined)
    return violation(
      operation,
      result,
      `#/responses`,
      `status ${status} is not documented (documented: ${Object.keys(responses).join(', ')})`,
    );
  const where = `#/responses/${status}`;
  for (const name of result.headers === undefined ? [] : Object.keys(result.headers)) {
    if (!declared.headers.some((header) => header.toLowerCase() === name.toLowerCase())) {
      return violation(
        operation,
        result,
        `${where}/headers`,
        `header ${name} is not declared (declared: ${declared.headers.join(', ') || 'none'})`,
      );
    }
  }
  if (declared.contentType === undefined) {
    return result.body === undefined
      ? undefined
      : violation(operation, result, `${where}/content`, 'a body was returned where none is documented');
  }
  if (operation.bodyKinds.get(result.status)?.text === true) {
    return typeof result.body === 'string'
      ? undefined
      : violation(operation, result, `${where}/content/${declared.contentType}`, 'the body must be a string');
  }
  if (declared.codes.length > 0) {
    const code = (result.body as { code?: unknown } | null | undefined)?.code;
    if (typeof code !== 'string' || !declared.codes.includes(code)) {
      return violation(
        operation,
        result,
        `${where}/content/${declared.contentType}/schema`,
        `error code ${JSON.stringify(code)} is not one of ${declared.codes.join(', ')}`,
        '/code',
      );
    }
  }
  const validate = operation.validators.responses[status];
  if (validate === undefined) return undefined;
  const known = text !== undefined && checked !== undefined;
  if (known && checked.has(validate, text)) return undefined;
  const passes = operation.validators.passes?.responses[status] ?? validate;
  if (passes(result.body)) {
    if (known) checked.remember(validate, text);
    return undefined;
  }
  // The first-error verdict keeps no errors: the full validator says what is wrong.
  validate(result.body);
  const first = validate.errors?.[0];
  return violation(
    operation,
    result,
    `${where}/content/${declared.contentType}/schema${first?.schemaPath.replace(/^#/, '') ?? ''}`,
    first?.message ?? 'the body does not match the schema',
    first?.instancePath ?? '',
  );
}

function violation(
  operation: CompiledOperation,
  result: HandlerResult,
  schemaPath: string,
  detail: string,
  instancePath = '',
): ResponseViolationError {
  return new ResponseViolationError(operation.spec.operationId, result.status, schemaPath, instancePath, detail);
}
