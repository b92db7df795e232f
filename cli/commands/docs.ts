import { spawn } from 'node:child_process';
import path from 'node:path';
import { pathToFileURL } from 'node:url';
import { parseArgs } from 'node:util';
import { defaultEntry, defaultOutDir, generate } from '../../generators/index.js';
import type { Command } from './command.js';
import { printArtifact, reportContractProblem } from './generate.js';

const usage = `
Usage: ausd-api docs [--entry ${defaultEntry}] [--out ${defaultOutDir}] [--reference-url URL] [--open]

Bundles the contract and writes the self-contained reference to <out>/docs/index.html: one file, no network
needed to view it, with request samples (curl and TypeScript) per operation and the guide pages
(authentication, pagination and filtering, errors, versioning and changes, sandbox helpers).
\`ausd-api generate\` builds it too.

  --out DIR            output directory (default ${defaultOutDir}); the page is DIR/docs/index.html
  --reference-url URL  where the reference is published; error docs_url links point at its Errors page
                       anchors (default: the contract's x-error-docs-url, https://docs.ausd.example/reference/)
  --open               open the page in the default browser once written`;

/** The platform's "open this with the default application" command. */
function opener(file: string): [string, string[]] {
  if (process.platform === 'darwin') return ['open', [file]];
  if (process.platform === 'win32') return ['cmd', ['/c', 'start', '""', file]];
  return ['xdg-open', [file]];
}

function openInBrowser(file: string): Promise<boolean> {
  const [command, args] = opener(file);
  return new Promise((resolve) => {
    const child = spawn(command, args, { detached: true, stdio: 'ignore' });
    child.once('error', () => resolve(false));
    child.once('spawn', () => {
      child.unref();
      resolve(true);
    });
  });
}

const command: Command = {
  usage,
  async run(argv) {
    let values: { entry?: string; out?: string; 'reference-url'?: string; open?: boolean };
    try {
      values = parseArgs({
        args: argv,
        options: { entry: { type: 'string' }, out: { type: 'string' }, 'reference-url': { type: 'string' }, open: { type: 'boolean' } },
      }).values;
      if (values['reference-url'] !== undefined && !/^https?:\/\/[^#]+$/.test(values['reference-url'])) {
        throw new Error(`--reference-url must be an http(s) URL without an anchor, got '${values['reference-url']}'`);
      }
    } catch (error) {
      process.stderr.write(`ausd-api docs: ${(error as Error).message}\n${usage.trim()}\n`);
      return 2;
    }
    try {
      const outDir = values.out ?? defaultOutDir;
      await generate({ entry: values.entry, outDir, only: ['docs'], referenceUrl: values['reference-url'], onArtifact: printArtifact });
      const page = path.resolve(outDir, 'docs/index.html');
      if (values.open && !(await openInBrowser(page))) {
        process.stderr.write(`ausd-api docs: no browser opener (${opener(page)[0]}) found; open ${pathToFileURL(page).href} yourself\n`);
        return 1;
      }
      return 0;
    } catch (error) {
      return reportContractProblem(error);
    }
  },
};

export default command;
