// Addresses as the contract states them: every EVM hex address anywhere in a response (wallets, counterparties,
// deposit instructions) carries its EIP-55 checksum, and a wallet's address meets the schema of its
// `addressFormat` (WalletAccount's if/then: `EvmAddress`, `SolanaAddress`, generated as schemaChoices). What an
// address of each kind is, is the contract's schema (its generated validator).
import { toChecksumAddress } from '@ausd/contract-model/encoding/eip55';
import { schemaChoices } from '@ausd/contract-facts/operations';
import { schemaValidators } from '@ausd/contract-facts/validators';
import { verdictOf, type Problem, type ResponseCheck } from '../check-helpers/check.js';
import { eachObject, eachString } from '../check-helpers/json-tree.js';

/** The address schema of each address format. */
const addressSchemas: Readonly<Record<string, { address: keyof typeof schemaValidators }>> =
  schemaChoices.WalletAccount.addressFormat;

export const addressEncoding: ResponseCheck = {
  kind: 'response',
  name: 'address_encoding',
  severity: 'major',
  summary: "Every EVM address in a response is EIP-55 checksummed; a wallet's address is one of its addressFormat.",
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
      const format = object.addressFormat;
      if (typeof format !== 'string' || !Object.hasOwn(addressSchemas, format) || typeof object.address !== 'string')
        return;
      seen += 1;
      const schema = addressSchemas[format]!.address;
      if (!schemaValidators[schema](object.address))
        problems.push({
          message: `${pointer}/address: ${object.address} is not an address of format ${format} (${schema})`,
          where: `${pointer}/address`,
        });
    });
    if (seen === 0) return undefined;
    return verdictOf(problems);
  },
};
