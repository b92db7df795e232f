import { extensionKey, extensionsOf } from '@ausd/contract-model/extensions';
import { defineRule } from '../rule.js';

export default defineRule({
  id: 'strict-query-removed',
  level: 'info',
  subject: 'operation',
  extension: extensionKey('operation', 'strictQuery'),
  rationale: 'Widens the request: queries refused before are now accepted.',
  check({ baseOperation, headOperation }, report) {
    if (
      headOperation &&
      baseOperation !== undefined &&
      extensionsOf('operation', baseOperation.operation).strictQuery === true &&
      extensionsOf('operation', headOperation.operation).strictQuery !== true
    ) {
      report(
        `The operation no longer refuses unknown, repeated and empty query parameters (${extensionKey('operation', 'strictQuery')}).`,
      );
    }
  },
});
