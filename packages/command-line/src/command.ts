/**
 * What every subcommand module exports. `program` is the command as the user typed it (`ausd-api sandbox`, or the
 * bin `ausd-sandbox`): the usage text and the messages name it. `run` resolves to the process exit code.
 */
export interface Command {
  usage(program: string): string;
  /**
   * Subcommands with a usage of their own, printed by `<program> <name> --help` and with their usage errors; loaded
   * on demand, as the subcommand is.
   */
  subcommands?: Record<string, (program: string) => Promise<string>>;
  run(argv: string[], program: string): Promise<number>;
}

/** One row of the command table: listed by `--help` without loading the module. */
export interface CommandEntry {
  summary: string;
  /** Works on the contract's source repository (spec/, redocly.yaml, the generators and their tools). */
  specRepository?: boolean;
  load(): Promise<Command>;
}
