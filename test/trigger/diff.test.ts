import { canonicalJson } from '../../nodes/ObservabilityPipesTrigger/diffs/canonical';
import type {
	DiffOptions,
	SettingsChange,
	StateChange,
	Snapshot,
	StateSnapshot,
	SettingsSnapshot,
} from '../../nodes/ObservabilityPipesTrigger/diffs/changeTypes';
import { CHANGE_KINDS, diff, sampleChange } from '../../nodes/ObservabilityPipesTrigger/diffs/diff';
import { TRIGGER_EVENTS } from '../../nodes/ObservabilityPipesTrigger/watches/watchTable';
import {
	settingChanges,
	decodeSettings,
	encodeSettings,
	isSettingsSnapshot,
} from '../../nodes/ObservabilityPipesTrigger/diffs/settingsChanges';
import { stateChanges } from '../../nodes/ObservabilityPipesTrigger/diffs/stateChanges';
import { configOf, fnv1a } from '../../nodes/ObservabilityPipesTrigger/config';
import { splitList } from '../../nodes/shared/input/validation';
import {
	storedSnapshot,
	writePollData,
	type PollData,
} from '../../nodes/ObservabilityPipesTrigger/pollData/pollData';

/** The kind of change the event table gives an event (what the poll passes to diff and the poll data). */
const kindOf = (event: string) =>
	CHANGE_KINDS[TRIGGER_EVENTS.find((entry) => entry.value === event)!.changes];
/** The snapshot the poll hands to the diff for an event, if one of its kind is stored (as `baseline` of diff() says). */
const readSnapshot = (data: PollData, key: string, kind: ReturnType<typeof kindOf>) => {
	const stored = storedSnapshot(data, key);
	return stored !== undefined && kind.fits(stored) ? stored : undefined;
};
/** diff and sampleChange as the poll calls them for `options.event`. */
const diffOf = (previous: unknown, records: object[], options: DiffOptions) =>
	diff(kindOf(options.event), previous, records as never, options);
const sampleOf = (previous: unknown, records: object[], options: DiffOptions) =>
	sampleChange(kindOf(options.event), previous, records as never, options);

const NOW = '2026-01-01T00:00:00.000Z';
const alerts = (...pairs: Array<[string, string, string?]>) =>
	pairs.map(([id, state, updatedAt]) => ({
		id,
		name: `Alert ${id}`,
		state,
		...(updatedAt ? { updatedAt } : {}),
	}));
const stateOptions = (extra: Partial<DiffOptions> = {}): DiffOptions => ({
	event: 'alertStateChanged',
	now: NOW,
	...extra,
});
const settingsOptions = (extra: Partial<DiffOptions> = {}): DiffOptions => ({
	event: 'pipeSettingsChanged',
	now: NOW,
	...extra,
});
const pipe = (
	id: string,
	settings: Record<string, unknown>,
	extra: Record<string, unknown> = {},
) => ({ id, name: `pipe-${id}`, settings, ...extra });

/** Runs the diff over a sequence of lists, as successive polls do. */
function polls(lists: object[][], options: DiffOptions) {
	let snapshot: Snapshot | undefined;
	const emitted = [];
	for (const list of lists) {
		const result = diffOf(snapshot, list, options);
		emitted.push(result.changes);
		snapshot = result.snapshot;
	}
	return { emitted, snapshot };
}

