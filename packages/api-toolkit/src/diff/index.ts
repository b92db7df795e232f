// `diffContracts`: every classified change between two contracts, the summary and the recommended bump.
import { sameCanonical } from './canonical.js';
import type { Contract, ReadWarning } from './contract.js';
import { type Applied, applyConfig, type DiffConfig } from './config.js';
import { ContractInputError, typeCheckNeeds } from './input-error.js';
import type * as Typecheck from './typecheck.js';
import { compareContracts } from './compare.js';
import type { Change, Level } from './rule.js';
import { rules } from './rules/index.js';
import { type Bump, nextVersion, parseVersion, recommendedBump } from './version.js';

export interface DiffResult {
  summary: Record<Level, number>;
  /** The semantic bump the changes call for (breaking → major …), whatever the version's numbering. */
  bump: Bump;
  /** The smallest version to publish the head as (0.x numbers a major bump as a minor one); undefined when base's info.version is not semantic versioning. */
  release: string | undefined;
  baseVersion: string;
  changes: Change[];
  /** What either document gets wrong but could be read, each once (head's, then what only base has). */
  warnings: ReadWarning[];
  /** The `accepted` entries of the config that no longer apply (past their date) or match no change. */
  acceptances: Applied;
}

export interface DiffOptions {
  /** Also run the type-level check (generated TypeScript compiled with ts-morph). */
  types?: boolean;
  /** The repository's `.ausd-diff.yaml`: severity overrides (before the bump is judged) and accepted changes. */
  config?: DiffConfig;
  /** The day acceptances and deprecation windows are judged on (yyyy-mm-dd); default: today, UTC. */
  today?: string;
}

/** The type check is spec-repository tooling: an installed package does not ship it (tools/build.ts). */
async function typeChanges(base: Contract, head: Contract): Promise<Change[]> {
  let typecheck: typeof Typecheck;
  try {
    typecheck = await import('./typecheck.js');
  } catch (error) {
    throw new ContractInputError(typeCheckNeeds(error));
  }
  return typecheck.typeChanges(base, head);
}

const versionRules = new Set(rules.filter((rule) => rule.subject === 'version').map((rule) => rule.id));

/** An imperfection both documents have is one imperfection: it is printed once, with head's file. */
function readWarnings(base: Contract, head: Contract): ReadWarning[] {
  const key = (warning: ReadWarning) => `${warning.pointer}\n${warning.message}`;
  const inHead = new Set(head.warnings.map(key));
  return [...head.warnings, ...base.warnings.filter((warning) => !inHead.has(key(warning)))];
}

export async function diffContracts(base: Contract, head: Contract, options: DiffOptions = {}): Promise<DiffResult> {
  const extra = options.types ? await typeChanges(base, head) : [];
  const today = options.today ?? new Date().toISOString().slice(0, 10);
  const compared = compareContracts(base, head, extra, undefined, today);
  const { changes, ...acceptances } = options.config
    ? applyConfig(compared, options.config, today)
    : { changes: compared, expired: [], unmatched: [] };
  const summary: Record<Level, number> = { breaking: 0, warning: 0, info: 0 };
  for (const change of changes) summary[change.level] += 1;
  const judged = changes.filter((change) => !versionRules.has(change.id));
  // Whether the documents differ at all decides only between 'patch' and 'none' (no classified change): the two
  // whole documents are put in canonical form only then.
  const differ = judged.length > 0 || !sameCanonical(base.document, head.document);
  const bump = recommendedBump(judged, differ);
  const baseVersion = base.document.info.version;
  const release = parseVersion(baseVersion) ? nextVersion(baseVersion, bump) : undefined;
  return { summary, bump, release, baseVersion, changes, warnings: readWarnings(base, head), acceptances };
}
