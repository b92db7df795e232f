import type { CompiledOperation, RangeField } from '@ausd/contract-facts/compiled-operation';

/** The range filter a dotted name (`initiatedAt.eq`) addresses, declared bound or not. */
export function rangeFieldOf(operation: CompiledOperation, name: string): RangeField | undefined {
  const dot = name.lastIndexOf('.');
  return dot === -1 ? undefined : operation.ranges.get(name.slice(0, dot));
}
