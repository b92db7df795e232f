// The closing verdict: the bump the changes call for, said as version auto and release say it.
import { bumpSentence } from '../bump-sentence.js';
import type { DiffResult } from '../index.js';

export function releaseLine({ bump, baseVersion }: DiffResult): string {
  return bump === 'none' ? 'nothing to release' : bumpSentence(bump, baseVersion);
}
