import type { IDataObject } from 'n8n-workflow';
import { InputError } from '../../../shared/base/inputError';
import { parseJsonObject } from '../../../shared/input/validation';
import { isSettingName, SETTING_NAMES, settingValue, type SettingValue } from './settings';

interface SettingDrift {
	setting: string;
	expected: SettingValue;
	actual: unknown;
}

interface AuditResult {
	pipeId: string;
	name: string;
	compliant: boolean;
	drift: SettingDrift[];
}

/**
 * Parses and checks `expectedSettings`: an object of known setting names to values in
 * range, or null for "the service default". Numeric text and "true"/"false" are normalised.
 */
export function validateExpectedSettings(value: unknown): Record<string, SettingValue> {
	const object = parseJsonObject('expectedSettings', value);
	const names = Object.keys(object);
	if (!names.length) {
		throw new InputError(
			'expectedSettings',
			'it names no setting',
			'Give at least one setting and its expected value, e.g. {"engine_max_threads": 8}.',
		);
	}
	const expected: Record<string, SettingValue> = {};
	for (const name of names) {
		if (!isSettingName(name)) {
			throw new InputError(
				`expectedSettings.${name}`,
				'it is not a pipe setting',
				`Use only these names: ${SETTING_NAMES.join(', ')}.`,
			);
		}
		expected[name] = settingValue(`expectedSettings.${name}`, name, object[name]);
	}
	return expected;
}

/** A setting value in comparable form: absent = null (default), numeric text = number, "true"/"false" = boolean. */
export function comparableSetting(value: unknown): unknown {
	if (value === undefined || value === null) return null;
	if (typeof value === 'string') {
		const text = value.trim();
		if (text === 'true' || text === 'false') return text === 'true';
		if (text !== '' && Number.isFinite(Number(text))) return Number(text);
		return text;
	}
	return value;
}

/** The expected settings whose actual value differs, in the order they were expected. */
export function settingsDrift(
	expected: Record<string, unknown>,
	actual: IDataObject,
): SettingDrift[] {
	const drift: SettingDrift[] = [];
	for (const [setting, want] of Object.entries(expected)) {
		const have = actual[setting];
		if (comparableSetting(want) !== comparableSetting(have)) {
			drift.push({
				setting,
				expected: comparableSetting(want) as SettingValue,
				actual: have ?? null,
			});
		}
	}
	return drift;
}

/** The output item of one audited pipe. */
export function auditPipe(
	pipe: IDataObject,
	settings: IDataObject,
	expected: Record<string, unknown>,
): AuditResult {
	const drift = settingsDrift(expected, settings);
	return {
		pipeId: String(pipe.id ?? ''),
		name: String(pipe.name ?? ''),
		compliant: drift.length === 0,
		drift,
	};
}
