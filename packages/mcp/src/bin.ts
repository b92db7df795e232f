#!/usr/bin/env node
// `ausd-mcp [options]`: the MCP server of the API, over stdio or Streamable HTTP.
import { exitWith, runCommand } from '@ausd/command-line/run-command';

const load = () => import('./command.js').then((m) => m.default);
exitWith('ausd-mcp', runCommand('ausd-mcp', { load }, process.argv.slice(2)));
