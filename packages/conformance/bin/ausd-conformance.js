#!/usr/bin/env node
// `ausd-conformance` in a checkout of the repository: Node runs this file and tsx (a development dependency) the TypeScript
// sources, whose imports name the compiled '.js' files. The published bin is the compiled entry imported below.
import { register } from 'tsx/esm/api';

register();
try {
  await import('../src/cli/bin.ts');
} catch (error) {
  // An entry that cannot load is not a finding: one line and exit 2, as any unexpected error of a bin.
  process.stderr.write(`ausd-conformance: ${error instanceof Error ? error.message.split('\n')[0] : String(error)}\n`);
  process.exitCode = 2;
}
