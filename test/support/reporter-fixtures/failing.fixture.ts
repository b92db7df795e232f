import { expect, it } from 'vitest';

it('compares', () => expect(1 + 1, 'the sum').toBe(3));
