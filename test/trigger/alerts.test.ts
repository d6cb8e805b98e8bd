import { apiRequests, SEED, useEnv } from '../support/env';
import {
	ActiveTrigger,
	cloudTrigger,
	meaningful,
	NODE_KEY,
	selfHostedTrigger,
	transitions,
} from './support';

type Deployment = 'cloud' | 'selfHosted';

const fixtures = {
	cloud: {
		params: (extra: Record<string, unknown> = {}) => cloudTrigger('alertStateChanged', extra),
		alerts: () => SEED.cloudAlerts as string[],
		// The seed's cloud alerts 0..5 (docs/api-notes.md#alert-states).
		states: ['ALERT', 'OK', 'INSUFFICIENT_DATA', 'OK', 'PENDING', 'DISABLED'],
		listPath: `/v1/organizations/${SEED.org}/services/${SEED.service}/observability/alerts`,
		fault: {
			status: 500,
			body: {
				status: 500,
				error: 'INTERNAL: alert store unavailable',
				requestId: '00000000-0000-4000-8000-000000000000',
			},
		},
		faultText: /INTERNAL: alert store unavailable/,
	},
	selfHosted: {
		params: (extra: Record<string, unknown> = {}) => selfHostedTrigger(extra),
		alerts: () => SEED.sh.alerts as string[],
		states: ['ALERT', 'OK', 'OK', 'ALERT', 'INSUFFICIENT_DATA', 'DISABLED'],
		listPath: '/api/v2/alerts',
		fault: { status: 500, body: { message: 'alert store unavailable' } },
		faultText: /alert store unavailable/,
	},
};

