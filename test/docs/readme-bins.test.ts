// Every command a README's code blocks run starts a bin that README's own install line installs: `npx` of a name
// nothing installed fetches a stranger's package of that name from the public registry (CI answers npx's prompt).
// The repository's README, and a block that runs `npm ci` itself, are the checkout's: every workspace bin is linked.
import { globSync, readFileSync } from 'node:fs';
import path from 'node:path';
import { describe, expect, it } from 'vitest';

interface Manifest {
  name: string;
  bin?: Record<string, string>;
  workspaces?: string[];
}

const readJson = (file: string) => JSON.parse(readFileSync(file, 'utf8')) as Manifest;
const root = readJson('package.json');
const workspaces = (root.workspaces ?? [])
  .flatMap((pattern) => globSync(`${pattern}/package.json`))
  .map((file) => readJson(file));
/** Each bin a workspace package links, by the package that links it. */
const binsOf = new Map(workspaces.map((manifest) => [manifest.name, Object.keys(manifest.bin ?? {})]));
const everyBin = [...binsOf.values()].flat();

/** The fenced shell and workflow blocks of a Markdown file (and those that name no language). */
export function shellBlocks(markdown: string): string[] {
  const blocks: { language: string; lines: string[] }[] = [];
  let open: { language: string; lines: string[] } | undefined;
  for (const line of markdown.split('\n')) {
    const fence = /^```(\w*)\s*$/.exec(line);
    if (open === undefined && fence) blocks.push((open = { language: fence[1]!, lines: [] }));
    else if (open !== undefined && fence) open = undefined;
    else open?.lines.push(line);
  }
  return blocks
    .filter((block) => ['sh', 'bash', 'shell', 'console', 'yaml', ''].includes(block.language))
    .map((block) => block.lines.join('\n'));
}

/** Each simple command of a block: comments dropped, continuations joined, split at `&&`, `||`, `;`, `|`, `&`, `$(`. */
export function simpleCommands(block: string): string[] {
  return block
    .replace(/\\\n/g, ' ')
    .split('\n')
    .map((line) => line.replace(/(^|\s)#.*$/, '').replace(/^\s*(-\s+)?run:\s*[>|]?-?/, ''))
    .flatMap((line) => line.split(/&&|\|\||\$\(|[;|&]/))
    .map((command) => command.trim().replace(/^(\w+=\S*\s+)+/, ''))
    .filter(Boolean);
}

/** The bin a simple command starts (`npx x`, `node_modules/.bin/x`, or one of the packages' bins by name). */
export function binRun(command: string): string | undefined {
  const [first, ...rest] = command.split(/\s+/);
  if (first === 'npx') return rest.find((word) => !word.startsWith('-'));
  const name = first!.replace(/^(\.\/)?node_modules\/\.bin\//, '');
  return name !== first || everyBin.includes(name) ? name : undefined;
}

/** The bins a block's `npm install` lines link; every workspace bin when it runs `npm ci` in the checkout. */
export function installedBins(blocks: string[]): Set<string> {
  const bins = new Set<string>();
  for (const command of blocks.flatMap(simpleCommands)) {
    if (/^npm ci\b/.test(command)) everyBin.forEach((bin) => bins.add(bin));
    const install = /^npm (?:install|i|add)\s+(.*)$/.exec(command);
    for (const word of install?.[1]!.split(/\s+/) ?? [])
      binsOf.get(word.replace(/(.)@.*$/, '$1'))?.forEach((bin) => bins.add(bin));
  }
  return bins;
}

const readmes = globSync('**/README.md', { exclude: (name) => name === 'node_modules' || name === 'dist' }).sort();

describe('commands in the READMEs', () => {
  it('finds the READMEs with commands, and the bins they run', () => {
    expect(readmes).toContain('packages/conformance/README.md');
    expect(everyBin).toEqual(expect.arrayContaining(['ausd-api', 'ausd-conformance', 'ausd-sandbox']));
  });

  it.each(readmes)('%s runs only bins its install line installs', (readme) => {
    const blocks = shellBlocks(readFileSync(readme, 'utf8'));
    const installed = readme === 'README.md' ? new Set(everyBin) : installedBins(blocks);
    const strangers = blocks.flatMap((block) => {
      const own = installedBins([block]);
      return simpleCommands(block)
        .map((command) => ({ command, bin: binRun(command) }))
        .filter(({ bin }) => bin !== undefined && !installed.has(bin) && !own.has(bin))
        .map(({ command }) => `${path.basename(path.dirname(readme))}: ${command}`);
    });
    expect(strangers).toEqual([]);
  });
});

describe('how a command is read', () => {
  const installLine = 'npm install --save-dev @ausd/conformance';

  it('the conformance install line links ausd-conformance, not ausd-api', () => {
    expect([...installedBins([installLine])]).toEqual(['ausd-conformance']);
    expect([...installedBins(['npm install --save-dev @ausd/api-toolkit@0.1.0'])]).toEqual(['ausd-api']);
    expect(installedBins(['npm ci'])).toEqual(new Set(everyBin));
  });

  it('finds the bin of npx, a path into node_modules/.bin, a bare name, and after variables or a pipe', () => {
    const block = [
      'npx ausd-api conformance proxy --upstream "$URL" --port 8080 \\',
      '  --har a.har &   # runs in the background',
      'KEY=1 node_modules/.bin/ausd-sandbox --port 0 > log &',
      'cat x | ausd-conformance verify a.har',
      'npx --yes some-stranger',
      'npm run e2e && ausd-api-like --help',
    ].join('\n');
    expect(simpleCommands(block).map(binRun)).toEqual([
      'ausd-api',
      'ausd-sandbox',
      undefined,
      'ausd-conformance',
      'some-stranger',
      undefined,
      undefined,
    ]);
  });

  it('reads only what is inside a fence', () => {
    const markdown =
      'npx prose\n```sh\nnpx ausd-sandbox\n```\n\n| npx table |\n```ts\nnpx code\n```\n```\nnpx bare\n```\n';
    expect(shellBlocks(markdown)).toEqual(['npx ausd-sandbox', 'npx bare']);
  });

  it('reads a workflow step as the command it runs', () => {
    expect(
      simpleCommands('      - run: npm ci\n      - name: gate\n        run: >-\n          npx ausd-api diff'),
    ).toEqual(['npm ci', '- name: gate', 'npx ausd-api diff']);
  });
});
