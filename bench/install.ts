// What installing each package costs an integrator, from a registry, on each supported Node line (22 and 24):
//   - `ausd-api release` publishes every package to a Verdaccio server on loopback (test/support/registry.ts);
//   - each package is installed by name and range into its own empty project, the @ausd scope mapped to that
//     server and everything else from npm's registry, install scripts run as npm runs them; npm itself runs
//     under the Node measured (test/support/node-lines.ts);
//   - per install: wall time with an empty npm cache (a new machine: every tarball downloaded), then the median
//     of three with the cache that install filled (a new project on a used machine); packages installed besides
//     it; bytes on disk (file sizes) of the package and of node_modules; whether a native compile happened (a
//     node-gyp build/Release or build/Debug folder anywhere under node_modules);
//   - peers installed the same way, side by side: openapi-fetch (a typed fetch client, beside @ausd/client),
//     express-openapi-validator (OpenAPI request validation for Express, beside @ausd/express) and Prism (an
//     OpenAPI mock server, beside @ausd/sandbox).
// `--only <package>` (repeatable) installs only those packages and the peers beside them, every package still
// published: a cheap run that re-measures one row.
// bench/RESULTS.md ("Install from a registry") keeps the figures.
import { mkdir, mkdtemp, readdir, readFile, rm, writeFile } from 'node:fs/promises';
import { tmpdir } from 'node:os';
import path from 'node:path';
import { nodeBinary, type NodeVersion } from '../test/support/node-lines.js';
import { withoutNpmSettings } from '../test/support/npm-env.js';
import { startRegistry } from '../test/support/registry.js';
import { bytes, run } from './installed.js';
import { benchOptions } from './options.js';

const LINES: NodeVersion[] = ['22.23.3', '24.21.0'];
const PEERS = [
  { spec: 'openapi-fetch@0.17', beside: '@ausd/client' },
  { spec: 'express-openapi-validator@5', beside: '@ausd/express' },
  { spec: '@stoplight/prism-cli@5.12', beside: '@ausd/sandbox' },
];
const WARM_RUNS = 3;
const { only } = benchOptions({ only: { type: 'string', multiple: true } });
const measured = (name: string) => only === undefined || only.includes(name);
const peers = PEERS.filter(({ beside }) => measured(beside));

const npmCli = process.env.npm_execpath;
if (!npmCli?.endsWith('.js')) throw new Error('run it as npm run bench:install (npm_execpath names npm itself)');

async function nativeBuild(modules: string): Promise<boolean> {
  for (const entry of await readdir(modules, { withFileTypes: true, recursive: true })) {
    if (entry.isDirectory() && /^(Release|Debug)$/.test(entry.name) && path.basename(entry.parentPath) === 'build')
      return true;
  }
  return false;
}

const median = (values: number[]) => [...values].sort((a, b) => a - b)[Math.floor(values.length / 2)]!;

interface Row {
  name: string;
  version: string;
  declared: number;
  installed: number;
  packageBytes: number;
  totalBytes: number;
  coldMs: number;
  warmMs: number;
  native: boolean;
}

