import type { IDataObject } from 'n8n-workflow';
import { RANGES } from '../../../shared/api/apiSpec';
import { InputError } from '../../../shared/input/inputError';
import { describeType, rangeText } from '../../../shared/input/validation';

/** The documents' bounds of a setting (nodes/shared/api/apiSpec.ts). */
const range = (name: keyof typeof RANGES) => ({ min: RANGES[name].min, max: RANGES[name].max });

export interface SettingSpec {
	type: 'integer' | 'boolean';
	min?: number;
	max?: number;
	/** Label of the typed field. */
	label: string;
	/** Sentence-case description of the typed field. */
	description: string;
}

/** The pipe tunables, with the documents' ranges (offered in the editor; the server judges them). */
export const PIPE_SETTINGS: Readonly<Record<string, SettingSpec>> = Object.freeze({
	streaming_max_insert_wait_ms: {
		type: 'integer',
		...range('streaming_max_insert_wait_ms'),
		label: 'Streaming Max Insert Wait (Ms)',
		description:
			'Longest time a streaming pipe waits before it inserts a batch, in milliseconds (500-60000)',
	},
	object_storage_concurrency: {
		type: 'integer',
		...range('object_storage_concurrency'),
		label: 'Object Storage Concurrency',
		description: 'How many files an object storage pipe reads at once (1-35)',
	},
	object_storage_polling_interval_ms: {
		type: 'integer',
		...range('object_storage_polling_interval_ms'),
		label: 'Object Storage Polling Interval (Ms)',
		description:
			'How often a continuous object storage pipe looks for new files, in milliseconds (100-3600000)',
	},
	object_storage_max_insert_bytes: {
		type: 'integer',
		...range('object_storage_max_insert_bytes'),
		label: 'Object Storage Max Insert Bytes',
		description: 'Largest insert of an object storage pipe, in bytes (500 MiB to 10 GiB)',
	},
	object_storage_max_file_count: {
		type: 'integer',
		...range('object_storage_max_file_count'),
		label: 'Object Storage Max File Count',
		description: 'Most files an object storage pipe puts in one insert (1-10000)',
	},
	object_storage_use_cluster_function: {
		type: 'boolean',
		label: 'Object Storage Use Cluster Function',
		description: 'Whether an object storage pipe spreads its reads over the cluster',
	},
	engine_max_threads: {
		type: 'integer',
		...range('engine_max_threads'),
		label: 'Engine Max Threads',
		description: 'Most threads the engine uses per query (0-64; 0 lets the engine decide)',
	},
	engine_max_insert_threads: {
		type: 'integer',
		...range('engine_max_insert_threads'),
		label: 'Engine Max Insert Threads',
		description: 'Most threads the engine uses per insert (0-16)',
	},
	engine_min_insert_block_size_bytes: {
		type: 'integer',
		...range('engine_min_insert_block_size_bytes'),
		label: 'Engine Min Insert Block Size Bytes',
		description: 'Smallest block the engine writes on insert, in bytes (0 to 10 GiB)',
	},
	engine_max_download_threads: {
		type: 'integer',
		...range('engine_max_download_threads'),
		label: 'Engine Max Download Threads',
		description: 'Most threads the engine uses to download a file (0-32)',
	},
	engine_parallel_distributed_insert_select: {
		type: 'integer',
		...range('engine_parallel_distributed_insert_select'),
		label: 'Engine Parallel Distributed Insert Select',
		description: 'Parallel distributed insert-select mode of the engine (0-2)',
	},
	messageBroker_read_committed: {
		type: 'boolean',
		label: 'Message Broker Read Committed',
		description:
			'Whether a message broker pipe reads only committed records of transactional producers',
	},
	engine_parallel_view_processing: {
		type: 'boolean',
		label: 'Engine Parallel View Processing',
		description: 'Whether the engine pushes to attached views in parallel',
	},
});

export const SETTING_NAMES = Object.keys(PIPE_SETTINGS);

export type SettingValue = number | boolean | null;

export function isSettingName(name: string): boolean {
	return Object.prototype.hasOwnProperty.call(PIPE_SETTINGS, name);
}

function unknownSetting(field: string, name: string): InputError {
	return new InputError(
		field,
		`"${name}" is not a pipe setting`,
		`Use one of: ${SETTING_NAMES.join(', ')}.`,
	);
}

/**
 * Checks one setting value and returns it normalised: `null` (the service default)
 * stays null, numeric text becomes a number, "true"/"false" become booleans. A whole number
 * outside the documents' range is returned as given (see below).
 */
export function settingValue(field: string, name: string, value: unknown): SettingValue {
	const spec = PIPE_SETTINGS[name];
	if (!spec) throw unknownSetting(field, name);
	if (value === null) return null;
	if (spec.type === 'boolean') {
		if (typeof value === 'boolean') return value;
		if (value === 'true' || value === 'false') return value === 'true';
		throw new InputError(
			field,
			`expected true or false, got ${describeType(value)}`,
			`Set "${name}" to true, false, or null for the service default.`,
		);
	}
	const offered = `${rangeText(spec.min as number, spec.max)}, or null for the service default; a newer server may take more`;
	const number = typeof value === 'string' && value.trim() !== '' ? Number(value) : value;
	if (typeof number !== 'number' || !Number.isInteger(number)) {
		throw new InputError(
			field,
			`expected a whole number, got ${describeType(value)}`,
			`Set "${name}" to a whole number (the documents give ${offered}).`,
		);
	}
	// Every numeric setting is a count, a size, a duration or a mode number: none is below 0 on any
	// server. Above that the server judges (its 400 names the setting).
	if (number < 0) {
		throw new InputError(
			field,
			`${number} is below 0`,
			`Set "${name}" to a whole number of at least 0 (the documents give ${offered}).`,
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
