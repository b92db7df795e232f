import { jsonPointer } from '@ausd/contract-model/pointer';
import { defineRule } from '../rule.js';

export default defineRule({
  id: 'response-header-removed',
  level: 'breaking',
  subject: 'response',
  rationale:
    'A promised header (`Request-Id` on every response, `Retry-After` on 429) is read by clients and their ' +
    'retry logic.',
  action: 'Stop relying on the header.',
  check({ status, baseResponse, headResponse, baseAt }, report) {
    const after = Object.keys(headResponse.value.headers ?? {}).map((name) => name.toLowerCase());
    for (const name of Object.keys(baseResponse.value.headers ?? {})) {
      if (!after.includes(name.toLowerCase())) {
        report(`Status ${status} no longer promises header '${name}'.`, `${baseAt}${jsonPointer('headers', name)}`);
      }
    }
  },
});
