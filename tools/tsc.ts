// The compiler that builds and type-checks this repository: TypeScript 7's native tsc (the `typescript-native`
// alias), several times faster than 5.9 on the same projects. `typescript` 5.9 stays for what needs its JavaScript
// API (typescript-eslint, openapi-typescript, attw, ts-morph's users) and as the compiler integrators' consumers are
// checked with. Named by path: both packages declare a `tsc` bin, so node_modules/.bin/tsc may be either.
import { createRequire } from 'node:module';
import path from 'node:path';

const require = createRequire(import.meta.url);
const manifest = require.resolve('typescript-native/package.json');

/** The native tsc's launcher script (its package exports no path to it), run with `process.execPath`. */
export const tsc = path.join(path.dirname(manifest), (require(manifest) as { bin: { tsc: string } }).bin.tsc);
