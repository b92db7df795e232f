// webhook-removed-after-sunset: a deprecated webhook removed on or after its x-sunset date: warning. Before the date
// its removal stays webhook-removed (breaking), naming the date.
import { describe, expect, it } from 'vitest';
import { changes, type Doc } from './support/pair.js';

const remove = (doc: Doc) => delete doc.webhooks.shipped;
const deprecate =
  (sunset: string, deprecated = true) =>
  (doc: Doc) =>
    Object.assign(doc.webhooks.shipped.post, { deprecated, 'x-sunset': sunset });

describe('webhook-removed-after-sunset', () => {
  it('reports: shipped removed after its sunset', async () => {
    expect(await changes(remove, { base: deprecate('2000-01-31') })).toEqual([
      ['webhook-removed-after-sunset', 'warning', 'Webhook shipped (POST) was removed after its sunset 2000-01-31.'],
    ]);
  });

  it('does not report: removed before its sunset, or with a past date but not deprecated (webhook-removed)', async () => {
    expect(await changes(remove, { base: deprecate('2999-12-31') })).toEqual([
      [
        'webhook-removed',
        'breaking',
        'Webhook shipped (POST) was removed. It is deprecated with sunset 2999-12-31: removed before that date, ' +
          'receivers still have until then.',
      ],
    ]);
    expect(await changes(remove, { base: deprecate('2000-01-31', false) })).toEqual([
      ['webhook-removed', 'breaking', 'Webhook shipped (POST) was removed.'],
    ]);
  });
});
