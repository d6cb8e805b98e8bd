import {
	call,
	cloud,
	type Emu,
	expectCloudError,
	expectCloudOk,
	IDLE,
	type Json,
	ORG,
	SEED,
	startEmulator,
	SVC,
	waitFor,
} from './helpers';

/** The operator's routes: a service's state machine with idle, activities, usage cost (CONTRACT.md). */
describe('emulator: services, activities and usage cost', () => {
	let emu: Emu;
	beforeAll(async () => {
		emu = await startEmulator({ pipeTransitionMs: 40 });
	});
	afterAll(() => emu.close());
	beforeEach(() => {
		emu.reset();
		emu.configure({ activityList: {}, newerServer: false });
	});

	const settled = async (path: string, state: string) => {
		const service = await waitFor(async () => {
			const read = expectCloudOk(await cloud(emu, 'GET', path));
			return read.state === state ? read : undefined;
		});
		expect(service?.state).toBe(state);
		return service;
	};

	it('moves a service through its intermediate states: awake, stop, start', async () => {
		expect(expectCloudOk(await cloud(emu, 'GET', IDLE)).state).toBe('idle');
		const awaking = expectCloudOk(
			await cloud(emu, 'PATCH', `${IDLE}/state`, { body: { command: 'awake' } }),
		);
		expect(awaking.state).toBe('awaking');
		await settled(IDLE, 'running');
		expect(
			expectCloudOk(await cloud(emu, 'PATCH', `${IDLE}/state`, { body: { command: 'stop' } }))
				.state,
		).toBe('stopping');
		await settled(IDLE, 'stopped');
		expect(
			expectCloudOk(await cloud(emu, 'PATCH', `${IDLE}/state`, { body: { command: 'start' } }))
				.state,
		).toBe('starting');
		await settled(IDLE, 'running');
	});

	it('answers 400 with the service text for a command the state does not allow, and for an unknown command', async () => {
		expectCloudError(
			await cloud(emu, 'PATCH', `${SVC}/state`, { body: { command: 'awake' } }),
			400,
			'BAD_REQUEST',
			/Cannot awake a service in state running$/,
		);
		expectCloudError(
			await cloud(emu, 'PATCH', `${SVC}/state`, { body: { command: 'start' } }),
			400,
			'BAD_REQUEST',
			/Cannot start a service in state running$/,
		);
		expectCloudError(
			await cloud(emu, 'PATCH', `${SVC}/state`, { body: { command: 'reboot' } }),
			400,
			'BAD_REQUEST',
			/command/,
		);
		expect(expectCloudOk(await cloud(emu, 'GET', SVC)).state).toBe('running');
	});

	it('refuses a pipe create on an idle service with 424', async () => {
		emu.setServiceState(SEED.service, 'idle');
		const r = await cloud(emu, 'POST', `${SVC}/pipes`, {
			body: {
				name: 'p',
				source: { objectStorage: { url: 'https://b.example.com/*.json', format: 'JSONEachRow' } },
				destination: { database: 'default', table: 't', columns: [{ name: 'id', type: 'String' }] },
				fieldMappings: [{ sourceField: 'id', destinationField: 'id' }],
			},
		});
		expectCloudError(r, 424, 'FAILED_DEPENDENCY', /Current state: idle$/);
	});

	it('logs activities for service commands, their settled states and key updates', async () => {
		const before = emu.activities().length;
		await cloud(emu, 'PATCH', `${IDLE}/state`, { body: { command: 'awake' } });
		await settled(IDLE, 'running');
		await cloud(emu, 'PATCH', `${ORG}/keys/${SEED.keys.developer}`, {
			body: { name: 'x', state: 'disabled' },
		});
		const added = emu.activities().slice(before);
		expect(added.map((a: Json) => [a.type, a.keyUpdateType ?? null])).toEqual([
			['service_awaken', null],
			['service_running', null],
			['openapi_key_update', 'name-changed'],
			['openapi_key_update', 'state-changed'],
		]);
		const listed = expectCloudOk(await cloud(emu, 'GET', `${ORG}/activities`));
		expect(listed[0].id).toBe(added[added.length - 1].id); // newest first by default
		const one = expectCloudOk(await cloud(emu, 'GET', `${ORG}/activities/${added[0].id}`));
		expect(one).toEqual(added[0]);
		expectCloudError(await cloud(emu, 'GET', `${ORG}/activities/act-nope`), 404, 'NOT_FOUND');
	});

	it('answers the activities of a window, unordered and capped on request', async () => {
		const all = expectCloudOk(
			await cloud(
				emu,
				'GET',
				`${ORG}/activities?from_date=2025-01-12T00:00:00Z&to_date=2025-01-15T12:00:00Z`,
			),
		);
		expect(all).toHaveLength(8);
		const narrow = expectCloudOk(
			await cloud(emu, 'GET', `${ORG}/activities?from_date=2025-01-15T00:00:00Z`),
		);
		expect(narrow.every((a: Json) => a.createdAt >= '2025-01-15T00:00:00')).toBe(true);
		emu.configure({ activityList: { order: 'unordered', cap: 3 } });
		const capped = expectCloudOk(await cloud(emu, 'GET', `${ORG}/activities`));
		expect(capped).toHaveLength(3);
		expectCloudError(
			await cloud(emu, 'GET', `${ORG}/activities?from_date=yesterday`),
			400,
			'BAD_REQUEST',
			/from_date/,
		);
	});

	it('answers usage cost per entity and day, refusing more than 31 days, and filters by tag', async () => {
		const cost = expectCloudOk(
			await cloud(emu, 'GET', `${ORG}/usageCost?from_date=2026-11-01&to_date=2026-11-02`),
		);
		expect(cost.costs).toHaveLength(14);
		expect(cost.grandTotalCredits).toBeCloseTo(
			cost.costs.reduce((s: number, c: Json) => s + c.totalCredits, 0),
			3,
		);
		expectCloudError(
			await cloud(emu, 'GET', `${ORG}/usageCost?from_date=2026-10-01&to_date=2026-11-02`),
			400,
			'BAD_REQUEST',
			/31 days/,
		);
		expectCloudError(
			await cloud(emu, 'GET', `${ORG}/usageCost?from_date=2026-10-01`),
			400,
			'BAD_REQUEST',
		);
		const staging = expectCloudOk(
			await cloud(
				emu,
				'GET',
				`${ORG}/usageCost?from_date=2026-11-01&to_date=2026-11-01&filter=tag:Environment=Staging`,
			),
		);
		expect(staging.costs.map((c: Json) => c.entityName)).toEqual(['staging']);
		const none = expectCloudOk(
			await cloud(
				emu,
				'GET',
				`${ORG}/usageCost?from_date=2026-11-01&to_date=2026-11-01&filter=tag:Environment=Staging&filter=tag:Team`,
			),
		);
		expect(none.costs).toEqual([]);
	});

	it('a newer server: services, activities and cost records carry the field no document lists, and future types', async () => {
		emu.configure({ newerServer: true });
		expect(expectCloudOk(await cloud(emu, 'GET', SVC)).futureField).toEqual({
			wave: 3,
			labels: ['beta'],
		});
		expect(
			expectCloudOk(await cloud(emu, 'GET', `${ORG}/activities`))[0].futureField,
		).toBeDefined();
		const cost = expectCloudOk(
			await cloud(emu, 'GET', `${ORG}/usageCost?from_date=2026-11-01&to_date=2026-11-01`),
		);
		expect(cost.costs[0].futureField).toBeDefined();
		await cloud(emu, 'PATCH', `${SVC}/pipes/${SEED.pipes.messageBroker}/state`, {
			body: { command: 'stop' },
		});
		expect(emu.activities().pop().type).toBe('future_pipe_state_change');
	});

	it('control API: set a service state, add and list activities', async () => {
		const set = await call(emu, 'POST', `/__emulator/services/${SEED.service}/state`, {
			body: { state: 'idle' },
		});
		expect(set.json.service.state).toBe('idle');
		const added = await call(emu, 'POST', '/__emulator/activities', {
			body: { type: 'key_delete' },
		});
		expect(added.json.activity.type).toBe('key_delete');
		const listed = await call(emu, 'GET', '/__emulator/activities');
		expect(listed.json.activities.pop().id).toBe(added.json.activity.id);
		const bad = await call(emu, 'POST', `/__emulator/services/${SEED.service}/state`, {
			body: { state: 'napping' },
		});
		expect(bad.status).toBe(400);
	});
});
