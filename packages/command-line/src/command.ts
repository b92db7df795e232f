/** What every subcommand module exports. `run` resolves to the process exit code. */
export interface Command {
  usage: string;
  run(argv: string[]): Promise<number>;
}

/** One row of the command table: listed by `--help` without loading the module. */
export interface CommandEntry {
  summary: string;
  /** Works on the contract's source repository (spec/, redocly.yaml, the generators and their tools). */
  specRepository?: boolean;
  load(): Promise<Command>;
}
