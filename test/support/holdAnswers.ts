/* eslint-disable @n8n/community-nodes/no-restricted-globals -- test code runs under jest, never in n8n Cloud: it needs Node timers */
import type { Emulator } from './requestLog';

/**
 * Holds the emulator's answers until `count` requests are held at once, then lets them all go:
 * the test then knows by count, not by timing, that the node sent that many without waiting for
 * an answer. Only requests for which `holds` says so are held. If the node never sends that
 * many, the answers go after `giveUpMs` (a generous bound: the test then fails on the count,
 * instead of hanging). Returns the barrier's state and the undo.
 */
export function holdAnswersUntil(
	emulator: Emulator,
	count: number,
	holds: () => boolean,
	giveUpMs: number,
) {
	const sleep = emulator.sleep;
	const held: Array<() => void> = [];
	const state = { reached: false, gaveUp: false, peak: 0 };
	let timer: NodeJS.Timeout | undefined;
	const releaseAll = () => {
		if (timer) clearTimeout(timer);
		for (const resolve of held.splice(0)) resolve();
	};
	emulator.sleep = (ms: number) => {
		if (state.reached || state.gaveUp || !holds()) return sleep.call(emulator, ms);
		return new Promise<void>((resolve) => {
			held.push(resolve);
			state.peak = Math.max(state.peak, held.length);
			if (!timer)
				timer = setTimeout(() => {
					state.gaveUp = true;
					releaseAll();
				}, giveUpMs);
			if (held.length >= count) {
				state.reached = true;
				releaseAll();
			}
		});
	};
	return {
		state,
		undo: () => {
			releaseAll();
			emulator.sleep = sleep;
		},
	};
}
