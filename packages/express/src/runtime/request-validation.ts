// Validates one routed request: path parameters, query rules and schema, then the body. Every offending
// parameter is collected before answering, so one 400 lists them all.
import type { Request } from 'express';
import type { CheckedQueries, QueryVerdict } from './checked-queries.js';
import type { CompiledOperation } from './compiled-operation.js';
import { plainQuery } from './plain-query.js';
import { parseRawQuery } from './raw-query.js';
import { queryShape } from './query-shape.js';
import { handlerQuery, validatorInput, coerce } from './query-values.js';
import { readBody, type BodyVerdict } from './request-body.js';
import { isPending, type Awaitable } from './awaitable.js';
import { bodyIssues } from './body-issues.js';
import { parameterField, schemaIssues } from '@ausd/contract-facts/schema-issues';
import type { Issue } from './types.js';

const NO_ISSUES: readonly Issue[] = [];

export type RequestVerdict =
  | { ok: true; params: Record<string, unknown>; query: Record<string, unknown>; body: unknown }
  | { ok: false; status: 400; issues: Issue[] }
  | { ok: false; status: 413; limit: number }
  | { ok: false; status: 'aborted' };

function pathParams(
  operation: CompiledOperation,
  rawParams: readonly string[],
  issues: Issue[],
): Record<string, unknown> {
  const params: Record<string, unknown> = {};
  operation.pathParams.forEach(({ name, kind }, index) => {
    try {
      params[name] = coerce(kind, decodeURIComponent(rawParams[index] ?? ''));
    } catch {
      issues.push({ field: name, message: 'is not valid percent-encoding' });
    }
  });
  const validate = operation.validators.params;
  if (validate !== undefined && issues.length === 0) issues.push(...schemaIssues(validate, params, parameterField));
  return params;
}

export function checkQuery(
  operation: CompiledOperation,
  search: string,
  messages: Readonly<Record<string, string>>,
): QueryVerdict {
  const raw = parseRawQuery(search);
  const issues = [...raw.issues];
  const shape = queryShape(operation, raw);
  const context = { operation, parameters: raw.parameters };
  for (const rule of operation.rules) {
    if ((rule.triggers & shape) === 0) continue;
    for (const field of rule.check(context)) issues.push({ field, message: messages[rule.id] as string });
  }
  const input = validatorInput(operation, raw);
  const validate = operation.validators.query;
  // The first-error verdict decides; a refusal is explained by the validator that collects every error.
  if (validate !== undefined && !(operation.validators.passes?.query ?? validate)(input)) {
    // Parameters the rules already named are not reported again by the schema.
    const reported = new Set(issues.map((issue) => issue.field));
    issues.push(...schemaIssues(validate, input, parameterField, reported));
  }
  return { issues, input };
}

/** The verdict at once unless a body is still to arrive. */
export function validateRequest(
  operation: CompiledOperation,
  req: Request,
  rawParams: readonly string[],
  search: string,
  messages: Readonly<Record<string, string>>,
  bodyLimit: number,
  checkedQueries: CheckedQueries,
): Awaitable<RequestVerdict> {
  const issues: Issue[] = [];
  const params = operation.pathParams.length === 0 ? {} : pathParams(operation, rawParams, issues);
  // A text not remembered takes the plain road when it can, else the full check. The plain road's handler values
  // serve this request only: a remembered verdict's are made afresh (handlerQuery).
  let fresh: Record<string, unknown> | undefined;
  const id = operation.spec.operationId;
  let query = checkedQueries.remembered(id, search);
  if (query === undefined) {
    const plain = plainQuery(operation, search);
    if (plain === undefined) query = checkQuery(operation, search, messages);
    else {
      fresh = plain.handlerValues;
      query = { issues: NO_ISSUES, input: plain.input };
    }
    checkedQueries.checked(id, search, query);
  }
  for (const { field, message } of query.issues) issues.push({ field, message });
  const declared = operation.spec.requestBody;
  if (declared === undefined) return verdictOf(operation, issues, params, query, undefined, fresh);
  const read = readBody(req, declared, bodyLimit);
  const withBody = (body: BodyVerdict | 'aborted'): RequestVerdict => {
    if (body === 'aborted') return { ok: false, status: 'aborted' };
    if (!body.ok) {
      if (body.status === 413) return body;
      issues.push(body.issue);
      return verdictOf(operation, issues, params, query, undefined, fresh);
    }
    if (body.value !== undefined || declared.required)
      issues.push(...bodyIssues(operation, body.value, body.wellFormed));
    return verdictOf(operation, issues, params, query, body.value, fresh);
  };
  return isPending(read) ? read.then(withBody) : withBody(read);
}

function verdictOf(
  operation: CompiledOperation,
  issues: Issue[],
  params: Record<string, unknown>,
  query: QueryVerdict,
  body: unknown,
  fresh: Record<string, unknown> | undefined,
): RequestVerdict {
  if (issues.length > 0) return { ok: false, status: 400, issues };
  return { ok: true, params, query: fresh ?? handlerQuery(operation, query.input), body };
}
