// generated/middleware.ts: the typed handler map and `createApiRouter`, a thin layer over runtime/middleware/.
import type { ArtifactGenerator } from './artifact.js';
import { render } from './template.js';
import { tsKey, tsLiteral } from './ts-literal.js';

export const middlewareArtifact: ArtifactGenerator = {
  name: 'middleware',
  outputs: ['middleware.ts'],
  generate(model) {
    const operations = model.operations.map((operation) => ({
      key: tsKey(operation.id),
      literal: tsLiteral(operation.id),
      method: operation.method.toUpperCase(),
      path: operation.path,
    }));
    const contents = render('middleware.ts.hbs', { title: model.document.info.title, version: model.document.info.version, operations });
    return [{ path: 'middleware.ts', contents }];
  },
};
