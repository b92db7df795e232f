// The answer of a simulated failure: a status and code the contract documents for the operation, in the
// contract's error shape, checked by the operation's compiled response validator before it is sent.
import { randomUUID } from 'node:crypto';
import type { SandboxSimulate } from '../generated/helpers/types.js';
import { sessionScheme, type ErrorCode } from '@ausd/contract-facts/operations';
import { operationValidators } from '@ausd/contract-facts/validators';
import type { OperationSpec } from '@ausd/contract-facts/operation';
import type { HandlerResult, Issue } from '@ausd/express/internal';
import { SIMULATE_HEADER } from './simulate-header.js';

export interface SimulatedFailure {
  status: number;
  body: unknown;
  headers: Record<string, string>;
}

/** The API's error answer for a code (the router stage context's `error`). */
type ErrorAnswer = (code: ErrorCode, context?: Record<string, unknown>) => HandlerResult;

const issue = (key: string, message: string): Issue[] => [{ field: `${SIMULATE_HEADER}.${key}`, message }];

/** The contexts the contract's error codes carry; the response validator picks the one the code needs. */
function contextCandidates(simulate: SandboxSimulate): (Record<string, unknown> | undefined)[] {
  return [
    undefined,
    // A simulated 401 without a reason is an expired session: the reason a client renews on (`x-renew-on`).
    { reason: simulate.reason ?? sessionScheme.renewOn },
    { issues: [{ field: SIMULATE_HEADER, message: 'Simulated failure.' }] },
    { routeId: randomUUID() },
  ];
}

export function simulatedFailure(
  spec: OperationSpec,
  simulate: SandboxSimulate,
  errorAnswer: ErrorAnswer,
): SimulatedFailure | Issue[] {
  const status = simulate.status!;
  const documented = Object.entries(spec.responses).filter(([code]) => /^[45]/.test(code));
  const response = spec.responses[String(status)];
  if (response === undefined || !/^[45]/.test(String(status))) {
    return issue(
      'status',
      `must be a status ${spec.operationId} documents: ${documented.map(([code]) => code).join(', ')}`,
    );
  }
  const code = simulate.code ?? response.codes[0];
  if (code === undefined || !response.codes.includes(code)) {
    return issue('code', `must be a code ${spec.operationId} documents for ${status}: ${response.codes.join(', ')}`);
  }
  if (simulate.reason !== undefined && status !== 401) return issue('reason', 'applies to status 401 only');
  const retryAfter = simulate['retry-after'] ?? (status === 429 ? 1 : undefined);
  if (retryAfter !== undefined && status !== 429 && status !== 503)
    return issue('retry-after', 'applies to status 429 and 503 only');
  const validate = operationValidators[spec.operationId as keyof typeof operationValidators].responses as Record<
    string,
    (body: unknown) => boolean
  >;
  const body = contextCandidates(simulate)
    // A code the operation documents for the status: one of the catalogue's.
    .map((context) => errorAnswer(code as ErrorCode, context).body)
    .find((candidate) => validate[String(status)]?.(candidate));
  if (body === undefined) return issue('code', `${code} has a context the sandbox cannot simulate`);
  return { status, body, headers: retryAfter === undefined ? {} : { 'Retry-After': String(retryAfter) } };
}
