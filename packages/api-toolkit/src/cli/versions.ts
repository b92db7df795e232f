// `ausd-api --version`: the toolkit's version (one for all packages) and the contract's `info.version`.
import { readFile } from 'node:fs/promises';
import { createRequire } from 'node:module';

async function readJson(file: URL | string): Promise<{ version?: string; info?: { version?: string } }> {
  return JSON.parse(await readFile(file, 'utf8')) as { version?: string; info?: { version?: string } };
}

/** In the repository the contract is generated/openapi.json; an installed toolkit reads @ausd/contract's. */
async function contractVersion(): Promise<string> {
  const inRepository = new URL('../generated/openapi.json', import.meta.url);
  try {
    return (await readJson(inRepository)).info?.version ?? 'unknown';
  } catch {
    const installed = createRequire(import.meta.url).resolve('@ausd/contract/openapi.json');
    return (await readJson(installed)).info?.version ?? 'unknown';
  }
}

export async function versionLines(): Promise<string> {
  const toolkit = (await readJson(new URL('../package.json', import.meta.url))).version ?? 'unknown';
  return `ausd-api ${toolkit}\ncontract ${await contractVersion()}\n`;
}
