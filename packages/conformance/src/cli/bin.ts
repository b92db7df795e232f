#!/usr/bin/env node
// `ausd-conformance [options]`: `ausd-api conformance` for CI jobs that install only the runner.
import { exitWith, runCommand } from '@ausd/command-line/run-command';

const load = () => import('./command.js').then((m) => m.default);
exitWith('ausd-conformance', runCommand('ausd-conformance', { load }, process.argv.slice(2)));