const work = await mkdtemp(path.join(tmpdir(), 'ausd-install-'));
const registry = await startRegistry();
try {
  const root = process.cwd();
  const publisher = { ...withoutNpmSettings, npm_config_userconfig: registry.npmrc };
  process.stdout.write(`Publishing with ausd-api release to ${registry.url}\n`);
  const released = await run(
    'npm',
    ['run', '-s', 'ausd-api', '--', 'release', '--registry', registry.url],
    root,
    publisher,
  );
  const version = (JSON.parse(await readFile('package.json', 'utf8')) as { version: string }).version;
  const names = [...released.matchAll(/^ {2}published (\S+)@/gm)].map((match) => match[1]!);
  const integrator = path.join(work, 'integrator.npmrc');
  await writeFile(integrator, `@ausd:registry=${registry.url}\n`);
  const installs = [
    ...names
      .filter(measured)
      .sort()
      .map((name) => ({ name, spec: `${name}@^${version}`, peer: false })),
    ...peers.map(({ spec }) => ({ name: spec.slice(0, spec.lastIndexOf('@')), spec, peer: true })),
  ];

  let count = 0;
  /** One install of `spec` into a new empty project with the given npm cache, under `node`; its wall time. */
  async function install(node: string, spec: string, cache: string): Promise<{ project: string; ms: number }> {
    const project = path.join(work, `project-${(count += 1)}`);
    await mkdir(project);
    await writeFile(path.join(project, 'package.json'), JSON.stringify({ name: 'bench', private: true }));
    const env = { ...withoutNpmSettings, npm_config_userconfig: integrator, npm_config_cache: cache };
    const started = performance.now();
    await run(node, [npmCli!, 'install', '--no-audit', '--no-fund', '--no-update-notifier', spec], project, env);
    return { project, ms: performance.now() - started };
  }

  const results = new Map<NodeVersion, Row[]>();
  for (const line of LINES) {
    const node = await nodeBinary(line);
    const rows: Row[] = [];
    for (const { name, spec, peer } of installs) {
      const cache = path.join(work, `cache-${(count += 1)}`);
      const cold = await install(node, spec, cache);
      const warm: number[] = [];
      for (let i = 0; i < WARM_RUNS; i += 1) {
        const again = await install(node, spec, cache);
        warm.push(again.ms);
        await rm(again.project, { recursive: true, force: true });
      }
      const modules = path.join(cold.project, 'node_modules');
      const manifest = JSON.parse(await readFile(path.join(modules, name, 'package.json'), 'utf8')) as {
        version: string;
        dependencies?: Record<string, string>;
      };
      const lock = JSON.parse(await readFile(path.join(modules, '.package-lock.json'), 'utf8')) as {
        packages: Record<string, unknown>;
      };
      rows.push({
        name: peer ? `peer: ${name}` : name,
        version: manifest.version,
        declared: Object.keys(manifest.dependencies ?? {}).length,
        installed: Object.keys(lock.packages).length - 1,
        packageBytes: await bytes(path.join(modules, name)),
        totalBytes: await bytes(modules),
        coldMs: cold.ms,
        warmMs: median(warm),
        native: await nativeBuild(modules),
      });
      await rm(cold.project, { recursive: true, force: true });
      await rm(cache, { recursive: true, force: true });
      process.stdout.write(`  Node ${line}: ${name} done\n`);
    }
    results.set(line, rows);
  }

  const npmVersion = (await run(process.execPath, [npmCli, '--version'], root, withoutNpmSettings)).trim();
  const kB = (value: number) => `${(value / 1000).toFixed(1)} kB`;
  const s = (ms: number) => `${(ms / 1000).toFixed(1)} s`;
  /** One value, or one per line when they differ. */
  const perLine = (values: string[]) =>
    new Set(values).size === 1
      ? values[0]!
      : values.map((value, i) => `${value} (${LINES[i]!.split('.')[0]})`).join(', ');
  const columns = LINES.map((line) => line.split('.')[0]);
  process.stdout.write(
    `\nInstall from a registry (npm ${npmVersion}; one empty-cache install, median of ${WARM_RUNS} warm)\n\n` +
      `| Package | Declared deps | Installed besides it | Package on disk | node_modules on disk | ` +
      columns.map((line) => `Node ${line}: empty cache | Node ${line}: warm | `).join('') +
      `Native compile (${columns.join(', ')}) |\n` +
      `|${' --- |'.repeat(6 + 2 * LINES.length)}\n`,
  );
  const byLine = LINES.map((line) => results.get(line)!);
  byLine[0]!.forEach((first, i) => {
    const rows = byLine.map((rows) => rows[i]!);
    const cells = [
      `${first.name} ${first.version}`,
      perLine(rows.map((row) => String(row.declared))),
      perLine(rows.map((row) => String(row.installed))),
      perLine(rows.map((row) => kB(row.packageBytes))),
      perLine(rows.map((row) => kB(row.totalBytes))),
      ...rows.flatMap((row) => [s(row.coldMs), s(row.warmMs)]),
      rows.map((row) => (row.native ? 'yes' : 'no')).join(', '),
    ];
    process.stdout.write(`| ${cells.join(' | ')} |\n`);
  });
  process.stdout.write(`\nRatios, ours / peer's (Node ${columns.join(', then ')})\n\n`);
  process.stdout.write(
    '| Ours / peer | node_modules | Install, empty cache | Install, warm |\n| --- | --- | --- | --- |\n',
  );
  for (const { spec, beside } of peers) {
    const peer = `peer: ${spec.slice(0, spec.lastIndexOf('@'))}`;
    const pairs = byLine.map((rows) => [
      rows.find((row) => row.name === beside)!,
      rows.find((row) => row.name === peer)!,
    ]);
    const ratio = (measure: (row: Row) => number) =>
      pairs.map(([ours, theirs]) => `${(measure(ours!) / measure(theirs!)).toFixed(2)}×`).join(', ');
    process.stdout.write(
      `| ${beside} / ${peer.slice(6)} | ${ratio((row) => row.totalBytes)} | ${ratio((row) => row.coldMs)} | ` +
        `${ratio((row) => row.warmMs)} |\n`,
    );
  }
} finally {
  await registry.close();
  await rm(work, { recursive: true, force: true });
}
