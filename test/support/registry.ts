// A real npm registry on loopback (Verdaccio), its storage in a temporary folder, for the package test and
// bench:install. It holds only what is published to it and has no uplink: every other package comes from npm's
// own registry, so an @ausd name never resolves to a public package.
import { mkdtemp, readFile, rm, writeFile } from 'node:fs/promises';
import type { Server } from 'node:http';
import type { AddressInfo } from 'node:net';
import { tmpdir } from 'node:os';
import path from 'node:path';
import { runServer } from 'verdaccio';
import { npm, quietNpm, withoutNpmSettings } from './npm-env.js';
import { runCommand } from './run-command.js';

export interface LocalRegistry {
  /** `http://127.0.0.1:PORT/` */
  url: string;
  /** An npm user config that maps the @ausd scope to this registry and holds a publish token for it. */
  npmrc: string;
  close(): Promise<void>;
}

const publisher = { name: 'platform', password: 'platform-team-password' };

/** `port` 0 (the default) takes any free one. */
export async function startRegistry(port = 0): Promise<LocalRegistry> {
  const dir = await mkdtemp(path.join(tmpdir(), 'ausd-registry-'));
  const server = (await runServer({
    self_path: dir,
    storage: path.join(dir, 'storage'),
    // Verdaccio's tokens carry the password, so every request with one checks it against the bcrypt hash: at
    // bcrypt's default cost (10) that took 70 ms a request, 4 CPU-seconds of a release; the least cost (4), 1 ms.
    auth: { htpasswd: { file: path.join(dir, 'htpasswd'), max_users: 1, rounds: 4 } },
    uplinks: {},
    packages: { '**': { access: '$all', publish: '$authenticated', unpublish: '$authenticated' } },
    web: { enable: false },
    log: { type: 'stdout', format: 'json', level: 'fatal' },
  } as unknown as Parameters<typeof runServer>[0])) as Server;
  await new Promise<void>((resolve, reject) => {
    server.once('error', reject);
    server.listen(port, '127.0.0.1', resolve);
  });
  const url = `http://127.0.0.1:${(server.address() as AddressInfo).port}/`;
  const close = async () => {
    server.closeAllConnections();
    await new Promise((resolve) => server.close(resolve));
    await rm(dir, { recursive: true, force: true });
  };
  try {
    // npm adduser's request: the first one creates the account and answers with a token.
    const response = await fetch(`${url}-/user/org.couchdb.user:${publisher.name}`, {
      method: 'PUT',
      headers: { 'content-type': 'application/json' },
      body: JSON.stringify({ _id: `org.couchdb.user:${publisher.name}`, ...publisher, type: 'user', roles: [] }),
    });
    const { token } = (await response.json()) as { token?: string };
    if (!response.ok || !token) throw new Error(`the registry created no publisher (${response.status})`);
    const npmrc = path.join(dir, 'npmrc');
    await writeFile(npmrc, `@ausd:registry=${url}\n${url.slice('http:'.length)}:_authToken=${token}\n`);
    return { url, npmrc, close };
  } catch (error) {
    await close();
    throw error;
  }
}

/**
 * Publishes @ausd/contract at `version`, holding `openapi` (a contract file) alone: a last release as the release
 * gate reads it, without building a release. npm runs with none of this process's npm_* settings.
 */
export async function publishContract(registry: LocalRegistry, version: string, openapi: string): Promise<void> {
  const folder = await mkdtemp(path.join(tmpdir(), 'ausd-last-release-'));
  try {
    await writeFile(path.join(folder, 'package.json'), JSON.stringify({ name: '@ausd/contract', version }));
    await writeFile(path.join(folder, 'openapi.json'), await readFile(openapi));
    const published = await runCommand(npm, ['publish', '--registry', registry.url], {
      cwd: folder,
      env: { ...withoutNpmSettings, ...quietNpm, npm_config_userconfig: registry.npmrc },
    });
    if (published.code !== 0) throw new Error(`publishing @ausd/contract@${version} failed:\n${published.stderr}`);
  } finally {
    await rm(folder, { recursive: true, force: true });
  }
}
