#!/usr/bin/env node
// The one command-line entry: `ausd-api <subcommand> [options]`. Each subcommand lives in
// cli/commands/<name>.ts and exports `summary`, `usage` and `run(argv)`.
import { commands, type CommandName } from './commands/index.js';

function printHelp(): void {
  const width = Math.max(...Object.keys(commands).map((name) => name.length));
  const lines = Object.entries(commands).map(([name, command]) => `  ${name.padEnd(width)}  ${command.summary}`);
  process.stdout.write(`Usage: ausd-api <command> [options]\n\nCommands:\n${lines.join('\n')}\n\nRun 'ausd-api <command> --help' for a command's options.\n`);
}

async function main(argv: string[]): Promise<number> {
  const [name, ...rest] = argv;
  if (name === undefined || name === '--help' || name === '-h' || name === 'help') {
    printHelp();
    return name === undefined ? 2 : 0;
  }
  if (!(name in commands)) {
    process.stderr.write(`ausd-api: unknown command '${name}'\n`);
    printHelp();
    return 2;
  }
  const command = await commands[name as CommandName]();
  if (rest.includes('--help') || rest.includes('-h')) {
    process.stdout.write(`${command.usage.trim()}\n`);
    return 0;
  }
  return command.run(rest);
}

main(process.argv.slice(2)).then(
  (code) => {
    process.exitCode = code;
  },
  (error: unknown) => {
    process.stderr.write(`ausd-api: ${error instanceof Error ? error.message : String(error)}\n`);
    process.exitCode = 1;
  },
);
