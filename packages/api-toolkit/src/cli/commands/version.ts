// `ausd-api version`: the one way to raise the version, which lives in two places: the root package.json (every
// package's) and the contract's info.version (spec/openapi.yaml, with its pre-release tag). `auto` takes the bump
// the contract changes call for against the last release, as `release` judges it.
import { existsSync } from 'node:fs';
import { readFile, writeFile } from 'node:fs/promises';
import path from 'node:path';
import { isScalar, parseDocument } from 'yaml';
import { bumpSentence, contractBeside } from '../../diff/bump-sentence.js';
import { countsLine } from '../../diff/format/counts.js';
import { type DiffResult, diffContracts } from '../../diff/index.js';
import { ContractInputError } from '../../diff/input-error.js';
import { loadContract, workingSpec } from '../../diff/source.js';
import { type Bump, nextVersion, parseVersion, raisedVersion, type Version } from '../../diff/version.js';
import { contractPackage, lastPublished, redact, registryOf, ReleaseFailure } from '../registry.js';
import { parseOptions, UsageError } from '@ausd/command-line/arguments';
import type { Command } from '@ausd/command-line/command';

const usage = `
Usage: ausd-api version <patch|minor|major|auto> [--registry <url>] [--dry-run]

Sets the version in both places it is stated: "version" in the root package.json (every package's; the root
version in package-lock.json follows) and the contract's info.version in ${workingSpec} (its pre-release tag,
such as -beta, is kept). Run it at the root of the contract repository.

  patch|minor|major  raise that number of both versions (1.4.2 → 1.5.0 for minor, 0.1.0-beta → 0.2.0-beta)
  auto               the bump the contract changes call for against the last release, as \`ausd-api release\`
                     requires it: compares ${workingSpec} with @ausd/contract's latest version on the registry
                     (breaking → major, other classified changes → minor, anything else → patch; while 0.x:
                     breaking → minor, the rest → patch) and sets each version to the smallest one after the
                     published one that carries it; a version that already carries it is left as it is, and
                     without a release on the registry both stay as they are
  --registry <url>   with auto: the registry to read the last release from (default: the one your npm config
                     maps the @ausd scope to)
  --dry-run          print the versions it would set, change nothing

Then run \`npm run generate\` (generated/ states info.version) and commit; \`ausd-api release\` refuses a stale
generation.

Exit status: 0 set (or nothing to change), 1 the registry could not be read, 2 usage error or unreadable input.
`;

const bumps = ['patch', 'minor', 'major', 'auto'] as const;
type Requested = (typeof bumps)[number];

interface Stated {
  /** The root package.json's text and version. */
  manifest: { file: string; text: string; version: string };
  /** spec/openapi.yaml's text, its info.version and where that value sits in the text. */
  spec: { file: string; text: string; version: string; range: [number, number] };
}

async function readStated(root: string): Promise<Stated> {
  const manifestFile = path.join(root, 'package.json');
  const specFile = path.join(root, workingSpec);
  if (!existsSync(manifestFile) || !existsSync(specFile)) {
    throw new ContractInputError(
      `${root} is not the root of the contract repository (no package.json or ${workingSpec}).\n` +
        'Next step: run it at the root of a checkout.',
    );
  }
  const manifestText = await readFile(manifestFile, 'utf8');
  const { version } = JSON.parse(manifestText) as { version?: unknown };
  if (typeof version !== 'string' || !parseVersion(version))
    throw new ContractInputError(`package.json: "version" is not a semantic version (${JSON.stringify(version)})`);
  const specText = await readFile(specFile, 'utf8');
  const node = parseDocument(specText).getIn(['info', 'version'], true);
  if (!isScalar(node) || typeof node.value !== 'string' || !node.range || !parseVersion(node.value))
    throw new ContractInputError(`${workingSpec}#/info/version: not a semantic version`);
  const [start, end] = node.range;
  return {
    manifest: { file: manifestFile, text: manifestText, version },
    spec: { file: specFile, text: specText, version: node.value, range: [start, end] },
  };
}

