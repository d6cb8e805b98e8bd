import type { IDataObject } from 'n8n-workflow';

/**
 * What the trigger remembers between polls, and how it finds changes. Everything here is
 * pure: (previous snapshot, current records) -> (changes, next snapshot). The node does
 * the fetching and the persisting.
 *
 * Snapshots are kept small because n8n stores them with the workflow (see docs/trigger.md):
 * - state events: ids grouped by state, `[[state, id, id, ...], ...]`, so a record costs
 *   its quoted id and a comma;
 * - settings events: the settings every pipe shares most (`b`, once) and, per distinct
 *   remainder, the keys that differ from it followed by the ids of the pipes that have
 *   exactly that remainder: `{b, g: [[delta, id, id, ...], ...]}`. The exact previous
 *   settings can be rebuilt (`{...b, ...delta}`), so changes are found by comparing values,
 *   not hashes, and `previous` and `changes` come out exact.
 */

export type TriggerEvent = 'alertStateChanged' | 'pipeStateChanged' | 'pipeSettingsChanged';

export type StateGroup = [state: string, ...ids: string[]];
export type StateSnapshot = StateGroup[];

export type SettingsGroup = [delta: IDataObject, ...ids: string[]];
export interface SettingsSnapshot {
	/** Settings shared by most pipes: every key all pipes have, at its most common value. */
	b: IDataObject;
	g: SettingsGroup[];
}

export type Snapshot = StateSnapshot | SettingsSnapshot;

type Value = IDataObject[string];

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
	return diffStates(previous && isStateSnapshot(previous) ? previous : undefined, current, options);
}

/** A snapshot of no records, for the event's kind. */
export function emptySnapshot(event: TriggerEvent): Snapshot {
	return event === 'pipeSettingsChanged' ? { b: {}, g: [] } : [];
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

export function isStateSnapshot(value: unknown): value is StateSnapshot {
	return Array.isArray(value) && value.every((group) => Array.isArray(group) && group.length > 0 && group.every((entry) => typeof entry === 'string'));
}

export function isSettingsSnapshot(value: unknown): value is SettingsSnapshot {
	if (!isPlainObject(value)) return false;
	const { b, g } = value as IDataObject;
	return (
		isPlainObject(b) &&
		Array.isArray(g) &&
		g.every((group) => Array.isArray(group) && isPlainObject(group[0]) && group.slice(1).every((id) => typeof id === 'string'))
	);
}

/** Whether a record id is watched, given the `ids` filter (ids are hex: any case matches). */
export function watchFilter(ids: readonly string[] | undefined): (id: string) => boolean {
	if (!ids?.length) return () => true;
	const wanted = new Set(ids.map((id) => id.toLowerCase()));
	return (id) => wanted.has(id.toLowerCase());
}

/** JSON with object keys sorted at every level; `undefined` counts as `null`. */
export function canonicalJson(value: unknown): string {
	if (Array.isArray(value)) return `[${value.map(canonicalJson).join(',')}]`;
	if (isPlainObject(value)) {
		const object = value as IDataObject;
		const keys = Object.keys(object)
			.filter((key) => object[key] !== undefined)
			.sort();
		return `{${keys.map((key) => `${JSON.stringify(key)}:${canonicalJson(object[key])}`).join(',')}}`;
	}
	return JSON.stringify(value ?? null) ?? 'null';
}

/** 32-bit FNV-1a of a text, in base 36: a short fingerprint, not a security hash. */
export function fnv1a(text: string): string {
	let hash = 0x811c9dc5;
	for (let index = 0; index < text.length; index++) {
		hash ^= text.charCodeAt(index);
		hash = Math.imul(hash, 0x01000193) >>> 0;
	}
	return hash.toString(36);
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

/** Rebuilds `id -> settings` from a settings snapshot. */
export function decodeSettings(snapshot: SettingsSnapshot): Map<string, IDataObject> {
	const byId = new Map<string, IDataObject>();
	for (const [delta, ...ids] of snapshot.g) {
		const settings = { ...snapshot.b, ...delta };
		for (const id of ids) byId.set(id, settings);
	}
	return byId;
}

/** Encodes `id -> settings` as a shared base plus grouped differences from it. */
export function encodeSettings(entries: ReadonlyArray<[string, IDataObject]>): SettingsSnapshot {
	const base = sharedBase(entries.map(([, settings]) => settings));
	const groups = new Map<string, SettingsGroup>();
	for (const [id, settings] of entries) {
		const delta: IDataObject = {};
		for (const [key, value] of Object.entries(settings)) {
			if (value === undefined) continue;
			if (hasOwn(base, key) && canonicalJson(base[key]) === canonicalJson(value)) continue;
			Object.defineProperty(delta, key, { value: copy(value), enumerable: true, writable: true, configurable: true });
		}
		const key = canonicalJson(delta);
		const group = groups.get(key);
		if (group) group.push(id);
		else groups.set(key, [delta, id]);
	}
	return { b: base, g: [...groups.values()] };
}

function diffStates(previous: StateSnapshot | undefined, current: IDataObject[], options: DiffOptions): DiffResult {
	const snapshot = groupStates(current);
	if (!previous) return { changes: [], snapshot };
	const before = new Map<string, string>();
	for (const [state, ...ids] of previous) for (const id of ids) before.set(id, state);
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
		if (!isPlainObject(record)) continue;
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

/** Every key present in all the settings objects, each at its most common value. */
function sharedBase(all: IDataObject[]): IDataObject {
	const base: IDataObject = {};
	if (!all.length) return base;
	const keys = Object.keys(all[0]).filter((key) => all.every((settings) => own(settings, key) !== undefined));
	for (const key of keys) {
		const counts = new Map<string, { value: Value; count: number }>();
		for (const settings of all) {
			const text = canonicalJson(settings[key]);
			const entry = counts.get(text);
			if (entry) entry.count++;
			else counts.set(text, { value: settings[key], count: 1 });
		}
		let best: { value: Value; count: number } | undefined;
		for (const entry of counts.values()) if (!best || entry.count > best.count) best = entry;
		Object.defineProperty(base, key, { value: copy(best?.value ?? null), enumerable: true, writable: true, configurable: true });
	}
	return base;
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
	return isPlainObject(record.settings) ? (record.settings as IDataObject) : {};
}

function isPlainObject(value: unknown): boolean {
	return typeof value === 'object' && value !== null && !Array.isArray(value);
}

function hasOwn(object: IDataObject, key: string): boolean {
	return Object.prototype.hasOwnProperty.call(object, key);
}

/** A setting's value; names such as `constructor` must not reach the prototype. */
function own(object: IDataObject, key: string): Value {
	return hasOwn(object, key) ? object[key] : undefined;
}

function copy(value: Value): Value {
	return typeof value === 'object' && value !== null ? (JSON.parse(JSON.stringify(value)) as Value) : value;
}
