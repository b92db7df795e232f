// Every `x-` key of the contract is declared in the extension vocabulary (spec/extensions.yaml) for the place it sits
// in, and its value has the declared shape. The generators and the code reading the contract at run time take the
// values as the vocabulary types them, so an undeclared or misshapen extension stops here, before anything reads it.
import type { Oas3Rule } from '@redocly/openapi-core';
import { describeError, places, vocabularyFile } from '../rule-helpers/vocabulary.ts';

/** The place in the vocabulary of each kind of node Redocly walks; a node of another kind takes no extension. */
const placeOfType: Record<string, string> = {
  Root: 'document',
  Operation: 'operation',
  Parameter: 'parameter',
  Schema: 'schema',
  SecurityScheme: 'securityScheme',
  Tag: 'tag',
};

const declaredExtensions: Oas3Rule = () => ({
  any(node: unknown, ctx) {
    const prefix = ctx.type.extensionsPrefix;
    if (prefix === undefined || typeof node !== 'object' || node === null || Array.isArray(node)) return;
    const place = places.get(placeOfType[ctx.type.name] ?? '');
    for (const [key, raw] of Object.entries(node)) {
      if (!key.startsWith(prefix)) continue;
      const validate = place?.extensions.get(key);
      if (validate === undefined) {
        const next = place
          ? `declare it under ${place.definition} (its shape and meaning), or remove it`
          : `no extension goes there: remove it, or give ${ctx.type.name} a place in the vocabulary and in this rule`;
        ctx.report({
          message: `${key} is not an extension of ${ctx.type.name} in ${vocabularyFile}: ${next}.`,
          location: ctx.location.child([key]).key(),
        });
        continue;
      }
      const value = ctx.resolve(raw as object).node ?? raw;
      if (validate(value)) continue;
      for (const error of validate.errors ?? []) {
        const steps = error.instancePath
          .split('/')
          .slice(1)
          .map((step) => step.replaceAll('~1', '/').replaceAll('~0', '~'));
        ctx.report({
          message: `${[key, ...steps].join('/')} ${describeError(error)} (${place!.definition} in ${vocabularyFile}).`,
          location: ctx.location.child([key, ...steps]),
        });
      }
    }
  },
});

export default declaredExtensions;
