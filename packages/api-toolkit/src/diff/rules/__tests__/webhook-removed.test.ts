// webhook-removed: a webhook is removed: breaking. A deprecated one removed before its x-sunset date stays breaking,
// naming the date; from that date it is webhook-removed-after-sunset.
import { describe, expect, it } from 'vitest';
import { changes, type Doc } from './support/pair.js';

const remove = (doc: Doc) => delete doc.webhooks.shipped;
const deprecate = (sunset?: string) => (doc: Doc) =>
  Object.assign(doc.webhooks.shipped.post, { deprecated: true }, sunset ? { 'x-sunset': sunset } : {});

describe('webhook-removed', () => {
  it('reports: shipped removed', async () => {
    expect(await changes(remove)).toEqual([['webhook-removed', 'breaking', 'Webhook shipped (POST) was removed.']]);
  });

  it('reports: shipped removed before its sunset, naming the date; deprecated without a date', async () => {
    expect(await changes(remove, { base: deprecate('2999-12-31') })).toEqual([
      [
        'webhook-removed',
        'breaking',
        'Webhook shipped (POST) was removed. It is deprecated with sunset 2999-12-31: removed before that date, ' +
          'receivers still have until then.',
      ],
    ]);
    expect(await changes(remove, { base: deprecate() })).toEqual([
      ['webhook-removed', 'breaking', 'Webhook shipped (POST) was removed.'],
    ]);
  });

  it('does not report: shipped removed after its sunset (webhook-removed-after-sunset)', async () => {
    expect(await changes(remove, { base: deprecate('2000-01-31') })).toEqual([
      ['webhook-removed-after-sunset', 'warning', 'Webhook shipped (POST) was removed after its sunset 2000-01-31.'],
    ]);
  });

  it('does not report: an operation removed (operation-removed)', async () => {
    expect(await changes((d) => delete d.paths['/orders/{orderId}'].get)).toEqual([
      ['operation-removed', 'breaking', 'GET /orders/{orderId} was removed.'],
    ]);
  });
});
