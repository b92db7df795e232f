// `npm run bench:verify-memory`: the peak memory of `ausd-api conformance verify` (a child process, the sources
// through tsx) on two generated recordings, each under a 512 MiB heap limit:
//   - list pages: 200 MiB of bodies, 200-item transaction pages, all the API's: refused past the bodies verify keeps;
//   - browser export: 60,000 entries, one in ten the API's (the rest a page's assets).
// Target: peak RSS under 1 GiB for both, the first refused with exit 2 naming the bound, the second verified.
// The figures go into bench/RESULTS.md ("Verify memory").
import { spawn } from 'node:child_process';
import { mkdtempSync, rmSync, statSync } from 'node:fs';
import { open } from 'node:fs/promises';
import { tmpdir } from 'node:os';
import path from 'node:path';
import { fileURLToPath } from 'node:url';

const root = fileURLToPath(new URL('..', import.meta.url));
const HEAP_MIB = 512;
const TARGET_MIB = 1024;
const folder = mkdtempSync(path.join(tmpdir(), 'ausd-verify-memory-'));

const headers = Array.from({ length: 12 }, (_, k) => ({ name: `x-header-${k}`, value: 'v'.repeat(20) }));
function entry(url: string, text: string) {
  return {
    startedDateTime: '2026-03-01T10:00:00.000Z',
    time: 5,
    request: { method: 'GET', url, headers, queryString: [] },
    response: {
      status: 200,
      headers: [{ name: 'content-type', value: 'application/json' }, ...headers],
      content: { size: text.length, mimeType: 'application/json', text },
    },
  };
}

const item = (i: number) => ({
  id: `00000000-0000-4000-8000-${String(i).padStart(12, '0')}`,
  type: 'mint',
  status: 'settled',
  amount: '12.50',
  initiatedAt: '2026-03-01T10:00:00Z',
});

/** Writes a HAR of the entries `next` yields until it returns undefined; returns the file's size. */
async function write(file: string, next: (index: number) => unknown): Promise<number> {
  const handle = await open(file, 'w');
  await handle.write('{"log":{"version":"1.2","creator":{"name":"bench"},"entries":[');
  for (let index = 0, value = next(0); value !== undefined; value = next(++index))
    await handle.write(`${index === 0 ? '' : ','}${JSON.stringify(value)}`);
  await handle.write(']}}');
  await handle.close();
  return statSync(file).size;
}

const listPages = path.join(folder, 'list-pages.har');
const PAGE = JSON.stringify({ data: Array.from({ length: 200 }, (_, i) => item(i)), nextCursor: null });
const pageCount = Math.ceil((200 * 1024 * 1024) / PAGE.length);
const browser = path.join(folder, 'browser-export.har');
const API = 'https://staging.example/v0/transactions?limit=20';

const sizes = {
  listPages: await write(listPages, (i) => (i < pageCount ? entry(API, PAGE) : undefined)),
  browser: await write(browser, (i) =>
    i >= 60_000
      ? undefined
      : i % 10 === 0
        ? entry(API, '{"data":[],"nextCursor":null}')
        : entry(`https://app.example/asset/${i}.js`, 'x'.repeat(1200)),
  ),
};

// The child reports its own peak resident memory as it exits.
const peak = `data:text/javascript,process.on('exit',()=>process.stderr.write('maxrss '+process.resourceUsage().maxRSS+'\\n'))`;

function verify(file: string): Promise<{ code: number | null; seconds: number; peakMiB: number; said: string }> {
  const started = performance.now();
  const child = spawn(
    process.execPath,
    [
      `--max-old-space-size=${HEAP_MIB}`,
      '--import',
      peak,
      '--import',
      'tsx',
      'packages/api-toolkit/src/cli/ausd-api.ts',
      'conformance',
      'verify',
      file,
    ],
    { cwd: root, stdio: ['ignore', 'ignore', 'pipe'] },
  );
  let stderr = '';
  child.stderr.on('data', (chunk: Buffer) => (stderr += chunk.toString()));
  return new Promise((resolve) =>
    child.on('close', (code) =>
      resolve({
        code,
        seconds: (performance.now() - started) / 1000,
        peakMiB: Number(/maxrss (\d+)/.exec(stderr)?.[1] ?? NaN) / 1024,
        said: stderr.split('\n')[0]!.replace(folder, '…'),
      }),
    ),
  );
}

const mib = (bytes: number) => `${(bytes / 1024 / 1024).toFixed(0)} MiB`;
console.log('| Recording | File | Exit | Time | Peak RSS | What verify said |');
console.log('| --- | --- | --- | --- | --- | --- |');
let met = true;
for (const [label, file, size, expected] of [
  ['list pages', listPages, sizes.listPages, 2],
  ['browser export', browser, sizes.browser, 0],
] as const) {
  const result = await verify(file);
  met &&= result.peakMiB < TARGET_MIB && (expected === 2 ? result.code === 2 : result.code !== 2);
  console.log(
    `| ${label} | ${mib(size)} | ${result.code} | ${result.seconds.toFixed(1)} s | ${result.peakMiB.toFixed(0)} MiB | ` +
      `${expected === 2 ? result.said : '(the summary)'} |`,
  );
}
console.log(`\nTarget: peak RSS under ${TARGET_MIB} MiB, the list pages refused. ${met ? 'Met.' : 'NOT met.'}`);
rmSync(folder, { recursive: true, force: true });
