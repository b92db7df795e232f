// A handler result the contract does not allow. The message names the operation, the status and the schema
// path so the failing test or log line points straight at the broken promise.
export class ResponseViolationError extends Error {
  override readonly name = 'ResponseViolationError';

  constructor(
    readonly operationId: string,
    readonly status: number,
    /** Where in the contract the rule lives, e.g. `#/properties/data/items/properties/id/format`. */
    readonly schemaPath: string,
    /** Where in the returned body it broke (JSON pointer), empty for the result as a whole. */
    readonly instancePath: string,
    readonly detail: string,
  ) {
    super(
      `${operationId} responded ${status} breaking the contract at ${schemaPath}${instancePath === '' ? '' : ` (body ${instancePath})`}: ${detail}`,
    );
  }
}
