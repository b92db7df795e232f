// `ausd-api release`: the platform team's one way to publish. It compares the contract with the last published
// one, refuses a version that does not carry the bump the changes call for, writes the changelog section,
// builds and checks the packages as `npm test` does (refusing on a problem), and publishes every one at the version the root package.json states.
import { execFile } from 'node:child_process';
import { existsSync } from 'node:fs';
import { mkdtemp, readdir, readFile, rm, writeFile } from 'node:fs/promises';
import { tmpdir } from 'node:os';
import path from 'node:path';
import { insertSection, sectionVersion } from '../../diff/changelog.js';
import { loadDiffConfig } from '../../diff/config.js';
import { loadContractFile } from '../../diff/contract.js';
import { expiredLine } from '../../diff/format/github.js';
import { formatMarkdown } from '../../diff/format/markdown.js';
import { type DiffResult, diffContracts } from '../../diff/index.js';
import { ContractInputError } from '../../diff/input-error.js';
import { operationRoutes } from '../../diff/run.js';
import { actualBump, atLeast, type Bump, nextVersion, numberedBump, parseVersion } from '../../diff/version.js';
import { parseOptions, UsageError } from '@ausd/command-line/arguments';
import type { Command } from '@ausd/command-line/command';

const usage = `
Usage: ausd-api release [--registry <url>] [--dry-run]

Publishes every package at the one version the root package.json states. Run it at the root of a checkout whose
\`npm test\` passes, with a publish token for the registry in your npm config. In order:

  1. reads the last published contract: @ausd/contract's openapi.json at the registry's latest version (none:
     a first release);
  2. compares it with generated/openapi.json (as \`ausd-api diff\`, with .ausd-diff.yaml's severity overrides and
     accepted changes, each accepted one printed) and refuses unless the version carries the bump
     the changes call for: breaking → major, other classified changes → minor, any other edit or none → patch
     (while 0.x: breaking → minor, the rest → patch); the contract's info.version must carry it too;
  3. writes the changelog section for those changes into generated/CHANGELOG.md and regenerates the reference,
     which shows it (commit both after the release);
  4. builds and checks the packages (npm run check:packages: publint and attw over each one's tarball, every
     shipped file from its package's folder) and refuses on any problem they report;
  5. publishes them, each package after the @ausd packages it depends on.

  --registry <url>  the registry to compare with and publish to (default: the one your npm config maps the
                    @ausd scope to, '@ausd:registry=<url>'; never npm's default registry)
  --dry-run         do everything but write the changelog and publish: print the section, \`npm publish --dry-run\`

Exit status: 0 released (or, with --dry-run, would be), 1 refused or failed (the reason is printed), 2 usage error
or unreadable input.
`;

const scope = '@ausd';
const contractPackage = `${scope}/contract`;
const npm = process.platform === 'win32' ? 'npm.cmd' : 'npm';

/** A release that must not go ahead; the command prints the reason and exits 1. */
class Refusal extends Error {}

interface Npm {
  code: number;
  stdout: string;
  stderr: string;
}

function runNpm(args: string[], cwd: string): Promise<Npm> {
  const env = { ...process.env, npm_config_update_notifier: 'false', npm_config_fund: 'false' };
  return new Promise((resolve) =>
    // The parent's `npm run -s` must not silence the errors read below.
    execFile(npm, [...args, '--loglevel=error'], { cwd, env, maxBuffer: 64 << 20 }, (error, stdout, stderr) =>
      resolve({ code: error ? (typeof error.code === 'number' ? error.code : 1) : 0, stdout, stderr }),
    ),
  );
}

const lastLines = (text: string) => text.trim().split('\n').slice(-15).join('\n');

/**
 * The registry named by --registry, else the one npm maps the scope to. Never npm's default registry: the scope
 * is not owned there, and publishing the packages anywhere but the organisation's registry is a mistake.
 */
