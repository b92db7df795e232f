import { extensionKey, extensionsOf } from '@ausd/contract-model/extensions';
import { defineRule } from '../rule.js';

export default defineRule({
  id: 'strict-query-added',
  level: 'breaking',
  subject: 'operation',
  extension: extensionKey('operation', 'strictQuery'),
  rationale: 'Unknown, repeated and empty query parameters, ignored before, are now refused with 400.',
  action: 'Send only the documented query parameters, each once and non-empty.',
  check({ baseOperation, headOperation }, report) {
    if (
      baseOperation &&
      headOperation !== undefined &&
      extensionsOf('operation', headOperation.operation).strictQuery === true &&
      extensionsOf('operation', baseOperation.operation).strictQuery !== true
    ) {
      report(
        `The operation now refuses unknown, repeated and empty query parameters (${extensionKey('operation', 'strictQuery')}).`,
        `${headOperation.pointer}/${extensionKey('operation', 'strictQuery')}`,
      );
    }
  },
});
