import { inputError as inputErrorOf } from '../support/inputError';
import {
	auditPipe,
	comparableSetting,
	settingsDrift,
	validateExpectedSettings,
} from '../../nodes/ObservabilityPipes/actions/pipe/drift';

describe('settingsDrift', () => {
	it('is empty when every expected setting matches', () => {
		expect(
			settingsDrift(
				{ engine_max_threads: 8, engine_parallel_view_processing: false },
				{ engine_max_threads: 8, engine_parallel_view_processing: false, other: 1 },
			),
		).toEqual([]);
	});

	it('compares numbers with numeric text both ways', () => {
		expect(settingsDrift({ engine_max_threads: '8' }, { engine_max_threads: 8 })).toEqual([]);
		expect(settingsDrift({ engine_max_threads: 8 }, { engine_max_threads: '8' })).toEqual([]);
		expect(settingsDrift({ engine_max_threads: 8 }, { engine_max_threads: '9' })).toEqual([
			{ setting: 'engine_max_threads', expected: 8, actual: '9' },
		]);
	});

	it('treats null and a missing value as the default', () => {
		expect(settingsDrift({ engine_max_threads: null }, { engine_max_threads: null })).toEqual([]);
		expect(settingsDrift({ engine_max_threads: null }, {})).toEqual([]);
		expect(settingsDrift({ engine_max_threads: null }, { engine_max_threads: 4 })).toEqual([
			{ setting: 'engine_max_threads', expected: null, actual: 4 },
		]);
		expect(settingsDrift({ engine_max_threads: 4 }, {})).toEqual([
			{ setting: 'engine_max_threads', expected: 4, actual: null },
		]);
	});

	it('compares booleans, with boolean text', () => {
		expect(
			settingsDrift(
				{ engine_parallel_view_processing: true },
				{ engine_parallel_view_processing: 'true' },
			),
		).toEqual([]);
		expect(
			settingsDrift(
				{ engine_parallel_view_processing: true },
				{ engine_parallel_view_processing: false },
			),
		).toEqual([{ setting: 'engine_parallel_view_processing', expected: true, actual: false }]);
		expect(
			settingsDrift(
				{ engine_parallel_view_processing: false },
				{ engine_parallel_view_processing: null },
			),
		).toHaveLength(1);
	});

	it('keeps the order of the expectation', () => {
		const drift = settingsDrift({ b_setting: 1, a_setting: 2 }, {});
		expect(drift.map((entry) => entry.setting)).toEqual(['b_setting', 'a_setting']);
	});

	it('comparableSetting normalises', () => {
		expect(comparableSetting(undefined)).toBeNull();
		expect(comparableSetting(' 12 ')).toBe(12);
		expect(comparableSetting('false')).toBe(false);
		expect(comparableSetting('abc')).toBe('abc');
		expect(comparableSetting('')).toBe('');
	});
});

describe('auditPipe', () => {
	it('builds the output item', () => {
		expect(
			auditPipe(
				{ id: 'p1', name: 'orders', state: 'Running' },
				{ engine_max_threads: 2 },
				{ engine_max_threads: 8 },
			),
		).toEqual({
			pipeId: 'p1',
			name: 'orders',
			compliant: false,
			drift: [{ setting: 'engine_max_threads', expected: 8, actual: 2 }],
		});
		expect(
			auditPipe({ id: 'p1', name: 'orders' }, { engine_max_threads: 8 }, { engine_max_threads: 8 })
				.compliant,
		).toBe(true);
	});
});

describe('validateExpectedSettings', () => {
	const inputError = (value: unknown) => inputErrorOf(() => validateExpectedSettings(value));

	it('parses JSON text or an object and normalises values', () => {
		expect(
			validateExpectedSettings(
				'{"engine_max_threads": "8", "engine_parallel_view_processing": "false", "streaming_max_insert_wait_ms": null}',
			),
		).toEqual({
			engine_max_threads: 8,
			engine_parallel_view_processing: false,
			streaming_max_insert_wait_ms: null,
		});
		expect(validateExpectedSettings({ engine_max_threads: 8 })).toEqual({ engine_max_threads: 8 });
	});

	it('rejects unknown keys by name, negative values, empty objects and bad JSON', () => {
		const unknown = inputError({ engine_max_threads: 8, not_a_setting: 1 });
		expect(unknown.field).toBe('expectedSettings.not_a_setting');
		expect(unknown.message).toMatch(
			/^Invalid 'expectedSettings.not_a_setting': it is not a pipe setting/,
		);
		expect(inputError({ engine_max_threads: -1 }).field).toBe(
			'expectedSettings.engine_max_threads',
		);
		expect(inputError({}).message).toMatch(/names no setting/);
		expect(inputError('{nope').field).toBe('expectedSettings');
		expect(inputError('[1]').field).toBe('expectedSettings');
	});
});
