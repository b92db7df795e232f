// List operations (operationId `list…`) are GETs that take `cursor` and `limit`, reject unknown query parameters
// (`x-strict-query: true`) and answer 200 with a schema built on `ListEnvelope`; no other operation takes `cursor`
// or `limit`.
import type { Oas3_1Schema, Oas3Response, Oas3Rule } from '@redocly/openapi-core';
import { extensionKey, extensionsOf } from '@ausd/contract-model/extensions';
import { at, follow, refersTo } from '../rule-helpers/located.ts';
import { isListOperation, operationsOf } from '../rule-helpers/operations.ts';

const listOperations: Oas3Rule = () => ({
  PathItem(pathItem, ctx) {
    const file = ctx.location.source.absoluteRef;
    for (const { method, operation } of operationsOf(pathItem)) {
      const where = ctx.location.child([method]);
      const parameters = [...(pathItem.parameters ?? []), ...(operation.parameters ?? [])];
      const names = parameters.map((parameter) => follow(at(parameter, file), ctx).node?.name);
      const paginated = names.includes('cursor') || names.includes('limit');
      if (!isListOperation(operation)) {
        if (paginated)
          ctx.report({ message: 'Only list operations (operationId list…) take cursor/limit.', location: where });
        continue;
      }
      if (method !== 'get') ctx.report({ message: 'A list operation must be a GET.', location: where });
      for (const name of ['cursor', 'limit']) {
        if (!names.includes(name))
          ctx.report({ message: `List operation must take the '${name}' query parameter.`, location: where });
      }
      if (extensionsOf('operation', operation).strictQuery !== true) {
        const key = extensionKey('operation', 'strictQuery');
        ctx.report({ message: `List operation must declare ${key}: true.`, location: where });
      }
      const ok = follow(at(operation.responses?.['200'] as Oas3Response<Oas3_1Schema> | undefined, file), ctx);
      const schema = follow(at(ok.node?.content?.['application/json']?.schema, ok.file), ctx);
      const onEnvelope = (schema.node?.allOf ?? []).some((part) => refersTo(part, schema.file, 'ListEnvelope', ctx));
      if (!onEnvelope) {
        ctx.report({
          message: 'List operation 200 body must be allOf ListEnvelope.',
          location: where.child(['responses', '200']),
        });
      }
    }
  },
});

export default listOperations;
