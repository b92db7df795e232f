/** A contract that cannot be read, bundled or is not an OpenAPI 3 document; the CLI exits 2 with `message`. */
export class ContractInputError extends Error {
  constructor(message: string) {
    super(message);
    this.name = 'ContractInputError';
  }
}

/** Why --types cannot run here, with the next step. */
export function typeCheckNeeds(error: unknown): string {
  return (
    "the type check (--types) needs the spec repository's devDependencies (openapi-typescript, handlebars, " +
    'ts-morph): run it in a checkout after `npm ci`, or leave --types out ' +
    `(${error instanceof Error ? error.message : String(error)})`
  );
}

/**
 * What the diff and changelog commands print for a failure, exit 2: a contract problem as is; anything else
 * (a recursion the checks did not foresee) as one line, never exit 1, which means "changes at --fail-on found".
 * A module that is not installed is left to the command runner (undefined), which names the package.
 */
export function failureMessage(error: unknown): string | undefined {
  if (error instanceof ContractInputError) return error.message;
  if ((error as NodeJS.ErrnoException | undefined)?.code === 'ERR_MODULE_NOT_FOUND') return undefined;
  const detail = error instanceof Error ? error.message : String(error);
  return (
    `the contracts could not be compared (${detail}); check both documents with \`ausd-api lint\` or a ` +
    'validator, and report the pair if they are valid'
  );
}
