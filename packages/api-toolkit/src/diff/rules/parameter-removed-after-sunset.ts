import { defineRule } from '../rule.js';
import { removedPastSunset } from '../readers/sunset.js';

export default defineRule({
  id: 'parameter-removed-after-sunset',
  level: 'warning',
  subject: 'parameter',
  webhooks: true,
  rationale:
    'The parameter was deprecated with an `x-sunset` date that has come: callers were told when it would go, so its ' +
    'removal is reviewed, not refused. (Before that date it is `parameter-removed-before-sunset`, breaking.)',
  check({ baseParameter, headParameter, today }, report) {
    const sunset = removedPastSunset('parameter', baseParameter?.value, headParameter, today);
    if (sunset === undefined || !baseParameter) return;
    const { in: place, name } = baseParameter.value;
    report(`${place} parameter '${name}' was removed after its sunset ${sunset}.`, baseParameter.pointer);
  },
});
