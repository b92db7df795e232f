// 503 service_unavailable with Retry-After, in the API's error shape: every request's answer while the process
// starts (it listens before migrating and seeding, so a caller learns to come back rather than wait), and the
// answer of a request whose database does not answer.
import type { IncomingMessage, ServerResponse } from 'node:http';
import { requestIdHeader } from '@ausd/contract-facts/operations';
import { assignRequestId } from '@ausd/express/internal';
import { ApiProblem } from '../core/problem.js';
import { sendProblem } from './error-results.js';

/** How long a caller is told to wait before it tries again. */
export const RETRY_AFTER_SECONDS = 1;

const retryAfter = { 'Retry-After': String(RETRY_AFTER_SECONDS) };

export const STARTING_MESSAGE = 'The sandbox is starting: its database is being migrated and seeded.';

/** The answer to every request until the sandbox is ready (`/sandbox/health` included: it says the process is starting). */
export function answerStarting(req: IncomingMessage, res: ServerResponse): void {
  assignRequestId(req, res, requestIdHeader);
  sendProblem(res, new ApiProblem('service_unavailable', STARTING_MESSAGE), retryAfter);
}

/** A request's answer while its database does not answer. */
export function databaseUnavailable(): ApiProblem {
  return new ApiProblem(
    'service_unavailable',
    "The sandbox's database does not answer; retry shortly.",
    undefined,
    retryAfter,
  );
}
