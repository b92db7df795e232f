// The compiler that builds and type-checks this repository: TypeScript 7's native tsc, under the `@typescript/native`
// alias as the 7.0 release sets it up beside an older `typescript`. It is several times faster than 5.9 on the same
// projects. `typescript` 5.9 stays for what needs its JavaScript API (typescript-eslint, openapi-typescript, attw),
// and as the compiler the package test checks integrators' consumers with. Named by path: both packages declare a
// `tsc` bin, so node_modules/.bin/tsc may be either.
import { createRequire } from 'node:module';
import path from 'node:path';

const require = createRequire(import.meta.url);
const manifest = require.resolve('@typescript/native/package.json');

/** The native tsc's launcher script (its package exports no path to it), run with `process.execPath`. */
export const tsc = path.join(path.dirname(manifest), (require(manifest) as { bin: { tsc: string } }).bin.tsc);

/** TypeScript 5.9's tsc, the compiler the package tests check integrators' code with, run with `process.execPath`. */
export const integratorsTsc = require.resolve('typescript/bin/tsc');

// `npm run typecheck` runs this file with tsc's arguments, so the launcher's path is named here only.
if (import.meta.main) {
  const { spawnSync } = await import('node:child_process');
  const { status } = spawnSync(process.execPath, [tsc, ...process.argv.slice(2)], { stdio: 'inherit' });
  process.exitCode = status ?? 1;
}
