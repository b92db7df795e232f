// Exchanging the API keys for session tokens through the contract's token-exchange operation.
import type { OperationSpec } from '../runtime/operation.js';
import { BudgetExhausted, type ConformanceHttp } from './http/client.js';
import type { Exchange } from './http/exchange.js';

/** The connection failed or the key was refused: nothing can be checked, the CLI exits 2. */
export class RunAborted extends Error {}

export async function exchangeKey(http: ConformanceHttp, op: OperationSpec, key: string, label: string): Promise<{ token?: string; exchange: Exchange }> {
  const exchange = await http
    .send({ operationId: op.operationId, method: op.method, path: op.path, credential: { authorization: `Bearer ${key}` } })
    .catch((error: unknown) => {
      throw error instanceof BudgetExhausted ? new RunAborted(`cannot exchange the ${label}: ${error.message}`) : error;
    });
  if (exchange.error) throw new RunAborted(`cannot reach ${http.baseUrl}: ${exchange.error}`);
  if (exchange.response?.status === 401) throw new RunAborted(`the ${label} was refused by ${op.method.toUpperCase()} ${op.path} (401)`);
  const body = exchange.response?.json as Record<string, unknown> | undefined;
  const token = body && Object.values(body).find((value): value is string => typeof value === 'string' && value.split('.').length === 3);
  return { token, exchange };
}
