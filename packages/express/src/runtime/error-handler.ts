// The final Express error handler for an app built around the API router. The router answers every request
// itself, but middleware an app mounts in front of it (CORS, rate limits, body parsers) can still call
// `next(error)`; without this, Express would answer with its default HTML page.
import type { ErrorRequestHandler } from 'express';
import { ErrorResponder, type ErrorContract } from '@ausd/contract-facts/error-response';
import { assignRequestId } from './request-id.js';
import type { ErrorEvent } from './types.js';

interface HttpError {
  status?: unknown;
  statusCode?: unknown;
  expose?: unknown;
  message?: unknown;
}

export function createErrorHandler(
  contract: ErrorContract,
  onError: (error: unknown, event: ErrorEvent) => void = (error) => console.error('[api error]', error),
): ErrorRequestHandler {
  const errors = new ErrorResponder(contract);
  return (error: unknown, req, res, _next) => {
    const requestId = assignRequestId(req, res, contract.requestIdHeader);
    const { status, statusCode, expose, message } = (
      typeof error === 'object' && error !== null ? error : {}
    ) as HttpError;
    const declared = typeof status === 'number' ? status : typeof statusCode === 'number' ? statusCode : 500;
    if (declared >= 400 && declared < 500) {
      // A client error raised by upstream middleware (body-parser's 400/413/415 and the like).
      const detail = expose === true && typeof message === 'string' ? message : 'is not acceptable';
      const httpStatus = declared === 413 ? 413 : 400;
      const issues = [{ field: 'request', message: detail }];
      errors.send(res, httpStatus, errors.body(contract.errorRoles.validation, { issues }));
      return;
    }
    try {
      onError(error, { requestId, method: req.method, url: req.originalUrl, headers: req.headers });
    } finally {
      errors.send(res, 500, errors.body(contract.errorRoles.internal));
    }
  };
}
