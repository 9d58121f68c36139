// The simulated clock every run's actor system uses (passed to `createActor(…, { clock })`).
//
// Why not XState's SimulatedClock: during one `increment(ms)` its `now()` already returns the end
// time, so a timer started by a firing timer is due too late, and due timers fire in insertion order.
// Here `advance(ms)` fires the due timers in due-time order (ties: the order they were set), and while
// one fires `now()` stands at its due time, so a chain `after 1500` → `after 7000` fires at 8.5 s
// whether the reader jumps +10 s once or +1 s ten times.
/** The clock interface `createActor` takes (xstate does not export its name). */
export interface Clock {
  setTimeout(fn: (...args: unknown[]) => void, timeout: number): unknown;
  clearTimeout(id: unknown): void;
}

interface Timer {
  id: number;
  due: number;
  fn: () => void;
}

export class EngineClock implements Clock {
  private current = 0;
  private seq = 0;
  private readonly timers = new Map<number, Timer>();


  now(): number {
    return this.current;
  }

  setTimeout(fn: (...args: unknown[]) => void, timeout: number): number {
    const id = ++this.seq;
    this.timers.set(id, { id, due: this.current + Math.max(0, timeout), fn });
    return id;
  }

  clearTimeout(id: unknown): void {
    this.timers.delete(id as number);
  }

  /** Due time of the earliest pending timer, if any. */
  nextDue(): number | undefined {
    return this.earliest()?.due;
  }

  pending(): number {
    return this.timers.size;
  }

  /** Due times of the pending timers, in the order they were set. */
  dues(): number[] {
    return [...this.timers.values()].map((t) => t.due);
  }

  /** `fn`'s answer as if it ran at `t` (a guard that reads the time, asked ahead of it); the time is then as before. */
  at<T>(t: number, fn: () => T): T {
    const was = this.current;
    this.current = t;
    try {
      return fn();
    } finally {
      this.current = was;
    }
  }

  /** Moves time forward by `ms`, firing every timer due on the way, each at its own due time. */
  advance(ms: number): void {
    this.advanceTo(this.current + ms);
  }

  advanceTo(target: number): void {
    if (target < this.current) throw new Error(`time never goes back: ${target} < ${this.current}`);
    for (let t = this.earliest(); t && t.due <= target; t = this.earliest()) {
      this.timers.delete(t.id);
      this.current = t.due;
      t.fn();
    }
    this.current = target;
  }

  private earliest(): Timer | undefined {
    let best: Timer | undefined;
    // Map iteration is insertion order, so `<` keeps the earlier-set timer on a tie.
    for (const t of this.timers.values()) if (!best || t.due < best.due) best = t;
    return best;
  }
}
