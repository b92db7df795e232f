import { beforeAll, describe, expect, it } from 'vitest';

describe('a suite whose setup fails', () => {
  beforeAll(() => {
    throw new Error('setup failed');
  });
  it('first', () => expect(true).toBe(true));
  it('second', () => expect(true).toBe(true));
});
