import type { IDataObject } from 'n8n-workflow';
import { InputError } from '../../../shared/base/inputError';
import { PIPE_SETTINGS, SETTING_NAMES, type SettingName } from './pipeSchema';
import { describeType, rangeText } from '../../../shared/base/helpers';

/** The table lives with the body's other data (pipeSchema.ts), which the editor's fields read without this file's checks. */
export { PIPE_SETTINGS, SETTING_NAMES };

export type SettingValue = number | boolean | null;

export function isSettingName(name: string): name is SettingName {
	return Object.prototype.hasOwnProperty.call(PIPE_SETTINGS, name);
}

function unknownSetting(field: string): InputError {
	return new InputError(
		field,
		'it is not a pipe setting',
		`Use one of: ${SETTING_NAMES.join(', ')}.`,
	);
}

/**
 * Checks one setting value and returns it normalised: `null` (the service default)
 * stays null, numeric text becomes a number, "true"/"false" become booleans. A whole number
 * outside the documents' range is returned as given (see below).
 */
export function settingValue(field: string, name: string, value: unknown): SettingValue {
	if (!isSettingName(name)) throw unknownSetting(field);
	const spec = PIPE_SETTINGS[name];
	if (value === null) return null;
	if (spec.type === 'boolean') {
		if (typeof value === 'boolean') return value;
		if (value === 'true' || value === 'false') return value === 'true';
		throw new InputError(
			field,
			`expected true or false, got ${describeType(value)}`,
			`Set '${field}' to true, false, or null for the service default.`,
		);
	}
	const offered = `${rangeText(spec.min as number, spec.max)}, or null for the service default; a newer server may take more`;
	const number = typeof value === 'string' && value.trim() !== '' ? Number(value) : value;
	if (typeof number !== 'number' || !Number.isInteger(number)) {
		throw new InputError(
			field,
			`expected a whole number, got ${describeType(value)}`,
			`Set '${field}' to a whole number (the documents give ${offered}).`,
		);
	}
	// Every numeric setting is a count, a size, a duration or a mode number: none is below 0 on any
	// server. Above that the server judges (its 400 names the setting).
	if (number < 0) {
		throw new InputError(
			field,
			`${number} is below 0`,
			`Set '${field}' to a whole number of at least 0 (the documents give ${offered}).`,
		);
	}
	return number;
}

/**
 * Checks a flat settings map (names, types, nothing below 0; null allowed) and returns it normalised.
 * `prefix` names the map in errors, e.g. "settings." inside a pipe body.
 */
export function validateSettings(value: unknown, prefix = ''): Record<string, SettingValue> {
	const field = prefix ? prefix.replace(/\.$/, '') : 'settings';
	if (typeof value !== 'object' || value === null || Array.isArray(value)) {
		throw new InputError(
			field,
			`expected an object of setting names to values, got ${describeType(value)}`,
			'Give the settings as {"engine_max_threads": 8, ...}.',
		);
	}
	const settings: Record<string, SettingValue> = {};
	for (const [name, raw] of Object.entries(value as IDataObject)) {
		settings[name] = settingValue(`${prefix}${name}`, name, raw);
	}
	return settings;
}
