// The closing verdict: the version to release. While the contract is 0.x a breaking change is numbered as a
// minor bump, so the semantic bump ("major") is shown as the version it means, never beside it.
import type { DiffResult } from '../index.js';

export function releaseLine({ bump, release, baseVersion }: DiffResult): string {
  if (bump === 'none') return 'nothing to release';
  if (release === undefined)
    return `recommended bump: ${bump} (info.version ${baseVersion} is not semantic versioning)`;
  if (/^0\./.test(baseVersion))
    return `release ${release} (0.x: ${bump === 'major' ? 'breaking' : 'compatible'} changes)`;
  return `recommended bump: ${bump}, release ${release}`;
}
