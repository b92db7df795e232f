/** What every subcommand module exports. `run` resolves to the process exit code. */
export interface Command {
  summary: string;
  usage: string;
  run(argv: string[]): Promise<number>;
}
