// Runs a subcommand in-process as `ausd-api` does (cli/run-command.ts) and captures what it writes, and writes contract pairs to a temporary folder.
import { mkdtempSync, writeFileSync } from 'node:fs';
import { tmpdir } from 'node:os';
import path from 'node:path';
import { vi } from 'vitest';
import { commands } from '../../packages/api-toolkit/src/cli/commands/index.js';
import { nextVersion } from '../../packages/api-toolkit/src/diff/version.js';
import { runCommand } from '../../packages/command-line/src/run-command.js';
import { type Doc, freshDocument } from './contract-fixture.js';

export async function runSubcommand(name: 'diff' | 'changelog' | 'lint' | 'generate', argv: string[]) {
  let stdout = '';
  let stderr = '';
  const out = vi
    .spyOn(process.stdout, 'write')
    .mockImplementation((chunk: string | Uint8Array) => ((stdout += String(chunk)), true));
  const err = vi
    .spyOn(process.stderr, 'write')
    .mockImplementation((chunk: string | Uint8Array) => ((stderr += String(chunk)), true));
  try {
    const code = await runCommand(`ausd-api ${name}`, commands[name], argv);
    return { code, stdout, stderr };
  } finally {
    out.mockRestore();
    err.mockRestore();
  }
}

export function tempDir(): string {
  return mkdtempSync(path.join(tmpdir(), 'ausd-diff-test-'));
}

export function writeJson(dir: string, name: string, doc: Doc): string {
  const file = path.join(dir, name);
  writeFileSync(file, JSON.stringify(doc));
  return file;
}

/**
 * The contract's info.version now and after each bump, read at run time: no test depends on the current version
 * (a release bumps it).
 */
export function contractVersions() {
  const current = freshDocument().info.version as string;
  return { current, major: nextVersion(current, 'major'), minor: nextVersion(current, 'minor') };
}

/** The contract pairs the command tests diff, written to a new folder: the contract and three edits of it. */
export function writeContractEdits() {
  const dir = tempDir();
  const versions = contractVersions();
  const breaking = freshDocument();
  delete breaking.paths['/v0/routes/{routeId}'].get;
  breaking.components.schemas.TransactionType.anyOf[0].enum.push('burn');
  breaking.info.version = versions.major;
  const warning = freshDocument();
  warning.paths['/v0/routes/{routeId}'].get.deprecated = true;
  warning.info.version = versions.minor;
  const info = freshDocument();
  info.components.schemas.TransactionType.anyOf[0].enum.push('burn');
  info.info.version = versions.minor;
  return {
    dir,
    versions,
    /** The contract as it is. */
    baseFile: writeJson(dir, 'base.json', freshDocument()),
    /** An operation removed (breaking) and an enum value added, at a minor version. */
    breakingFile: writeJson(dir, 'breaking.json', breaking),
    /** An operation deprecated (warning), at a patch version. */
    warningFile: writeJson(dir, 'warning.json', warning),
    /** An enum value added (info), at a patch version. */
    infoFile: writeJson(dir, 'info.json', info),
  };
}