describe.each(['cloud', 'selfHosted'] as Deployment[])('alertStateChanged on %s', (deployment) => {
	const f = fixtures[deployment];
	const env = useEnv();
	const a = (index: number) => f.alerts()[index];
	const setState = (index: number, state: string) => env.emulator.setAlertState(a(index), state);
	const trigger = (extra: Record<string, unknown> = {}) => new ActiveTrigger(env, f.params(extra));
	const fail = () => env.emulator.injectFault({ method: 'GET', path: f.listPath, ...f.fault });

	it('stores a baseline on the first poll and returns null; a repeated poll stays silent', async () => {
		const t = trigger();
		expect(await t.poll()).toBeNull();
		expect(t.nodeData).toMatchObject({ v: 1, k: expect.any(String), s: expect.any(Array) });
		const stored = (t.nodeData!.s as string[][]).flatMap(([, ...ids]) => ids).sort();
		expect(stored).toEqual([...f.alerts()].sort());
		expect(await t.poll()).toBeNull();
		expect(await t.poll()).toBeNull();
		expect(t.saved).toEqual({});
		const lists = apiRequests(env).filter((entry: { path: string }) => entry.path === f.listPath);
		expect(lists).toHaveLength(3);
	});

	it('reports a single change once, shaped as the trigger documents it (docs/trigger.md)', async () => {
		// Simplify off: each item carries the record too.
		const t = trigger({ simplify: false });
		await t.poll();
		const changed = setState(1, 'PENDING');
		const items = await t.poll();
		expect(items).toEqual([
			{
				event: 'alertStateChanged',
				id: a(1),
				name: changed.name,
				previousState: f.states[1],
				state: 'PENDING',
				changedAt: changed.updatedAt,
				record: expect.objectContaining({ id: a(1), state: 'PENDING' }),
			},
		]);
		expect(await t.poll()).toBeNull();
	});

	it('reports several changes in one poll, each with its last state', async () => {
		const t = trigger();
		await t.poll();
		setState(0, 'X1');
		setState(2, 'X1');
		setState(2, 'X2');
		setState(3, f.states[3]); // no change: same state
		expect(transitions(await t.poll())).toEqual([
			[a(0), f.states[0], 'X1'],
			[a(2), f.states[2], 'X2'],
		]);
		expect(await t.poll()).toBeNull();
	});

	it('a failed poll throws the server text, keeps the snapshot, and the change comes once after recovery', async () => {
		const t = trigger();
		await t.poll();
		const before = JSON.stringify(t.live);
		setState(0, 'DURING_FAILURE');
		fail();
		await expect(t.poll()).rejects.toThrow(f.faultText);
		expect(JSON.stringify(t.live)).toBe(before);
		setState(1, 'AFTER_FAILURE');
		expect(transitions(await t.poll())).toEqual([
			[a(0), f.states[0], 'DURING_FAILURE'],
			[a(1), f.states[1], 'AFTER_FAILURE'],
		]);
		expect(await t.poll()).toBeNull();
	});

	it('a failed first poll stores nothing; the next one takes the baseline', async () => {
		const t = trigger();
		fail();
		await expect(t.poll()).rejects.toThrow(f.faultText);
		expect(meaningful(t.live)).toEqual({});
		expect(await t.poll()).toBeNull();
		expect(t.nodeData).toHaveProperty('s');
	});

	it('after a restart from the saved data it neither repeats nor loses changes', async () => {
		const t = trigger();
		await t.poll();
		setState(0, 'S1');
		expect(transitions(await t.poll())).toEqual([[a(0), f.states[0], 'S1']]); // saved now
		expect(await t.poll()).toBeNull(); // not saved: nothing emitted
		setState(1, 'WHILE_DOWN');
		t.restart();
		expect(transitions(await t.poll())).toEqual([[a(1), f.states[1], 'WHILE_DOWN']]);
		t.restart();
		expect(await t.poll()).toBeNull();
	});

	it('after a restart, a change the saved snapshot predates is still reported once', async () => {
		const t = trigger();
		await t.poll();
		setState(0, 'S1');
		await t.poll(); // emitted and saved
		setState(2, 'S2');
		await t.poll(); // emitted and saved
		setState(2, 'S3');
		expect(transitions(await t.poll())).toEqual([[a(2), 'S2', 'S3']]);
		t.restart();
		expect(await t.poll()).toBeNull();
	});

	it('a restart before the first emit starts over from a new baseline (documented)', async () => {
		const t = trigger();
		expect(await t.poll()).toBeNull(); // baseline, in memory only
		setState(0, 'BEFORE_RESTART');
		t.restart(); // nothing was ever saved
		expect(t.live).toEqual({});
		expect(await t.poll()).toBeNull(); // a new baseline: the change above cannot be seen
		setState(0, 'AFTER_RESTART');
		expect(transitions(await t.poll())).toEqual([[a(0), 'BEFORE_RESTART', 'AFTER_RESTART']]);
	});

	it('filters by ids, storing only the watched ones', async () => {
		const t = trigger({ ids: `${a(1)}, ${a(3).toUpperCase()}` });
		await t.poll();
		expect((t.nodeData!.s as string[][]).flatMap(([, ...ids]) => ids).sort()).toEqual(
			[a(1), a(3)].sort(),
		);
		setState(0, 'Z');
		setState(1, 'Z');
		setState(3, 'Z');
		expect(transitions(await t.poll())).toEqual([
			[a(1), f.states[1], 'Z'],
			[a(3), f.states[3], 'Z'],
		]);
	});

	it('filters by target state; filtered changes advance the snapshot and are never reported', async () => {
		const t = trigger({ toStates: 'firing, Resolved' });
		await t.poll();
		setState(0, 'pending');
		expect(await t.poll()).toBeNull();
		setState(0, 'FIRING');
		setState(1, 'resolved');
		expect(transitions(await t.poll())).toEqual([
			[a(0), 'pending', 'FIRING'],
			[a(1), f.states[1], 'resolved'],
		]);
		setState(0, 'pending');
		expect(await t.poll()).toBeNull();
		t.restart(); // the saved snapshot knows FIRING; the change into "pending" stays filtered
		expect(await t.poll()).toBeNull();
	});

	it('prunes removed alerts; new alerts are baselined silently, or emitted with includeNew', async () => {
		const quiet = trigger();
		const loud = trigger({ options: { includeNew: true } });
		await quiet.poll();
		await loud.poll();
		env.emulator.removeAlert(a(5));
		const added = env.emulator.addAlert(deployment, { state: 'NEW_STATE', name: 'Fresh alert' });
		expect(await quiet.poll()).toBeNull();
		const ids = (quiet.nodeData!.s as string[][]).flatMap(([, ...list]) => list);
		expect(ids).not.toContain(a(5));
		expect(ids).toContain(added.id);
		expect(await loud.poll()).toEqual([
			expect.objectContaining({
				id: added.id,
				name: 'Fresh alert',
				previousState: null,
				state: 'NEW_STATE',
			}),
		]);
		expect(await loud.poll()).toBeNull();
		setState(0, 'AFTER');
		env.emulator.setAlertState(added.id, 'NEW_AGAIN');
		expect(transitions(await quiet.poll())).toEqual([
			[a(0), f.states[0], 'AFTER'],
			[added.id, 'NEW_STATE', 'NEW_AGAIN'],
		]);
	});

	it('"Fetch Test Event" returns a sample and writes nothing', async () => {
		const t = trigger();
		const first = await t.manual();
		expect(first.items).toEqual([
			expect.objectContaining({
				event: 'alertStateChanged',
				id: a(0),
				previousState: null,
				state: f.states[0],
			}),
		]);
		expect(meaningful(first.staticData)).toEqual({});

		await t.poll();
		const stored = JSON.stringify(t.live);
		setState(4, 'LATEST');
		const second = await t.manual();
		expect(transitions(second.items)).toEqual([[a(4), f.states[4], 'LATEST']]);
		expect(JSON.stringify(second.staticData)).toBe(stored);
		// The production poll still reports the change the test run showed.
		expect(transitions(await t.poll())).toEqual([[a(4), f.states[4], 'LATEST']]);
	});

	it('"Fetch Test Event" says so when the watched list is empty', async () => {
		const t = trigger({
			ids:
				deployment === 'cloud'
					? '00000000-0000-4000-8000-00000000ffff'
					: 'ffffffffffffffffffffffff',
		});
		await expect(t.manual()).rejects.toThrow(/Nothing to show/);
	});
});

