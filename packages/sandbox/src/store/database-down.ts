// Whether an error says the database does not answer (refused, dropped, shutting down, no connection in time)
// rather than that a statement failed: such a request is answered 503 and retried, and the pool connects anew
// once the server is back.
const UNREACHABLE = new Set(['ECONNREFUSED', 'ECONNRESET', 'EPIPE', 'ETIMEDOUT', 'EHOSTUNREACH', 'ENETUNREACH']);
/** PostgreSQL's SQLSTATEs of a server going away or not taking connections yet (class 08 and 57P0x). */
const GOING_AWAY = /^(08...|57P0[1-3])$/;
/** What node-postgres says, without a code, when a connection ends under it or cannot be had in time. */
const DROPPED =
  /^(Connection terminated|timeout exceeded when trying to connect|Client has encountered a connection error)/;

export function databaseDown(error: unknown, depth = 0): boolean {
  if (typeof error !== 'object' || error === null || depth > 5) return false;
  const { code, message, cause, errors } = error as {
    code?: unknown;
    message?: unknown;
    cause?: unknown;
    errors?: unknown;
  };
  if (typeof code === 'string' && (UNREACHABLE.has(code) || GOING_AWAY.test(code))) return true;
  if (typeof message === 'string' && DROPPED.test(message)) return true;
  // Node's AggregateError of every address tried; a stage's failure wraps what it met as its cause.
  if (Array.isArray(errors) && errors.some((each) => databaseDown(each, depth + 1))) return true;
  return databaseDown(cause, depth + 1);
}