describe('state diff', () => {
	it('takes a baseline first and reports nothing', () => {
		const { changes, snapshot } = diffOf(
			undefined,
			alerts(['a', 'OK'], ['b', 'ALERT'], ['c', 'OK']),
			stateOptions(),
		);
		expect(changes).toEqual([]);
		expect(snapshot).toEqual([
			['OK', 'a', 'c'],
			['ALERT', 'b'],
		]);
	});

	it('reports each change once, with the item shape docs/trigger.md gives', () => {
		const { emitted } = polls(
			[
				alerts(['a', 'OK'], ['b', 'OK']),
				alerts(['a', 'ALERT', '2026-01-01T00:00:05.000Z'], ['b', 'OK']),
				alerts(['a', 'ALERT'], ['b', 'OK']),
			],
			stateOptions(),
		);
		expect(emitted[1]).toEqual([
			{
				event: 'alertStateChanged',
				id: 'a',
				name: 'Alert a',
				previousState: 'OK',
				state: 'ALERT',
				changedAt: '2026-01-01T00:00:05.000Z',
				record: { id: 'a', name: 'Alert a', state: 'ALERT', updatedAt: '2026-01-01T00:00:05.000Z' },
			},
		]);
		expect(emitted[2]).toEqual([]);
	});

	it('uses the poll time when the record has no updatedAt, and the id when it has no name', () => {
		const { emitted } = polls(
			[[{ id: 'x', state: 'a' }], [{ id: 'x', state: 'b' }]],
			stateOptions(),
		);
		expect(emitted[1][0]).toMatchObject({
			name: 'x',
			changedAt: NOW,
			previousState: 'a',
			state: 'b',
		});
	});

	it('reports several changes in list order', () => {
		const { emitted } = polls(
			[
				alerts(['a', 'OK'], ['b', 'OK'], ['c', 'OK']),
				alerts(['a', 'ALERT'], ['b', 'OK'], ['c', 'PENDING']),
			],
			stateOptions(),
		);
		expect(
			emitted[1].map((c) => [c.id, (c as StateChange).previousState, (c as StateChange).state]),
		).toEqual([
			['a', 'OK', 'ALERT'],
			['c', 'OK', 'PENDING'],
		]);
	});

	it('baselines new records silently and prunes vanished ones', () => {
		const { emitted, snapshot } = polls(
			[alerts(['a', 'OK'], ['b', 'OK']), alerts(['a', 'OK'], ['n', 'ALERT'])],
			stateOptions(),
		);
		expect(emitted[1]).toEqual([]);
		expect(snapshot).toEqual([
			['OK', 'a'],
			['ALERT', 'n'],
		]);
	});

	it('emits new records with includeNew (previous state null)', () => {
		const { emitted } = polls(
			[alerts(['a', 'OK']), alerts(['a', 'OK'], ['n', 'ALERT'])],
			stateOptions({ includeNew: true }),
		);
		expect(emitted[1]).toEqual([
			expect.objectContaining({ id: 'n', previousState: null, state: 'ALERT' }),
		]);
	});

	it('a record that vanishes and comes back is new again', () => {
		const { emitted } = polls([alerts(['a', 'OK']), [], alerts(['a', 'ALERT'])], stateOptions());
		expect(emitted.flat()).toEqual([]);
	});

	it('filters by id and stores only the watched ids', () => {
		const { emitted, snapshot } = polls(
			[alerts(['a', 'OK'], ['b', 'OK']), alerts(['a', 'ALERT'], ['b', 'ALERT'])],
			stateOptions({ ids: ['B'] }),
		);
		expect(emitted[1].map((c) => c.id)).toEqual(['b']);
		expect(snapshot).toEqual([['ALERT', 'b']]);
	});

	it('filters by target state (any case) and still advances past filtered changes', () => {
		const options = stateOptions({ toStates: ['alert'] });
		const { emitted } = polls(
			[
				alerts(['a', 'OK']),
				alerts(['a', 'PENDING']),
				alerts(['a', 'PENDING']),
				alerts(['a', 'ALERT']),
				alerts(['a', 'OK']),
			],
			options,
		);
		expect(
			emitted.map((list) =>
				list.map((c) => `${(c as StateChange).previousState}->${(c as StateChange).state}`),
			),
		).toEqual([[], [], [], ['PENDING->ALERT'], []]);
	});

	it('counts a record once when a shifting page repeats it, and skips records without id', () => {
		const { snapshot } = polls(
			[[...alerts(['a', 'OK'], ['a', 'OK']), { state: 'OK' }]],
			stateOptions(),
		);
		expect(snapshot).toEqual([['OK', 'a']]);
	});

	it('treats a snapshot of the other kind as no snapshot (a baseline)', () => {
		const settingsSnapshot: SettingsSnapshot = { n: [], b: [], g: [[[], 'a']] };
		expect(diffOf(settingsSnapshot, alerts(['a', 'OK']), stateOptions()).changes).toEqual([]);
	});
});

