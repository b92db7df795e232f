// `ausd-api --version`: the toolkit's version (one for all packages) and the contract's `info.version`.
import { readFile } from 'node:fs/promises';
import { createRequire } from 'node:module';
import path from 'node:path';

const require = createRequire(import.meta.url);

async function readJson(file: string): Promise<{ version?: string; info?: { version?: string } }> {
  return JSON.parse(await readFile(file, 'utf8')) as { version?: string; info?: { version?: string } };
}

/** The published manifest states the version; in the repository it is the root package.json's (one for all). */
async function toolkitVersion(): Promise<string> {
  const manifest = require.resolve('@ausd/api-toolkit/package.json');
  const version = (await readJson(manifest)).version;
  if (version !== undefined) return version;
  return (await readJson(path.join(path.dirname(manifest), '../../package.json'))).version ?? 'unknown';
}

export async function versionLines(): Promise<string> {
  const contract = (await readJson(require.resolve('@ausd/contract/openapi.json'))).info?.version ?? 'unknown';
  return `ausd-api ${await toolkitVersion()}\ncontract ${contract}\n`;
}
