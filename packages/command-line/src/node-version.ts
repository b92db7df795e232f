// Refuses a Node.js older than the packages declare (`engines.node`, one range for all of them), before anything
// loads better-sqlite3: on an older line its native addon crashes the process (exit 139) instead of failing.
import { createRequire } from 'node:module';

const manifest = createRequire(import.meta.url)('@ausd/command-line/package.json') as { engines: { node: string } };

/** The lowest version a `>=major[.minor[.patch]]` range admits, as `[major, minor, patch]`. */
export function minimumOf(range: string): number[] {
  const match = /^>=\s*(\d+)(?:\.(\d+))?(?:\.(\d+))?$/.exec(range.trim());
  if (match === null) throw new Error(`engines.node '${range}' is not of the form '>=major[.minor[.patch]]'`);
  return match.slice(1).map((part) => Number(part ?? 0));
}

/** The lowest supported version as people write it: `22`, `22.12`. */
export const requiredNode = (range = manifest.engines.node): string =>
  minimumOf(range)
    .join('.')
    .replace(/(\.0)+$/, '');

/** `needs Node 22 or later (found 20.20.2)` when `found` is below `range`, else undefined. */
export function unsupportedNode(found = process.versions.node, range = manifest.engines.node): string | undefined {
  const minimum = minimumOf(range);
  const current = found.split('.').map(Number);
  const index = minimum.findIndex((part, i) => (current[i] ?? 0) !== part);
  if (index === -1 || (current[index] ?? 0) > minimum[index]!) return undefined;
  return `needs Node ${requiredNode(range)} or later (found ${found})`;
}

/** For a bin: on an unsupported Node, prints why and what to do, and returns exit code 2. */
export function refuseUnsupportedNode(program: string): 2 | undefined {
  const reason = unsupportedNode();
  if (reason === undefined) return undefined;
  process.stderr.write(
    `${program}: ${reason}.\nNext step: run it with Node.js ${requiredNode()} or later (node --version shows which runs).\n`,
  );
  return 2;
}