async function writeStated(stated: Stated, packageVersion: string, contractVersion: string): Promise<void> {
  const { manifest, spec } = stated;
  if (packageVersion !== manifest.version) {
    // The first "version" key is the top-level one; the rest of the file keeps its formatting.
    const text = manifest.text.replace(/("version"\s*:\s*)"[^"]*"/, `$1${JSON.stringify(packageVersion)}`);
    await writeFile(manifest.file, text);
    await writeLockVersion(path.join(path.dirname(manifest.file), 'package-lock.json'), packageVersion);
  }
  if (contractVersion !== spec.version) {
    const [start, end] = spec.range;
    const written = spec.text.slice(start, end);
    const quote = /^['"]/.test(written) ? written[0]! : '';
    await writeFile(spec.file, `${spec.text.slice(0, start)}${quote}${contractVersion}${quote}${spec.text.slice(end)}`);
  }
}

/**
 * The lock file states the root package's version twice; left behind, the next `npm install` rewrites it and the
 * tree a release needs clean is not. Written as npm writes it: two-space JSON and a final newline.
 */
async function writeLockVersion(file: string, version: string): Promise<void> {
  if (!existsSync(file)) return;
  const lock = JSON.parse(await readFile(file, 'utf8')) as {
    version?: string;
    packages?: Record<string, { version?: string }>;
  };
  lock.version = version;
  const rootPackage = lock.packages?.[''];
  if (rootPackage !== undefined) rootPackage.version = version;
  await writeFile(file, `${JSON.stringify(lock, null, 2)}\n`);
}

/** `version` if it is not below the smallest version after `published` that carries `bump`, else that one. */
function carrying(published: string, version: string, bump: Bump): string {
  const target = nextVersion(published, bump);
  const wanted = parseVersion(target);
  const stated = parseVersion(version);
  if (!wanted || !stated) return target;
  const numbers = (v: Version) => [v.major, v.minor, v.patch];
  const difference = numbers(stated)
    .map((part, i) => part - numbers(wanted)[i]!)
    .find((delta) => delta !== 0);
  return difference === undefined || difference > 0 ? version : target;
}

/** What `auto` sets: undefined when there is no release to compare with. */
async function automatic(
  stated: Stated,
  registryOption: string | undefined,
  say: (line: string) => void,
): Promise<{ packageVersion: string; contractVersion: string } | undefined> {
  const root = process.cwd();
  const registry = await registryOf(registryOption, root);
  const published = await lastPublished(registry, root);
  if (published === undefined) {
    say(`no ${contractPackage} on ${redact(registry, [registry])}: a first release compares with nothing`);
    return undefined;
  }
  const base = published.contract;
  const result: DiffResult = await diffContracts(base, await loadContract(undefined));
  say(
    `last release ${published.version} (${contractBeside(published.version, base.document.info.version)}); ` +
      `contract changes: ${countsLine(result.changes)}; ` +
      bumpSentence(result.bump, published.version),
  );
  // Anything released needs a version not yet published; an unchanged contract keeps its info.version.
  const packageBump = result.bump === 'none' ? 'patch' : result.bump;
  return {
    packageVersion: carrying(published.version, stated.manifest.version, packageBump),
    contractVersion:
      result.bump === 'none'
        ? stated.spec.version
        : carrying(base.document.info.version, stated.spec.version, result.bump),
  };
}

const command: Command = {
  usage: () => usage,
  async run(argv) {
    const options = { registry: { type: 'string' }, 'dry-run': { type: 'boolean', default: false } } as const;
    const [requested, ...rest] = argv;
    if (requested === undefined || requested.startsWith('-')) {
      parseOptions(argv, options); // an unknown option is named first
      throw new UsageError(`name the bump: ${bumps.join(', ')}`);
    }
    if (!(bumps as readonly string[]).includes(requested))
      throw new UsageError(`the bump must be one of ${bumps.join(', ')}, got '${requested}'`);
    const values = parseOptions(rest, options);
    if (values.registry !== undefined && requested !== 'auto')
      throw new UsageError('--registry is read by auto only: the other bumps need no registry');
    const say = (line: string) => process.stdout.write(`${redact(line, [values.registry])}\n`);
    try {
      const stated = await readStated(process.cwd());
      let target: { packageVersion: string; contractVersion: string } | undefined;
      if (requested === 'auto') target = await automatic(stated, values.registry, say);
      else {
        const bump = requested as Exclude<Requested, 'auto'>;
        target = {
          packageVersion: raisedVersion(parseVersion(stated.manifest.version)!, bump),
          contractVersion: raisedVersion(parseVersion(stated.spec.version)!, bump),
        };
      }
      const packageVersion = target?.packageVersion ?? stated.manifest.version;
      const contractVersion = target?.contractVersion ?? stated.spec.version;
      const line = (what: string, from: string, to: string) =>
        `  ${what} ${from}${from === to ? ' (unchanged)' : ` → ${to}`}`;
      say(line('package.json version', stated.manifest.version, packageVersion));
      say(line(`${workingSpec} info.version`, stated.spec.version, contractVersion));
      const changed = packageVersion !== stated.manifest.version || contractVersion !== stated.spec.version;
      if (values['dry-run']) say('Dry run: nothing written.');
      else if (changed) {
        await writeStated(stated, packageVersion, contractVersion);
        say(`Next step: npm run generate, then commit package.json, spec/ and generated/.`);
      }
      return 0;
    } catch (error) {
      if (error instanceof ReleaseFailure) {
        process.stderr.write(`ausd-api version: ${redact(error.message, [values.registry])}\n`);
        return 1;
      }
      if (!(error instanceof ContractInputError)) throw error;
      process.stderr.write(`ausd-api version: ${redact(error.message, [values.registry])}\n`);
      return 2;
    }
  },
};

export default command;
