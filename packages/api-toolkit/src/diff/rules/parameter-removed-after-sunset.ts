import { defineRule } from '../rule.js';
import { sunsetOf, windowClosed } from '../readers/sunset.js';

export default defineRule({
  id: 'parameter-removed-after-sunset',
  level: 'warning',
  subject: 'parameter',
  webhooks: true,
  rationale:
    'The parameter was deprecated with an `x-sunset` date that has come: callers were told when it would go, so its ' +
    'removal is reviewed, not refused. (Before that date it is `parameter-removed-before-sunset`, breaking.)',
  check({ baseParameter, headParameter, today }, report) {
    if (!baseParameter || headParameter) return;
    const sunset = sunsetOf('parameter', baseParameter.value);
    if (!windowClosed(sunset, today)) return;
    const { in: place, name } = baseParameter.value;
    report(`${place} parameter '${name}' was removed after its sunset ${sunset}.`, baseParameter.pointer);
  },
});
