// Builds every package and packs it into tarballs, as an integrator would receive them before a release. The
// @ausd packages are not on the registry yet, so installing one means installing its tarball together with those
// of the @ausd packages it depends on, transitively: `tarballsFor` answers that set.
import { execFile } from 'node:child_process';
import { readFile } from 'node:fs/promises';
import path from 'node:path';
import { buildPackages } from './build.js';

export interface PackedManifest {
  name: string;
  version: string;
  bin?: Record<string, string>;
  exports?: Record<string, unknown>;
  dependencies?: Record<string, string>;
  peerDependencies?: Record<string, string>;
}

export interface PackedPackages {
  /** Each built package: its dist/ folder and the tarball packed from it. */
  packed: { name: string; dist: string; tarball: string }[];
  /** Each built package's manifest, by package name. */
  manifests: Map<string, PackedManifest>;
  /** The package's tarball and those of the @ausd packages it needs, transitively. */
  tarballsFor(name: string): string[];
}

const npm = process.platform === 'win32' ? 'npm.cmd' : 'npm';

function npmPack(directories: string[], destination: string): Promise<{ name: string; filename: string }[]> {
  const args = ['pack', '--json', '--pack-destination', destination, ...directories];
  const env = { ...process.env, npm_config_update_notifier: 'false' };
  return new Promise((resolve, reject) =>
    execFile(npm, args, { env, maxBuffer: 64 << 20 }, (error, stdout, stderr) =>
      error ? reject(new Error(`npm ${args.join(' ')} failed:\n${stderr}`)) : resolve(JSON.parse(stdout)),
    ),
  );
}

export async function packPackages(destination: string): Promise<PackedPackages> {
  const built = await buildPackages();
  const packed = await npmPack(
    built.map((b) => b.dist),
    destination,
  );
  const tarballs = new Map(packed.map((entry) => [entry.name, path.join(destination, entry.filename)]));
  const manifests = new Map<string, PackedManifest>();
  for (const { name, dist } of built)
    manifests.set(name, JSON.parse(await readFile(path.join(dist, 'package.json'), 'utf8')) as PackedManifest);
  const closure = (name: string, seen: Set<string>): Set<string> => {
    seen.add(name);
    for (const dependency of Object.keys(manifests.get(name)?.dependencies ?? {})) {
      if (manifests.has(dependency) && !seen.has(dependency)) closure(dependency, seen);
    }
    return seen;
  };
  return {
    packed: built.map(({ name, dist }) => ({ name, dist, tarball: tarballs.get(name)! })),
    manifests,
    tarballsFor: (name) => [...closure(name, new Set())].map((member) => tarballs.get(member)!),
  };
}
