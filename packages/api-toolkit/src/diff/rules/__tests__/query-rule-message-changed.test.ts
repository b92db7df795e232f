// query-rule-message-changed: a rule of `x-query-rules` has a new message: info.
import { describe, expect, it } from 'vitest';
import { changes, withQueryRules } from './support/pair.js';

describe('query-rule-message-changed', () => {
  it('reports: the message changes', async () => {
    expect(
      await changes((d) => (d['x-query-rules'].empty_value = 'Values may not be empty.'), { document: withQueryRules }),
    ).toEqual([['query-rule-message-changed', 'info', "Query rule 'empty_value' has a new message."]]);
  });

  it('does not report: a rule removed (query-rule-removed)', async () => {
    expect(await changes((d) => delete d['x-query-rules'].empty_value, { document: withQueryRules })).toEqual([
      ['query-rule-removed', 'info', "Query rule 'empty_value' was removed."],
    ]);
  });
});
