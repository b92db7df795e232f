// query-rule-removed: a rule of `x-query-rules` is removed: info.
import { describe, expect, it } from 'vitest';
import { changes, withQueryRules } from './support/pair.js';

describe('query-rule-removed', () => {
  it('reports: a rule removed', async () => {
    expect(await changes((d) => delete d['x-query-rules'].empty_value, { document: withQueryRules })).toEqual([
      ['query-rule-removed', 'info', "Query rule 'empty_value' was removed."],
    ]);
  });

  it('does not report: a rule added (query-rule-added)', async () => {
    expect(
      await changes((d) => (d['x-query-rules'].repeated_parameter = 'Send one value.'), { document: withQueryRules }),
    ).toEqual([['query-rule-added', 'breaking', "New query rule 'repeated_parameter': Send one value."]]);
  });
});
