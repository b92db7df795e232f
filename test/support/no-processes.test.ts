// The fast tier's guard holds: whichever way a test (or a library it calls) starts a process, it gets the refusal
// that names the slow tier instead of a process.
import { exec, execFile, execFileSync, execSync, fork, spawn, spawnSync } from 'node:child_process';
import { expect, it } from 'vitest';
import { refusal } from './no-processes.js';

it.each([
  ['spawn', () => spawn('true')],
  ['spawnSync', () => spawnSync('true')],
  ['exec', () => exec('true')],
  ['execSync', () => execSync('true')],
  ['execFile', () => execFile('true')],
  ['execFileSync', () => execFileSync('true')],
  ['fork', () => fork('./no-such-module.js')],
])('%s is refused with the way to the slow tier', (_name, start) => {
  expect(start).toThrow(refusal);
});
