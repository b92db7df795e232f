// A hosted sandbox set up only with the commands packages/sandbox/README.md gives the platform team: its `sh`
// block, read from the README at run time, run line by line against the run's PostgreSQL cluster. Only what a
// deployment chooses differs: the server's address, the password, the keys, and port 0 on loopback for each
// replica. `ausd-sandbox` is this checkout's command, as `npx` would run it from an install.
import { spawn } from 'node:child_process';
import { mkdtemp, readFile, writeFile, chmod } from 'node:fs/promises';
import { tmpdir } from 'node:os';
import path from 'node:path';
import { fileURLToPath } from 'node:url';
import { POSTGRES_BIN, postgresCluster } from './postgres.js';
import { whenListening, type SandboxCli } from './sandbox-cli.js';

const root = fileURLToPath(new URL('../..', import.meta.url));
const readme = path.join(root, 'packages/sandbox/README.md');

/** The README's setup commands: the `sh` block after "How the platform team sets it up". */
export async function readmeSetup(): Promise<string[]> {
  const text = await readFile(readme, 'utf8');
  const block = /How the platform team sets it up[^\n]*\n+```sh\n([\s\S]*?)```/.exec(text)?.[1];
  if (block === undefined) throw new Error(`${readme} has no sh block after "How the platform team sets it up"`);
  return block
    .split('\n')
    .map((line) => line.replace(/\s+#.*$/, '').trim())
    .filter((line) => line !== '' && !line.startsWith('#'));
}

export interface Deployment {
  /** The database URL the README's `SANDBOX_DB` holds. */
  db: string;
  replicas: SandboxCli[];
  /** What each setup command (all but the replica line) printed. */
  setupOutput: string;
  /** The values put where the README shows `…`, by variable name. */
  secrets: Record<string, string>;
}

/**
 * Runs the README's block: each setup line once, the replica line `count` times. `replicaOptions` are appended to
 * the replica line: test-only settings such as lifting the rate limits, which would only slow a test down.
 */
export async function deployFromReadme(
  count: number,
  secrets: Record<string, string>,
  replicaOptions: readonly string[] = [],
): Promise<Deployment> {
  const lines = await readmeSetup();
  const cluster = new URL(await postgresCluster());
  const shims = await mkdtemp(path.join(tmpdir(), 'ausd-deploy-'));
  const shim = path.join(shims, 'ausd-sandbox');
  await writeFile(
    shim,
    `#!/bin/sh\nexec "${process.execPath}" --import tsx "${root}packages/sandbox/src/cli/bin.ts" "$@"\n`,
  );
  await chmod(shim, 0o755);
  const env: Record<string, string> = {
    ...(process.env as Record<string, string>),
    PATH: `${shims}:${POSTGRES_BIN}:${process.env.PATH}`,
    PGHOST: cluster.hostname,
    PGPORT: cluster.port,
    PGUSER: 'postgres',
  };
  const adapt = (line: string) => {
    let out = line
      .replace(/(^| )npx ausd-sandbox\b/, '$1ausd-sandbox')
      .replaceAll('db.internal:5432', `${cluster.hostname}:${cluster.port}`)
      .replaceAll('PASSWORD', 'deploy-password')
      .replace('--host 0.0.0.0', '--host 127.0.0.1')
      .replace(/--port \d+/, '--port 0');
    for (const [name, value] of Object.entries(secrets)) out = out.replaceAll(`${name}=…`, `${name}=${value}`);
    if (out.includes('…')) throw new Error(`no value for a placeholder in the README line: ${line}`);
    return out;
  };
  const replicaLine = lines.find((line) => /ausd-sandbox --host/.test(line));
  if (replicaLine === undefined) throw new Error('the README block starts no replica');
  let setupOutput = '';
  for (const line of lines.filter((l) => l !== replicaLine)) {
    const exported = /^export (\w+)=(.*)$/.exec(line);
    if (exported) {
      env[exported[1]!] = adapt(exported[2]!);
      continue;
    }
    const result = await shell(adapt(line), env, 'deploy-password\ndeploy-password\n');
    if (result.code !== 0) throw new Error(`README line failed (${result.code}): ${line}\n${result.output}`);
    setupOutput += result.output;
  }
  const replica = [adapt(replicaLine), ...replicaOptions].join(' ');
  const replicas = await Promise.all(Array.from({ length: count }, () => startReplica(replica, env)));
  return { db: env.SANDBOX_DB!, replicas, setupOutput, secrets };
}

function shell(line: string, env: Record<string, string>, input: string): Promise<{ code: number; output: string }> {
  return new Promise((resolve) => {
    const child = spawn('sh', ['-c', line], { cwd: root, env, stdio: ['pipe', 'pipe', 'pipe'] });
    let output = '';
    child.stdout.on('data', (chunk: Buffer) => (output += chunk.toString()));
    child.stderr.on('data', (chunk: Buffer) => (output += chunk.toString()));
    child.stdin.end(input);
    child.on('close', (code) => resolve({ code: code ?? 1, output }));
  });
}

function startReplica(line: string, env: Record<string, string>): Promise<SandboxCli> {
  // `exec` makes the shell become the sandbox, so a signal to the child reaches the sandbox itself.
  return whenListening(spawn('sh', ['-c', `exec env ${line}`], { cwd: root, env, stdio: ['ignore', 'pipe', 'pipe'] }));
}
