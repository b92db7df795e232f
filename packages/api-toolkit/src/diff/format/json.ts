import type { DiffResult } from '../index.js';
import { numberedBump, parseVersion } from '../version.js';

/**
 * Exactly one JSON document: `{summary, bump, release, changes, warnings}`. `bump` is the one `release` requires of
 * the version, numbered as `release` numbers it (while 0.x a breaking change is a minor bump), so it always names
 * the part of `release` that moved; `release` is null when base's info.version is not semantic versioning.
 */
export function formatJson(result: DiffResult): string {
  const { summary, release, changes, warnings, acceptances } = result;
  const base = parseVersion(result.baseVersion);
  const bump = base ? numberedBump(result.bump, base) : result.bump;
  const document = { summary, bump, release: release ?? null, changes, warnings, ...acceptanceReport(acceptances) };
  return `${JSON.stringify(document, null, 2)}\n`;
}

/** `expiredAcceptances`/`unmatchedAcceptances` only when the config has some, so a run without one prints neither. */
function acceptanceReport({ expired, unmatched }: DiffResult['acceptances']) {
  return {
    ...(expired.length > 0 ? { expiredAcceptances: expired } : {}),
    ...(unmatched.length > 0 ? { unmatchedAcceptances: unmatched } : {}),
  };
}
