// Exchanging the API keys for session tokens through the contract's token-exchange operation. The token is read
// only from a 2xx answer that validates, at the contract's token field; anything else ends the run.
import type { OperationSpec } from '../runtime/operation.js';
import type { Contract } from './contract.js';
import { BudgetExhausted, type ConformanceHttp } from './http/client.js';
import type { Exchange } from './http/exchange.js';

/** Nothing can be checked (connection failed, key refused, no token): the CLI exits 2 with this message. */
export class RunAborted extends Error {}

/** `401 unauthorized (reason invalid_token)`: what the deployment said, for the abort message. */
function refusal(exchange: Exchange): string {
  const response = exchange.response!;
  const body = (response.json ?? {}) as { code?: unknown; context?: { reason?: unknown } };
  const code = typeof body.code === 'string' ? ` ${body.code}` : '';
  const reason = typeof body.context?.reason === 'string' ? ` (context.reason ${body.context.reason})` : '';
  const shape =
    response.json === undefined
      ? ` (not a JSON error body: ${response.headers['content-type'] ?? 'no content type'})`
      : '';
  return `${response.status}${code}${reason}${shape}`;
}

export async function exchangeKey(
  http: ConformanceHttp,
  contract: Contract,
  op: OperationSpec,
  key: string,
  label: string,
): Promise<{ token: string; exchange: Exchange }> {
  const request = `${op.method.toUpperCase()} ${http.baseUrl}${op.path}`;
  const exchange = await http
    .send({
      operationId: op.operationId,
      method: op.method,
      path: op.path,
      credential: { authorization: `Bearer ${key}` },
    })
    .catch((error: unknown) => {
      throw error instanceof BudgetExhausted ? new RunAborted(`cannot exchange the ${label}: ${error.message}`) : error;
    });
  if (exchange.error) throw new RunAborted(`cannot reach ${http.baseUrl}: ${exchange.error}`);
  const response = exchange.response!;
  if (response.status < 200 || response.status > 299) {
    throw new RunAborted(`the ${label} was refused by ${request}: ${refusal(exchange)}`);
  }
  const validate = contract.validators[op.operationId]?.responses[String(response.status)];
  const body = response.json as Record<string, unknown> | undefined;
  const field = contract.tokenField;
  if (!body || typeof body[field] !== 'string' || (validate && !validate(body))) {
    throw new RunAborted(
      `the exchange of the ${label} at ${request} answered ${response.status} without a session token in the documented shape`,
    );
  }
  return { token: body[field] as string, exchange };
}
