import { defineRule } from '../rule.js';
import { beforeSunset, sunsetOf, windowClosed } from '../readers/sunset.js';

export default defineRule({
  id: 'parameter-removed-before-sunset',
  level: 'breaking',
  subject: 'parameter',
  webhooks: true,
  rationale:
    'The parameter was deprecated with an `x-sunset` date still to come: callers were promised it until then and ' +
    'may still send it and rely on what it does.',
  action: 'Stop sending the parameter; its replacement is named in the changelog.',
  check({ baseParameter, headParameter, today, webhook }, report) {
    if (!baseParameter || headParameter) return;
    const sunset = sunsetOf('parameter', baseParameter.value);
    if (sunset === undefined || windowClosed(sunset, today)) return;
    const { in: place, name } = baseParameter.value;
    report(
      `${place} parameter '${name}' was removed.${beforeSunset(sunset, today, webhook ? 'receivers' : 'callers')}`,
      baseParameter.pointer,
    );
  },
});
