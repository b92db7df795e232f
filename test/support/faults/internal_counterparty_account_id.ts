// Transactions joined to the wallet's internal row, whose id is not the account id the accounts list shows.
import { createHash } from 'node:crypto';
import { formatUuid } from '../../../packages/contract-model/src/encoding/uuid.js';
import type { WalletCounterparty } from '../../../packages/client/src/generated/types.js';
import { operations } from '../../../packages/contract-facts/src/generated/operations.js';
import { defineFault } from './helpers/fault.js';
import { everyObject, rewriteBody } from './helpers/response.js';

const WALLET: WalletCounterparty['kind'] = 'wallet';
const CHAIN: keyof WalletCounterparty = 'chain';
const ACCOUNT_ID: keyof WalletCounterparty = 'accountId';

/** A stable version 4 UUID that is not the given id: what a join on an internal row id exposes. */
function internalId(id: string): string {
  const bytes = createHash('sha256').update(`internal:${id}`).digest();
  bytes[6] = (bytes[6]! & 0x0f) | 0x40;
  bytes[8] = (bytes[8]! & 0x3f) | 0x80;
  return formatUuid(bytes);
}

export const internalCounterpartyAccountId = defineFault({
  id: 'internal_counterparty_account_id',
  detectedBy: 'references_resolve',
  inject: () => ({
    onResult: (context, result) =>
      context.operation === operations.listTransactions || context.operation === operations.getTransaction
        ? rewriteBody(result, (body) =>
            everyObject(body, (o) => {
              if (o.kind === WALLET && CHAIN in o && typeof o[ACCOUNT_ID] === 'string')
                o[ACCOUNT_ID] = internalId(o[ACCOUNT_ID]);
            }),
          )
        : result,
  }),
});
