// query-rule-added: a new `x-query-rules` rule refuses queries accepted before: breaking.
import { describe, expect, it } from 'vitest';
import { changes, withQueryRules } from './support/pair.js';

describe('query-rule-added', () => {
  it('reports: a rule added', async () => {
    expect(
      await changes((d) => (d['x-query-rules'].repeated_parameter = 'Send one value.'), { document: withQueryRules }),
    ).toEqual([['query-rule-added', 'breaking', "New query rule 'repeated_parameter': Send one value."]]);
  });

  it("does not report: a rule's message changed (query-rule-message-changed)", async () => {
    expect(
      await changes((d) => (d['x-query-rules'].empty_value = 'Values may not be empty.'), { document: withQueryRules }),
    ).toEqual([['query-rule-message-changed', 'info', "Query rule 'empty_value' has a new message."]]);
  });
});
