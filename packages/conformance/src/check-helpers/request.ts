// Building the journey's requests from the operation table and the contract's own request examples.
import type { CheckRun, RunContext } from './check.js';
import { validExamples } from '../cases/body.js';
import { fillPath, type Exchange, type QueryPairs } from '../http/exchange.js';

export function examples(ctx: RunContext, operationId: string): Array<Record<string, unknown>> {
  const op = ctx.operation(operationId);
  return op ? (validExamples(ctx.contract, op) as Array<Record<string, unknown>>) : [];
}

/** The example whose discriminating property has the given value (e.g. `operation: setName`). */
export function exampleWhere(
  ctx: RunContext,
  operationId: string,
  key: string,
  value: unknown,
): Record<string, unknown> | undefined {
  return examples(ctx, operationId).find((example) => example[key] === value);
}

export function call(
  t: CheckRun,
  ctx: RunContext,
  operationId: string,
  options: { path?: Record<string, string>; query?: QueryPairs; body?: unknown } = {},
): Promise<Exchange> {
  const op = ctx.operation(operationId);
  if (!op) throw new Error(`the contract has no operation ${operationId}`);
  return t.send({
    operationId,
    method: op.method,
    path: fillPath(op.path, options.path ?? {}),
    query: options.query,
    body: options.body,
    credential: 'session',
  });
}

/** The documented success status of an operation (its 2xx response). */
export function successStatus(ctx: RunContext, operationId: string): number {
  return Number(
    Object.keys(ctx.operation(operationId)?.responses ?? {}).find((status) => status.startsWith('2')) ?? 200,
  );
}

/** The only code documented for a status of an operation, when there is exactly one besides the validation code. */
export function documentedCode(
  ctx: RunContext,
  operationId: string,
  status: string,
  except?: string,
): string | undefined {
  const codes = (ctx.operation(operationId)?.responses[status]?.codes ?? []).filter((code) => code !== except);
  return codes.length === 1 ? codes[0] : undefined;
}

export const bodyOf = (exchange: Exchange): Record<string, unknown> =>
  (exchange.response?.json ?? {}) as Record<string, unknown>;
