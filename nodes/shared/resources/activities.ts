import { NodeOperationError, type IDataObject, type INode } from 'n8n-workflow';
import { activitiesPath } from '../api/paths';
import type { ApiClient } from '../http/transport';
import { isObject } from '../base/helpers';
import { activityId, byCreatedAtThenId, createdAtMs } from './activityOrder';

/**
 * Reading the organization's activities (its audit log) so that nothing in a time window is
 * missed or repeated, whatever order or cap the server has (docs/api-notes.md#activities).
 *
 * The list takes a window (`from_date`, `to_date`) and nothing else: no published order,
 * paging or cap. The reader therefore treats every answer as possibly cut short:
 * - an answer of fewer than `MIN_CAP` records is taken as complete (no server caps a list
 *   that low), so a quiet window costs one request;
 * - a longer answer is checked by splitting its window between two of its `createdAt` times
 *   nearest the median (the halves overlap by 1 ms, so whether a bound is inclusive does not
 *   matter, and the overlap holds none of the answer) and
 *   reading both halves. While the cap is unknown: if a half holds a record the whole did not,
 *   the whole was capped, and its size is the cap; otherwise each half smaller than the whole
 *   is complete, and a half as large as the whole is checked the same way. Once the cap is
 *   known, an answer smaller than it is complete and one as large is split again;
 * - everything read is kept by id (each id once) and returned ordered by `createdAt`, then id.
 * A window narrower than 2 ms is not split further: more than a cap of activities within one
 * millisecond is the one case it cannot read whole. `MAX_REQUESTS` bounds a read of a server
 * that ignores the window.
 */

/** Answers shorter than this are complete (a cap below it would be no list at all). */
export const MIN_CAP = 10;

/** The most requests one read sends before it gives up with an error. */
export const MAX_REQUESTS = 200;

/** A window of `createdAt` times in epoch ms; an open end is undefined (not sent). */
export interface ActivityWindow {
	from?: number;
	to?: number;
}

/** Reads one window as the server answers it (one request). */
type ReadWindow = (window: ActivityWindow) => Promise<IDataObject[]>;

interface ReadOutcome {
	/** Every activity read, each id once, by `createdAt` then id. */
	activities: IDataObject[];
	/** Requests sent. */
	requests: number;
	/** The cap the answers showed, if any answer was cut short. */
	cap?: number;
	/** Whether the read stopped at MAX_REQUESTS (the answers did not narrow with the window). */
	gaveUp: boolean;
}

/** Whether `inner` is a strictly smaller window than `outer`. */
function narrower(inner: ActivityWindow, outer: ActivityWindow): boolean {
	const fromCloser =
		inner.from !== undefined && (outer.from === undefined || inner.from > outer.from);
	const toCloser = inner.to !== undefined && (outer.to === undefined || inner.to < outer.to);
	const within =
		(outer.from === undefined || (inner.from !== undefined && inner.from >= outer.from)) &&
		(outer.to === undefined || (inner.to !== undefined && inner.to <= outer.to));
	return within && (fromCloser || toCloser);
}

/** The two overlapping halves of a window split at `at`, if both are narrower than it. */
function halvesAt(
	window: ActivityWindow,
	at: number,
): [ActivityWindow, ActivityWindow] | undefined {
	const lower = { from: window.from, to: at + 1 };
	const upper = { from: at, to: window.to };
	return narrower(lower, window) && narrower(upper, window) ? [lower, upper] : undefined;
}

/**
 * Where to split a window: in the gap between two of its answer's times nearest the median
 * (a gap of at least 3 ms, so that the 1 ms overlap holds none of the answer and each half gets
 * a part of it), else the middle of its time span (an answer within under 3 ms).
 */
export function splitWindow(
	window: ActivityWindow,
	answer: readonly IDataObject[],
	now: number,
): [ActivityWindow, ActivityWindow] | undefined {
	const times = answer
		.map(createdAtMs)
		.filter((time) => !Number.isNaN(time))
		.sort((a, b) => a - b);
	const middle = (times.length - 1) / 2;
	let best: number | undefined;
	for (let k = 0; k + 1 < times.length; k++) {
		if (times[k + 1] - times[k] < 3) continue;
		if (best === undefined || Math.abs(k - middle) < Math.abs(best - middle)) best = k;
	}
	if (best !== undefined) {
		const byGap = halvesAt(window, times[best] + 1);
		if (byGap) return byGap;
	}
	const low = window.from ?? 0;
	const high = window.to ?? Math.max(now, (times[times.length - 1] ?? 0) + 1);
	if (high - low < 2) return undefined;
	return halvesAt(window, Math.floor((low + high) / 2));
}

/** Reads every activity of a window (see the module's comment). */
export async function readActivityWindow(
	read: ReadWindow,
	window: ActivityWindow,
	now: number = Date.now(),
): Promise<ReadOutcome> {
	const found = new Map<string, IDataObject>();
	let requests = 0;
	let cap: number | undefined;
	let gaveUp = false;

	const ask = async (part: ActivityWindow): Promise<IDataObject[]> => {
		if (requests >= MAX_REQUESTS) {
			gaveUp = true;
			return [];
		}
		requests++;
		const answer = (await read(part)).filter((record) => isObject(record));
		if (cap !== undefined && answer.length > cap) cap = answer.length;
		for (const record of answer) {
			const id = activityId(record);
			if (id && !found.has(id)) found.set(id, record);
		}
		return answer;
	};

	const complete = async (part: ActivityWindow, answer: IDataObject[]): Promise<void> => {
		if (gaveUp || answer.length < MIN_CAP) return;
		if (cap !== undefined && answer.length < cap) return;
		const halves = splitWindow(part, answer, now);
		if (!halves) return;
		const answers = [await ask(halves[0]), await ask(halves[1])];
		if (cap === undefined) {
			const whole = new Set(answer.map(activityId));
			const more = answers.some((half) => half.some((record) => !whole.has(activityId(record))));
			if (more) cap = answer.length;
			else {
				// Both halves within the whole: a half smaller than it is complete.
				for (let index = 0; index < 2; index++)
					if (answers[index].length >= answer.length) await complete(halves[index], answers[index]);
				return;
			}
		}
		for (let index = 0; index < 2; index++) await complete(halves[index], answers[index]);
	};

	await complete(window, await ask(window));
	return { activities: [...found.values()].sort(byCreatedAtThenId), requests, cap, gaveUp };
}

/** The query of a window: ISO date-times, open ends left out. */
function windowQuery(window: ActivityWindow): IDataObject {
	const query: IDataObject = {};
	if (window.from !== undefined) query.from_date = new Date(window.from).toISOString();
	if (window.to !== undefined) query.to_date = new Date(window.to).toISOString();
	return query;
}

/** Every activity of the organization in a window, through the transport. */
export async function readActivities(
	client: ApiClient,
	node: INode,
	organizationId: string,
	window: ActivityWindow,
	itemIndex?: number,
): Promise<IDataObject[]> {
	const path = activitiesPath(organizationId);
	const { activities, gaveUp } = await readActivityWindow(
		async (part) =>
			await client.request<IDataObject[]>('GET', path, {
				qs: windowQuery(part),
				list: true,
				itemIndex,
			}),
		window,
	);
	if (gaveUp) {
		throw new NodeOperationError(
			node,
			`Reading the activities took more than ${MAX_REQUESTS} requests: the server's answers did not narrow with the time window`,
			{
				description:
					'Choose a shorter time window (From, To). A server that ignores from_date and to_date cannot be read whole.',
				itemIndex,
			},
		);
	}
	return activities;
}
