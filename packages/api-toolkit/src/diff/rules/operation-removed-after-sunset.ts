import { defineRule } from '../rule.js';
import { removedPastSunset } from '../readers/sunset.js';
import { routeLabel } from '../labels.js';

export default defineRule({
  id: 'operation-removed-after-sunset',
  level: 'warning',
  subject: 'operation',
  rationale:
    'The operation was deprecated with an `x-sunset` date that has come: callers were told when it would go, so its ' +
    'removal is reviewed, not refused. (Before that date its removal is `operation-removed`, breaking.)',
  check({ baseOperation, headOperation, today }, report) {
    const sunset = removedPastSunset('operation', baseOperation?.operation, headOperation, today);
    if (sunset === undefined || !baseOperation) return;
    report(`${routeLabel(baseOperation)} was removed after its sunset ${sunset}.`, baseOperation.pointer);
  },
});
