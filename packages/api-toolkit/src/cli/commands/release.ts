// `ausd-api release`: the platform team's one way to publish. A gate first (registry credentials, a committed
// tree whose generated files are current, a version that carries the bump the contract changes call for), then
// the changelog section, the package checks `npm test` runs, and every package published at the version the root
// package.json states. Refusals by the gate exit 1, steps that break exit 3.
import { existsSync } from 'node:fs';
import { readdir, readFile, writeFile } from 'node:fs/promises';
import path from 'node:path';
import { bumpSentence, contractBeside } from '../../diff/bump-sentence.js';
import { insertSection, sectionVersion } from '../../diff/changelog.js';
import { configFile, loadDiffConfig } from '../../diff/config.js';
import { loadContractFile } from '../../diff/contract.js';
import { countsLine } from '../../diff/format/counts.js';
import { expiredLine } from '../../diff/format/github.js';
import { formatMarkdown } from '../../diff/format/markdown.js';
import { type DiffResult, diffContracts } from '../../diff/index.js';
import { ContractInputError } from '../../diff/input-error.js';
import type { Change } from '../../diff/rule.js';
import { operationRoutes } from '../../diff/run.js';
import { actualBump, atLeast, type Bump, numberedBump, parseVersion } from '../../diff/version.js';
import {
  at,
  authenticationProblem,
  contractPackage,
  scope,
  lastLines,
  lastPublished,
  npmWithin,
  redact,
  registryOf,
  ReleaseFailure,
  runNpm,
} from '../registry.js';
import { runBounded } from '../bounded-run.js';
import { parseOptions, UsageError } from '@ausd/command-line/arguments';
import type { Command } from '@ausd/command-line/command';

const usage = `
Usage: ausd-api release [--registry <url>] [--dry-run]

Publishes every package at the one version the root package.json states. Run it at the root of a clone whose
\`npm test\` passes, with every change committed and a publish token for the registry in your npm config. In order:

  1. the gate, before anything is built; it refuses, naming each reason and the command that clears it, when
     - npm holds no credentials the registry accepts (npm whoami; next step: npm login --registry <url>);
     - generated/ is not what spec/ generates (next step: npm run generate, then commit);
     - the working tree has changes not committed (next step: commit or stash them);
     - the version does not carry the bump the contract changes call for: it reads @ausd/contract's openapi.json
       at the registry's latest version (none: a first release), compares it with generated/openapi.json (as
       \`ausd-api diff\`, with .ausd-diff.yaml's severity overrides and accepted changes, each accepted one
       printed) and names each change that calls for the bump: breaking → major, other classified
       changes → minor, any other edit or none → patch (while 0.x: breaking → minor, the rest → patch); the
       contract's info.version must carry it too (next step: ausd-api version auto, which sets both);
     - a breaking change is not accepted in .ausd-diff.yaml, or its acceptance has expired (next step: revert
       it, or accept it on purpose with a reason and an end date);
  2. writes the changelog section for those changes into generated/CHANGELOG.md and regenerates the reference,
     which shows it (commit both after the release);
  3. builds and checks the packages (npm run check:packages: publint and attw over each one's tarball, every
     shipped file from its package's folder) and refuses on any problem they report;
  4. publishes them, each package after the @ausd packages it depends on.

  --registry <url>  the registry to compare with and publish to (default: the one your npm config maps the
                    @ausd scope to, '@ausd:registry=<url>'; never npm's default registry). Credentials in the
                    URL are never printed: its userinfo shows as ***
  --dry-run         do everything but write the changelog and publish: print the section, \`npm publish --dry-run\`

Exit status:
  0  released (or, with --dry-run, would be)
  1  refused by the gate: nothing was published; fix each reason printed and run it again
  2  usage error or unreadable input (an option, the npm config, not the repository's root)
  3  failed: a step broke or ran past its bound (the registry did not answer, npm run docs or a publish
     failed); it names what was published before it. The registry has ${npmWithin.whoami / 1000} s to answer npm whoami, ${npmWithin.question / 1000} s
     each later question and ${npmWithin.publish / 60_000} minutes each publish; npm run docs and check:packages have ${npmWithin.script / 60_000} minutes each
`;

/** A release the gate refuses: nothing was published; the command prints each reason and exits 1. */
class Refusal extends Error {
  constructor(reasons: string[]) {
    super(reasons.map((reason) => `  - ${reason}`).join('\n'));
  }
}

const exitStatus = { released: 0, refused: 1, usage: 2, failed: 3 } as const;

/**
 * What keeps the tree from being the commit it claims to be: changes not committed, and generated files that
 * are not what spec/ generates. Each reason names the command that clears it.
 */
