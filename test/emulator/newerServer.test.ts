import {
	call,
	cloud,
	type Emu,
	expectCloudError,
	expectCloudOk,
	type Json,
	OBS,
	ORG,
	SEED,
	sh,
	startEmulator,
	SVC,
} from './helpers';

const FUTURE = { wave: 3, labels: ['beta'] };

describe('emulator: a server newer than the documents (newerServer)', () => {
	let emu: Emu;
	beforeAll(async () => {
		emu = await startEmulator();
	});
	afterAll(() => emu.close());
	beforeEach(() => {
		emu.configure({ newerServer: false, pipeSettingsPut: 'merge' });
		emu.reset();
	});

	it('serves records of every kind with futureField and settings with future_setting; modes() says so; off takes them away', async () => {
		expect(
			expectCloudOk(await cloud(emu, 'GET', `${OBS}/alerts/${SEED.cloudAlerts[0]}`)),
		).not.toHaveProperty('futureField');
		emu.configure({ newerServer: true });
		expect(emu.modes()).toMatchObject({ newerServer: true });
		const cloudRecords = [
			expectCloudOk(await cloud(emu, 'GET', `${OBS}/alerts/${SEED.cloudAlerts[0]}`)),
			expectCloudOk(await cloud(emu, 'GET', `${OBS}/dashboards/${SEED.cloudDashboard}`)),
			expectCloudOk(await cloud(emu, 'GET', `${OBS}/webhooks`))[0],
			expectCloudOk(await cloud(emu, 'GET', `${OBS}/saved-searches/${SEED.cloudSavedSearch}`)),
			expectCloudOk(await cloud(emu, 'GET', `${SVC}/pipes/${SEED.pipes.messageBroker}`)),
			expectCloudOk(await cloud(emu, 'GET', `${ORG}/keys/${SEED.keys.developer}`)),
		];
		for (const r of cloudRecords) expect(r.futureField).toEqual(FUTURE);
		expect(
			expectCloudOk(await cloud(emu, 'GET', `${SVC}/pipes/${SEED.pipes.messageBroker}/settings`))
				.future_setting,
		).toBe(7);
		const shRecords = [
			(await sh(emu, 'GET', `/api/v2/alerts/${SEED.sh.alerts[0]}`)).json.data,
			(await sh(emu, 'GET', `/api/v2/dashboards/${SEED.sh.dashboard}`)).json.data,
			(await sh(emu, 'GET', '/api/v2/webhooks')).json.data[0],
			(await sh(emu, 'GET', `/api/v2/saved-searches/${SEED.sh.savedSearch}`)).json.data,
		];
		for (const r of shRecords) expect(r.futureField).toEqual(FUTURE);
		emu.reset();
		expect(
			expectCloudOk(await cloud(emu, 'GET', `${OBS}/alerts/${SEED.cloudAlerts[0]}`)).futureField,
		).toEqual(FUTURE);
		expect(
			(await call(emu, 'POST', '/__emulator/configure', { body: { newerServer: false } })).json
				.options.newerServer,
		).toBe(false);
		expect(
			expectCloudOk(await cloud(emu, 'GET', `${OBS}/alerts/${SEED.cloudAlerts[0]}`)),
		).not.toHaveProperty('futureField');
		expect(
			expectCloudOk(await cloud(emu, 'GET', `${SVC}/pipes/${SEED.pipes.messageBroker}/settings`)),
		).not.toHaveProperty('future_setting');
	});

	it('a full replace keeps the field when the record is sent back with it, and drops it when left out', async () => {
		emu.configure({ newerServer: true });
		const alert = expectCloudOk(await cloud(emu, 'GET', `${OBS}/alerts/${SEED.cloudAlerts[1]}`));
		const { id } = alert,
			body = Object.fromEntries(
				Object.entries(alert).filter(
					([key]) => !['id', 'state', 'teamId', 'createdAt', 'updatedAt'].includes(key),
				),
			);
		expect(
			expectCloudOk(
				await cloud(emu, 'PUT', `${OBS}/alerts/${id}`, { body: { ...body, name: 'Renamed' } }),
			),
		).toMatchObject({ name: 'Renamed', futureField: FUTURE });
		const { futureField, ...without } = body;
		expect(futureField).toEqual(FUTURE);
		expect(
			expectCloudOk(await cloud(emu, 'PUT', `${OBS}/alerts/${id}`, { body: without })),
		).not.toHaveProperty('futureField');

		const hook = expectCloudOk(await cloud(emu, 'GET', `${OBS}/webhooks`))[1];
		const hookBody = {
			name: 'Renamed hook',
			service: hook.service,
			url: hook.url,
			futureField: hook.futureField,
		};
		expect(
			expectCloudOk(await cloud(emu, 'PUT', `${OBS}/webhooks/${hook.id}`, { body: hookBody })),
		).toMatchObject({ name: 'Renamed hook', futureField: FUTURE });
		expect(
			expectCloudOk(
				await cloud(emu, 'PUT', `${OBS}/webhooks/${hook.id}`, {
					body: { ...hookBody, futureField: undefined },
				}),
			),
		).not.toHaveProperty('futureField');

		const search = (await sh(emu, 'GET', `/api/v2/saved-searches/${SEED.sh.savedSearch}`)).json
			.data;
		const searchBody = {
			name: search.name,
			sourceId: search.sourceId,
			where: search.where,
			futureField: { wave: 4 },
		};
		expect(
			(await sh(emu, 'PUT', `/api/v2/saved-searches/${search.id}`, { body: searchBody })).json.data
				.futureField,
		).toEqual({ wave: 4 });

		const dash = (await sh(emu, 'GET', `/api/v2/dashboards/${SEED.sh.dashboard}`)).json.data;
		const { id: dashId, ...dashBody } = dash;
		expect(
			(await sh(emu, 'PUT', `/api/v2/dashboards/${dashId}`, { body: dashBody })).json.data
				.futureField,
		).toEqual(FUTURE);
	});

	it('settings: future_setting is taken back by PUT (any integer, boolean or null) and goes back to null in replace mode when left out', async () => {
		emu.configure({ newerServer: true });
		const path = `${SVC}/pipes/${SEED.pipes.messageBroker}/settings`;
		const all = expectCloudOk(await cloud(emu, 'GET', path));
		expect(
			expectCloudOk(await cloud(emu, 'PUT', path, { body: { ...all, engine_max_threads: 2 } })),
		).toEqual({ ...all, engine_max_threads: 2 });
		expectCloudError(
			await cloud(emu, 'PUT', path, { body: { future_setting: 'high' } }),
			400,
			'BAD_REQUEST',
			/future_setting: Expected integer, boolean or null/,
		);
		emu.configure({ pipeSettingsPut: 'replace' });
		expect(
			expectCloudOk(await cloud(emu, 'PUT', path, { body: { engine_max_threads: 3 } }))
				.future_setting,
		).toBeNull();
		emu.configure({ newerServer: false });
		expectCloudError(
			await cloud(emu, 'PUT', path, { body: { future_setting: 1 } }),
			400,
			'BAD_REQUEST',
			/Unknown setting 'future_setting'/,
		);
	});

	it('answers an enum value no document lists with a 400 naming the field, as the servers do', async () => {
		const broker = { authentication: 'FUTURE_AUTH_METHOD' };
		expectCloudError(
			await cloud(emu, 'PATCH', `${SVC}/pipes/${SEED.pipes.messageBroker}`, {
				body: { source: { messageBroker: broker } },
			}),
			400,
			'BAD_REQUEST',
			/^BAD_REQUEST: source\.messageBroker\.authentication: Invalid enum value\. .*received 'FUTURE_AUTH_METHOD'$/,
		);
		const alert: Json = expectCloudOk(
			await cloud(emu, 'GET', `${OBS}/alerts/${SEED.cloudAlerts[0]}`),
		);
		const { id } = alert,
			body = Object.fromEntries(
				Object.entries(alert).filter(
					([key]) => !['id', 'state', 'teamId', 'createdAt', 'updatedAt'].includes(key),
				),
			);
		expectCloudError(
			await cloud(emu, 'PUT', `${OBS}/alerts/${id}`, { body: { ...body, interval: 'future-10s' } }),
			400,
			'BAD_REQUEST',
			/^BAD_REQUEST: interval: Invalid enum value/,
		);
		const r = await sh(emu, 'PUT', `/api/v2/alerts/${SEED.sh.alerts[0]}`, {
			body: { threshold: 1, interval: '5m', thresholdType: 'FUTURE_TYPE', source: 'tile' },
		});
		expect(r.status).toBe(400);
		expect(r.json.message).toMatch(/thresholdType/);
	});
});
