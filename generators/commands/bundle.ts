// `ausd-api bundle`: resolves the split spec/ into one document, written as YAML and JSON exactly as
// @redocly/cli writes them, in process (the same bundling `ausd-api generate` does, so both write identical bytes).
import { mkdir, writeFile } from 'node:fs/promises';
import path from 'node:path';
import { reportContractProblem } from './generate.js';
import { existingFile, parseOptions } from '@ausd/command-line/arguments';
import type { Command } from '@ausd/command-line/command';

const usage = `
Usage: ausd-api bundle [--spec <file>] [--out <dir>]

Bundles the split contract into one OpenAPI 3.1 document, written as <dir>/openapi.yaml and
<dir>/openapi.json. Output is deterministic: rerunning on an unchanged spec rewrites identical bytes.

Options:
  --spec <file>  root of the contract (default: spec/openapi.yaml)
  --out <dir>    output directory (default: generated)
  -h, --help     show this help
`;

const bundle: Command = {
  usage: () => usage,
  async run(argv) {
    const values = parseOptions(argv, { spec: { type: 'string' }, out: { type: 'string' } });
    const spec = existingFile('--spec', values.spec ?? 'spec/openapi.yaml');
    const outDir = values.out ?? 'generated';
    const { bundleContract } = await import('../contract.js');
    let bundled;
    try {
      bundled = await bundleContract(spec, { vocabulary: true });
    } catch (error) {
      return await reportContractProblem(error);
    }
    const { yaml, json } = bundled;
    await mkdir(outDir, { recursive: true });
    await writeFile(path.join(outDir, 'openapi.yaml'), yaml);
    await writeFile(path.join(outDir, 'openapi.json'), json);
    process.stdout.write(
      `Bundled ${spec} into ${path.join(outDir, 'openapi.yaml')} and ${path.join(outDir, 'openapi.json')}\n`,
    );
    return 0;
  },
};

export default bundle;
