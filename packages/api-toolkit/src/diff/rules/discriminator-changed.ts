import { defineRule } from '../rule.js';
import { schemaLabel } from '../schema.js';

export default defineRule({
  id: 'discriminator-changed',
  level: 'info',
  subject: 'schema',
  rationale:
    'Validation follows `oneOf`/`anyOf`, not the discriminator: the alternatives stay the same schemas. Tools ' +
    'that read the discriminator (code generators, documentation) may name or select variants differently.',
  check(pair, report) {
    const before = pair.baseSchema.discriminator;
    const after = pair.headSchema.discriminator;
    if (!before && !after) return;
    // Mapping entries that come and go with their alternatives are the union rules' business.
    if (before && after) {
      const remapped = Object.entries(before.mapping ?? {}).filter(
        ([key, ref]) => after.mapping?.[key] !== undefined && after.mapping[key] !== ref,
      );
      if (before.propertyName === after.propertyName && remapped.length === 0) return;
    }
    const what = !before ? 'was added' : !after ? 'was removed' : 'changed';
    report(`The discriminator of ${schemaLabel(pair.headPointer)} ${what}; validation follows the alternatives.`);
  },
});
