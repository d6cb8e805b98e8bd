/**
 * At most `limit` tasks running at once, for code that starts its tasks itself: a task takes a
 * slot before it starts (`take`) and gives it back when it is done (`give`). After `close` (a
 * task failed and the rest should not start), `take` answers false to every task still
 * waiting and to every later one, so those tasks end without starting.
 */
export class Slots {
	private free: number;

	private closed = false;

	private readonly waiting: Array<(open: boolean) => void> = [];

	constructor(limit: number) {
		this.free = Math.max(1, Math.floor(limit) || 1);
	}

	/** Waits for a free slot and takes it: true; false once the slots were closed (start nothing). */
	async take(): Promise<boolean> {
		if (this.closed) return false;
		if (this.free > 0) {
			this.free--;
			return true;
		}
		return await new Promise<boolean>((resolve) => this.waiting.push(resolve));
	}

	/** Gives a taken slot back: the longest-waiting task gets it. */
	give(): void {
		const next = this.waiting.shift();
		if (next) next(true);
		else this.free++;
	}

	/** Starts nothing more: every task waiting for a slot, and every later one, gets false. */
	close(): void {
		this.closed = true;
		for (const waiting of this.waiting.splice(0)) waiting(false);
	}
}

/**
 * The outcome of tasks run side by side, in their order: throws the failure of the first task
 * that failed (the lowest index, whatever order they failed in), else returns.
 */
export function throwFirstFailure(outcomes: readonly PromiseSettledResult<unknown>[]): void {
	for (const outcome of outcomes) if (outcome.status === 'rejected') throw outcome.reason;
}
