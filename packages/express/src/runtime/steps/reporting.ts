// How the router tells the app about a failure: the event naming the request, and callbacks that cannot break it.
import type { Request } from 'express';
import type { ErrorEvent } from '../types.js';

export function logTo(label: string): (error: unknown, event: ErrorEvent) => void {
  return (error, event) => {
    console.error(
      `[${label}] ${event.method} ${event.url} request ${event.requestId}${event.operationId ? ` (${event.operationId})` : ''}:`,
      error,
    );
  };
}

/** A reporting callback that throws must not turn into an unhandled rejection or a missing response. */
export function report<E>(callback: (error: E, event: ErrorEvent) => void, error: E, event: ErrorEvent): void {
  try {
    callback(error, event);
  } catch (thrown) {
    console.error('[api] error while reporting an error:', thrown);
  }
}

export function eventOf(req: Request, requestId: string, operationId?: string): ErrorEvent {
  return { operationId, requestId, method: req.method, url: req.originalUrl, headers: req.headers };
}
