// Run selection: `--checks`, `--exclude-checks` and `--operations` (operation ids or tags), as Schemathesis users
// expect. A name that is neither a check nor an operation or tag is refused with the valid list: a typo must not
// narrow a run to nothing and pass. A narrowed run says so in every report format (`NarrowedRun`).
import type { OperationSpec } from '@ausd/contract-facts/operation';
import { OUTSIDE_CONTRACT } from '../report/results.js';

export interface Selection {
  /** Only these checks (names of the catalogue). */
  checks?: readonly string[];
  /** Every check but these. */
  excludeChecks?: readonly string[];
  /** Only these operations: operation ids or tags. */
  operations?: readonly string[];
}

/** What a narrowed run ran, as the reports state it. */
export interface NarrowedRun {
  checks?: string[];
  excludeChecks?: string[];
  operations?: string[];
  /** Checks kept, of the catalogue's. */
  checkCount: number;
  catalogueSize: number;
  /** Operations kept, of the contract's. */
  operationCount: number;
  operationTotal: number;
}

/** A selection naming something that does not exist; the command prints it and exits 2. */
export class UnknownSelection extends Error {
  override readonly name = 'UnknownSelection';
}

export interface ResolvedSelection {
  check(name: string): boolean;
  /** Whether cells under this operation label (an operation id, or the outside-contract label) are kept. */
  operation(label: string): boolean;
  /** Undefined when nothing was narrowed. */
  narrowed?: NarrowedRun;
}

const listed = (values: readonly string[] | undefined) =>
  values === undefined ? undefined : [...new Set(values.map((value) => value.trim()).filter(Boolean))];

/** Comma-separated values of a repeatable option (`--checks a,b --checks c`). */
/** The selection options, as `parseArgs` declares them: every command that selects takes the same three. */
export const selectionOptions = {
  checks: { type: 'string', multiple: true },
  'exclude-checks': { type: 'string', multiple: true },
  operations: { type: 'string', multiple: true },
} as const;

type SelectionValues = { [name in keyof typeof selectionOptions]?: readonly string[] };

/** The selection the options ask for; each may repeat and list several names with commas. */
export function selectionFrom(values: SelectionValues): Selection {
  const list = (given: readonly string[] | undefined) => given?.flatMap((value) => value.split(','));
  return {
    checks: list(values.checks),
    excludeChecks: list(values['exclude-checks']),
    operations: list(values.operations),
  };
}

export function resolveSelection(
  selection: Selection | undefined,
  catalogue: readonly { name: string }[],
  operations: readonly OperationSpec[],
): ResolvedSelection {
  const names = catalogue.map((check) => check.name);
  const checks = listed(selection?.checks);
  const excluded = listed(selection?.excludeChecks);
  const wanted = listed(selection?.operations);
  for (const [option, values] of [
    ['--checks', checks],
    ['--exclude-checks', excluded],
  ] as const) {
    const unknown = values?.filter((value) => !names.includes(value)) ?? [];
    if (unknown.length > 0)
      throw new UnknownSelection(
        `${option}: no check named ${unknown.map((v) => `'${v}'`).join(', ')}. Checks: ${names.join(', ')}`,
      );
  }
  const tags = [...new Set(operations.map((op) => op.tag))];
  const kept = new Set<string>();
  for (const value of wanted ?? []) {
    const lower = value.toLowerCase();
    const matching = operations.filter(
      (op) => op.operationId.toLowerCase() === lower || op.tag.toLowerCase() === lower,
    );
    if (matching.length === 0)
      throw new UnknownSelection(
        `--operations: no operation or tag named '${value}'. Operations: ${operations.map((op) => op.operationId).join(', ')}; tags: ${tags.join(', ')}`,
      );
    for (const op of matching) kept.add(op.operationId);
  }
  const check = (name: string) => (checks === undefined || checks.includes(name)) && !excluded?.includes(name);
  if (names.every(check) && wanted === undefined) return { check: () => true, operation: () => true };
  if (!names.some(check)) throw new UnknownSelection('--checks and --exclude-checks leave no check to run');
  return {
    check,
    // Probes outside the contract belong to no operation: a run narrowed to operations leaves them out.
    operation: (label) => (wanted === undefined ? true : label !== OUTSIDE_CONTRACT && kept.has(label)),
    narrowed: {
      ...(checks ? { checks } : {}),
      ...(excluded ? { excludeChecks: excluded } : {}),
      ...(wanted ? { operations: wanted } : {}),
      checkCount: names.filter(check).length,
      catalogueSize: names.length,
      operationCount: wanted === undefined ? operations.length : kept.size,
      operationTotal: operations.length,
    },
  };
}

/** One line for the summary, the JUnit properties and the HTML page. */
export function describeNarrowing(narrowed: NarrowedRun): string {
  const parts = [
    narrowed.checks && `--checks ${narrowed.checks.join(',')}`,
    narrowed.excludeChecks && `--exclude-checks ${narrowed.excludeChecks.join(',')}`,
    narrowed.operations && `--operations ${narrowed.operations.join(',')}`,
  ].filter(Boolean);
  return `narrowed run (${parts.join(' ')}): ${narrowed.checkCount} of ${narrowed.catalogueSize} checks, ${narrowed.operationCount} of ${narrowed.operationTotal} operations`;
}
