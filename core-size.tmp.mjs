import { build } from 'esbuild';
import { gzipSync } from 'node:zlib';
for (const [name, src] of [['core', "export * from './packages/client/dist/runtime/client/index.js'; export * from './packages/client/dist/runtime/client/create.js';"], ['client', "export { createClient } from './packages/client/dist/generated/client.js';"]]) {
  const r = await build({ stdin: { contents: src, resolveDir: process.cwd() }, bundle: true, minify: true, format: 'esm', platform: 'browser', write: false });
  const code = r.outputFiles[0].contents;
  console.log(name, code.byteLength, gzipSync(code, { level: 9 }).byteLength);
}
