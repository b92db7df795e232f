// SQLite prepares a statement again before each run when its planner read a bound parameter's value: `LIMIT ?`,
// `col = ?` on a non-unique index or in a join. better-sqlite3 binds on every run, so such a statement would be
// compiled anew per call (15 to 30 µs warm, several times that between requests), its cached copy saving nothing.
// Each parameter goes in as `+?`: unary plus keeps the value and its lack of affinity (SQLite's "no-op"), but the
// planner does not read through it, so one plan serves every run.
import { SqliteQueryCompiler } from 'kysely';

export class PlanStableQueryCompiler extends SqliteQueryCompiler {
  protected override appendValue(parameter: unknown): void {
    this.append('+');
    super.appendValue(parameter);
  }
}