describe('settings diff', () => {
	const base = { x: null, y: 1, z: true };

	it('encodes the names and a shared base once, and per group only the differences by index', () => {
		const snapshot = encodeSettings([
			['p1', { ...base }],
			['p2', { ...base, y: 2 }],
			['p3', { z: true, x: null, y: 1 }],
			['p4', { ...base, extra: 'e' }],
		]);
		expect(snapshot).toEqual({
			n: ['x', 'y', 'z', 'extra'],
			b: [null, 1, true],
			g: [
				[[], 'p1', 'p3'],
				[[1, 2], 'p2'],
				[[3, 'e'], 'p4'],
			],
		});
		expect(isSettingsSnapshot(snapshot)).toBe(true);
		const decoded = decodeSettings(snapshot);
		expect(decoded.get('p2')).toEqual({ ...base, y: 2 });
		expect(decoded.get('p4')).toEqual({ ...base, extra: 'e' });
		expect(decodeSettings(encodeSettings([])).size).toBe(0);
	});

	it('keeps keys that only some pipes have out of the base, and odd names off the prototype', () => {
		const snapshot = encodeSettings([
			['p1', { a: 1, constructor: 5, __proto__x: { deep: [1] } }],
			['p2', { b: 2 }],
		]);
		expect(snapshot.b).toEqual([]);
		expect(decodeSettings(snapshot).get('p1')).toEqual({
			a: 1,
			constructor: 5,
			__proto__x: { deep: [1] },
		});
		expect(decodeSettings(snapshot).get('p2')).toEqual({ b: 2 });
		expect(settingChanges({ constructor: 5 }, {})).toEqual([
			{ setting: 'constructor', from: 5, to: null },
		]);
	});

	it('rejects malformed stored snapshots', () => {
		expect(isSettingsSnapshot({ n: ['a'], b: [], g: [[[1, 5], 'p']] })).toBe(false);
		expect(isSettingsSnapshot({ n: ['a'], b: [1, 2], g: [] })).toBe(false);
		expect(isSettingsSnapshot({ n: ['a'], b: [], g: [[[0], 'p']] })).toBe(false);
		expect(isSettingsSnapshot({ b: {}, g: [] })).toBe(false);
		expect(isSettingsSnapshot({ n: ['a'], b: [1], g: [[[0, 2], 'p', 'q']] })).toBe(true);
	});

	it('stays small when each pipe is tuned on its own in a couple of settings', () => {
		const names = [
			'streaming_max_insert_wait_ms',
			'object_storage_concurrency',
			'object_storage_polling_interval_ms',
			'object_storage_max_insert_bytes',
			'object_storage_max_file_count',
			'object_storage_use_cluster_function',
			'engine_max_threads',
			'engine_max_insert_threads',
			'engine_min_insert_block_size_bytes',
			'engine_max_download_threads',
			'engine_parallel_distributed_insert_select',
			'engine_parallel_view_processing',
		];
		const uuid = (i: number) => `00000006-0000-4000-8000-${String(i).padStart(12, '0')}`;
		const count = 1000;
		const entries = Array.from({ length: count }, (_, i): [string, Record<string, unknown>] => [
			uuid(i),
			{
				...Object.fromEntries(names.map((name) => [name, null])),
				engine_max_threads: i % 65,
				streaming_max_insert_wait_ms: 500 + i,
			},
		]);
		const snapshot = encodeSettings(entries as never);
		expect(JSON.stringify(snapshot).length / count).toBeLessThanOrEqual(64);
		expect(decodeSettings(snapshot).get(uuid(7))).toEqual(entries[7][1]);
	});

	it('reports previous, current and each changed setting', () => {
		const { emitted } = polls(
			[
				[pipe('p1', base), pipe('p2', base)],
				[
					pipe('p1', { ...base, y: 5, x: 3 }, { updatedAt: '2026-01-02T00:00:00.000Z' }),
					pipe('p2', base),
				],
			],
			settingsOptions(),
		);
		expect(emitted[1]).toEqual([
			{
				event: 'pipeSettingsChanged',
				id: 'p1',
				name: 'pipe-p1',
				changedAt: '2026-01-02T00:00:00.000Z',
				previous: base,
				current: { ...base, y: 5, x: 3 },
				changes: [
					{ setting: 'x', from: null, to: 3 },
					{ setting: 'y', from: 1, to: 5 },
				],
				record: expect.objectContaining({ id: 'p1' }),
			},
		]);
	});

	it('treats a missing setting as null and ignores key order', () => {
		expect(settingChanges({ a: null, b: 1 }, { b: 1 })).toEqual([]);
		expect(settingChanges({ o: { p: 1, q: 2 } }, { o: { q: 2, p: 1 } })).toEqual([]);
	});

	it('is silent on a repeated poll and on new pipes unless includeNew', () => {
		const lists = [
			[pipe('p1', base)],
			[pipe('p1', base), pipe('p2', { ...base, y: 7 })],
			[pipe('p1', base), pipe('p2', { ...base, y: 7 })],
		];
		expect(polls(lists, settingsOptions()).emitted.flat()).toEqual([]);
		const withNew = polls(lists, settingsOptions({ includeNew: true })).emitted;
		expect(withNew[1]).toHaveLength(1);
		expect(withNew[1][0]).toMatchObject({
			id: 'p2',
			previous: null,
			changes: [
				{ setting: 'y', from: null, to: 7 },
				{ setting: 'z', from: null, to: true },
			],
		});
		expect(withNew[2]).toEqual([]);
	});

	it('rebuilds previous exactly even after the base moved', () => {
		// p1 and p2 share y=1 first; then most pipes have y=2, so the base changes.
		const { emitted } = polls(
			[
				[pipe('p1', { y: 1 }), pipe('p2', { y: 1 }), pipe('p3', { y: 2 })],
				[pipe('p1', { y: 2 }), pipe('p2', { y: 2 }), pipe('p3', { y: 2 })],
				[pipe('p1', { y: 2 }), pipe('p2', { y: 2 }), pipe('p3', { y: 3 })],
			],
			settingsOptions(),
		);
		expect(emitted[1].map((c) => [c.id, (c as SettingsChange).previous])).toEqual([
			['p1', { y: 1 }],
			['p2', { y: 1 }],
		]);
		expect((emitted[2][0] as SettingsChange).changes).toEqual([{ setting: 'y', from: 2, to: 3 }]);
	});
});