async function treeProblems(root: string): Promise<{ problems: string[]; staleGeneration: boolean }> {
  const status = await runBounded('git', ['status', '--porcelain', '--untracked-files=normal'], { cwd: root });
  if (status.code !== 0) {
    const problem =
      `${root} is not a git checkout (git status: ${lastLines(status.stderr).split('\n')[0]}). A release publishes ` +
      'what a commit holds.\n  Next step: run it in a clone of the contract repository.';
    return { problems: [problem], staleGeneration: false };
  }
  const problems: string[] = [];
  // Runs before the tree check: a stale generation is the more specific reason, and its fix makes changes too.
  const generation = await generationProblem();
  if (generation !== undefined) problems.push(generation);
  const changed = status.stdout.split('\n').filter((line) => line.trim() !== '');
  if (changed.length > 0) {
    const listed = changed.slice(0, 10).map((line) => `    ${line}`);
    if (changed.length > 10) listed.push(`    … and ${changed.length - 10} more`);
    problems.push(
      `the working tree has changes not committed: a release publishes what a commit holds.\n${listed.join('\n')}\n` +
        '  Next step: commit them (git add -A && git commit), or set them aside (git stash -u).',
    );
  }
  return { problems, staleGeneration: generation !== undefined };
}

/**
 * What `npm run generate -- --check` would report, in this process: the repository's own generators (run at its
 * root, as the release is) write nothing and name each generated file that differs from what spec/ generates.
 */
async function generationProblem(): Promise<string | undefined> {
  const { generate } = await import('@ausd/generators');
  let stale: string[];
  try {
    const reports = await generate({ check: true });
    stale = reports.flatMap((report) => report.files.filter((file) => file.changed).map((file) => file.path));
  } catch (error) {
    const message = error instanceof Error ? error.message : String(error);
    return `spec/ does not generate:\n${lastLines(message)}\n  Next step: npm run lint, fix what it reports.`;
  }
  if (stale.length === 0) return undefined;
  return (
    `generated files are stale: spec/ changed since \`npm run generate\` last ran (${stale.join(', ')}).\n` +
    '  Next step: npm run generate, then commit spec/ and what it regenerated.'
  );
}

export interface Verdict {
  /** The bump the changes call for, as numbered for the published version. */
  required: Bump;
  /** Why the release must not go ahead; empty when it may. */
  reasons: string[];
}

/**
 * Whether `version` may follow the published one given the contract changes. Anything released needs a
 * higher version, so at least a patch bump; the contract's own info.version is judged by the diff's
 * version-not-bumped rule.
 */
export function judgeVersion(published: string, version: string, result: DiffResult): Verdict {
  const before = parseVersion(published);
  const after = parseVersion(version);
  if (!before || !after) {
    const which = before ? `the root package.json states '${version}'` : `the registry's latest is '${published}'`;
    return { required: 'patch', reasons: [`${which}, which is not a semantic version`] };
  }
  const called = numberedBump(result.bump, before);
  const required = atLeast(called, 'patch') ? called : 'patch';
  const reasons: string[] = [];
  if (!atLeast(actualBump(before, after), required)) {
    const counts = result.bump === 'none' ? '' : `contract changes: ${countsLine(result.changes)}; `;
    reasons.push(
      `${published} → ${version}: ${counts}${bumpSentence(result.bump, published)}. ` +
        'Set "version" in package.json with ausd-api version auto.' +
        callingChanges(result)
          .map((change) => `\n    ${change.level} ${change.id} (${place(change)}): ${change.message}`)
          .join(''),
    );
  }
  for (const change of result.changes) if (change.id === 'version-not-bumped') reasons.push(change.message);
  return { required, reasons };
}

/**
 * A breaking change reaches integrators only on purpose: each one `.ausd-diff.yaml` does not accept (or accepted
 * until a day that has passed) refuses the release, named with the entry that would let it through.
 */
export function unacceptedBreaking(result: DiffResult): string[] {
  const open = result.changes.filter((change) => change.level === 'breaking' && !change.accepted);
  if (open.length === 0) return [];
  const lines = open.map((change) => {
    const lapsed = result.acceptances.expired.find((entry) => entry.id === change.id && entry.at === change.location);
    const expired = lapsed ? ` (its acceptance expired on ${lapsed.expires})` : '';
    const subject = change.subject ? ` subject ${change.subject.join(', ')}` : '';
    return `\n    breaking ${change.id} at ${change.location || '/'}${subject} (${place(change)}): ${change.message}${expired}`;
  });
  return [
    `${open.length} breaking change${open.length === 1 ? ' is' : 's are'} not accepted in ${configFile}: a release ` +
      `breaks integrators only on purpose.${lines.join('')}\n  Next step: revert it, or accept it on purpose under ` +
      `\`accepted:\` in ${configFile} ({id, at, subject where printed, reason, expires}, as printed above), then ` +
      'commit.',
  ];
}

