// The bytes the proxy holds for inspection across every exchange in flight. Bodies stream through whatever
// happens; what is copied aside to be checked is taken from this budget, so concurrent large bodies cost the
// proxy at most this much, and an exchange that finds the budget spent is forwarded without being inspected.
export class ByteBudget {
  private held = 0;

  constructor(readonly capacity: number) {}

  /** Takes `bytes` when they fit; false (nothing taken) when they do not. */
  take(bytes: number): boolean {
    if (this.held + bytes > this.capacity) return false;
    this.held += bytes;
    return true;
  }

  give(bytes: number): void {
    this.held -= bytes;
  }

  get inUse(): number {
    return this.held;
  }
}

/** A bounded copy of a stream's bytes, taken from a budget; stops keeping (and gives back) once over `limit`. */
export class KeptBytes {
  private chunks: Buffer[] = [];
  private size = 0;
  private total = 0;
  /** Why the copy was dropped, once it was. */
  dropped?: string;

  constructor(
    private readonly budget: ByteBudget,
    private readonly limit: number,
  ) {}

  add(chunk: Buffer): void {
    this.total += chunk.length;
    if (this.dropped) return;
    if (this.size + chunk.length > this.limit) return this.drop(`body above ${this.limit} bytes`);
    if (!this.budget.take(chunk.length)) return this.drop('the proxy held its limit of bodies in flight');
    this.chunks.push(chunk);
    this.size += chunk.length;
  }

  /** Every byte seen so far (kept or not). */
  get length(): number {
    return this.total;
  }

  /** The bytes kept, or undefined when the copy was dropped; releases them from the budget either way. */
  release(): Buffer | undefined {
    const bytes = this.dropped ? undefined : Buffer.concat(this.chunks);
    this.drop(this.dropped ?? 'released');
    return bytes;
  }

  private drop(reason: string): void {
    this.budget.give(this.size);
    this.chunks = [];
    this.size = 0;
    this.dropped = reason;
  }
}
