import { defineRule } from '../rule.js';
import { actualBump, atLeast, nextVersion, numberedBump, parseVersion, recommendedBump } from '../version.js';

export default defineRule({
  id: 'version-not-bumped',
  level: 'warning',
  subject: 'version',
  rationale:
    'Integrators read `info.version` to know what changed: breaking → major, other classified changes → minor ' +
    '(while 0.x: breaking → minor, others → patch). An edit with a smaller bump hides what it does.',
  check({ base, head }, changes, report) {
    const required = recommendedBump(changes, false);
    if (required === 'none') return;
    const before = base.document.info.version;
    const after = head.document.info.version;
    const baseVersion = parseVersion(before);
    const headVersion = parseVersion(after);
    if (!baseVersion || !headVersion) {
      const why = `the changes call for a ${required} bump`;
      report(`info.version ${before} → ${after} is not semantic versioning; ${why}.`);
      return;
    }
    const numbered = numberedBump(required, baseVersion);
    if (!atLeast(actualBump(baseVersion, headVersion), numbered)) {
      report(
        `info.version ${before} → ${after}: the changes call for a ${numbered} bump, ` +
          `at least ${nextVersion(before, required)}.`,
      );
    }
  },
});
