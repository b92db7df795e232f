// The Node versions the installed packages are exercised on: one per supported line (22 and 24, the LTS lines)
// and the current one (26). Each is Node's official binary as published on the npm registry (`node-<os>-<arch>`),
// installed once into node_modules/.cache/ausd-node/<version> and reused by every later run of the same clone.
import { execFile } from 'node:child_process';
import { existsSync } from 'node:fs';
import { mkdir, mkdtemp, readFile, rename, rm } from 'node:fs/promises';
import path from 'node:path';
import { promisify } from 'node:util';

export const nodeLines = ['22.23.3', '24.21.0', '26.10.0'] as const;
export type NodeVersion = (typeof nodeLines)[number];

const run = promisify(execFile);
const npm = process.platform === 'win32' ? 'npm.cmd' : 'npm';
const cache = path.resolve('node_modules/.cache/ausd-node');
const binaryPackage = `node-${process.platform === 'win32' ? 'win' : process.platform}-${process.arch}`;

async function binaryIn(dir: string): Promise<string> {
  const installed = path.join(dir, 'node_modules', binaryPackage);
  const manifest = JSON.parse(await readFile(path.join(installed, 'package.json'), 'utf8')) as {
    bin: { node: string };
  };
  return path.join(installed, manifest.bin.node);
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
    await run(
      npm,
      ['install', '--prefix', staging, '--no-save', '--no-audit', '--no-fund', `${binaryPackage}@${version}`],
      { env: { ...process.env, npm_config_update_notifier: 'false' } },
    );
    await rename(staging, dir).catch((error: NodeJS.ErrnoException) => {
      if (!existsSync(dir)) throw error;
    });
  } finally {
    await rm(staging, { recursive: true, force: true });
  }
  return binaryIn(dir);
}
