// session_reexchange: exchanging the key again gives a new session while the old one still works.
import { describe, expect, it } from 'vitest';
import { sessionReexchange } from '../session_reexchange.js';
import { firstFailure, sandboxChecks, statuses } from './support/sandbox.js';

const run = sandboxChecks();

describe('session_reexchange', () => {
  it('passes against the sandbox', async () => {
    expect(statuses(await run.scenario(sessionReexchange))).toEqual([['exchangeApiKey', 'passed']]);
  });

  it('fails on one session per key (single_session_per_key)', async () => {
    const outcomes = await run.scenario(sessionReexchange, { fault: 'single_session_per_key' });
    expect(statuses(outcomes)).toEqual([['exchangeApiKey', 'failed']]);
    expect(firstFailure(outcomes)).toMatch(/^after a second exchange, a read with the previous token got 401$/);
  });
});
