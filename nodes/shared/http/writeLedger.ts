import type { IContextObject } from 'n8n-workflow';
import { sha256Hex } from './sha256';

/** What a write's accepted answer leaves for a later try: enough to return the same result. */
interface KeptAnswer {
	statusCode: number;
	body: unknown;
}

interface LedgerState {
	runIndex: number;
	answers: Record<string, KeptAnswer>;
}

/** Answers kept at most per run of the node: one per write the run's items made. */
const MAX_KEPT_ANSWERS = 10000;

/**
 * The writes of one run of the action node that the server accepted, so that n8n's "Retry On
 * Fail" (which runs the node again, every item, after a failed try) does not send them again:
 * the second try finds the first item's create here and returns its answer.
 *
 * It lives in the execution's context of the node (`getContext('node')`): n8n keeps that for
 * the execution only, the tries of one run share it (they share the run index, which n8n
 * advances only when a run ends), and a later run of the node in the same execution (a loop)
 * starts afresh. A key is the item, the n-th identical write of that item in this try, the
 * method, the URL and a SHA-256 digest of the body; the answer kept is the one the node's
 * output shows anyway. Reads are never kept: a later try reads the server as it is then.
 */
export class WriteLedger {
	/** How often each write was asked for in this try: the n-th identical write has its own key. */
	private readonly asked = new Map<string, number>();

	constructor(private readonly state: LedgerState) {}

	key(
		itemIndex: number | undefined,
		method: string,
		url: string,
		qs: unknown,
		body: unknown,
	): string {
		const request = sha256Hex(
			JSON.stringify([itemIndex ?? null, method, url, qs ?? null, body ?? null]),
		);
		const nth = (this.asked.get(request) ?? 0) + 1;
		this.asked.set(request, nth);
		return `${request}:${nth}`;
	}

	recall(key: string): KeptAnswer | undefined {
		return Object.prototype.hasOwnProperty.call(this.state.answers, key)
			? this.state.answers[key]
			: undefined;
	}

	remember(key: string, answer: KeptAnswer): void {
		if (Object.keys(this.state.answers).length >= MAX_KEPT_ANSWERS) return;
		this.state.answers[key] = { statusCode: answer.statusCode, body: answer.body };
	}
}

/** The ledger of this run of the node, in the execution's node context; an older run's answers are dropped. */
export function writeLedgerOf(context: IContextObject, runIndex: number): WriteLedger {
	const held = context.writeLedger as LedgerState | undefined;
	if (!held || held.runIndex !== runIndex || typeof held.answers !== 'object') {
		context.writeLedger = { runIndex, answers: {} } satisfies LedgerState;
	}
	return new WriteLedger(context.writeLedger as LedgerState);
}
