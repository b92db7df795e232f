// Per-operation facts the request path needs, derived once from the OperationSpec when the router is built
// so no request re-walks the parameter list.
import type { OperationSpec, ParameterKind, ParameterSpec, RangeBound } from './operation.js';
import type { BodyVariants, OperationValidators } from './contract.js';

/**
 * A range filter's `x-range` bounds grouped by field: a slot per `bound` value the vocabulary declares, since the
 * query rules compare a field's lower bounds with its upper ones.
 */
export type RangeField = Pick<RangeBound, 'field'> & {
  readonly [Side in RangeBound['bound']]: readonly ParameterSpec[];
};

export interface CompiledOperation {
  spec: OperationSpec;
  validators: OperationValidators;
  bodyVariants?: BodyVariants;
  /** Declared query parameters by name (dotted range bounds included as written). */
  query: ReadonlyMap<string, ParameterSpec>;
  /** Range filters keyed by field (`initiatedAt`), from the `x-range` bounds. */
  ranges: ReadonlyMap<string, RangeField>;
  /** Query parameters with a default, applied when absent. */
  defaults: readonly ParameterSpec[];
  /** Path parameters in template order. */
  pathParams: readonly { name: string; kind: ParameterKind }[];
}

export function compileOperation(
  spec: OperationSpec,
  validators: OperationValidators | undefined,
  bodyVariants?: BodyVariants,
): CompiledOperation {
  const query = new Map<string, ParameterSpec>();
  const ranges = new Map<string, Pick<RangeBound, 'field'> & Record<RangeBound['bound'], ParameterSpec[]>>();
  for (const parameter of spec.parameters) {
    if (parameter.in !== 'query') continue;
    query.set(parameter.name, parameter);
    if (parameter.range === undefined) continue;
    const { field, bound } = parameter.range;
    let entry = ranges.get(field);
    if (entry === undefined) ranges.set(field, (entry = { field, lower: [], upper: [] }));
    entry[bound].push(parameter);
  }
  return {
    spec,
    validators: validators ?? { responses: {} },
    bodyVariants,
    query,
    ranges,
    defaults: [...query.values()].filter((parameter) => parameter.default !== undefined),
    pathParams: [...spec.path.matchAll(/\{([^}]+)\}/g)].map(([, name = '']) => ({
      name,
      kind: spec.parameters.find((parameter) => parameter.in === 'path' && parameter.name === name)?.kind ?? 'string',
    })),
  };
}

/** `initiatedAt.gte` → `gte`: the key a bound gets inside the grouped `query.initiatedAt` object. */
export function boundKey(parameter: ParameterSpec): string {
  return parameter.range === undefined ? parameter.name : parameter.name.slice(parameter.range.field.length + 1);
}
