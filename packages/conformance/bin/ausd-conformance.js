#!/usr/bin/env node
// `ausd-conformance` in a checkout of the repository, from its TypeScript sources (tools/run-sources.js). The
// published bin is the entry imported below, compiled.
import { runSources } from '../../../tools/run-sources.js';

await runSources('ausd-conformance', () => import('../src/cli/bin.ts'));
