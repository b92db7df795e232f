// Shared setup of the client suites: a client pointed at a fixture, with its waits recorded instead of slept
// (so backoff and Retry-After are asserted exactly) and a clock the test can move.
import { createClient, type ClientOptions } from '../../packages/client/src/generated/client.js';
import { fixtureApiKey, type Fixture } from './fixture-server.js';

export interface Harness {
  client: ReturnType<typeof createClient>;
  /** Every delay the client asked to wait, in ms. */
  waits: number[];
  clock: { now: number };
}

export function harness(fixture: Fixture, options: Partial<ClientOptions> = {}): Harness {
  const waits: number[] = [];
  const clock = { now: Date.now() };
  const client = createClient({
    baseUrl: fixture.url,
    apiKey: fixtureApiKey,
    now: () => clock.now,
    sleep: async (ms) => {
      waits.push(ms);
    },
    ...options,
  });
  return { client, waits, clock };
}

/** Requests the fixture received for one `METHOD /path`. */
export const requestsTo = (fixture: Fixture, method: string, path: string) =>
  fixture.requests.filter((request) => request.method === method && request.path === path);
