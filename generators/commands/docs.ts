import { spawn } from 'node:child_process';
import path from 'node:path';
import { pathToFileURL } from 'node:url';
import { defaultEntry } from '../entry.js';
import { existingFile, parseOptions, referenceUrl } from '@ausd/command-line/arguments';
import type { Command } from '@ausd/command-line/command';
import { printArtifact, reportContractProblem } from './generate.js';

/** The reference's folder in the repository (`generated/docs/`, published by @ausd/contract). */
const defaultOutDir = 'generated';

const usage = `
Usage: ausd-api docs [--spec ${defaultEntry}] [--out ${defaultOutDir}] [--reference-url URL] [--open]

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
  usage: () => usage,
  async run(argv) {
    const values = parseOptions(argv, {
      spec: { type: 'string' },
      out: { type: 'string' },
      'reference-url': { type: 'string' },
      open: { type: 'boolean' },
    });
    referenceUrl(values['reference-url']);
    if (values.spec !== undefined) existingFile('--spec', values.spec);
    const [{ generate }, { folderPlacement }] = await Promise.all([import('../index.js'), import('../placement.js')]);
    try {
      const outDir = values.out ?? defaultOutDir;
      await generate({
        entry: values.spec,
        outDir,
        placement: folderPlacement('.'),
        only: ['docs'],
        referenceUrl: values['reference-url'],
        onArtifact: printArtifact,
      });
      const page = path.resolve(outDir, 'docs/index.html');
      if (values.open && !(await openInBrowser(page))) {
        process.stderr.write(
          `ausd-api docs: no browser opener (${opener(page)[0]}) found; open ${pathToFileURL(page).href} yourself\n`,
        );
        return 1;
      }
      return 0;
    } catch (error) {
      return await reportContractProblem(error);
    }
  },
};

export default command;
