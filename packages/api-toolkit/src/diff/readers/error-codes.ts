// The error codes an error response allows, read like generators/error-codes.ts reads them.
import { isErrorStatus, schemaErrorCodes } from '@ausd/contract-model/error-codes';
import { jsonPointer } from '@ausd/contract-model/pointer';
import type { Contract } from '../contract.js';
import type { ResponsePair } from '../rule.js';

function codes(contract: Contract, response: ResponsePair['baseResponse']): string[] {
  return Object.entries(response.value.content ?? {}).flatMap(([type, media]) =>
    media.schema
      ? schemaErrorCodes(contract, media.schema, `${response.pointer}${jsonPointer('content', type, 'schema')}`)
      : [],
  );
}

export function errorCodeChanges({ base, head, status, baseResponse, headResponse }: ResponsePair) {
  if (!isErrorStatus(status)) return { added: [], removed: [] };
  const before = codes(base, baseResponse);
  const after = codes(head, headResponse);
  return {
    added: after.filter((code) => !before.includes(code)),
    removed: before.filter((code) => !after.includes(code)),
  };
}
