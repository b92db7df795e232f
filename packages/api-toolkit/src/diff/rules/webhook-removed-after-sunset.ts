import { defineRule } from '../rule.js';
import { removedPastSunset } from '../readers/sunset.js';
import { webhookLabel } from '../labels.js';

export default defineRule({
  id: 'webhook-removed-after-sunset',
  level: 'warning',
  subject: 'webhook',
  rationale:
    'The webhook was deprecated with an `x-sunset` date that has come: receivers were told when it would stop, so ' +
    'its removal is reviewed, not refused. (Before that date its removal is `webhook-removed`, breaking.)',
  check({ baseOperation, headOperation, today }, report) {
    const sunset = removedPastSunset('operation', baseOperation?.operation, headOperation, today);
    if (sunset === undefined || !baseOperation) return;
    report(`${webhookLabel(baseOperation)} was removed after its sunset ${sunset}.`, baseOperation.pointer);
  },
});
