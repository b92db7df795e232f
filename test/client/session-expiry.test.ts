// The expiry bookkeeping of the session cache, with a scripted exchange (the HTTP paths are in session.test.ts).
import { describe, expect, it } from 'vitest';
import { sessionScheme } from '../../packages/contract-facts/src/generated/operations.js';
import { createSession } from '../../packages/client/src/runtime/session.js';

/** The contract's session lifetime (`x-session-lifetime`), as the generated client passes it. */
const lifetimeMs = sessionScheme.lifetimeSeconds * 1000;

const jwtWithExp = (exp: number) => `e30.${btoa(JSON.stringify({ exp })).replace(/=+$/, '')}.sig`;

describe('createSession', () => {
  it("assumes the contract's lifetime from the exchange when the token is not a decodable JWT", async () => {
    const clock = { now: 1_000_000 };
    let exchanges = 0;
    const session = createSession(
      async () => `opaque-${++exchanges}`,
      lifetimeMs,
      undefined,
      () => clock.now,
    );
    expect(await session.current()).toBe('opaque-1');
    clock.now += lifetimeMs - 66_000;
    expect(await session.current()).toBe('opaque-1');
    clock.now += 12_000; // within the 60 s margin
    expect(await session.current()).toBe('opaque-2');
  });

  it('follows exp from the JWT payload, and a custom margin', async () => {
    const clock = { now: 0 };
    let exchanges = 0;
    const session = createSession(
      async () => (++exchanges, jwtWithExp(300)),
      lifetimeMs,
      10_000,
      () => clock.now,
    );
    await session.current();
    clock.now = 289_000;
    await session.current();
    expect(exchanges).toBe(1);
    clock.now = 291_000;
    await session.current();
    expect(exchanges).toBe(2);
  });

  it('shares one pending exchange, and a failed exchange is not cached', async () => {
    let exchanges = 0;
    let fail = true;
    const session = createSession(async () => {
      exchanges += 1;
      await new Promise((resolve) => setTimeout(resolve, 10));
      if (fail) throw new Error('exchange failed');
      return 'token';
    }, lifetimeMs);
    const results = await Promise.allSettled([session.current(), session.current(), session.current()]);
    expect(results.map((r) => r.status)).toEqual(['rejected', 'rejected', 'rejected']);
    expect(exchanges).toBe(1);
    fail = false;
    expect(await session.current()).toBe('token');
    expect(exchanges).toBe(2);
  });

  it('a waiter that aborts stops waiting without cancelling the shared exchange', async () => {
    let exchanges = 0;
    const session = createSession(
      () => new Promise((resolve) => setTimeout(() => resolve(`t${++exchanges}`), 50)),
      lifetimeMs,
    );
    const controller = new AbortController();
    const aborted = session.current(controller.signal);
    const patient = session.current();
    controller.abort();
    await expect(aborted).rejects.toMatchObject({ name: 'AbortError' });
    expect(await patient).toBe('t1');
    expect(exchanges).toBe(1);
  });

  it('expire() drops only the token it names', async () => {
    let exchanges = 0;
    const session = createSession(async () => `t${++exchanges}`, lifetimeMs);
    const first = await session.current();
    session.expire(first);
    const second = await session.current();
    session.expire(first); // a late 401 for the old token must not discard the new one
    expect(await session.current()).toBe(second);
    expect(exchanges).toBe(2);
  });
});
