// Runs a subcommand in-process as `ausd-api` does (cli/run-command.ts) and captures what it writes, and writes contract pairs to a temporary folder.
import { mkdtempSync, writeFileSync } from 'node:fs';
import { tmpdir } from 'node:os';
import path from 'node:path';
import { vi } from 'vitest';
import { commands } from '../../packages/api-toolkit/src/cli/commands/index.js';
import { runCommand } from '../../packages/command-line/src/run-command.js';
import type { Doc } from './contract-fixture.js';

export async function runSubcommand(name: 'diff' | 'changelog', argv: string[]) {
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
