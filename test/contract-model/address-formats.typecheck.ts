// Compile-time check, run by `npm run typecheck`: the address encodings cover exactly the contract's
// `AddressFormat`. @ausd/contract-model does not depend on the client, so the tie sits here; a format added to the
// contract, or an encoding for a format it does not name, fails here.
import { expectTypeOf } from 'vitest';
import type { AddressFormat } from '../../packages/client/src/generated/types.js';
import type { addressText } from '../../packages/contract-model/src/encoding/address-text.js';

expectTypeOf<keyof typeof addressText>().toEqualTypeOf<AddressFormat>();
