// operation-removed-after-sunset: a deprecated operation removed on or after its x-sunset date: warning. Before the
// date its removal stays operation-removed (breaking), naming the date.
import { describe, expect, it } from 'vitest';
import { changes, getOrder } from './support/pair.js';

const deprecate = (sunset: string) => (doc: Record<string, any>) =>
  Object.assign(getOrder(doc), { deprecated: true, 'x-sunset': sunset });
const remove = (doc: Record<string, any>) => delete doc.paths['/orders/{orderId}'];

describe('operation-removed-after-sunset', () => {
  it('reports: getOrder removed after its sunset', async () => {
    expect(await changes(remove, { base: deprecate('2000-01-31') })).toEqual([
      ['operation-removed-after-sunset', 'warning', 'GET /orders/{orderId} was removed after its sunset 2000-01-31.'],
    ]);
  });

  it('does not report: removed before its sunset (breaking, naming the date), or deprecated without one', async () => {
    expect(await changes(remove, { base: deprecate('2999-12-31') })).toEqual([
      [
        'operation-removed',
        'breaking',
        'GET /orders/{orderId} was removed. It is deprecated with sunset 2999-12-31: removed before that date, ' +
          'callers still have until then.',
      ],
    ]);
    expect(await changes(remove, { base: (doc) => (getOrder(doc).deprecated = true) })).toEqual([
      ['operation-removed', 'breaking', 'GET /orders/{orderId} was removed.'],
    ]);
  });
});
