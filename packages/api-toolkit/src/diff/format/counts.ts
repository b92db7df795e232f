// The changes counted by level, as every report and command says them: an accepted change still counts at its
// level, and the count says how many were accepted, so a gate that passed does not read as a failure.
import { levels, type Change, type Level } from '../rule.js';

const nouns: Record<Level, [one: string, many: string]> = {
  breaking: ['breaking', 'breaking'],
  warning: ['warning', 'warnings'],
  info: ['info', 'info'],
};

/** "1 breaking (1 accepted), 0 warnings, 2 info". */
export function countsLine(changes: readonly Change[]): string {
  return levels
    .map((level) => {
      const found = changes.filter((change) => change.level === level);
      const accepted = found.filter((change) => change.accepted).length;
      const noun = nouns[level][found.length === 1 ? 0 : 1];
      return `${found.length} ${noun}${accepted > 0 ? ` (${accepted} accepted)` : ''}`;
    })
    .join(', ');
}
