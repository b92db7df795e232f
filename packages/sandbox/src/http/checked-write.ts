// A write's answer is checked against its document inside the write's transaction: an answer that would fail the
// router's response check rolls the write back, so a write fails before it commits, never after (a retry would
// meet its own committed half as a 409, another reader the stored value). Serves the API and the test helpers.
import type { SandboxContext } from '../tenancy/context.js';
import { inTransaction } from '../store/transaction.js';

type ResponseValidators = Readonly<Record<string, { responses: object }>>;

export function checkedWrite<
  Ctx extends SandboxContext,
  Validators extends ResponseValidators,
  Result extends { status: number; body: unknown },
>(
  ctx: Ctx,
  validators: Validators,
  operationId: keyof Validators & string,
  work: (ctx: Ctx) => Promise<Result>,
): Promise<Result> {
  return inTransaction(ctx, async (ctx) => {
    const result = await work(ctx);
    const responses = validators[operationId]?.responses as Record<string, (body: unknown) => boolean> | undefined;
    const validate = responses?.[String(result.status)];
    if (validate !== undefined && !validate(result.body))
      throw new Error(`${operationId}: the answer breaks the contract; the write is rolled back`);
    return result;
  });
}
