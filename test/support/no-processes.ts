// Setup of the fast tier: starting a process fails the test that tries, with the way out. A file whose tests need a
// process (the CLI, the compiler, Redocly, a browser, npm, curl) is named *.slow.test.ts and runs in the slow tier.
import childProcess from 'node:child_process';
import { syncBuiltinESMExports } from 'node:module';

export const refusal =
  'the fast tier starts no process: name this test file *.slow.test.ts, or call the code in-process (test/README.md)';

function refuse(): never {
  throw new Error(refusal);
}

// Every asynchronous start (spawn, exec, execFile, fork) goes through ChildProcess#spawn, which Node's types leave
// out; the synchronous ones each have their own entry.
(childProcess.ChildProcess.prototype as unknown as { spawn: typeof refuse }).spawn = refuse;
childProcess.spawnSync = refuse;
childProcess.execSync = refuse;
childProcess.execFileSync = refuse;
// `import { spawnSync } from 'node:child_process'` sees the replacements too.
syncBuiltinESMExports();
