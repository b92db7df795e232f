#!/usr/bin/env node
// `ausd-sandbox [options]`: `ausd-api sandbox` for projects that install only the sandbox.
import { exitWith, runCommand } from '@ausd/command-line/run-command';

const load = () => import('./command.js').then((m) => m.default);
exitWith('ausd-sandbox', runCommand('ausd-sandbox', { load }, process.argv.slice(2)));
