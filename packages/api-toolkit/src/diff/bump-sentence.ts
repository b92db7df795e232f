// How every command says a bump (diff, version auto, release): one sentence, numbered for the version it starts
// from (while 0.x a breaking change raises the minor number), with the smallest version that carries it.
import { type Bump, nextVersion, numberedBump, parseVersion } from './version.js';

const causes: Record<Exclude<Bump, 'none'>, string> = {
  major: 'breaking changes',
  minor: 'compatible changes',
  patch: 'edits no rule classifies',
};

/** "the changes call for a minor bump (breaking changes while 0.x), at least 0.2.0". */
export function bumpSentence(bump: Bump, from: string): string {
  const version = parseVersion(from);
  if (bump === 'none') {
    const next = version ? `, at least ${nextVersion(from, 'patch')}` : '';
    return `the contract did not change, and a release needs a version not yet published${next}`;
  }
  if (!version) return `the changes call for a ${bump} bump (${causes[bump]})`;
  const numbered = numberedBump(bump, version);
  const renumbered = numbered === bump ? '' : ' while 0.x';
  return `the changes call for a ${numbered} bump (${causes[bump]}${renumbered}), at least ${nextVersion(from, bump)}`;
}

/**
 * The contract's info.version beside the packages' version: where both show, a pre-release tag only the contract
 * carries (0.1.0-beta beside 0.1.0) is said to be the one difference.
 */
export function contractBeside(packages: string, contract: string): string {
  const tag = parseVersion(contract)?.prerelease;
  const same = tag && parseVersion(packages)?.prerelease === '' && contract === `${packages}-${tag}`;
  return same ? `contract ${contract}: the same numbers, with its pre-release tag -${tag}` : `contract ${contract}`;
}