async function registryOf(option: string | undefined, root: string): Promise<string> {
  let chosen = option;
  if (chosen === undefined) {
    const mapped = (await runNpm(['config', 'get', `${scope}:registry`], root)).stdout.trim();
    if (!/^https?:\/\//.test(mapped)) {
      throw new UsageError(
        `no registry for the ${scope} scope: pass --registry <url>, or add '${scope}:registry=<url>' to your .npmrc`,
      );
    }
    chosen = mapped;
  }
  if (!/^https?:\/\/[^\s#?]+$/.test(chosen)) throw new UsageError(`--registry must be an http(s) URL, got '${chosen}'`);
  return chosen.endsWith('/') ? chosen : `${chosen}/`;
}

/** npm options that send the scope, and everything else, to `registry`. */
const at = (registry: string) => [`--registry=${registry}`, `--${scope}:registry=${registry}`];

interface Published {
  version: string;
  contractFile: string;
}

/** The contract of @ausd/contract's latest version on the registry, unpacked into `work`; undefined if none. */
async function lastPublished(registry: string, root: string, work: string): Promise<Published | undefined> {
  const view = await runNpm(['view', contractPackage, 'dist-tags.latest', ...at(registry)], root);
  if (view.code !== 0) {
    if (/\bE404\b/.test(view.stderr)) return undefined;
    throw new ContractInputError(
      `cannot read ${contractPackage} from ${registry}:\n${lastLines(view.stderr)}\n` +
        'Next step: check --registry and that npm reaches it (npm ping --registry <url>).',
    );
  }
  const version = view.stdout.trim();
  const pack = await runNpm(
    ['pack', `${contractPackage}@${version}`, '--json', '--pack-destination', work, ...at(registry)],
    work,
  );
  if (pack.code !== 0) throw new Refusal(`cannot download ${contractPackage}@${version}:\n${lastLines(pack.stderr)}`);
  const [{ filename }] = JSON.parse(pack.stdout) as [{ filename: string }];
  await new Promise<void>((resolve, reject) =>
    execFile('tar', ['-xzf', filename, 'package/openapi.json'], { cwd: work }, (error) =>
      error ? reject(new Refusal(`cannot unpack ${filename}: ${error.message}`)) : resolve(),
    ),
  );
  return { version, contractFile: path.join(work, 'package', 'openapi.json') };
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
    const { breaking, warning, info } = result.summary;
    const why =
      result.bump === 'none'
        ? 'the contract did not change, and a release needs a version not yet published'
        : `the contract changes (${breaking} breaking, ${warning} warning, ${info} info) call for a ${required} bump`;
    reasons.push(
      `${published} → ${version}: ${why}. Set "version" in package.json to at least ` +
        `${nextVersion(published, result.bump === 'none' ? 'patch' : result.bump)}.`,
    );
  }
  for (const change of result.changes) if (change.id === 'version-not-bumped') reasons.push(change.message);
  return { required, reasons };
}

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
      throw new Refusal(`${manifest.name} was built at ${manifest.version}, not ${version}: run npm run build`);
    const dependencies = Object.keys(manifest.dependencies ?? {}).filter((name) => name.startsWith(`${scope}/`));
    built.push({ name: manifest.name, dir, dependencies });
  }
  if (built.length === 0)
    throw new Refusal('npm run build left no package to publish (no <workspace>/dist/package.json)');
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
      throw new Refusal(`the packages depend on each other in a cycle: ${left.map((pkg) => pkg.name).join(', ')}`);
    waves.push(ready);
    for (const pkg of ready) done.add(pkg.name);
    left = left.filter((pkg) => !ready.includes(pkg));
  }
  return waves;
}

