// The shape of one deliberate contract violation (one file per fault in test/support/faults/, named by its id): a
// stage of the sandbox's API router (@ausd/express's `ApiStage`), after routing and authentication.
import type { ApiStage } from '../../../../packages/express/src/generated/middleware.js';
import type { Principal } from '../../../../packages/sandbox/src/auth/authenticate.js';

/** What a fault does: rewrites the request in front of the handler, answers instead of it, or changes the answer. */
export type FaultStage = Omit<ApiStage<Principal>, 'name'>;

export interface Fault<Id extends string = string> {
  id: Id;
  /** The conformance check this violation must fail (others may fail too: a wrong order also breaks filters). */
  detectedBy: string;
  /** The check is a step of the write journey: a run proving it allows writes. */
  writes?: boolean;
  /** One sandbox's injection; state it keeps (tokens issued, pages seen) lives in it. */
  inject(): FaultStage;
}

/** Keeps the id's literal type, so the catalogue's ids form a union. */
export const defineFault = <const Id extends string>(fault: Fault<Id>): Fault<Id> => fault;
