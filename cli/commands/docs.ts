import { parseArgs } from 'node:util';
import { defaultEntry, defaultOutDir, generate } from '../../generators/index.js';
import type { Command } from './command.js';
import { printArtifact, reportContractProblem } from './generate.js';

const command: Command = {
  usage: `
Usage: ausd-api docs [--entry ${defaultEntry}] [--out ${defaultOutDir}]

Bundles the contract and writes the self-contained Redoc reference to <out>/docs/index.html (no network needed
to view it). \`ausd-api generate\` builds it too.`,
  async run(argv) {
    const { values } = parseArgs({ args: argv, options: { entry: { type: 'string' }, out: { type: 'string' } } });
    try {
      await generate({ entry: values.entry, outDir: values.out, only: ['docs'], onArtifact: printArtifact });
      return 0;
    } catch (error) {
      return reportContractProblem(error);
    }
  },
};

export default command;