async function release(options: { registry?: string; dryRun: boolean }): Promise<number> {
  const root = process.cwd();
  const say = (line: string) => process.stdout.write(`${line}\n`);
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

  const work = await mkdtemp(path.join(tmpdir(), 'ausd-release-'));
  try {
    const head = await loadContractFile(headFile);
    const published = await lastPublished(registry, root, work);
    let section: string | undefined;
    if (published === undefined) {
      say(`  no ${contractPackage} on the registry: a first release, nothing to compare with`);
    } else {
      const base = await loadContractFile(published.contractFile);
      // The repository's .ausd-diff.yaml: its severity overrides decide the bump, its acceptances are listed.
      const result = await diffContracts(base, head, { config: await loadDiffConfig(undefined, root) });
      const { breaking, warning, info } = result.summary;
      say(
        `  last published ${published.version} (contract ${base.document.info.version}); contract changes: ` +
          `${breaking} breaking, ${warning} warning, ${info} info`,
      );
      for (const change of result.changes.filter((found) => found.accepted))
        say(
          `  accepted ${change.id} at ${change.location} until ${change.accepted!.expires}: ${change.accepted!.reason}`,
        );
      for (const entry of result.acceptances.expired) say(`  expired: ${expiredLine(entry)}`);
      const verdict = judgeVersion(published.version, version, result);
      if (verdict.reasons.length > 0) throw new Refusal(verdict.reasons.join('\n'));
      say(`  ${published.version} → ${version} carries the ${verdict.required} bump they call for`);
      if (result.bump !== 'none') {
        section = formatMarkdown(result, {
          version: sectionVersion(base, head),
          date: new Date().toISOString().slice(0, 10),
          routes: operationRoutes(base, head),
        });
      }
    }

    if (section !== undefined) {
      const heading = section.split('\n')[0]!.slice(3);
      if (options.dryRun) say(`  changelog section (not written):\n\n${section}`);
      else {
        const changelog = path.join(root, 'generated', 'CHANGELOG.md');
        await writeFile(changelog, insertSection(await readFile(changelog, 'utf8'), section));
        // The reference shows the changelog on its Versioning page, and @ausd/contract ships both.
        const docs = await runNpm(['run', 'docs'], root);
        if (docs.code !== 0) throw new Refusal(`npm run docs failed:\n${lastLines(docs.stdout + docs.stderr)}`);
        say(`  wrote the ${heading} section into generated/CHANGELOG.md and regenerated the reference`);
      }
    }

    // The checks `npm test` runs over the packages: it builds them, packs them and lints every tarball.
    const check = await runNpm(['run', 'check:packages'], root);
    if (check.code !== 0) {
      throw new Refusal(`npm run check:packages found the packages unfit to publish:\n${lastLines(check.stderr)}`);
    }
    const waves = publishOrder(await builtPackages(root, version));
    say(`  built and checked ${waves.flat().length} packages (publint, attw, each file from its package's folder)`);

    const publish = [...(options.dryRun ? ['--dry-run'] : []), ...at(registry)];
    for (const wave of waves) {
      const outcomes = await Promise.all(wave.map((pkg) => runNpm(['publish', pkg.dir, ...publish], root)));
      outcomes.forEach((outcome, i) => {
        const { name } = wave[i]!;
        if (outcome.code !== 0)
          throw new Refusal(`npm publish ${name}@${version} failed:\n${lastLines(outcome.stderr)}`);
        say(`  ${options.dryRun ? 'would publish' : 'published'} ${name}@${version}`);
      });
    }
    say(`${options.dryRun ? 'Dry run: would release' : 'Released'} ${waves.flat().length} packages at ${version}.`);
    return 0;
  } finally {
    await rm(work, { recursive: true, force: true });
  }
}

const command: Command = {
  usage,
  async run(argv) {
    const values = parseOptions(argv, {
      registry: { type: 'string' },
      'dry-run': { type: 'boolean', default: false },
    });
    try {
      return await release({ registry: values.registry, dryRun: values['dry-run'] });
    } catch (error) {
      if (error instanceof Refusal) {
        process.stderr.write(`ausd-api release: refused: ${error.message}\n`);
        return 1;
      }
      if (!(error instanceof ContractInputError)) throw error;
      process.stderr.write(`ausd-api release: ${error.message}\n`);
      return 2;
    }
  },
};

export default command;
