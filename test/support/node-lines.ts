// The Node versions the installed packages are exercised on: one per supported line (22 and 24, the LTS lines)
// and the current one (26). Each is Node's official binary as published on the npm registry (`node-<os>-<arch>`),
// kept once in node_modules/.cache/node-lines/<version> and reused by every later run of the same clone. Only the
// executable and its manifest are taken from the package's tarball: the C headers beside it (65 MB) are of no use
// here, and writing them took half of each install's time.
import { execFile } from 'node:child_process';
import { existsSync } from 'node:fs';
import { mkdir, mkdtemp, readFile, rename, rm } from 'node:fs/promises';
import path from 'node:path';
import { promisify } from 'node:util';

export const nodeLines = ['22.23.3', '24.21.0', '26.10.0'] as const;
export type NodeVersion = (typeof nodeLines)[number];

const run = promisify(execFile);
const npm = process.platform === 'win32' ? 'npm.cmd' : 'npm';
const cache = path.resolve('node_modules/.cache/node-lines');
const binaryPackage = `node-${process.platform === 'win32' ? 'win' : process.platform}-${process.arch}`;

/** The executable a folder of the package's files names in its manifest. */
async function binaryIn(dir: string): Promise<string> {
  const manifest = JSON.parse(await readFile(path.join(dir, 'package', 'package.json'), 'utf8')) as {
    bin: { node: string };
  };
  return path.join(dir, 'package', manifest.bin.node);
}

/** The path of the `node` executable of this version, installed from the registry on first use. */
export async function nodeBinary(version: NodeVersion | (string & {})): Promise<string> {
  if (process.version === `v${version}`) return process.execPath;
  const dir = path.join(cache, version);
  if (existsSync(dir)) return binaryIn(dir);
  await mkdir(cache, { recursive: true });
  // Installed beside and renamed into place, so a run that stops half-way, or a concurrent one, leaves no
  // half-installed folder behind.
  const staging = await mkdtemp(path.join(cache, `.${version}-`));
  try {
    // npm fetches the tarball and checks its integrity against the registry's; tar takes the two files out.
    const env = { ...process.env, npm_config_update_notifier: 'false' };
    const pack = ['pack', '--silent', '--pack-destination', staging, `${binaryPackage}@${version}`];
    const { stdout } = await run(npm, pack, { env });
    const tarball = path.join(staging, stdout.trim().split('\n').pop()!);
    await run('tar', ['-xzf', tarball, '-C', staging, 'package/package.json']);
    const executable = path
      .relative(staging, await binaryIn(staging))
      .split(path.sep)
      .join('/');
    await run('tar', ['-xzf', tarball, '-C', staging, executable]);
    await rm(tarball);
    await rename(staging, dir).catch((error: NodeJS.ErrnoException) => {
      if (!existsSync(dir)) throw error;
    });
  } finally {
    await rm(staging, { recursive: true, force: true });
  }
  return binaryIn(dir);
}
