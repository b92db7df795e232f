#!/usr/bin/env node
// The one command-line entry: `ausd-api <subcommand> [options]`. Each subcommand lives in
// cli/commands/<name>.ts and exports `usage(program)` and `run(argv, program)`; cli/commands/index.ts lists them.
import { commands, type CommandName } from './commands/index.js';
import { refuseUnsupportedNode } from '@ausd/command-line/node-version';
import { exitWith, runCommand } from '@ausd/command-line/run-command';
import { versionLines } from './versions.js';

function printHelp(): void {
  const names = Object.keys(commands) as CommandName[];
  const width = Math.max(...names.map((name) => name.length));
  const lines = names.map((name) => `  ${name.padEnd(width)}  ${commands[name].summary}`);
  process.stdout.write(
    `Usage: ausd-api <command> [options]\n\nCommands:\n${lines.join('\n')}\n\n` +
      `Options:\n  -h, --help     show this help\n  -v, --version  print the toolkit and contract versions\n\n` +
      `Run 'ausd-api <command> --help' for a command's options.\n`,
  );
}

async function main(argv: string[]): Promise<number> {
  const refused = refuseUnsupportedNode('ausd-api');
  if (refused !== undefined) return refused;
  const [name, ...rest] = argv;
  if (name === undefined || name === '--help' || name === '-h' || name === 'help') {
    printHelp();
    return name === undefined ? 2 : 0;
  }
  if (name === '--version' || name === '-v') {
    process.stdout.write(await versionLines());
    return 0;
  }
  if (!Object.hasOwn(commands, name)) {
    process.stderr.write(`ausd-api: unknown command '${name}'\n`);
    printHelp();
    return 2;
  }
  return runCommand(`ausd-api ${name}`, commands[name as CommandName], rest);
}

exitWith('ausd-api', main(process.argv.slice(2)));
