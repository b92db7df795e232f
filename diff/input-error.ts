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
