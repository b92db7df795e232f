// The error codes an error response allows, read like generators/error-codes.ts reads them.
import { isErrorStatus, schemaErrorCodes } from '@ausd/contract-model/error-codes';
import { jsonPointer } from '@ausd/contract-model/pointer';
import type { Contract } from '../contract.js';
import type { ResponsePair } from '../rule.js';

/**
 * The codes of a response, read once per response object: a component response is shared by many operations, two
 * rules read each, and the model's document is frozen.
 */
function codes(contract: Contract, response: ResponsePair['baseResponse']): readonly string[] {
  let found = read.get(response.value);
  if (found === undefined) {
    found = Object.entries(response.value.content ?? {}).flatMap(([type, media]) =>
      media.schema
        ? schemaErrorCodes(contract, media.schema, `${response.pointer}${jsonPointer('content', type, 'schema')}`)
        : [],
    );
    read.set(response.value, found);
  }
  return found;
}
const read = new WeakMap<object, readonly string[]>();

export function errorCodeChanges({ base, head, status, baseResponse, headResponse }: ResponsePair) {
  if (!isErrorStatus(status)) return { added: [], removed: [] };
  const before = codes(base, baseResponse);
  const after = codes(head, headResponse);
  return {
    added: after.filter((code) => !before.includes(code)),
    removed: before.filter((code) => !after.includes(code)),
  };
}