/** The changes that set the bump: the breaking ones if any, else every classified one. */
function callingChanges(result: DiffResult): Change[] {
  const judged = result.changes.filter((change) => change.id !== 'version-not-bumped');
  const breaking = judged.filter((change) => change.level === 'breaking');
  return breaking.length > 0 ? breaking : judged;
}

const place = (change: Change) => (change.operations.length > 0 ? change.operations.join(', ') : change.location);

interface Built {
  name: string;
  dir: string;
  dependencies: string[];
}

/** The publishable workspaces of the root manifest, as `npm run build` left them: each one's dist/. */
async function builtPackages(root: string, version: string): Promise<Built[]> {
  const { workspaces = [] } = JSON.parse(await readFile(path.join(root, 'package.json'), 'utf8')) as {
    workspaces?: string[];
  };
  const dirs: string[] = [];
  for (const pattern of workspaces) {
    if (!pattern.endsWith('/*')) dirs.push(pattern);
    else {
      const entries = await readdir(path.join(root, pattern.slice(0, -2)), { withFileTypes: true });
      dirs.push(
        ...entries.filter((entry) => entry.isDirectory()).map((entry) => `${pattern.slice(0, -2)}/${entry.name}`),
      );
    }
  }
  const built: Built[] = [];
  for (const workspace of dirs.sort()) {
    const dir = path.join(root, workspace, 'dist');
    if (!existsSync(path.join(dir, 'package.json'))) continue;
    const manifest = JSON.parse(await readFile(path.join(dir, 'package.json'), 'utf8')) as {
      name: string;
      version: string;
      private?: boolean;
      dependencies?: Record<string, string>;
    };
    if (manifest.private) continue;
    if (manifest.version !== version)
      throw new ReleaseFailure(`${manifest.name} was built at ${manifest.version}, not ${version}: run npm run build`);
    const dependencies = Object.keys(manifest.dependencies ?? {}).filter((name) => name.startsWith(`${scope}/`));
    built.push({ name: manifest.name, dir, dependencies });
  }
  if (built.length === 0)
    throw new ReleaseFailure('npm run build left no package to publish (no <workspace>/dist/package.json)');
  return built;
}

/** The packages in groups that can be published together: each after every @ausd package it depends on. */
function publishOrder(built: Built[]): Built[][] {
  const waves: Built[][] = [];
  const done = new Set<string>();
  let left = built;
  while (left.length > 0) {
    const ready = left.filter((pkg) =>
      pkg.dependencies.every((name) => done.has(name) || !built.some((b) => b.name === name)),
    );
    if (ready.length === 0)
      throw new ReleaseFailure(
        `the packages depend on each other in a cycle: ${left.map((pkg) => pkg.name).join(', ')}`,
      );
    waves.push(ready);
    for (const pkg of ready) done.add(pkg.name);
    left = left.filter((pkg) => !ready.includes(pkg));
  }
  return waves;
}

