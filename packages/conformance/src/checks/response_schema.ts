import type { ResponseCheck } from '../check-helpers/check.js';
import { mediaType } from '../http/exchange.js';
import type { ValidationError } from '../contract/contract.js';
import { documentedResponse } from '../contract/operations.js';

const REPORTED_ERRORS = 3;

/** One validation error as a phrase; a property a closed object does not allow is named. */
function describe(error: ValidationError): string {
  const at = error.instancePath || '/';
  const extra = error.params?.additionalProperty ?? error.params?.unevaluatedProperty;
  if (typeof extra === 'string') return `${at} has the property '${extra}', which the schema does not allow`;
  return `${at} ${error.message ?? 'is invalid'}`;
}

export const responseSchema: ResponseCheck = {
  kind: 'response',
  name: 'response_schema',
  severity: 'major',
  summary: "The body validates against the schema of the operation's documented response for that status.",
  inspect({ spec, response }, op, ctx) {
    if (!op || spec.documented === false || !response) return undefined;
    const documented = documentedResponse(op, response.status);
    const responses = ctx.contract.validators[op.operationId]?.responses ?? {};
    const validate =
      responses[String(response.status)] ?? responses[`${String(response.status)[0]}XX`] ?? responses.default;
    if (!documented || !validate) return undefined;
    const json = documented.contentType?.includes('json') ?? false;
    if (json && response.json === undefined) {
      return { message: `body is not JSON (${mediaType(response) ?? 'no content type'})`, where: 'content' };
    }
    if (validate(json ? response.json : response.text)) return true;
    const errors = (validate.errors ?? []).slice(0, REPORTED_ERRORS);
    return {
      message: errors.map(describe).join('; ') || 'schema validation failed',
      where: errors
        .map((e) => e.schemaPath)
        .filter(Boolean)
        .join(', '),
    };
  },
};
