// Every 4xx/5xx response is JSON whose schema is one per-code error schema, or a `oneOf` of them keyed by `code`.
import type { Oas3Rule, Oas3_1Schema, Oas3Response, UserContext } from '@redocly/openapi-core';
import { at, follow, refersTo, type Located } from '../rule-helpers/located.ts';

/** A per-code error schema: fixes `code` with `const`, requires it, and extends `ErrorBody` through `allOf`. */
function isPerCodeErrorSchema(target: Located<Oas3_1Schema>, ctx: UserContext): boolean {
  const schema = follow(target, ctx);
  if (!schema.node || typeof schema.node !== 'object') return false;
  const code = follow(at(schema.node.properties?.['code'], schema.file), ctx).node;
  const extendsError = (schema.node.allOf ?? []).some((part) => refersTo(part, schema.file, 'ErrorBody', ctx));
  return typeof code?.const === 'string' && extendsError && (schema.node.required ?? []).includes('code');
}

const errorResponsesUseError: Oas3Rule = () => ({
  Operation(operation, ctx) {
    const file = ctx.location.source.absoluteRef;
    for (const [status, responseRef] of Object.entries(operation.responses ?? {})) {
      if (!/^[45]/.test(status)) continue;
      const where = ctx.location.child(['responses', status]);
      const response = follow(at(responseRef as Oas3Response<Oas3_1Schema>, file), ctx);
      const media = response.node?.content?.['application/json'];
      if (!media?.schema) {
        ctx.report({
          message: `${status} response must have an application/json error body (ErrorBody).`,
          location: where,
        });
        continue;
      }
      const schema = media.schema as Oas3_1Schema;
      const variants = schema.$ref
        ? [at(schema, response.file)]
        : (schema.oneOf ?? []).map((variant) => at(variant, response.file));
      const keyed = schema.$ref !== undefined || schema.discriminator?.propertyName === 'code';
      if (variants.length === 0 || !keyed || !variants.every((variant) => isPerCodeErrorSchema(variant, ctx))) {
        ctx.report({
          message: `${status} response schema must reference per-code error schemas (allOf ErrorBody, const code), several as oneOf with discriminator on code.`,
          location: where,
        });
      }
    }
  },
});

export default errorResponsesUseError;
