// The shape of one deliberate contract violation (one file per fault in test/support/faults/, named by its id).
import type { IncomingMessage, ServerResponse } from 'node:http';

/** Rewrites the request before routing or the response as it is written; async when it reads the request body. */
export type Injector = (req: IncomingMessage, res: ServerResponse) => void | Promise<void>;

export interface Fault<Id extends string = string> {
  id: Id;
  /** The conformance check this violation must fail (others may fail too: a wrong order also breaks filters). */
  detectedBy: string;
  /** The check is a step of the write journey: a run proving it allows writes. */
  writes?: boolean;
  /** One sandbox's injection; state it keeps (tokens issued, pages seen) lives in it. */
  inject(): Injector;
}

/** Keeps the id's literal type, so the catalogue's ids form a union. */
export const defineFault = <const Id extends string>(fault: Fault<Id>): Fault<Id> => fault;
