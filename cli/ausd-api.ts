#!/usr/bin/env node
// The one command-line entry: `ausd-api <subcommand> [options]`. Each subcommand lives in
// cli/commands/<name>.ts and exports `summary`, `usage` and `run(argv)`.
import { commands, type CommandName } from './commands/index.js';

async function printHelp(): Promise<void> {
  const names = Object.keys(commands) as CommandName[];
  const loaded = await Promise.all(names.map((name) => commands[name]()));
  const width = Math.max(...names.map((name) => name.length));
  const lines = names.map((name, i) => `  ${name.padEnd(width)}  ${loaded[i]?.summary ?? ''}`);
  process.stdout.write(`Usage: ausd-api <command> [options]\n\nCommands:\n${lines.join('\n')}\n\nRun 'ausd-api <command> --help' for a command's options.\n`);
}

async function main(argv: string[]): Promise<number> {
  const [name, ...rest] = argv;
  if (name === undefined || name === '--help' || name === '-h' || name === 'help') {
    await printHelp();
    return name === undefined ? 2 : 0;
  }
  if (!(name in commands)) {
    process.stderr.write(`ausd-api: unknown command '${name}'\n`);
    await printHelp();
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
