// `npm run bench:diff`: how long `ausd-api diff` takes on this contract, measured side by side in one run:
// the wire comparison in-process (parse, model, every rule), the same with the type-level check (--types), the
// CLI end to end on two files from the sources through tsx (the built CLI runs only as an installed package, whose
// install bench:install measures), and a git ref bundled on the fly; then the same in-process diff, with and
// without --types, on a large third-party document: GitHub's REST API description (OpenAPI 3.0, 1,223
// operations, 13 MB) as @octokit/openapi ships it, fetched once with `npm pack` into node_modules/.cache
// (DIFF_BENCH_THIRD_PARTY=0 skips it). Prints the rule count and a table.
import { execFile } from 'node:child_process';
import { existsSync, mkdirSync, mkdtempSync, readFileSync, writeFileSync } from 'node:fs';
import { availableParallelism, loadavg, tmpdir } from 'node:os';
import path from 'node:path';
import { promisify } from 'node:util';
import { contractFrom } from '../packages/api-toolkit/src/diff/contract.js';
import { diffContracts } from '../packages/api-toolkit/src/diff/index.js';
import { rules } from '../packages/api-toolkit/src/diff/rules/index.js';
import { operationMethods } from '../packages/contract-model/src/model.js';

const run = promisify(execFile);
const root = path.resolve(import.meta.dirname, '..');
const rounds = Number(process.env.DIFF_BENCH_ROUNDS ?? 30);

const thirdPartyPackage = '@octokit/openapi@23.0.2';

/** GitHub's REST API description, from the npm package that ships it (cached after the first run). */
async function thirdPartyDocument(): Promise<string> {
  const cache = path.join(root, 'node_modules/.cache/ausd-bench-diff');
  const file = path.join(cache, 'package/generated/api.github.com.json');
  if (!existsSync(file)) {
    mkdirSync(cache, { recursive: true });
    const { stdout } = await run('npm', ['pack', thirdPartyPackage, '--silent', '--pack-destination', cache]);
    const tarball = path.join(cache, stdout.trim().split('\n').at(-1)!);
    await run('tar', ['-xzf', tarball, '-C', cache, 'package/generated/api.github.com.json']);
  }
  return readFileSync(file, 'utf8');
}

/** The third-party document and an edit of it: an operation removed, a shared schema's field bounded, a version bump. */
function thirdPartyPair(baseText: string): { baseText: string; headText: string; operations: number } {
  const head = JSON.parse(baseText);
  delete head.paths['/repos/{owner}/{repo}/issues'].post;
  head.components.schemas.issue.properties.title.maxLength = 100;
  head.components.schemas['simple-user'].required.push('email');
  head.info.version = `${Number(String(head.info.version).split('.')[0]) + 1}.0.0`;
  const operations = Object.values(JSON.parse(baseText).paths as Record<string, object>).reduce(
    (count: number, item) =>
      count + Object.keys(item).filter((key) => (operationMethods as readonly string[]).includes(key)).length,
    0,
  );
  return { baseText, headText: JSON.stringify(head), operations };
}

/** The real contract and an edit touching operations, parameters, schemas and responses. */
function pair(): { baseText: string; headText: string } {
  const baseText = readFileSync(path.join(root, 'generated/openapi.json'), 'utf8');
  const head = JSON.parse(baseText);
  delete head.paths['/v0/routes/{routeId}'].get;
  head.components.schemas.TransactionType.anyOf[0].enum.push('burn');
  head.components.schemas.EntitlementStatus.enum.push('suspended');
  head.components.parameters.Limit.schema.maximum = 100;
  head.components.schemas.RouteCreation.required.push('name');
  head.info.version = '0.2.0-beta';
  return { baseText, headText: JSON.stringify(head) };
}

interface Samples {
  wall: number[];
  /** CPU time of this process (user + system): steadier than wall time on a loaded machine; in-process rows only. */
  cpu?: number[];
}

async function time(times: number, task: () => Promise<unknown>, inProcess = false): Promise<Samples> {
  const wall: number[] = [];
  const cpu: number[] = [];
  for (let i = 0; i < times; i++) {
    const start = performance.now();
    const startCpu = process.cpuUsage();
    await task();
    const used = process.cpuUsage(startCpu);
    wall.push(performance.now() - start);
    cpu.push((used.user + used.system) / 1000);
  }
  const sort = (list: number[]) => list.sort((a, b) => a - b);
  return { wall: sort(wall), cpu: inProcess ? sort(cpu) : undefined };
}

const median = (samples: number[]) => samples[Math.floor(samples.length / 2)]!;
const format = (samples: number[]) =>
  `${median(samples).toFixed(1)} ms (min ${samples[0]!.toFixed(1)}, max ${samples.at(-1)!.toFixed(1)}, n=${samples.length})`;
const row = ([what, samples]: [string, Samples]) =>
  `| ${what} | ${format(samples.wall)} | ${samples.cpu ? format(samples.cpu) : 'n/a (child process)'} |`;

