import type { HeaderObject } from 'openapi3-ts/oas31';
import { jsonPointer } from '@ausd/contract-model/pointer';
import { definedAt } from '../defined-at.js';
import { defineRule } from '../rule.js';

export default defineRule({
  id: 'response-header-became-optional',
  level: 'breaking',
  subject: 'response',
  rationale: 'Responses may only narrow: a header that was always present may now be missing.',
  action: 'Handle the header being absent.',
  check({ base, head, status, baseResponse, headResponse, headAt }, report) {
    const headHeaders = Object.entries(headResponse.value.headers ?? {});
    for (const [name, header] of Object.entries(baseResponse.value.headers ?? {})) {
      const match = headHeaders.find(([other]) => other.toLowerCase() === name.toLowerCase());
      if (!match) continue;
      const before = base.resolve<HeaderObject>(header);
      const after = head.resolve<HeaderObject>(match[1]);
      if (before.required && !after.required) {
        report(
          `Header '${name}' of status ${status} is no longer always present.`,
          definedAt(head, `${headAt}${jsonPointer('headers', match[0])}`),
        );
      }
    }
  },
});