describe('sample for "Fetch Test Event"', () => {
	it('is the latest change when the stored snapshot knows one', () => {
		const previous: StateSnapshot = [['OK', 'a', 'b']];
		const sample = sampleOf(
			previous,
			alerts(
				['a', 'ALERT', '2026-01-01T00:00:09.000Z'],
				['b', 'ALERT', '2026-01-01T00:00:10.000Z'],
			),
			stateOptions(),
		);
		expect(sample).toMatchObject({ id: 'b', previousState: 'OK', state: 'ALERT' });
	});

	it('is the first record shaped as a change otherwise, preferring a wanted state', () => {
		expect(sampleOf(undefined, alerts(['a', 'OK'], ['b', 'ALERT']), stateOptions())).toMatchObject({
			id: 'a',
			previousState: null,
			state: 'OK',
		});
		expect(
			sampleOf(
				undefined,
				alerts(['a', 'OK'], ['b', 'ALERT']),
				stateOptions({ toStates: ['ALERT'] }),
			),
		).toMatchObject({ id: 'b' });
		expect(
			sampleOf(undefined, alerts(['a', 'OK']), stateOptions({ toStates: ['ALERT'] })),
		).toMatchObject({ id: 'a' });
		expect(sampleOf(undefined, [], stateOptions())).toBeUndefined();
	});

	it('shapes a pipe as a settings change', () => {
		expect(sampleOf(undefined, [pipe('p', { a: 1, b: null })], settingsOptions())).toMatchObject({
			previous: null,
			current: { a: 1, b: null },
			changes: [{ setting: 'a', from: null, to: 1 }],
		});
	});
});

