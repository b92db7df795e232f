// request-property-removed: a closed request object no longer accepts a property: breaking.
import { describe, expect, it } from 'vitest';
import { changes, schema } from './support/pair.js';

describe('request-property-removed', () => {
  it('reports: note dropped from the closed NewOrder', async () => {
    expect(await changes((d) => delete schema(d, 'NewOrder').properties.note)).toEqual([
      ['request-property-removed', 'breaking', "NewOrder no longer accepts 'note'."],
    ]);
  });

  it('does not report: note dropped from an open request object', async () => {
    expect(
      await changes(
        (d) => {
          delete schema(d, 'NewOrder').additionalProperties;
          delete schema(d, 'NewOrder').properties.note;
        },
        { base: (d) => delete schema(d, 'NewOrder').additionalProperties },
      ),
    ).toEqual([]);
  });
});
