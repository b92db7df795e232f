import { execFile } from 'node:child_process';
import { createRequire } from 'node:module';
import { fileURLToPath } from 'node:url';
import { expect, it } from 'vitest';

const tsc = createRequire(import.meta.url).resolve('typescript/bin/tsc');
const project = fileURLToPath(new URL('./tsconfig.misuse.json', import.meta.url));

it('rejects misuse at compile time (every @ts-expect-error in misuse.typecheck.ts is a real error)', async () => {
  const output = await new Promise<string>((resolve) =>
    execFile(process.execPath, [tsc, '-p', project], (error, stdout, stderr) =>
      resolve(error ? `${stdout}${stderr}` || String(error) : ''),
    ),
  );
  expect(output).toBe('');
}, 60_000);
