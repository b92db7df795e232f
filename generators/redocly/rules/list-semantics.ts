// Every query parameter of a list operation says what it does, in exactly one of `x-pagination`, `x-range` or
// `x-filter` (the item field it selects and how it matches), and the operation declares its `x-ordering`: the
// sandbox and the conformance runner read list semantics from these declarations, nowhere else.
import type { Oas3Parameter, Oas3Rule } from '@redocly/openapi-core';
import { at, follow } from '../rule-helpers/located.ts';
import { isListOperation, operationsOf } from '../rule-helpers/operations.ts';

const declarations = ['x-pagination', 'x-range', 'x-filter'];
const choices = declarations.join(', ');

const listSemantics: Oas3Rule = () => ({
  PathItem(pathItem, ctx) {
    const file = ctx.location.source.absoluteRef;
    for (const { method, operation } of operationsOf(pathItem)) {
      if (!isListOperation(operation)) continue;
      const where = ctx.location.child([method]);
      const ordering = (operation as unknown as Record<string, unknown>)['x-ordering'] as
        Record<string, unknown> | undefined;
      if (typeof ordering?.['field'] !== 'string' || typeof ordering['tieBreaker'] !== 'string') {
        ctx.report({
          message: 'List operation must declare x-ordering: {field, direction, tieBreaker}.',
          location: where,
        });
      }
      (operation.parameters ?? []).forEach((ref, index) => {
        const parameter = follow(at(ref, file), ctx).node as (Oas3Parameter & Record<string, unknown>) | undefined;
        if (parameter?.in !== 'query') return;
        const declared = declarations.filter((key) => parameter[key] !== undefined);
        const filter = parameter['x-filter'] as Record<string, unknown> | undefined;
        const location = where.child(['parameters', index]);
        if (declared.length !== 1) {
          ctx.report({
            message: `List query parameter ${parameter.name} must declare exactly one of ${choices}.`,
            location,
          });
        } else if (
          filter !== undefined &&
          (typeof filter['field'] !== 'string' || typeof filter['match'] !== 'string')
        ) {
          ctx.report({ message: `${parameter.name} must declare x-filter: {field, match}.`, location });
        }
      });
    }
  },
});

export default listSemantics;
