import { defineRule } from '../rule.js';
import { beforeSunset, sunsetOf, windowClosed } from '../readers/sunset.js';
import { routeLabel } from '../labels.js';

export default defineRule({
  id: 'operation-removed',
  level: 'breaking',
  subject: 'operation',
  rationale: 'Every call to the operation now fails and the generated client loses the method.',
  action: 'Stop calling the operation; move to its replacement named in the changelog.',
  check({ baseOperation, headOperation, today }, report) {
    if (baseOperation && !headOperation) {
      // From its sunset day a deprecated operation's removal is operation-removed-after-sunset.
      const sunset = sunsetOf('operation', baseOperation.operation);
      if (windowClosed(sunset, today)) return;
      report(`${routeLabel(baseOperation)} was removed.${beforeSunset(sunset, today)}`, baseOperation.pointer);
    }
  },
});
