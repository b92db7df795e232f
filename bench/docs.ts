// Page weight and time to first render of the offline reference, against the reference as it was before the
// request samples and guide pages (the baseline commit), measured side by side in one run: the two files load
// alternately, each in a fresh browser context of one headless Chromium with the network refused. Besides wall
// time, the CPU time Chromium's processes spend on each load (Linux /proc), which a busy machine disturbs less; each
// load starts once Chromium is idle again, so the previous page's teardown is not counted in the next.
//   npm run bench:docs -- [--rounds 9] [--baseline <git revision>]
import { execFileSync } from 'node:child_process';
import { mkdtempSync, readdirSync, readFileSync, rmSync, writeFileSync } from 'node:fs';
import { tmpdir } from 'node:os';
import path from 'node:path';
import { pathToFileURL } from 'node:url';
import { gzipSync } from 'node:zlib';
import type { Browser } from 'playwright-core';
import { launchChromium } from '../test/support/chromium.js';
import { benchOptions } from './options.js';

const values = benchOptions({
  rounds: { type: 'string', default: '9' },
  baseline: { type: 'string', default: 'f96eac4' },
});
const rounds = Number(values.rounds);
const dir = mkdtempSync(path.join(tmpdir(), 'ausd-bench-docs-'));
const baselineFile = path.join(dir, 'baseline.html');
writeFileSync(
  baselineFile,
  execFileSync('git', ['show', `${values.baseline}:generated/docs/index.html`], { maxBuffer: 64 << 20 }),
);
const targets = [
  { name: `baseline (${values.baseline})`, file: baselineFile },
  { name: 'current', file: path.resolve('generated/docs/index.html') },
];

interface Load {
  /** First contentful paint, from the navigation start. */
  paint: number;
  /** The navigation rendered by Redoc: the first operation entry exists. */
  rendered: number;
  /** CPU milliseconds of every process under this one (Chromium's) from before navigating to the render. */
  cpu: number;
}

const ticksPerMs = 100 / 1000; // USER_HZ

/** utime + stime of every live descendant process of this Node process, in milliseconds. */
function descendantsCpu(): number {
  const stats = readdirSync('/proc')
    .filter((entry) => /^\d+$/.test(entry))
    .flatMap((pid) => {
      try {
        const fields = readFileSync(`/proc/${pid}/stat`, 'utf8')
          .replace(/^.*\) /, '')
          .split(' ');
        return [{ pid: Number(pid), parent: Number(fields[1]), ticks: Number(fields[11]) + Number(fields[12]) }];
      } catch {
        return [];
      }
    });
  const mine = new Set([process.pid]);
  for (let grew = true; grew;) {
    grew = false;
    for (const stat of stats) {
      if (!mine.has(stat.pid) && mine.has(stat.parent)) grew = mine.add(stat.pid).size > 0;
    }
  }
  return (
    stats.filter((stat) => stat.pid !== process.pid && mine.has(stat.pid)).reduce((sum, stat) => sum + stat.ticks, 0) /
    ticksPerMs
  );
}

/** Waits until Chromium's processes spend (almost) no CPU over 100 ms, at most 3 s. */
async function settle(): Promise<void> {
  for (let waited = 0; waited < 3000; waited += 100) {
    const before = descendantsCpu();
    await new Promise((resolve) => setTimeout(resolve, 100));
    if (descendantsCpu() - before <= 10) return;
  }
}

async function load(browser: Browser, file: string): Promise<Load> {
  await settle();
  const context = await browser.newContext({ viewport: { width: 1400, height: 900 } });
  await context.route('**/*', (route) =>
    route.request().url().startsWith('file:') ? route.continue() : route.abort(),
  );
  const page = await context.newPage();
  const cpuBefore = descendantsCpu();
  await page.goto(pathToFileURL(file).href);
  await page.locator('[data-item-id*="/operation/"]').first().waitFor({ state: 'attached', timeout: 60_000 });
  const cpu = descendantsCpu() - cpuBefore;
  const rendered = await page.evaluate(() => performance.now());
  const paint = await page.evaluate(
    () => performance.getEntriesByName('first-contentful-paint')[0]?.startTime ?? Number.NaN,
  );
  await context.close();
  return { paint, rendered, cpu };
}

const median = (numbers: number[]) => [...numbers].sort((a, b) => a - b)[Math.floor(numbers.length / 2)]!;
const range = (numbers: number[]) => `${Math.min(...numbers).toFixed(0)}–${Math.max(...numbers).toFixed(0)}`;

const browser = await launchChromium();
const loads = new Map<string, Load[]>(targets.map((target) => [target.name, []]));
try {
  for (const target of targets) await load(browser, target.file); // warm the browser and the file cache once each
  for (let round = 0; round < rounds; round++) {
    for (const target of round % 2 === 0 ? targets : [...targets].reverse())
      loads.get(target.name)!.push(await load(browser, target.file));
  }
} finally {
  await browser.close();
}

const rows = targets.map((target) => {
  const bytes = readFileSync(target.file);
  const runs = loads.get(target.name)!;
  return {
    name: target.name,
    bytes: bytes.length,
    gzip: gzipSync(bytes).length,
    paint: median(runs.map((run) => run.paint)),
    rendered: median(runs.map((run) => run.rendered)),
    cpu: median(runs.map((run) => run.cpu)),
    cpuRange: range(runs.map((run) => run.cpu)),
    paintRange: range(runs.map((run) => run.paint)),
    renderedRange: range(runs.map((run) => run.rendered)),
  };
});
const [before, after] = rows as [(typeof rows)[number], (typeof rows)[number]];
console.log(`${rounds} alternating loads each; medians (ranges), milliseconds from navigation start\n`);
console.log('| Page | Bytes | Gzipped | First contentful paint | Navigation rendered | Chromium CPU to render |');
console.log('|---|---|---|---|---|---|');
for (const row of rows) {
  const times = [
    [row.paint, row.paintRange],
    [row.rendered, row.renderedRange],
    [row.cpu, row.cpuRange],
  ] as const;
  console.log(
    `| ${row.name} | ${row.bytes} | ${row.gzip} | ${times.map(([value, spread]) => `${value.toFixed(0)} (${spread})`).join(' | ')} |`,
  );
}
console.log(
  `\ncurrent / baseline: weight ${(after.bytes / before.bytes).toFixed(3)}×, gzipped ${(after.gzip / before.gzip).toFixed(3)}×, ` +
    `first paint ${(after.paint / before.paint).toFixed(3)}×, navigation rendered ${(after.rendered / before.rendered).toFixed(3)}×, ` +
    `CPU ${(after.cpu / before.cpu).toFixed(3)}×`,
);
rmSync(dir, { recursive: true, force: true });
