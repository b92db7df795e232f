#!/usr/bin/env node
// `ausd-sandbox` in a checkout of the repository, from its TypeScript sources (tools/run-sources.js). The
// published bin is the entry imported below, compiled.
import { runSources } from '../../../tools/run-sources.js';

await runSources('ausd-sandbox', () => import('../src/cli/bin.ts'));
