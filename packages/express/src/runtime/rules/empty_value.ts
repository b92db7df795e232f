// `?kind=` or `?kind`: an empty value is rejected rather than read as "no filter".
import type { QueryRule } from '../query-rule.js';
import { EMPTY } from '../query-shape.js';

export const emptyValue: QueryRule = {
  id: 'empty_value',
  appliesTo: (operation) => operation.spec.strictQuery,
  triggers: EMPTY,
  check({ operation, parameters }) {
    const offending: string[] = [];
    for (const { name, values } of parameters.values()) {
      if (operation.query.has(name) && values.includes('')) offending.push(name);
    }
    return offending;
  },
};
