// operation-id-changed: an operation's operationId changes: warning.
import { describe, expect, it } from 'vitest';
import { changes, getOrder } from './support/pair.js';

describe('operation-id-changed', () => {
  it('reports: getOrder renamed', async () => {
    expect(await changes((d) => (getOrder(d).operationId = 'readOrder'))).toEqual([
      ['operation-id-changed', 'warning', "operationId 'getOrder' is now 'readOrder'."],
    ]);
  });

  it('does not report: its summary changed', async () => {
    expect(await changes((d) => (getOrder(d).summary = 'Read one order'))).toEqual([]);
  });
});
