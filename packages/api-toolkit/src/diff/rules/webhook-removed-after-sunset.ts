import { defineRule } from '../rule.js';
import { sunsetOf, windowClosed } from '../readers/sunset.js';

export default defineRule({
  id: 'webhook-removed-after-sunset',
  level: 'warning',
  subject: 'webhook',
  rationale:
    'The webhook was deprecated with an `x-sunset` date that has come: receivers were told when it would stop, so ' +
    'its removal is reviewed, not refused. (Before that date its removal is `webhook-removed`, breaking.)',
  check({ baseOperation, headOperation, today }, report) {
    if (!baseOperation || headOperation) return;
    const sunset = sunsetOf('operation', baseOperation.operation);
    if (!windowClosed(sunset, today)) return;
    const webhook = `Webhook ${baseOperation.path} (${baseOperation.method.toUpperCase()})`;
    report(`${webhook} was removed after its sunset ${sunset}.`, baseOperation.pointer);
  },
});
