// Install footprint of each package beside named peers, measured side by side in one run:
//   - every package is built (tools/build.ts), packed, and installed from its tarball (with the tarballs of the
//     @ausd packages it depends on) into its own empty project from the registry, install scripts skipped (so
//     better-sqlite3's native build is not counted);
//   - peers: openapi-fetch (a typed fetch client; one dependency) and openai (a Stainless-generated SDK; none),
//     installed by name the same way;
//   - per install: declared runtime dependencies, packages installed besides the package itself, bytes on disk
//     of the package and of the whole node_modules (file sizes);
//   - browser bundles (esbuild --bundle --minify, ESM, browser; gzip -9) of the client core, the whole client and
//     each peer's client, bundled from the installed packages.
// Targets (issue "Ship what each user installs"): @ausd/client 0 dependencies, < 150 kB installed, core ≤ 3 kB
// min+gzip. bench/RESULTS.md ("Footprint") keeps the figures.
import { mkdir, mkdtemp, readFile, rm, writeFile } from 'node:fs/promises';
import { tmpdir } from 'node:os';
import path from 'node:path';
import { packPackages, type PackedManifest as Manifest } from '../tools/pack.js';
import { browserBundle } from './browser-bundle.js';
import { bytes, run } from './installed.js';

const PEERS = ['openapi-fetch@0.17', 'openai@7'];
const npm = process.platform === 'win32' ? 'npm.cmd' : 'npm';
const env = { ...process.env, npm_config_update_notifier: 'false' };

const bundle = (project: string, source: string) => browserBundle(project, source, 'js');

const work = await mkdtemp(path.join(tmpdir(), 'ausd-footprint-'));
try {
  const { manifests, tarballsFor } = await packPackages(work);
  const installs = [
    ...[...manifests.keys()].map((name) => ({ name, specs: tarballsFor(name) })),
    ...PEERS.map((spec) => ({ name: spec.slice(0, spec.lastIndexOf('@')), specs: [spec] })),
  ];

  const rows = await Promise.all(
    installs.map(async ({ name, specs }) => {
      const project = path.join(work, name.replace('/', '+'));
      await mkdir(project);
      await writeFile(
        path.join(project, 'package.json'),
        JSON.stringify({ name: 'footprint', private: true, type: 'module' }),
      );
      await run(npm, ['install', '--ignore-scripts', '--no-audit', '--no-fund', ...specs], project, env);
      const manifest = JSON.parse(
        await readFile(path.join(project, 'node_modules', name, 'package.json'), 'utf8'),
      ) as Manifest;
      const lock = JSON.parse(await readFile(path.join(project, 'node_modules/.package-lock.json'), 'utf8')) as {
        packages: Record<string, unknown>;
      };
      return {
        name,
        project,
        version: manifest.version,
        dependencies: Object.keys(manifest.dependencies ?? {}).length,
        peers: Object.keys(manifest.peerDependencies ?? {}).length,
        installed: Object.keys(lock.packages).length - 1,
        packageBytes: await bytes(path.join(project, 'node_modules', name)),
        totalBytes: await bytes(path.join(project, 'node_modules')),
      };
    }),
  );

  const kB = (value: number) => `${(value / 1000).toFixed(1)} kB`;
  console.log(
    `Install footprint (npm ${(await run(npm, ['--version'], '.', env)).trim()}, Node ${process.version}, install scripts skipped)\n`,
  );
  console.log(
    '| Package | Runtime deps (declared) | Peers | Packages installed besides it | Package on disk | node_modules on disk |',
  );
  console.log('|---|---|---|---|---|---|');
  for (const row of rows) {
    const name = `${row.name} ${row.version}`;
    console.log(
      `| ${name} | ${row.dependencies} | ${row.peers} | ${row.installed} | ${kB(row.packageBytes)} | ${kB(row.totalBytes)} |`,
    );
  }

  const project = (name: string) => rows.find((row) => row.name === name)!.project;
  const bundles = [
    {
      name: '@ausd/client core (@ausd/client/internal)',
      size: await bundle(project('@ausd/client'), "export * from '@ausd/client/internal';"),
    },
    {
      name: '@ausd/client createClient (13 operations)',
      size: await bundle(project('@ausd/client'), "export { createClient } from '@ausd/client';"),
    },
    {
      name: 'openapi-fetch createClient',
      size: await bundle(project('openapi-fetch'), "export { default } from 'openapi-fetch';"),
    },
    { name: 'openai OpenAI client', size: await bundle(project('openai'), "export { default } from 'openai';") },
  ];
  console.log('\nBrowser bundle (esbuild --bundle --minify, ESM, browser; gzip -9)\n');
  console.log('| Bundle | min | min+gzip |');
  console.log('|---|---|---|');
  for (const { name, size } of bundles) console.log(`| ${name} | ${size.min} B | ${size.gzip} B |`);

  const client = rows.find((row) => row.name === '@ausd/client')!;
  const core = bundles[0]!.size;
  console.log('\nTargets for @ausd/client:');
  console.log(
    `  0 runtime dependencies: ${client.installed} installed besides it (${client.installed === 0 ? 'met' : 'NOT met'})`,
  );
  console.log(`  < 150 kB installed: ${kB(client.totalBytes)} (${client.totalBytes < 150_000 ? 'met' : 'NOT met'})`);
  console.log(`  core ≤ 3 kB min+gzip: ${core.gzip} B (${core.gzip <= 3072 ? 'met' : 'NOT met'})`);
} finally {
  await rm(work, { recursive: true, force: true });
}
