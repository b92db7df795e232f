// Exchanging the API keys for session tokens through the contract's token-exchange operation. The token is read
// only from a 2xx answer that validates, at the contract's token field; anything else ends the run.
import type { OperationSpec } from '@ausd/contract-facts/operation';
import type { Contract } from '../contract/contract.js';
import { AnswerTooLarge, BudgetExhausted, type ConformanceHttp } from '../http/client.js';
import { mediaType, type Exchange, type ResponseRecord } from '../http/exchange.js';

/** Nothing can be checked (connection failed, key refused, no token): the CLI exits 2 with this message. */
export class RunAborted extends Error {}

/** `401 unauthorized (context.reason invalid_token)`: what the API said, for the abort message. */
function refusal(response: ResponseRecord, code: string): string {
  const reason = (response.json as { context?: { reason?: unknown } }).context?.reason;
  return `${response.status} ${code}${typeof reason === 'string' ? ` (context.reason ${reason})` : ''}`;
}

/** The error code of an answer in the API's error shape; undefined for anything else (a gateway's page). */
function errorCode(response: ResponseRecord): string | undefined {
  const code = (response.json as { code?: unknown } | undefined)?.code;
  return typeof code === 'string' ? code : undefined;
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
      throw error instanceof BudgetExhausted || error instanceof AnswerTooLarge
        ? new RunAborted(`cannot exchange the ${label}: ${error.message}`)
        : error;
    });
  if (exchange.timedOut) throw new RunAborted(`${exchange.error} from ${request}`);
  if (exchange.error) throw new RunAborted(`cannot reach ${http.baseUrl}: ${exchange.error}`);
  const response = exchange.response!;
  if (response.status < 200 || response.status > 299) {
    const code = errorCode(response);
    if (code !== undefined) throw new RunAborted(`the ${label} was refused by ${request}: ${refusal(response, code)}`);
    // A proxy or gateway in front of the API (a 502 page) says nothing about the key.
    throw new RunAborted(
      `${request} answered ${response.status} ${mediaType(response) ?? 'without a content type'}, not the API's ` +
        `answer (no error body with a code): check what stands in front of ${http.baseUrl}`,
    );
  }
  const type = mediaType(response);
  if (type === undefined || !/^application\/(.+\+)?json$/.test(type)) {
    throw new RunAborted(
      `${request} answered ${response.status} ${type ?? 'without a content type'}, not the API's JSON: check that ` +
        `${http.baseUrl} is the API's base URL, not a web page's or a gateway's`,
    );
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
