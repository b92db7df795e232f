// property-removed-after-sunset: a deprecated property removed on or after its x-sunset date: warning, on both sides
// of the wire. Before the date the removal keeps its own rule's level, naming the date.
import { describe, expect, it } from 'vitest';
import { changes, schema } from './support/pair.js';

const deprecate = (name: string, property: string, sunset: string) => (doc: Record<string, any>) =>
  Object.assign(schema(doc, name).properties[property], { deprecated: true, 'x-sunset': sunset });

describe('property-removed-after-sunset', () => {
  it('reports: a required response property and a request property removed after their sunset', async () => {
    expect(
      await changes((doc) => delete schema(doc, 'Order').properties.item, {
        base: deprecate('Order', 'item', '2000-01-31'),
      }),
    ).toEqual([['property-removed-after-sunset', 'warning', "Order no longer has 'item', past its sunset."]]);
    expect(
      await changes((doc) => delete schema(doc, 'NewOrder').properties.note, {
        base: deprecate('NewOrder', 'note', '2000-01-31'),
      }),
    ).toEqual([['property-removed-after-sunset', 'warning', "NewOrder no longer has 'note', past its sunset."]]);
  });

  it('does not report: the same removal before the sunset, which names the date', async () => {
    expect(
      await changes(
        (doc) => {
          delete schema(doc, 'NewOrder').properties.note;
        },
        { base: deprecate('NewOrder', 'note', '2999-12-31') },
      ),
    ).toEqual([
      [
        'request-property-removed',
        'breaking',
        "NewOrder no longer accepts 'note'. It is deprecated with sunset 2999-12-31: removed before that date, " +
          'callers still have until then.',
      ],
    ]);
  });
});
