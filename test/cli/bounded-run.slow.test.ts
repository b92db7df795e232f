// The release's git and npm calls hold their bound whatever the process does: one that ignores the request to
// stop is killed, and one that leaves a child holding its output open does not keep the outcome waiting.
import { describe, expect, it } from 'vitest';
import { runBounded, stopGrace } from '../../packages/api-toolkit/src/cli/bounded-run.js';

// A bound well past Node's start on a loaded host: the script must be running when it passes.
const within = 2_000;
const node = (script: string) => runBounded(process.execPath, ['-e', script], { cwd: process.cwd(), within });

describe('runBounded', () => {
  it('reads both outputs and the exit code of a process that ends in time', async () => {
    const outcome = await node("process.stdout.write('out'); process.stderr.write('err'); process.exitCode = 3");
    expect(outcome).toEqual({ code: 3, stdout: 'out', stderr: 'err', unanswered: false });
  });

  it('kills a process that ignores the request to stop, stopGrace after its bound', async () => {
    const started = performance.now();
    const outcome = await node("process.on('SIGTERM', () => {}); console.log('waiting'); setInterval(() => {}, 1000)");
    const took = performance.now() - started;
    expect(outcome).toMatchObject({ code: 1, stdout: 'waiting\n', unanswered: true });
    expect(took).toBeGreaterThanOrEqual(within + stopGrace - 50);
    expect(took).toBeLessThan(within + stopGrace + 5_000);
  });

  it('answers once the process exits, though a child it left keeps the output open', async () => {
    const started = performance.now();
    const outcome = await runBounded(
      process.execPath,
      [
        '-e',
        "const child = require('node:child_process').spawn(process.execPath, ['-e', 'setTimeout(() => {}, 20000)'], " +
          "{ stdio: 'inherit', detached: true }); child.unref(); console.log(child.pid)",
      ],
      { cwd: process.cwd() },
    );
    const took = performance.now() - started;
    process.kill(Number(outcome.stdout));
    expect(outcome).toEqual({ code: 0, stdout: expect.stringMatching(/^\d+\n$/), stderr: '', unanswered: false });
    expect(took).toBeLessThan(10_000);
  });
});
