// Seeded accounts: wallets on several networks whose entitlements cover every status, and bank accounts
// (one of them unverified). Addresses and ids come from the seeded generator; names and states are fixed.
import { insertBank, insertWallet, insertWalletNetwork, setEntitlement } from '../accounts/account-records.js';
import { addressRules } from '../accounts/address-formats.js';
import type { TenantContext } from '../tenancy/context.js';
import type { Prng } from '@ausd/contract-model/seeded-random';
import type { AddressFormat, EntitlementStatus, NetworkId } from '@ausd/client/types';

type NetworkPlan = [
  chain: NetworkId,
  mint: EntitlementStatus,
  instant?: EntitlementStatus,
  rewards?: EntitlementStatus,
];

export interface SeededWallet {
  id: string;
  address: string;
  format: AddressFormat;
  name: string;
  networks: NetworkPlan[];
}

export interface SeededBank {
  id: string;
  name: string;
  accountNumber: string;
  routingNumber: string;
  bankName: string;
  beneficiary: string;
  verified: boolean;
}

export interface SeededAccounts {
  wallets: SeededWallet[];
  banks: SeededBank[];
}

const PRIMARY_WALLETS: Array<[name: string, format: AddressFormat, networks: NetworkPlan[]]> = [
  [
    'Treasury',
    'ethereum',
    [
      ['ethereum', 'approved', 'approved', 'approved'],
      ['base', 'approved', 'approved'],
      ['arbitrum', 'approved', 'pending_approval'],
      ['polygon-pos', 'approved'],
    ],
  ],
  [
    'Operations',
    'ethereum',
    [
      ['avalanche', 'conditionally_approved', 'rejected'],
      ['immutable', 'approved'],
      ['monad', 'approved'],
    ],
  ],
  [
    'Legacy',
    'ethereum',
    [
      ['mantle', 'removed'],
      ['ethereum', 'pending_removal', undefined, 'pending_approval'],
    ],
  ],
  ['Flagged', 'ethereum', [['base', 'rejected', 'rejected']]],
  ['Solana hot', 'solana', [['solana', 'approved', 'approved', 'approved']]],
  ['Solana cold', 'solana', [['solana', 'conditionally_approved', 'pending_approval']]],
  [
    '',
    'ethereum',
    [
      ['polygon-pos', 'approved', 'pending_removal'],
      ['arbitrum', 'approved', 'removed'],
    ],
  ],
  [
    'Market maker',
    'ethereum',
    [
      ['ethereum', 'approved', 'approved'],
      ['avalanche', 'approved', 'approved'],
      ['monad', 'approved'],
      ['immutable', 'approved'],
    ],
  ],
];

const OTHER_WALLETS: typeof PRIMARY_WALLETS = [
  [
    'Other treasury',
    'ethereum',
    [
      ['ethereum', 'approved', 'approved'],
      ['base', 'approved'],
    ],
  ],
  ['Other solana', 'solana', [['solana', 'approved']]],
];

const PRIMARY_BANKS: Array<[name: string, bankName: string, beneficiary: string, verified: boolean]> = [
  ['Operating account', 'First Sandbox Bank', 'Sandbox Primary Organization', true],
  ['Payroll', 'Second Sandbox Bank', 'Sandbox Primary Organization', true],
  ['New account', 'Third Sandbox Bank', 'Sandbox Primary Organization', false],
];

const OTHER_BANKS: typeof PRIMARY_BANKS = [
  ['Other operating', 'First Sandbox Bank', 'Sandbox Other Organization', true],
];

function digits(prng: Prng, count: number): string {
  let out = '';
  for (let i = 0; i < count; i++) out += String(prng.int(0, 9));
  return out;
}

export async function seedAccounts(
  ctx: TenantContext,
  prng: Prng,
  role: 'primary' | 'other',
  createdAt: () => string,
): Promise<SeededAccounts> {
  const { organizationId } = ctx.tenant;
  const wallets: SeededWallet[] = [];
  for (const [name, format, networks] of role === 'primary' ? PRIMARY_WALLETS : OTHER_WALLETS) {
    const { seeded } = addressRules[format];
    const address = seeded.text(prng.bytes(seeded.bytes));
    const wallet: SeededWallet = { id: prng.uuid(), address, format, name, networks };
    await insertWallet(ctx.db, {
      id: wallet.id,
      organizationId,
      name,
      createdAt: createdAt(),
      address,
      addressFormat: format,
    });
    for (const [chain, mint, instant, rewards] of networks) {
      await insertWalletNetwork(ctx.db, wallet.id, chain);
      await setEntitlement(ctx.db, wallet.id, chain, 'mint', mint);
      if (instant !== undefined) await setEntitlement(ctx.db, wallet.id, chain, 'instant_settlement', instant);
      if (rewards !== undefined) await setEntitlement(ctx.db, wallet.id, chain, 'rewards', rewards);
    }
    wallets.push(wallet);
  }
  const banks: SeededBank[] = [];
  for (const [name, bankName, beneficiary, verified] of role === 'primary' ? PRIMARY_BANKS : OTHER_BANKS) {
    const bank: SeededBank = {
      id: prng.uuid(),
      name,
      accountNumber: digits(prng, 12),
      routingNumber: digits(prng, 9),
      bankName,
      beneficiary,
      verified,
    };
    await insertBank(ctx.db, { ...bank, organizationId, createdAt: createdAt() });
    banks.push(bank);
  }
  return { wallets, banks };
}
