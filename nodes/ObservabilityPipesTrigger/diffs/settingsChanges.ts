import type { IDataObject } from 'n8n-workflow';
import { isObject } from '../../shared/base/helpers';
import { canonicalJson, copy, hasOwn, own, setOwn, type Value } from './canonical';
import type {
	ChangeKind,
	DiffOptions,
	DiffResult,
	SettingChange,
	SettingsChange,
	SettingsGroup,
	SettingsSnapshot,
	Watched,
} from './changeTypes';

/**
 * A record's `settings` (pure). A change is a watched record with any setting whose value
 * differs from the stored one. The snapshot (its stored form, below) rebuilds the exact previous
 * settings, so changes are found by comparing values, not hashes, and `previous` and
 * `changes` come out exact.
 */
export const settingsChanges: ChangeKind = {
	diff: (previous, watched, options) =>
		diffSettings(isSettingsSnapshot(previous) ? previous : undefined, watched, options),
	empty: emptySettingsSnapshot,
	fits: isSettingsSnapshot,
	same: (stored, next) => canonicalJson(stored) === canonicalJson(next),
};

/** The differences between two settings objects; a missing setting counts as `null`. */
export function settingChanges(previous: IDataObject, current: IDataObject): SettingChange[] {
	const keys = [
		...Object.keys(current),
		...Object.keys(previous).filter((key) => !hasOwn(current, key)),
	];
	const changes: SettingChange[] = [];
	for (const key of keys) {
		const from = own(previous, key) ?? null;
		const to = own(current, key) ?? null;
		if (canonicalJson(from) !== canonicalJson(to)) changes.push({ setting: key, from, to });
	}
	return changes;
}

function diffSettings(
	previous: SettingsSnapshot | undefined,
	current: readonly Watched[],
	options: DiffOptions,
): DiffResult {
	const snapshot = encodeSettings(current.map(({ id, record }) => [id, settingsOf(record)]));
	if (!previous) return { changes: [], snapshot };
	const before = decodeSettings(previous);
	const changes: SettingsChange[] = [];
	for (const { id, name, changedAt, record } of current) {
		const had = before.get(id);
		if (had === undefined && !options.includeNew) continue;
		const settings = settingsOf(record);
		const differences = settingChanges(had ?? {}, settings);
		if (had !== undefined && !differences.length) continue;
		changes.push({
			event: options.event,
			id,
			name,
			changedAt,
			previous: had ?? null,
			current: settings,
			changes: differences,
			record,
		});
	}
	return { changes, snapshot };
}

function settingsOf(record: IDataObject): IDataObject {
	return isObject(record.settings) ? record.settings : {};
}

function emptySettingsSnapshot(): SettingsSnapshot {
	return { n: [], b: [], g: [] };
}

/** Encodes `id -> settings` as names, a shared base, and grouped differences from it. */
export function encodeSettings(entries: ReadonlyArray<[string, IDataObject]>): SettingsSnapshot {
	const all = entries.map(([, settings]) => settings);
	const shared = all.length
		? Object.keys(all[0]).filter((key) => all.every((settings) => own(settings, key) !== undefined))
		: [];
	const base = shared.map((key) => copy(mostCommon(all.map((settings) => own(settings, key)))));
	const baseText = base.map(canonicalJson);
	const names = [...shared];
	const index = new Map(names.map((name, position) => [name, position]));

	const groups = new Map<string, SettingsGroup>();
	for (const [id, settings] of entries) {
		const differences: Array<[number, Value]> = [];
		for (const [key, value] of Object.entries(settings)) {
			if (value === undefined) continue;
			let position = index.get(key);
			if (position === undefined) {
				position = names.push(key) - 1;
				index.set(key, position);
			}
			if (position < base.length && baseText[position] === canonicalJson(value)) continue;
			differences.push([position, copy(value)]);
		}
		const pairs = differences.sort((x, y) => x[0] - y[0]).flat();
		const key = canonicalJson(pairs);
		const group = groups.get(key);
		if (group) group.push(id);
		else groups.set(key, [pairs, id]);
	}
	return { n: names, b: base, g: [...groups.values()] };
}

/** Rebuilds `id -> settings` from a snapshot (key order: shared names first). */
export function decodeSettings(snapshot: SettingsSnapshot): Map<string, IDataObject> {
	const byId = new Map<string, IDataObject>();
	for (const [pairs, ...ids] of snapshot.g) {
		const settings: IDataObject = {};
		snapshot.b.forEach((value, position) => setOwn(settings, snapshot.n[position], value));
		for (let at = 0; at < pairs.length; at += 2)
			setOwn(settings, snapshot.n[pairs[at] as number], pairs[at + 1]);
		for (const id of ids) byId.set(id, settings);
	}
	return byId;
}

/** Whether stored data is a well-formed settings snapshot (anything else means: take a baseline). */
export function isSettingsSnapshot(value: unknown): value is SettingsSnapshot {
	if (!isObject(value)) return false;
	const { n, b, g } = value;
	if (!Array.isArray(n) || !n.every((name) => typeof name === 'string')) return false;
	if (!Array.isArray(b) || b.length > n.length || !Array.isArray(g)) return false;
	const validIndex = (entry: unknown) =>
		Number.isInteger(entry) && (entry as number) >= 0 && (entry as number) < n.length;
	return g.every((group) => {
		if (!Array.isArray(group) || !Array.isArray(group[0]) || group[0].length % 2 !== 0)
			return false;
		const pairs = group[0] as unknown[];
		return (
			pairs.every((entry, at) => at % 2 === 1 || validIndex(entry)) &&
			group.slice(1).every((id) => typeof id === 'string')
		);
	});
}

function mostCommon(values: Value[]): Value {
	const counts = new Map<string, { value: Value; count: number }>();
	let best: { value: Value; count: number } | undefined;
	for (const value of values) {
		const text = canonicalJson(value);
		const entry = counts.get(text) ?? { value, count: 0 };
		entry.count++;
		counts.set(text, entry);
		if (!best || entry.count > best.count) best = entry;
	}
	return best?.value ?? null;
}
