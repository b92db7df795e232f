// Rewriting a JSON answer as it is written, for the sandbox pieces that change answers the router produced
// (evolution mode's errors, the conformance faults): the router ends responses with a single `res.end(json)`.
import type { ServerResponse } from 'node:http';

/**
 * Rewrites the JSON body `res` is ended with. `applies` is asked at that moment (status and marks are known
 * then); a body it declines is written untouched, without being parsed.
 */
export function rewriteJson(
  res: ServerResponse,
  rewrite: (body: unknown) => unknown,
  applies: () => boolean = () => true,
): void {
  const end = res.end.bind(res) as (...args: unknown[]) => ServerResponse;
  res.end = ((chunk?: unknown, ...rest: unknown[]) => {
    const json = /json/.test(String(res.getHeader('content-type') ?? ''));
    if (json && (typeof chunk === 'string' || Buffer.isBuffer(chunk)) && applies()) {
      try {
        chunk = JSON.stringify(rewrite(JSON.parse(chunk.toString())));
        res.removeHeader('content-length');
      } catch {
        // Not JSON after all: written unchanged.
      }
    }
    return end(chunk, ...rest);
  }) as ServerResponse['end'];
}
