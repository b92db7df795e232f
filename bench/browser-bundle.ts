// A browser bundle as an integrator's bundler makes it (esbuild: bundled, minified ESM for the browser), and its
// size before and after gzip -9: the one way the size figures of bench:client and bench:footprint are taken.
import { gzipSync } from 'node:zlib';
import { build } from 'esbuild';

export interface BrowserBundle {
  code: Uint8Array;
  min: number;
  gzip: number;
}

/** Bundles `contents` (TypeScript or JavaScript) as resolved from `resolveDir`. */
export async function browserBundle(resolveDir: string, contents: string, loader: 'ts' | 'js'): Promise<BrowserBundle> {
  const result = await build({
    stdin: { contents, resolveDir, loader },
    bundle: true,
    minify: true,
    format: 'esm',
    platform: 'browser',
    target: 'es2022',
    write: false,
    logLevel: 'silent',
  });
  const code = result.outputFiles[0]!.contents;
  return { code, min: code.byteLength, gzip: gzipSync(code, { level: 9 }).byteLength };
}
