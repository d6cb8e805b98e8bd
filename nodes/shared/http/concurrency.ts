/**
 * Runs `task` for indexes 0..count-1 with at most `limit` running at once. Stops
 * starting new tasks after the first failure; returns when every started task settled.
 * Results and failures are reported by index so callers keep the input order.
 */
export async function forEachWithConcurrency(
	count: number,
	limit: number,
	task: (index: number) => Promise<void>,
): Promise<void> {
	let next = 0;
	let failed = false;
	const errors: Array<{ index: number; error: unknown }> = [];
	const worker = async () => {
		while (!failed && next < count) {
			const index = next++;
			try {
				await task(index);
			} catch (error) {
				failed = true;
				errors.push({ index, error });
			}
		}
	};
	await Promise.all(Array.from({ length: Math.max(1, Math.min(limit, count)) }, worker));
	if (errors.length) {
		errors.sort((a, b) => a.index - b.index);
		throw errors[0].error;
	}
}
