/** A contract that cannot be read, bundled or is not an OpenAPI 3 document; the CLI exits 2 with `message`. */
export class ContractInputError extends Error {
  constructor(message: string) {
    super(message);
    this.name = 'ContractInputError';
  }
}
