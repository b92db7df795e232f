// generated/middleware.ts: the typed handler map and `createApiRouter`, a thin layer over runtime/middleware/,
// plus the table of discriminated request bodies (tag value → component validator) read off the contract.
import type { SchemaObject } from 'openapi3-ts/oas31';
import type { ArtifactGenerator } from './artifact.js';
import type { ContractModel, OperationEntry } from '@ausd/contract-model/model';
import { contractPlacement, importsOf } from './placement.js';
import { render } from './template.js';
import { tsKey, tsLiteral } from './ts-literal.js';

/** `oneOf` + `discriminator.mapping` at the top of a JSON request body, as `{tag, variants}` of component names. */
function bodyVariants(model: ContractModel, operation: OperationEntry) {
  const body = operation.requestBody;
  const media = body?.value.content['application/json'];
  if (body === undefined || media?.schema === undefined) return undefined;
  const schema = model.resolve<SchemaObject>(media.schema, `${body.pointer}/content/application~1json/schema`);
  const discriminator = schema.discriminator;
  if (schema.oneOf === undefined || discriminator?.mapping === undefined) return undefined;
  const variants = Object.entries(discriminator.mapping).map(([value, ref]) => {
    const name =
      model.schemaName({ $ref: ref }) ??
      model.fail(body.pointer, `discriminator mapping '${value}' does not name a component schema`);
    return {
      key: tsKey(value),
      validator: `schemaValidators${tsKey(name) === name ? `.${name}` : `[${tsLiteral(name)}]`}`,
    };
  });
  return { operation: tsKey(operation.id), tag: tsLiteral(discriminator.propertyName), variants };
}

export const middlewareArtifact: ArtifactGenerator = {
  name: 'middleware',
  outputs: ['middleware.ts'],
  generate(model, context) {
    const operations = model.operations.map((operation) => ({
      key: tsKey(operation.id),
      literal: tsLiteral(operation.id),
      method: operation.method.toUpperCase(),
      path: operation.path,
    }));
    const discriminated = model.operations.flatMap((operation) => bodyVariants(model, operation) ?? []);
    const contents = render('middleware.ts.hbs', {
      imports: importsOf(context?.placement ?? contractPlacement, 'middleware.ts'),
      title: model.document.info.title,
      version: model.document.info.version,
      operations,
      discriminated,
    });
    return [{ path: 'middleware.ts', contents }];
  },
};