describe('helpers', () => {
	it('canonical JSON sorts keys at every level', () => {
		expect(canonicalJson({ b: [1, { d: 1, c: undefined, a: null }], a: 'x' })).toBe(
			'{"a":"x","b":[1,{"a":null,"d":1}]}',
		);
		expect(canonicalJson(undefined)).toBe('null');
	});

	it('FNV-1a gives the reference values', () => {
		expect(fnv1a('')).toBe((0x811c9dc5).toString(36));
		expect(fnv1a('a')).toBe((0xe40c292c).toString(36));
		expect(fnv1a('foobar')).toBe((0xbf9cf968).toString(36));
	});

	it('splits comma-separated lists', () => {
		expect(splitList(' a, b ,,a ')).toEqual(['a', 'b']);
		expect(splitList(['x', ' y '])).toEqual(['x', 'y']);
		expect(splitList(undefined)).toEqual([]);
	});

	it('checks parameters and fingerprints what is watched', () => {
		const org = '00000000-0000-4000-8000-000000000001';
		const raw = (extra: Record<string, unknown> = {}) => ({
			deployment: 'cloud',
			event: 'alertStateChanged',
			organizationId: () => org,
			serviceId: () => org.replace(/1$/, '2'),
			ids: '',
			toStates: 'ok',
			options: {},
			...extra,
		});
		const cloud = configOf(raw());
		expect(cloud.where).toEqual({
			deployment: 'cloud',
			organizationId: org,
			serviceId: org.replace(/1$/, '2'),
		});
		expect(cloud.event.value).toBe('alertStateChanged');
		expect(configOf(raw({ event: 'pipeStateChanged' })).watchKey).not.toBe(cloud.watchKey);
		expect(configOf(raw({ event: 'pipeSettingsChanged' })).toStates).toEqual([]);
		expect(() => configOf(raw({ deployment: 'selfHosted', event: 'pipeStateChanged' }))).toThrow(
			/cloud only/,
		);
		expect(() => configOf(raw({ serviceId: () => 'nope' }))).toThrow(/not a UUID/);
		expect(
			configOf(raw({ deployment: 'selfHosted', organizationId: () => 'ignored' })).where,
		).toEqual({ deployment: 'selfHosted' });
	});

	it('keeps the fingerprints workflows saved before hold in their poll data (else their first poll re-baselines)', () => {
		// The values the package stored as `k` before the event table, for the same parameters.
		const org = '00000000-0000-4000-8000-000000000001';
		const raw = (extra: Record<string, unknown> = {}) => ({
			deployment: 'cloud',
			event: 'alertStateChanged',
			organizationId: () => org,
			serviceId: () => org.replace(/1$/, '2'),
			ids: '',
			toStates: '',
			options: {},
			...extra,
		});
		expect(configOf(raw()).watchKey).toBe('1p6puie');
		expect(configOf(raw({ organizationId: () => org.toUpperCase() })).watchKey).toBe('1p6puie');
		expect(configOf(raw({ event: 'pipeStateChanged' })).watchKey).toBe('4qu8qe');
		expect(configOf(raw({ event: 'pipeSettingsChanged' })).watchKey).toBe('b9boc8');
		expect(configOf(raw({ deployment: 'selfHosted' })).watchKey).toBe('vfvzah');
	});

	it('tells where an event exists and which events this deployment has', () => {
		const raw = {
			deployment: 'selfHosted',
			event: 'pipeSettingsChanged',
			organizationId: () => '',
			serviceId: () => '',
			ids: '',
			toStates: '',
			options: {},
		};
		expect(() => configOf(raw)).toThrow(
			expect.objectContaining({
				message: "Invalid 'event': 'Pipe Settings Changed' exists on the cloud only",
				fix: "Choose a cloud credential, or the event 'Alert State Changed'.",
			}),
		);
		expect(() => configOf({ ...raw, event: 'alertChanged' })).toThrow(
			expect.objectContaining({
				fix: 'Use one of: alertStateChanged, pipeStateChanged, pipeSettingsChanged, serviceStateChanged, activityLogged.',
			}),
		);
	});
});

