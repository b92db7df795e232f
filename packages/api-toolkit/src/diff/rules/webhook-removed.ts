import { defineRule } from '../rule.js';
import { beforeSunset, sunsetOf, windowClosed } from '../readers/sunset.js';
import { webhookLabel } from '../labels.js';

export default defineRule({
  id: 'webhook-removed',
  level: 'breaking',
  subject: 'webhook',
  rationale: 'Receivers built for the webhook stop getting the events they act on.',
  action: 'Stop relying on the webhook; poll or subscribe to its replacement named in the changelog.',
  check({ baseOperation, headOperation, today }, report) {
    if (!baseOperation || headOperation) return;
    // From its sunset day a deprecated webhook's removal is webhook-removed-after-sunset.
    const sunset = sunsetOf('operation', baseOperation.operation);
    if (windowClosed(sunset, today)) return;
    report(
      `${webhookLabel(baseOperation)} was removed.${beforeSunset(sunset, today, 'receivers')}`,
      baseOperation.pointer,
    );
  },
});
