// Addresses as the contract states them: every EVM hex address anywhere in a response (wallets, counterparties,
// deposit instructions) carries its EIP-55 checksum, and a Solana wallet address is base58. What an EVM address
// is, is the contract's `EvmAddress` (its generated validator).
import { toChecksumAddress } from '@ausd/contract-model/encoding/eip55';
import { schemaValidators } from '@ausd/express/validators';
import { verdictOf, type Problem, type ResponseCheck } from '../check.js';
import { eachObject, eachString } from '../json-tree.js';

const BASE58 = /^[1-9A-HJ-NP-Za-km-z]{32,44}$/;

export const addressEncoding: ResponseCheck = {
  kind: 'response',
  name: 'address_encoding',
  severity: 'major',
  summary: 'Every EVM address in a response is EIP-55 checksummed; a Solana wallet address is base58.',
  inspect({ response }) {
    if (response?.json === undefined) return undefined;
    const problems: Problem[] = [];
    let seen = 0;
    eachString(response.json, (value, pointer) => {
      if (!schemaValidators.EvmAddress(value)) return;
      seen += 1;
      const expected = toChecksumAddress(value);
      if (value !== expected)
        problems.push({ message: `${pointer}: ${value} is not EIP-55 checksummed (${expected})`, where: pointer });
    });
    eachObject(response.json, (object, pointer) => {
      if (object.addressFormat !== 'solana' || typeof object.address !== 'string') return;
      seen += 1;
      if (!BASE58.test(object.address))
        problems.push({ message: `${pointer}/address: ${object.address} is not base58`, where: `${pointer}/address` });
    });
    if (seen === 0) return undefined;
    return verdictOf(problems);
  },
};
