// Prism 5.12 mocking the bundled contract on a free loopback port: the independent implementation the
// conformance tests and the benchmarks measure against.
import { spawn } from 'node:child_process';
import { fileURLToPath } from 'node:url';
import { freePort } from '../../test/support/free-port.js';

const root = fileURLToPath(new URL('../..', import.meta.url));
const START_TIMEOUT_MS = 60_000;

export interface PrismMock {
  url: string;
  close(): void;
}

export async function startPrism(): Promise<PrismMock> {
  const port = await freePort();
  const prism = spawn(
    'node_modules/.bin/prism',
    ['mock', 'generated/openapi.yaml', '-p', String(port), '-h', '127.0.0.1'],
    {
      cwd: root,
      stdio: ['ignore', 'pipe', 'ignore'],
    },
  );
  try {
    await new Promise<void>((resolve, reject) => {
      const timer = setTimeout(
        () => reject(new Error(`Prism did not start within ${START_TIMEOUT_MS / 1000} s`)),
        START_TIMEOUT_MS,
      );
      prism.stdout.on('data', (chunk: Buffer) => {
        if (!chunk.toString().includes('Prism is listening')) return;
        clearTimeout(timer);
        resolve();
      });
      prism.on('exit', (code) => {
        clearTimeout(timer);
        reject(new Error(`Prism exited with ${code} before listening`));
      });
    });
  } catch (error) {
    prism.kill();
    throw error;
  }
  return { url: `http://127.0.0.1:${port}`, close: () => prism.kill() };
}