async function main(): Promise<void> {
  const { baseText, headText } = pair();
  const once = async (types: boolean) => {
    const base = contractFrom(JSON.parse(baseText), 'base.json');
    const head = contractFrom(JSON.parse(headText), 'head.json');
    return diffContracts(base, head, { types });
  };
  const result = await once(false);
  await time(3, () => once(false));

  const dir = mkdtempSync(path.join(tmpdir(), 'ausd-diff-bench-'));
  const baseFile = path.join(dir, 'base.json');
  const headFile = path.join(dir, 'head.json');
  writeFileSync(baseFile, baseText);
  writeFileSync(headFile, headText);
  const cli = async (entry: string[], args: string[]) => {
    await run(process.execPath, [...entry, 'diff', ...args, '--format', 'json', '--fail-on', 'never'], { cwd: root });
  };
  const sources = ['--import', 'tsx', path.join(root, 'packages/api-toolkit/src/cli/ausd-api.ts')];

  const rows: [string, Samples][] = [];
  /** Each row is printed as soon as it is measured: a long run on a loaded machine still leaves figures. */
  const record = (entry: [string, Samples]) => {
    rows.push(entry);
    process.stdout.write(`${row(entry)}\n`);
  };
  process.stdout.write('| What | Wall time, median | CPU time, median |\n|---|---|---|\n');
  record([
    `wire diff, in-process (parse + model + ${rules.length} rules)`,
    await time(rounds, () => once(false), true),
  ]);
  record(['wire + type check, in-process (--types)', await time(3, () => once(true), true)]);
  record([
    'CLI on two files, from the sources (tsx)',
    await time(5, () => cli(sources, ['--base', baseFile, '--head', headFile])),
  ]);
  record([
    'CLI on two files with --types, from the sources',
    await time(3, () => cli(sources, ['--base', baseFile, '--head', headFile, '--types'])),
  ]);
  record([
    'CLI, --base HEAD --head HEAD (two git-ref bundles)',
    await time(3, () => cli(sources, ['--base', 'HEAD', '--head', 'HEAD'])),
  ]);

  let thirdParty: { operations: number; summary: string } | undefined;
  if (process.env.DIFF_BENCH_THIRD_PARTY !== '0') {
    const large = thirdPartyPair(await thirdPartyDocument());
    const onceLarge = async (types = false) =>
      diffContracts(
        contractFrom(JSON.parse(large.baseText), 'base.json'),
        contractFrom(JSON.parse(large.headText), 'head.json'),
        { types },
      );
    const found = await onceLarge();
    thirdParty = {
      operations: large.operations,
      summary: `${found.summary.breaking} breaking, ${found.summary.warning} warning, ${found.summary.info} info`,
    };
    record([
      `third party (${thirdPartyPackage}, ${large.operations} operations): wire diff, in-process`,
      await time(5, () => onceLarge(), true),
    ]);
    record(['third party: wire + type check, in-process (--types)', await time(3, () => onceLarge(true), true)]);
    // The type check of 13 MB of types runs as the CLI in a child process with a time limit, so that a run on a
    // loaded machine still ends with a figure ("over the limit") instead of never.
    writeFileSync(path.join(dir, 'large-base.json'), large.baseText);
    writeFileSync(path.join(dir, 'large-head.json'), large.headText);
    const limit = Number(process.env.DIFF_BENCH_TYPES_LIMIT_S ?? 900) * 1000;
    const large2 = ['--base', path.join(dir, 'large-base.json'), '--head', path.join(dir, 'large-head.json')];
    record(['third party: CLI on two files, from the sources', await time(1, () => cli(sources, large2))]);
    const started = performance.now();
    try {
      await run(
        process.execPath,
        [...sources, 'diff', ...large2, '--types', '--format', 'json', '--fail-on', 'never'],
        {
          cwd: root,
          timeout: limit,
          maxBuffer: 64 * 1024 * 1024,
        },
      );
      record(['third party: CLI on two files with --types, from the sources', { wall: [performance.now() - started] }]);
    } catch (error) {
      const killed = (error as { killed?: boolean }).killed === true;
      process.stdout.write(
        `| third party: CLI with --types | ${killed ? `not finished within ${limit / 1000} s` : `failed: ${String(error)}`} | n/a |\n`,
      );
    }
  }

  const bySubject = new Map<string, number>();
  for (const rule of rules) bySubject.set(rule.subject, (bySubject.get(rule.subject) ?? 0) + 1);
  const byLevel = new Map<string, number>();
  for (const rule of rules) {
    const level = typeof rule.level === 'string' ? rule.level : 'mirrored';
    byLevel.set(level, (byLevel.get(level) ?? 0) + 1);
  }
  const lines = [
    `Node ${process.version}, ${availableParallelism()} cores, load average ${loadavg()[0]!.toFixed(1)} at the end`,
    `rules: ${rules.length} (${[...byLevel].map(([k, v]) => `${v} ${k}`).join(', ')}; ` +
      `${[...bySubject].map(([k, v]) => `${k} ${v}`).join(', ')})`,
    `changes in the benchmark pair: ${result.summary.breaking} breaking, ${result.summary.warning} warning, ` +
      `${result.summary.info} info`,
    ...(thirdParty
      ? [`changes in the third-party pair (${thirdParty.operations} operations): ${thirdParty.summary}`]
      : []),
    '',
    `with / without the type check, CPU medians: ${(median(rows[1]![1].cpu!) / median(rows[0]![1].cpu!)).toFixed(0)}×`,
  ];
  process.stdout.write(`${lines.join('\n')}\n`);
}

await main();
