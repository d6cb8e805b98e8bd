import { inputError } from '../support/inputError';
import { validateScaling } from '../../nodes/ObservabilityPipes/actions/pipe/scaling';
import {
	PIPE_SETTINGS,
	settingValue,
	SETTING_NAMES,
	validateSettings,
} from '../../nodes/ObservabilityPipes/actions/pipe/settings';

describe('pipe settings', () => {
	it('knows the twelve settings of the seed and messageBroker_read_committed of the newer cloud document', () => {
		expect(SETTING_NAMES).toHaveLength(13);
		expect(SETTING_NAMES.filter((name) => PIPE_SETTINGS[name].type === 'boolean').sort()).toEqual([
			'engine_parallel_view_processing',
			'messageBroker_read_committed',
			'object_storage_use_cluster_function',
		]);
	});

	it.each([
		['streaming_max_insert_wait_ms', 500, 60000],
		['object_storage_concurrency', 1, 35],
		['object_storage_polling_interval_ms', 100, 3600000],
		['object_storage_max_insert_bytes', 500 * 1024 ** 2, 10 * 1024 ** 3],
		['object_storage_max_file_count', 1, 10000],
		['engine_max_threads', 0, 64],
		['engine_max_insert_threads', 0, 16],
		['engine_min_insert_block_size_bytes', 0, 10 * 1024 ** 3],
		['engine_max_download_threads', 0, 32],
		['engine_parallel_distributed_insert_select', 0, 2],
	])(
		'%s takes %d to %d and whole numbers outside them (the server judges), never below 0',
		(name, min, max) => {
			expect(settingValue(name, name, min)).toBe(min);
			expect(settingValue(name, name, max)).toBe(max);
			expect(settingValue(name, name, max + 1)).toBe(max + 1);
			expect(settingValue(name, name, String(max * 2))).toBe(max * 2);
			if (min > 0) expect(settingValue(name, name, min - 1)).toBe(min - 1);
			const negative = inputError(() => settingValue(name, name, -1));
			expect(negative.message).toMatch(/-1 is below 0/);
			expect(negative.fix).toContain(`from ${min} to ${max}`);
			expect(inputError(() => settingValue(name, name, max + 0.5)).message).toMatch(
				/expected a whole number/,
			);
			expect(inputError(() => settingValue(name, name, 'NaN')).message).toMatch(
				/expected a whole number/,
			);
		},
	);

	it('allows null (the service default), normalises numeric text and boolean text', () => {
		expect(
			validateSettings({
				engine_max_threads: null,
				streaming_max_insert_wait_ms: '1000',
				engine_parallel_view_processing: 'true',
			}),
		).toEqual({
			engine_max_threads: null,
			streaming_max_insert_wait_ms: 1000,
			engine_parallel_view_processing: true,
		});
	});

	it('rejects fractions, wrong types and unknown names, naming the key', () => {
		expect(inputError(() => validateSettings({ engine_max_threads: 1.5 })).field).toBe(
			'engine_max_threads',
		);
		expect(
			inputError(() => validateSettings({ object_storage_use_cluster_function: 1 })).message,
		).toMatch(/true or false/);
		const unknown = inputError(() => validateSettings({ engine_max_thread: 4 }, 'settings.'));
		expect(unknown.field).toBe('settings.engine_max_thread');
		expect(unknown.message).toMatch(
			/^Invalid 'settings.engine_max_thread': it is not a pipe setting/,
		);
		expect(unknown.fix).toContain('engine_max_threads');
		expect(inputError(() => validateSettings([1])).field).toBe('settings');
	});
});

describe('pipe scaling', () => {
	it('accepts the ranges, fractional memory and numeric text', () => {
		expect(
			validateScaling({
				replicas: 40,
				replicaCpuMillicores: 125,
				replicaMemoryGb: 0.5,
				concurrency: '3',
			}),
		).toEqual({
			replicas: 40,
			replicaCpuMillicores: 125,
			replicaMemoryGb: 0.5,
			concurrency: 3,
		});
		expect(
			validateScaling({
				replicas: 1,
				replicaCpuMillicores: 2000,
				replicaMemoryGb: 8,
				concurrency: 34,
			}),
		).toBeTruthy();
		expect(validateScaling({ concurrency: 0 })).toEqual({ concurrency: 0 });
	});

	it('takes null (keep the value) only for Update Scaling', () => {
		expect(validateScaling({ concurrency: null, replicas: 2 }, '', true)).toEqual({
			concurrency: null,
			replicas: 2,
		});
		const refused = inputError(() => validateScaling({ concurrency: null }, 'scaling.'));
		expect(refused.field).toBe('scaling.concurrency');
		expect(refused.message).toMatch(/it is null/);
	});

	it("passes numbers outside the documents' ranges (a newer server may take them)", () => {
		const outside = {
			replicas: 50,
			replicaCpuMillicores: 4000,
			replicaMemoryGb: 0.25,
			concurrency: 35,
		};
		expect(validateScaling(outside)).toEqual(outside);
		expect(validateScaling({ replicas: 0 })).toEqual({ replicas: 0 });
	});

	it.each([
		[{ replicas: -1 }, 'replicas', /-1 is below 0/],
		[{ replicas: 1.5 }, 'replicas', /not a whole number/],
		[{ replicaCpuMillicores: -125 }, 'replicaCpuMillicores', /below 0/],
		[{ replicaMemoryGb: -0.5 }, 'replicaMemoryGb', /below 0/],
		[{ replicaMemoryGb: 'NaN' }, 'replicaMemoryGb', /expected a number/],
		[{ concurrency: -1 }, 'concurrency', /below 0/],
		[{ concurrency: 2.5 }, 'concurrency', /not a whole number/],
		[{ replicas: 'two' }, 'replicas', /expected a whole number/],
		[{ cpu: 500 }, 'cpu', /not a scaling field/],
	])('rejects %j naming %s', (scaling, field, message) => {
		const error = inputError(() => validateScaling(scaling));
		expect(error.field).toBe(field);
		expect(error.message).toMatch(message);
	});

	it("tells the documents' range in the fix", () => {
		expect(inputError(() => validateScaling({ concurrency: -1 }, 'scaling.')).fix).toMatch(
			/from 0 to 34/,
		);
		expect(inputError(() => validateScaling({ replicas: -1 }, 'scaling.')).field).toBe(
			'scaling.replicas',
		);
	});
});
