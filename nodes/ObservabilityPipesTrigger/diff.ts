import type { IDataObject } from 'n8n-workflow';
import { isObject } from '../shared/input/validation';
import { canonicalJson, hasOwn, own, type Value } from './canonical';
import { decodeSettings, emptySettingsSnapshot, encodeSettings, isSettingsSnapshot, type SettingsSnapshot } from './settingsSnapshot';

/**
 * What the trigger remembers between polls, and how it finds changes. Everything here is
 * pure: (previous snapshot, current records) -> (changes, next snapshot). The node does
 * the fetching and the persisting.
 *
 * Snapshots are kept small because n8n stores them with the workflow (see docs/trigger.md):
 * - state events: ids grouped by state, `[[state, id, id, ...], ...]`, so a record costs
 *   its quoted id and a comma;
 * - settings events: a shared base and grouped differences from it (settingsSnapshot.ts).
 *   The exact previous settings can be rebuilt, so changes are found by comparing values,
 *   not hashes, and `previous` and `changes` come out exact.
 */

export type TriggerEvent = 'alertStateChanged' | 'pipeStateChanged' | 'pipeSettingsChanged';

export type StateGroup = [state: string, ...ids: string[]];
export type StateSnapshot = StateGroup[];

export type Snapshot = StateSnapshot | SettingsSnapshot;

export interface DiffOptions {
	event: TriggerEvent;
	/** When the poll ran (ISO 8601): the `changedAt` of records that carry no `updatedAt`. */
	now: string;
	/** Only these ids are watched, and stored; empty watches every record. */
	ids?: readonly string[];
	/** Only changes into these states are emitted (case-insensitive); empty emits all. */
	toStates?: readonly string[];
	/** Whether records that appeared since the last poll are emitted (with no previous value). */
	includeNew?: boolean;
}

export interface StateChange extends IDataObject {
	event: TriggerEvent;
	id: string;
	name: string;
	previousState: string | null;
	state: string;
	changedAt: string;
	record: IDataObject;
}

export interface SettingChange extends IDataObject {
	setting: string;
	from: Value;
	to: Value;
}

export interface SettingsChange extends IDataObject {
	event: TriggerEvent;
	id: string;
	name: string;
	changedAt: string;
	previous: IDataObject | null;
	current: IDataObject;
	changes: SettingChange[];
	record: IDataObject;
}

export type Change = StateChange | SettingsChange;

export interface DiffResult {
	changes: Change[];
	snapshot: Snapshot;
}

/**
 * The changes between the previous snapshot and the current records, and the snapshot
 * to keep. Without a previous snapshot the result is the baseline and no changes.
 * The snapshot holds every watched record, including those whose change the `toStates`
 * filter dropped, so a dropped change is never reported later.
 */
export function diff(previous: Snapshot | undefined, records: readonly IDataObject[], options: DiffOptions): DiffResult {
	const current = watchedRecords(records, options.ids);
	if (options.event === 'pipeSettingsChanged') {
		return diffSettings(previous && isSettingsSnapshot(previous) ? previous : undefined, current, options);
	}
	return diffStates(previous === undefined ? undefined : statesById(previous), current, options);
}

/** A snapshot of no records, for the event's kind. */
export function emptySnapshot(event: TriggerEvent): Snapshot {
	return event === 'pipeSettingsChanged' ? emptySettingsSnapshot() : [];
}

/**
 * An item for "Fetch Test Event": the latest change since the stored snapshot if there is
 * one, else the first watched record shaped as a change (as if it had just appeared),
 * preferring one in a wanted state.
 */
export function sampleChange(previous: Snapshot | undefined, records: readonly IDataObject[], options: DiffOptions): Change | undefined {
	if (previous) {
		const latest = latestChange(diff(previous, records, options).changes);
		if (latest) return latest;
	}
	const asNew = { ...options, includeNew: true };
	const empty = emptySnapshot(options.event);
	return diff(empty, records, asNew).changes[0] ?? diff(empty, records, { ...asNew, toStates: [] }).changes[0];
}

/**
 * Whether a stored value is a state snapshot. Indexed loops rather than `every`: n8n hands the
 * static data over wrapped in proxies, so each element read is a trap call (see scripts/bench/NOTES.md).
 */
export function isStateSnapshot(value: unknown): value is StateSnapshot {
	if (!Array.isArray(value)) return false;
	for (let g = 0, groups = value.length; g < groups; g++) {
		const group: unknown = value[g];
		if (!Array.isArray(group) || group.length === 0) return false;
		for (let i = 0, n = group.length; i < n; i++) if (typeof group[i] !== 'string') return false;
	}
	return true;
}

/** Whether a stored value holds the same groups as `next`, in the same order (one pass, early exit). */
export function sameStateSnapshot(stored: unknown, next: StateSnapshot): boolean {
	if (!Array.isArray(stored) || stored.length !== next.length) return false;
	for (let g = 0; g < next.length; g++) {
		const left: unknown = stored[g];
		const right = next[g];
		const n = right.length;
		if (!Array.isArray(left) || left.length !== n) return false;
		for (let i = 0; i < n; i++) if (left[i] !== right[i]) return false;
	}
	return true;
}

