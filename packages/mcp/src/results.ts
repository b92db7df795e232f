// Tool results: a success carries the answer as `structuredContent` and as JSON text (for clients without
// structured output); an error is `isError: true` with the API's error shape as JSON text. An error result
// carries no `structuredContent`, which a client would check against the tool's output schema.
import type { AusdError } from '@ausd/client';
import { ApiError } from '@ausd/client';
import type { ApiError as ErrorBody } from '@ausd/contract-facts/error-response';
import type { CallToolResult } from '@modelcontextprotocol/sdk/types.js';

const text = (value: string) => ({ type: 'text' as const, text: value });

export function answerResult(answer: unknown, notes: readonly string[] = []): CallToolResult {
  if (typeof answer === 'string') return { content: [text(answer), ...notes.map(text)] };
  const structured = answer as Record<string, unknown>;
  return { structuredContent: structured, content: [text(JSON.stringify(structured)), ...notes.map(text)] };
}

/** The API's error shape (`code`, `message`, `docs_url`, `context`), with the status and request id it came with. */
export function errorResult(body: ErrorBody & { status?: number; request_id?: string }): CallToolResult {
  return { isError: true, content: [text(JSON.stringify(body))] };
}

/** What the client threw, as a tool error: an API answer in its own shape, a connection failure by name. */
export function thrownResult(error: AusdError): CallToolResult {
  if (error instanceof ApiError) {
    return errorResult({
      status: error.status,
      code: error.code,
      message: error.apiMessage,
      docs_url: error.docsUrl ?? '',
      ...(error.context !== undefined && { context: error.context as Record<string, unknown> }),
      ...(error.requestId !== undefined && { request_id: error.requestId }),
    });
  }
  return { isError: true, content: [text(JSON.stringify({ error: error.name, message: error.message }))] };
}
