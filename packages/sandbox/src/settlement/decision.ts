// What becomes of an inbound transfer on a route: settled, held (for the helpers document's reason) or returned.
import type { HeldTransfer } from '../generated/helpers/types.js';

/** Why a transfer is held: the helpers document's `HeldTransfer.reason`. */
export type HoldReason = HeldTransfer['reason'];

export type Decision = { kind: 'settle' } | { kind: 'hold'; reason: HoldReason } | { kind: 'return' };
