// Text holding NUL (U+0000) is refused before any handler reads it: PostgreSQL cannot store it in text (its
// driver fails the whole statement), so both engines answer the same 400 rather than a 500 on one and a 404 on the
// other. Path parameters, the query and every string of the body, keys included, are looked at.
import { invalidField } from '../core/problem.js';
import { respond } from './error-results.js';

export const NUL_MESSAGE = 'must not contain the NUL character (U+0000)';

/** The first field (as the router's issues name them) whose text holds NUL. */
export function nulIn(value: unknown, field: string): string | undefined {
  if (typeof value === 'string') return value.includes('\0') ? field : undefined;
  if (typeof value !== 'object' || value === null) return undefined;
  for (const [key, item] of Object.entries(value)) {
    const inner = field === '' ? key : `${field}.${key}`;
    if (key.includes('\0')) return inner;
    const found = nulIn(item, inner);
    if (found !== undefined) return found;
  }
  return undefined;
}

interface Input {
  params?: unknown;
  query?: unknown;
  body?: unknown;
}

/** The handlers, each answering `400 parameter_invalid` naming the field first when an input holds NUL. */
export function refusingNul<Handlers extends object>(handlers: Handlers): Handlers {
  const wrapped = Object.entries(handlers).map(([operationId, handler]: [string, (input: Input) => unknown]) => [
    operationId,
    (input: Input) => {
      const field = nulIn(input.params, '') ?? nulIn(input.query, '') ?? nulIn(input.body, '');
      if (field === undefined) return handler(input);
      return respond(() => {
        throw invalidField(field === '' ? 'body' : field, NUL_MESSAGE);
      });
    },
  ]);
  return Object.fromEntries(wrapped) as Handlers;
}