describe('alertStateChanged paging (self-hosted, more than one page)', () => {
	const env = useEnv({ emulator: { seed: { selfHostedAlerts: 1205 } }, eachTest: 'none' });

	it('reads every page, sees a change on the second page, and stays small', async () => {
		const t = new ActiveTrigger(env, selfHostedTrigger());
		env.emulator.clearRequests();
		expect(await t.poll()).toBeNull();
		const pages = apiRequests(env).map(
			(entry: { path: string; query: Record<string, string> }) =>
				`${entry.path}?offset=${entry.query.offset}&limit=${entry.query.limit}`,
		);
		expect(pages).toEqual([
			'/api/v2/alerts?offset=0&limit=1000',
			'/api/v2/alerts?offset=1000&limit=1000',
		]);

		const ids = (t.nodeData!.s as string[][]).flatMap(([, ...list]) => list);
		expect(new Set(ids).size).toBe(1205);
		const bytesPerRecord = JSON.stringify(t.live[NODE_KEY]).length / 1205;
		expect(bytesPerRecord).toBeLessThanOrEqual(64);

		const { selfHostedAlertId } = jest.requireActual('../emulator');
		env.emulator.setAlertState(selfHostedAlertId(1100), 'PAGE_TWO');
		env.emulator.setAlertState(selfHostedAlertId(3), 'PAGE_ONE');
		expect(transitions(await t.poll())).toEqual([
			[selfHostedAlertId(3), 'ALERT', 'PAGE_ONE'],
			[selfHostedAlertId(1100), 'OK', 'PAGE_TWO'],
		]);
		expect(await t.poll()).toBeNull();
	});

	it('works with an older server that ignores limit and offset', async () => {
		env.emulator.reset();
		env.emulator.configure({ legacy: true });
		try {
			const t = new ActiveTrigger(env, selfHostedTrigger());
			expect(await t.poll()).toBeNull();
			expect(apiRequests(env)).toHaveLength(1);
			expect((t.nodeData!.s as string[][]).flatMap(([, ...list]) => list)).toHaveLength(1205);
			const { selfHostedAlertId } = jest.requireActual('../emulator');
			env.emulator.setAlertState(selfHostedAlertId(1204), 'LAST');
			expect(transitions(await t.poll())).toEqual([
				[selfHostedAlertId(1204), 'INSUFFICIENT_DATA', 'LAST'],
			]);
		} finally {
			env.emulator.configure({ legacy: false });
		}
	});
});
