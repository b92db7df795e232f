// Every query parameter of a list operation says what it does, in exactly one of `x-pagination`, `x-range` or
// `x-filter` (the item field it selects and how it matches), and the operation declares its `x-ordering`: the
// sandbox and the conformance runner read list semantics from these declarations, nowhere else. Their shapes are
// the vocabulary's (ausd/declared-extensions).
import type { Oas3Rule } from '@redocly/openapi-core';
import { extensionKey, extensionsOf } from '@ausd/contract-model/extensions';
import { at, follow } from '../rule-helpers/located.ts';
import { isListOperation, operationsOf } from '../rule-helpers/operations.ts';

const roles = ['pagination', 'range', 'filter'] as const;
const choices = roles.map((role) => extensionKey('parameter', role)).join(', ');

const listSemantics: Oas3Rule = () => ({
  PathItem(pathItem, ctx) {
    const file = ctx.location.source.absoluteRef;
    for (const { method, operation } of operationsOf(pathItem)) {
      if (!isListOperation(operation)) continue;
      const where = ctx.location.child([method]);
      if (extensionsOf('operation', operation).ordering === undefined) {
        const key = extensionKey('operation', 'ordering');
        ctx.report({ message: `List operation must declare ${key}: {field, direction, tieBreaker}.`, location: where });
      }
      (operation.parameters ?? []).forEach((ref, index) => {
        const parameter = follow(at(ref, file), ctx).node;
        if (parameter?.in !== 'query') return;
        const declared = extensionsOf('parameter', parameter);
        if (roles.filter((role) => declared[role] !== undefined).length !== 1) {
          ctx.report({
            message: `List query parameter ${parameter.name} must declare exactly one of ${choices}.`,
            location: where.child(['parameters', index]),
          });
        }
      });
    }
  },
});

export default listSemantics;
