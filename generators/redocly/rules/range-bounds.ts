// A dotted query parameter (`initiatedAt.gte`) is a range bound and says so in `x-range`, consistently with its name.
import type { Oas3Rule } from '@redocly/openapi-core';
import { extensionKey, extensionsOf, type RangeBound } from '@ausd/contract-model/extensions';

const bounds: Record<string, [bound: RangeBound['bound'], inclusive: RangeBound['inclusive']]> = {
  gt: ['lower', false],
  gte: ['lower', true],
  lt: ['upper', false],
  lte: ['upper', true],
};

const rangeBounds: Oas3Rule = () => ({
  Parameter(parameter, ctx) {
    if (parameter.in !== 'query' || !parameter.name.includes('.')) return;
    const [field, operator] = parameter.name.split('.') as [string, string];
    const expected = bounds[operator];
    const range = extensionsOf('parameter', parameter).range;
    if (!expected) {
      ctx.report({
        message: `Dotted parameter ${parameter.name} must end in .gt, .gte, .lt or .lte.`,
        location: ctx.location.child(['name']),
      });
    } else if (!range || range.field !== field || range.bound !== expected[0] || range.inclusive !== expected[1]) {
      ctx.report({
        message: `${parameter.name} must declare ${extensionKey('parameter', 'range')}: {field: ${field}, bound: ${expected[0]}, inclusive: ${expected[1]}}.`,
        location: ctx.location,
      });
    }
  },
});

export default rangeBounds;
