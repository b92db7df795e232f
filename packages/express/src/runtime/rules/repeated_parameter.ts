// `?type=mint&type=redeem`: multi-value filters take ONE comma-separated parameter; repeating one is rejected.
import type { QueryRule } from '../query-rule.js';
import { REPEATED } from '../query-shape.js';

export const repeatedParameter: QueryRule = {
  id: 'repeated_parameter',
  appliesTo: (operation) => operation.spec.strictQuery,
  triggers: REPEATED,
  check({ parameters }) {
    const offending: string[] = [];
    for (const { name, values } of parameters.values()) if (values.length > 1) offending.push(name);
    return offending;
  },
};
