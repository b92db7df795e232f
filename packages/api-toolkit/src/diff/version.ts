// The version bump a set of changes calls for, and how it is numbered: semantic versioning, where a `0.x`
// contract (no stability promised yet) numbers a breaking change as a minor bump and anything else as a patch.
import type { Change } from './rule.js';

export type Bump = 'major' | 'minor' | 'patch' | 'none';
const order: readonly Bump[] = ['none', 'patch', 'minor', 'major'];

/** breaking → major; warning or info → minor; an edit no rule classifies (descriptions, examples) → patch. */
export function recommendedBump(changes: readonly Change[], documentsDiffer: boolean): Bump {
  if (changes.some((change) => change.level === 'breaking')) return 'major';
  if (changes.length > 0) return 'minor';
  return documentsDiffer ? 'patch' : 'none';
}

export interface Version {
  major: number;
  minor: number;
  patch: number;
  prerelease: string;
}

export function parseVersion(text: string): Version | undefined {
  const match = /^(\d+)\.(\d+)\.(\d+)(?:-([0-9A-Za-z.-]+))?(?:\+[0-9A-Za-z.-]+)?$/.exec(text);
  if (!match) return undefined;
  return { major: Number(match[1]), minor: Number(match[2]), patch: Number(match[3]), prerelease: match[4] ?? '' };
}

/** The bump as numbered for this version: while `0.x`, major → minor and minor → patch. */
export function numberedBump(bump: Bump, base: Version): Bump {
  if (base.major > 0 || bump === 'none') return bump;
  return bump === 'major' ? 'minor' : 'patch';
}

/** The smallest version after `base` that carries `bump` (a pre-release tag is kept). */
export function nextVersion(base: string, bump: Bump): string {
  const parsed = parseVersion(base);
  if (!parsed || bump === 'none') return base;
  return raisedVersion(parsed, numberedBump(bump, parsed));
}

/** `base` with the named component raised as written, no renumbering (a pre-release tag is kept). */
export function raisedVersion(base: Version, component: Bump): string {
  const tag = base.prerelease ? `-${base.prerelease}` : '';
  if (component === 'major') return `${base.major + 1}.0.0${tag}`;
  if (component === 'minor') return `${base.major}.${base.minor + 1}.0${tag}`;
  if (component === 'patch') return `${base.major}.${base.minor}.${base.patch + 1}${tag}`;
  return `${base.major}.${base.minor}.${base.patch}${tag}`;
}

/** Which component changed from `base` to `head` ('none' when the numbers are equal or went down). */
export function actualBump(base: Version, head: Version): Bump {
  if (head.major !== base.major) return head.major > base.major ? 'major' : 'none';
  if (head.minor !== base.minor) return head.minor > base.minor ? 'minor' : 'none';
  if (head.patch !== base.patch) return head.patch > base.patch ? 'patch' : 'none';
  return 'none';
}

export function atLeast(bump: Bump, required: Bump): boolean {
  return order.indexOf(bump) >= order.indexOf(required);
}