async function release(options: { registry?: string; dryRun: boolean }): Promise<number> {
  const root = process.cwd();
  const say = (line: string) => process.stdout.write(`${redact(line, [options.registry])}\n`);
  const headFile = path.join(root, 'generated', 'openapi.json');
  if (!existsSync(path.join(root, 'packages')) || !existsSync(headFile)) {
    throw new ContractInputError(
      `${root} is not the root of the contract repository (no packages/ or generated/openapi.json).\n` +
        'Next step: run it at the root of a checkout, after npm ci.',
    );
  }
  const { version } = JSON.parse(await readFile(path.join(root, 'package.json'), 'utf8')) as { version?: string };
  if (version === undefined || !parseVersion(version)) {
    throw new ContractInputError(
      `package.json states no semantic version ('${version ?? ''}'); the packages' one version is stated there`,
    );
  }
  const registry = await registryOf(options.registry, root);
  say(`ausd-api release ${version} to ${registry}${options.dryRun ? ' (dry run)' : ''}`);

  // The gate, before anything is built: credentials first (the cheapest answer), then the tree, then the version.
  const unauthenticated = await authenticationProblem(registry, root);
  if (unauthenticated !== undefined) throw new Refusal([unauthenticated]);
  say('  npm is logged in to the registry');
  const tree = await treeProblems(root);
  const reasons = tree.problems;
  if (reasons.length === 0) say('  the tree is a commit, and generated/ is what spec/ generates');

  const head = await loadContractFile(headFile);
  const published = await lastPublished(registry, root);
  let section: string | undefined;
  if (published === undefined) {
    say(`  no ${contractPackage} on the registry: a first release, nothing to compare with`);
  } else if (tree.staleGeneration) {
    // generated/openapi.json is not the contract spec/ states: a verdict on it would be about the wrong contract.
    say('  the version is judged once generated/ is current');
  } else {
    const base = published.contract;
    // The repository's .ausd-diff.yaml: its severity overrides decide the bump, its acceptances are listed.
    const result = await diffContracts(base, head, { config: await loadDiffConfig(undefined, root) });
    say(
      `  last published ${published.version} (${contractBeside(published.version, base.document.info.version)}); ` +
        `contract changes: ${countsLine(result.changes)}; ` +
        bumpSentence(result.bump, published.version),
    );
    for (const change of result.changes.filter((found) => found.accepted))
      say(
        `  accepted ${change.id} at ${change.location} until ${change.accepted!.expires}: ${change.accepted!.reason}`,
      );
    for (const entry of result.acceptances.expired) say(`  expired: ${expiredLine(entry)}`);
    const verdict = judgeVersion(published.version, version, result);
    reasons.push(...verdict.reasons, ...unacceptedBreaking(result));
    if (verdict.reasons.length === 0) say(`  ${published.version} → ${version} carries it`);
    if (result.bump !== 'none') {
      section = formatMarkdown(result, {
        version: sectionVersion(base, head),
        date: new Date().toISOString().slice(0, 10),
        routes: operationRoutes(base, head),
      });
    }
  }
  if (reasons.length > 0) throw new Refusal(reasons);

  if (section !== undefined) {
    const heading = section.split('\n')[0]!.slice(3);
    if (options.dryRun) say(`  changelog section (not written):\n\n${section}`);
    else {
      const changelog = path.join(root, 'generated', 'CHANGELOG.md');
      await writeFile(changelog, insertSection(await readFile(changelog, 'utf8'), section));
      // The reference shows the changelog on its Versioning page, and @ausd/contract ships both.
      const docs = await runNpm(['run', 'docs'], root, npmWithin.script);
      if (docs.code !== 0) throw new ReleaseFailure(`npm run docs failed:\n${lastLines(docs.stdout + docs.stderr)}`);
      say(`  wrote the ${heading} section into generated/CHANGELOG.md and regenerated the reference`);
    }
  }

  // The checks `npm test` runs over the packages: it builds them, packs them and lints every tarball.
  const check = await runNpm(['run', 'check:packages'], root, npmWithin.script);
  if (check.unanswered) throw new ReleaseFailure(`npm run check:packages failed:\n${lastLines(check.stderr)}`);
  if (check.code !== 0) {
    throw new Refusal([`npm run check:packages found the packages unfit to publish:\n${lastLines(check.stderr)}`]);
  }
  const waves = publishOrder(await builtPackages(root, version));
  say(`  built and checked ${waves.flat().length} packages (publint, attw, each file from its package's folder)`);

  const publish = [...(options.dryRun ? ['--dry-run'] : []), ...at(registry)];
  const done: string[] = [];
  for (const wave of waves) {
    const outcomes = await Promise.all(
      wave.map((pkg) => runNpm(['publish', pkg.dir, ...publish], root, npmWithin.publish)),
    );
    const failed: string[] = [];
    outcomes.forEach((outcome, i) => {
      const { name } = wave[i]!;
      if (outcome.code !== 0) failed.push(`npm publish ${name}@${version} failed:\n${lastLines(outcome.stderr)}`);
      else {
        done.push(name);
        say(`  ${options.dryRun ? 'would publish' : 'published'} ${name}@${version}`);
      }
    });
    if (failed.length > 0) {
      const already = done.length > 0 ? `published before it: ${done.join(', ')}` : 'nothing was published';
      throw new ReleaseFailure(
        `${failed.join('\n')}\n${already}. Next step: fix the cause and run the release again at the same ` +
          'version only if nothing was published, else at the next patch version (npm refuses a version twice).',
      );
    }
  }
  say(`${options.dryRun ? 'Dry run: would release' : 'Released'} ${waves.flat().length} packages at ${version}.`);
  return exitStatus.released;
}

const command: Command = {
  usage: () => usage,
  async run(argv) {
    const values = parseOptions(argv, {
      registry: { type: 'string' },
      'dry-run': { type: 'boolean', default: false },
    });
    // Credentials a --registry URL carries are never printed, on stdout or in errors.
    const write = (stream: NodeJS.WriteStream, text: string) => stream.write(redact(text, [values.registry]));
    try {
      return await release({ registry: values.registry, dryRun: values['dry-run'] });
    } catch (error) {
      if (error instanceof Refusal) {
        write(process.stderr, `ausd-api release: refused by the gate, nothing published:\n${error.message}\n`);
        return exitStatus.refused;
      }
      if (error instanceof ReleaseFailure) {
        write(process.stderr, `ausd-api release: failed: ${error.message}\n`);
        return exitStatus.failed;
      }
      if (error instanceof UsageError) throw new UsageError(redact(error.message, [values.registry]));
      if (!(error instanceof ContractInputError)) throw error;
      write(process.stderr, `ausd-api release: ${error.message}\n`);
      return exitStatus.usage;
    }
  },
};

export default command;
