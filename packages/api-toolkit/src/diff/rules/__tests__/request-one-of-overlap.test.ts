// request-one-of-overlap: a new `oneOf` alternative not provably disjoint from the others: breaking.
import { describe, expect, it } from 'vitest';
import { changes, gift, placeOrder, withOneOf } from './support/pair.js';

describe('request-one-of-overlap', () => {
  it('reports: an object alternative beside an object', async () => {
    expect(
      await changes((d) => placeOrder(d).requestBody.content['application/json'].schema.oneOf.push(gift), {
        document: withOneOf,
      }),
    ).toEqual([
      // gift lists no closing keyword: the body, closed before (NewOrder or a string), now also takes other fields.
      [
        'request-object-opened',
        'info',
        '/paths/~1orders/post/requestBody/content/application~1json/schema now accepts properties it does not list.',
      ],
      [
        'request-one-of-overlap',
        'breaking',
        '/paths/~1orders/post/requestBody/content/application~1json/schema: a value may match both alternative 2 and NewOrder (oneOf refuses it).',
      ],
      [
        'union-variant-added',
        'info',
        '/paths/~1orders/post/requestBody/content/application~1json/schema now also accepts alternative 2.',
      ],
    ]);
  });

  it('does not report: an alternative of another JSON type (union-variant-added only)', async () => {
    expect(
      await changes(
        (d) => placeOrder(d).requestBody.content['application/json'].schema.oneOf.push({ type: 'integer' }),
        { document: withOneOf },
      ),
    ).toEqual([
      [
        'type-widened',
        'info',
        '/paths/~1orders/post/requestBody/content/application~1json/schema now also accepts integer.',
      ],
      [
        'union-variant-added',
        'info',
        '/paths/~1orders/post/requestBody/content/application~1json/schema now also accepts alternative 2.',
      ],
    ]);
  });
});