describe('static data', () => {
	it('reads a snapshot only for the same format, scope and event kind', () => {
		const data: PollData = {};
		expect(readSnapshot(data, 'k1', kindOf('alertStateChanged'))).toBeUndefined();
		writePollData(data, 'k1', [['OK', 'a']]);
		expect(data).toEqual({ v: 1, k: 'k1', s: [['OK', 'a']] });
		expect(readSnapshot(data, 'k1', kindOf('alertStateChanged'))).toEqual([['OK', 'a']]);
		expect(readSnapshot(data, 'k2', kindOf('alertStateChanged'))).toBeUndefined();
		expect(readSnapshot(data, 'k1', kindOf('pipeSettingsChanged'))).toBeUndefined();
		expect(readSnapshot({ ...data, v: 2 }, 'k1', kindOf('alertStateChanged'))).toBeUndefined();
	});

	it('checks stored state snapshots entry by entry, and a malformed one is no snapshot', () => {
		expect(
			stateChanges.fits([
				['OK', 'a', 'b'],
				['ALERT', 'c'],
			]),
		).toBe(true);
		expect(
			diffOf(
				[
					['OK', 'a', 'b'],
					['ALERT', 'c'],
				],
				alerts(['a', 'ALERT']),
				stateOptions(),
			).changes,
		).toHaveLength(1);
		for (const bad of [{}, [null], [[]], [['OK', 1]], [[2, 'a']], [['OK', 'a'], 'ALERT']]) {
			// diff() is public: a malformed previous snapshot is a baseline, never a crash
			expect(diffOf(bad as never, alerts(['a', 'ALERT']), stateOptions()).changes).toEqual([]);
		}
		const same = (stored: unknown, next: StateSnapshot) => stateChanges.same(stored as never, next);
		expect(same([['OK', 'a', 'b']], [['OK', 'a', 'b']])).toBe(true);
		expect(same([['OK', 'a', 'b']], [['OK', 'b', 'a']])).toBe(false);
		expect(
			same(
				[
					['OK', 'a'],
					['ALERT', 'b'],
				],
				[['OK', 'a']],
			),
		).toBe(false);
		expect(
			same(
				[null, ['OK', 'a']],
				[
					['OK', 'a'],
					['OK', 'a'],
				],
			),
		).toBe(false);
		expect(same({ n: [], b: [], g: [] }, [])).toBe(false);
		const data: PollData = { v: 1, k: 'k', s: [['OK', 1 as never]] };
		// readSnapshot checks the shape only; diff() reads every entry and takes a bad one as no snapshot
		const stored = readSnapshot(data, 'k', kindOf('alertStateChanged'));
		expect(stored).toBeDefined();
		expect(diffOf(stored, alerts(['a', 'ALERT']), stateOptions()).changes).toEqual([]);
		for (const bad of [{}, [[]], [[2, 'a']], [['OK'], 'ALERT']])
			expect(
				readSnapshot({ ...data, s: bad as never }, 'k', kindOf('alertStateChanged')),
			).toBeUndefined();
		writePollData(data, 'k', [['OK', 'a']]);
		expect(data.s).toEqual([['OK', 'a']]);
	});

	it('does not write an unchanged snapshot', () => {
		const target = { v: 1, k: 'k', s: [['OK', 'a']] };
		let writes = 0;
		const data = new Proxy(target, {
			set(object, key, value) {
				writes++;
				return Reflect.set(object, key, value);
			},
		}) as PollData;
		// The poll writes only what the diff says changed.
		const poll = (state: string) => {
			const result = diffOf(storedSnapshot(data, 'k'), alerts(['a', state]), stateOptions());
			if (!result.unchanged) writePollData(data, 'k', result.snapshot);
		};
		poll('OK');
		expect(writes).toBe(0);
		poll('ALERT');
		expect(writes).toBe(3);
		expect(data.s).toEqual([['ALERT', 'a']]);
	});
});
