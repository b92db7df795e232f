import { jsonPointer } from '@ausd/contract-model/pointer';
import { defineRule } from '../rule.js';

export default defineRule({
  id: 'response-header-added',
  level: 'info',
  subject: 'response',
  rationale: 'A new response header is extra information clients may ignore.',
  check({ status, baseResponse, headResponse, headAt }, report) {
    const before = Object.keys(baseResponse.value.headers ?? {}).map((name) => name.toLowerCase());
    for (const name of Object.keys(headResponse.value.headers ?? {})) {
      if (!before.includes(name.toLowerCase()))
        report(`Status ${status} now sends header '${name}'.`, `${headAt}${jsonPointer('headers', name)}`);
    }
  },
});