/** Whether a record id is watched, given the `ids` filter (ids are hex: any case matches). */
export function watchFilter(ids: readonly string[] | undefined): (id: string) => boolean {
	if (!ids?.length) return () => true;
	const wanted = new Set(ids.map((id) => id.toLowerCase()));
	return (id) => wanted.has(id.toLowerCase());
}

/** The differences between two settings objects; a missing setting counts as `null`. */
export function settingChanges(previous: IDataObject, current: IDataObject): SettingChange[] {
	const keys = [...Object.keys(current), ...Object.keys(previous).filter((key) => !hasOwn(current, key))];
	const changes: SettingChange[] = [];
	for (const key of keys) {
		const from = own(previous, key) ?? null;
		const to = own(current, key) ?? null;
		if (canonicalJson(from) !== canonicalJson(to)) changes.push({ setting: key, from, to });
	}
	return changes;
}

/** The state of every id of a stored state snapshot, in one pass; undefined when it is not one. */
function statesById(snapshot: Snapshot): Map<string, string> | undefined {
	if (!Array.isArray(snapshot)) return undefined;
	const states = new Map<string, string>();
	for (let g = 0, groups = snapshot.length; g < groups; g++) {
		const group: unknown = snapshot[g];
		if (!Array.isArray(group) || group.length === 0) return undefined;
		const state: unknown = group[0];
		if (typeof state !== 'string') return undefined;
		for (let i = 1, n = group.length; i < n; i++) {
			const id: unknown = group[i];
			if (typeof id !== 'string') return undefined;
			states.set(id, state);
		}
	}
	return states;
}

function diffStates(before: Map<string, string> | undefined, current: IDataObject[], options: DiffOptions): DiffResult {
	const snapshot = groupStates(current);
	if (!before) return { changes: [], snapshot };
	const wanted = stateFilter(options.toStates);
	const changes: StateChange[] = [];
	for (const record of current) {
		const id = idOf(record);
		const state = stateOf(record);
		const had = before.get(id);
		if (had === undefined ? !options.includeNew : had === state) continue;
		if (!wanted(state)) continue;
		changes.push({
			event: options.event,
			id,
			name: nameOf(record),
			previousState: had ?? null,
			state,
			changedAt: changedAtOf(record, options.now),
			record,
		});
	}
	return { changes, snapshot };
}

function diffSettings(previous: SettingsSnapshot | undefined, current: IDataObject[], options: DiffOptions): DiffResult {
	const snapshot = encodeSettings(current.map((record) => [idOf(record), settingsOf(record)]));
	if (!previous) return { changes: [], snapshot };
	const before = decodeSettings(previous);
	const changes: SettingsChange[] = [];
	for (const record of current) {
		const id = idOf(record);
		const had = before.get(id);
		if (had === undefined && !options.includeNew) continue;
		const settings = settingsOf(record);
		const differences = settingChanges(had ?? {}, settings);
		if (had !== undefined && !differences.length) continue;
		changes.push({
			event: options.event,
			id,
			name: nameOf(record),
			changedAt: changedAtOf(record, options.now),
			previous: had ?? null,
			current: settings,
			changes: differences,
			record,
		});
	}
	return { changes, snapshot };
}

/** Watched records with an id, each id once (a listing that shifts while paged can repeat one). */
function watchedRecords(records: readonly IDataObject[], ids: readonly string[] | undefined): IDataObject[] {
	const isWatched = watchFilter(ids);
	const seen = new Set<string>();
	const watched: IDataObject[] = [];
	for (const record of records) {
		if (!isObject(record)) continue;
		const id = idOf(record);
		if (!id || seen.has(id) || !isWatched(id)) continue;
		seen.add(id);
		watched.push(record);
	}
	return watched;
}

function groupStates(records: IDataObject[]): StateSnapshot {
	const groups = new Map<string, StateGroup>();
	for (const record of records) {
		const state = stateOf(record);
		const group = groups.get(state);
		if (group) group.push(idOf(record));
		else groups.set(state, [state, idOf(record)]);
	}
	return [...groups.values()];
}

function stateFilter(toStates: readonly string[] | undefined): (state: string) => boolean {
	const wanted = new Set((toStates ?? []).map((state) => state.trim().toLowerCase()).filter(Boolean));
	return wanted.size ? (state) => wanted.has(state.toLowerCase()) : () => true;
}

function latestChange(changes: Change[]): Change | undefined {
	let latest: Change | undefined;
	let latestTime = -Infinity;
	for (const change of changes) {
		const time = Date.parse(change.changedAt);
		const comparable = Number.isNaN(time) ? -Infinity : time;
		if (!latest || comparable >= latestTime) {
			latest = change;
			latestTime = comparable;
		}
	}
	return latest;
}

function idOf(record: IDataObject): string {
	const id = record.id;
	return typeof id === 'string' || typeof id === 'number' ? String(id) : '';
}

function stateOf(record: IDataObject): string {
	const state = record.state;
	return state === undefined || state === null ? '' : String(state);
}

function nameOf(record: IDataObject): string {
	const name = record.name;
	return typeof name === 'string' && name ? name : idOf(record);
}

function changedAtOf(record: IDataObject, now: string): string {
	return typeof record.updatedAt === 'string' && record.updatedAt ? record.updatedAt : now;
}

function settingsOf(record: IDataObject): IDataObject {
	return isObject(record.settings) ? record.settings : {};
}
