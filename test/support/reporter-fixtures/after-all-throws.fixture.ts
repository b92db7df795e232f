import { afterAll, expect, it } from 'vitest';

afterAll(() => {
  throw new Error('teardown failed');
});

it('passes before the teardown fails', () => expect(true).toBe(true));
