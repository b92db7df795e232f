import { bumpSentence } from '../bump-sentence.js';
import { defineRule } from '../rule.js';
import { actualBump, atLeast, numberedBump, parseVersion, recommendedBump } from '../version.js';

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
      report(`info.version ${before} → ${after} is not semantic versioning; ${bumpSentence(required, before)}.`);
      return;
    }
    if (!atLeast(actualBump(baseVersion, headVersion), numberedBump(required, baseVersion))) {
      report(`info.version ${before} → ${after}: ${bumpSentence(required, before)}.`);
    }
  },
});
