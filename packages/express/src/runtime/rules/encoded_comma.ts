// `?type=mint%2Credeem`: a list splits on the commas as sent, so an encoded comma is part of one value, never a
// separator. Some generators encode the commas of `style: form, explode: false`; the rule's message tells the
// caller to send them literally instead of leaving it to the item schema's "must be one of".
import type { QueryRule } from '../query-rule.js';
import { ESCAPED_LIST } from '../query-shape.js';

const ENCODED_COMMA = /%2c/i;

export const encodedComma: QueryRule = {
  id: 'encoded_comma',
  appliesTo: (operation) => [...operation.query.values()].some((parameter) => parameter.kind === 'list'),
  triggers: ESCAPED_LIST,
  check({ operation, parameters }) {
    const offending: string[] = [];
    for (const { name, encoded } of parameters.values()) {
      if (operation.query.get(name)?.kind === 'list' && encoded.some((value) => ENCODED_COMMA.test(value)))
        offending.push(name);
    }
    return offending;
  },
};
