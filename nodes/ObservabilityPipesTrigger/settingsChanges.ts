import type { IDataObject } from 'n8n-workflow';
import { isObject } from '../shared/input/validation';
import { canonicalJson, hasOwn, own } from './canonical';
import type { ChangeKind, DiffOptions, DiffResult, SettingChange, SettingsChange } from './changes';
import {
	decodeSettings,
	emptySettingsSnapshot,
	encodeSettings,
	isSettingsSnapshot,
	type SettingsSnapshot,
} from './settingsSnapshot';
import { changedAtOf, idOf, nameOf } from './watched';

/**
 * A record's `settings` (pure). A change is a watched record with any setting whose value
 * differs from the stored one. The snapshot (settingsSnapshot.ts) rebuilds the exact previous
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
	current: readonly IDataObject[],
	options: DiffOptions,
): DiffResult {
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

function settingsOf(record: IDataObject): IDataObject {
	return isObject(record.settings) ? record.settings : {};
}
