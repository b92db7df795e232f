// `npx tsx bench/diff-agreement.ts <oasdiff checkout> [--list]`: how often `ausd-api diff` agrees with oasdiff's own test
// suite on whether a change is breaking. oasdiff's checker tests (checker/*_test.go) each load a base and a revision
// document from data/ and assert the changes found; the expected level is the test's `Level: checker.ERR|WARN|INFO`
// (or the level it asserts with `require.Equal(t, checker.INFO, …)`) when it states one, else the default level of each expected id in checker/rules.go (ERR is breaking). A test that
// edits the loaded documents in Go, or loads one file for both sides, is left out: its pair is not on disk. A pair
// agrees when both tools call it breaking or both do not; a document this diff refuses counts as a disagreement.
// Nothing of oasdiff is copied into this repository: the checkout is read where it is.
import { readdirSync, readFileSync } from 'node:fs';
import path from 'node:path';
import { contractFrom, parseContract } from '../packages/api-toolkit/src/diff/contract.js';
import { diffContracts } from '../packages/api-toolkit/src/diff/index.js';

const checkout = process.argv[2];
if (checkout === undefined) {
  process.stderr.write('usage: npx tsx bench/diff-agreement.ts <oasdiff checkout> [--list]\n');
  process.exit(2);
}
const list = process.argv.includes('--list');
const checker = path.join(checkout, 'checker');

/** Each rule id's default level, from `newBackwardCompatibilityRule(Id, LEVEL, …)`. */
function defaultLevels(): Map<string, string> {
  const levels = new Map<string, string>();
  for (const file of readdirSync(checker).filter((name) => name.endsWith('.go') && !name.endsWith('_test.go'))) {
    const text = readFileSync(path.join(checker, file), 'utf8');
    for (const [, name, level] of text.matchAll(/newBackwardCompatibilityRule\((\w+),\s*(ERR|WARN|INFO)/g))
      levels.set(name!, level!);
  }
  return levels;
}

interface Case {
  test: string;
  base: string;
  revision: string;
  /** oasdiff's verdict: some expected change is ERR. */
  breaking: boolean;
}

function cases(): Case[] {
  const levels = defaultLevels();
  const found: Case[] = [];
  for (const file of readdirSync(checker).filter((name) => name.endsWith('_test.go'))) {
    const text = readFileSync(path.join(checker, file), 'utf8');
    const functions = text.split(/^func (?=Test)/m).slice(1);
    for (const body of functions) {
      const name = /^(\w+)/.exec(body)?.[1] ?? '?';
      const loads = [...body.matchAll(/(?:open|loadOpenAPISpecInfo\w*|loadFrom\w*)\((?:t,\s*)?"([^"]+\.ya?ml)"/g)].map(
        (m) => m[1]!,
      );
      if (loads.length !== 2 || loads[0] === loads[1]) continue;
      // Edits made in Go to a loaded document: the pair on disk is not what the test compares.
      if (/\bs[12]\.(Spec|Paths)\b[^\n]*[^=!<>:]=[^=]/.test(body) || /\bs[12]\.\w+(\.\w+)*\s*=/.test(body)) continue;
      if (/\bs[12]\.Spec\.[^\n]*\.(Delete|Set|Value\()/.test(body)) continue;
      const empty =
        /require\.(Empty|Len)\(t,\s*errs(,\s*0)?\)/.test(body) && !/require\.Len\(t, errs, [1-9]/.test(body);
      // The level stated in an expected change, or asserted of the change found (`require.Equal(t, checker.INFO, …`).
      const stated = [
        ...body.matchAll(/Level:\s*checker\.(ERR|WARN|INFO)|require\.Equal\(t,\s*checker\.(ERR|WARN|INFO),/g),
      ].map((m) => (m[1] ?? m[2])!);
      // An id the test asserts is not reported (`require.NotEqual`) is no expectation.
      const expected = body.replace(/^.*NotEqual.*$/gm, '');
      const ids = [...expected.matchAll(/checker\.(\w+Id)\b/g)].map((m) => m[1]!).filter((id) => levels.has(id));
      let breaking: boolean;
      if (stated.length > 0) breaking = stated.includes('ERR');
      else if (ids.length > 0) breaking = ids.some((id) => levels.get(id) === 'ERR');
      else if (empty) breaking = false;
      else continue;
      // One check run alone speaks only for its own concern: its "not breaking" says nothing of the pair.
      if (!breaking && /singleCheckConfig\(|WithSingleCheck|NewConfig\(\[\]/.test(body)) continue;
      const resolve = (file: string) => path.resolve(checker, file);
      found.push({ test: `${file}:${name}`, base: resolve(loads[0]!), revision: resolve(loads[1]!), breaking });
    }
  }
  return found;
}

const load = (file: string) => contractFrom(parseContract(readFileSync(file, 'utf8'), file), file);

let agree = 0;
let refused = 0;
const all = cases();
const rows: string[] = [];
for (const item of all) {
  let ours: boolean | 'refused';
  let detail: string;
  try {
    const { changes } = await diffContracts(load(item.base), load(item.revision));
    const breaking = changes.filter((change) => change.level === 'breaking' && change.id !== 'version-not-bumped');
    ours = breaking.length > 0;
    detail = breaking.map((change) => change.id).join(',');
  } catch (error) {
    ours = 'refused';
    detail = error instanceof Error ? error.message.split('\n')[0]! : String(error);
    refused += 1;
  }
  const same = ours === item.breaking;
  if (same) agree += 1;
  if (list && !same)
    rows.push(`${item.test}\toasdiff=${item.breaking ? 'breaking' : 'not'}\tours=${String(ours)}\t${detail}`);
}
if (list) process.stdout.write(`${rows.join('\n')}\n`);
const share = ((100 * agree) / all.length).toFixed(1);
process.stdout.write(
  `${all.length} pairs from oasdiff's checker tests: ${agree} agree (${share}%), ${refused} refused\n`,
);
