// What the routers report (an error thrown by authentication, a stage or a handler; an answer that breaks the
// contract) as one JSON line on stderr, with the request id of the request's own log line: never a plain-text
// stack trace in the middle of the JSON log.
import type { ErrorEvent } from '@ausd/express/internal';

/** The error and its causes, one message after another (`stage … failed: connect ECONNREFUSED …`). */
function described(error: unknown): string {
  const messages: string[] = [];
  for (let cause = error, depth = 0; cause !== undefined && depth < 5; depth++) {
    if (!(cause instanceof Error)) {
      messages.push(String(cause));
      break;
    }
    const code = (cause as { code?: unknown }).code;
    messages.push(typeof code === 'string' ? `${cause.message} (${code})` : cause.message);
    cause = cause.cause;
  }
  return messages.join(': ');
}

export function errorLog(kind: 'error' | 'response violation', write: (line: string) => void) {
  return (error: unknown, event: ErrorEvent): void =>
    write(
      `${JSON.stringify({
        time: new Date().toISOString(),
        level: 'error',
        kind,
        requestId: event.requestId,
        operation: event.operationId ?? null,
        method: event.method,
        path: event.url,
        error: described(error),
      })}\n`,
    );
}
