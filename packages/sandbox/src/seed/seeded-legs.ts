// The legs of one seeded transaction as they are drawn: each gets an id, a time of the transaction's three
// (`times`, by position) and a detail, and the rail references a detail carries are drawn too.
import type { Counterparty, Leg, LegDetail } from '../core/api-types.js';
import { formatMicros } from '../core/money.js';
import type { Prng } from '@ausd/contract-model/seeded-random';

export class SeededLegs {
  readonly list: Leg[] = [];

  constructor(
    private readonly prng: Prng,
    private readonly times: readonly number[],
  ) {}

  add(
    position: number,
    amount: number,
    currency: string,
    direction: Leg['direction'],
    detail: LegDetail,
    source: Counterparty,
    recipient: Counterparty,
  ): void {
    this.list.push({
      id: this.prng.uuid(),
      amount: formatMicros(amount),
      currency,
      direction,
      occurredAt: new Date(this.times[position]!).toISOString(),
      detail,
      source,
      recipient,
    });
  }

  /** An on-chain leg: its detail is the transfer's hash. */
  token(
    position: number,
    amount: number,
    currency: string,
    direction: Leg['direction'],
    source: Counterparty,
    recipient: Counterparty,
  ): void {
    this.add(position, amount, currency, direction, { type: 'token', transactionHash: this.hash() }, source, recipient);
  }

  /** A wire leg's IMAD, dated as the leg at `position`. */
  imad(position: number): string {
    const day = new Date(this.times[position]!).toISOString().slice(0, 10).replaceAll('-', '');
    return `${day}SBXQ${String(this.prng.int(0, 999_999)).padStart(6, '0')}`;
  }

  /** A book transfer's or an instant payment's confirmation number. */
  confirmation(): string {
    return Buffer.from(this.prng.bytes(6)).toString('hex').toUpperCase();
  }

  /** When the transaction settled: its last leg. */
  settledAt(): string {
    return this.list[this.list.length - 1]!.occurredAt;
  }

  private hash(): string {
    return `0x${Buffer.from(this.prng.bytes(32)).toString('hex')}`;
  }
}
