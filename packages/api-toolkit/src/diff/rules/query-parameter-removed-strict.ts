import { extensionKey, extensionsOf } from '@ausd/contract-model/extensions';
import { defineRule } from '../rule.js';
import { sunsetOf } from '../readers/sunset.js';

export default defineRule({
  id: 'query-parameter-removed-strict',
  level: 'breaking',
  subject: 'parameter',
  extension: extensionKey('operation', 'strictQuery'),
  rationale:
    'On an `x-strict-query` operation an unknown query parameter is refused, so every client still sending it fails.',
  action: 'Stop sending the parameter.',
  check({ baseParameter, headParameter, headOperation }, report) {
    if (
      baseParameter?.value.in === 'query' &&
      !headParameter &&
      // A deprecated parameter with a sunset date is judged against that date (parameter-removed-*-sunset).
      sunsetOf('parameter', baseParameter.value) === undefined &&
      extensionsOf('operation', headOperation.operation).strictQuery === true
    ) {
      report(
        `Query parameter '${baseParameter.value.name}' was removed from a strict-query operation.`,
        baseParameter.pointer,
      );
    }
  },
});
