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
	sleep,
	startEmulator,
	SVC,
} from './helpers';

const T = 40; // pipeTransitionMs

const brokerPipe = (over: Json = {}): Json => ({
	name: 'events',
	source: {
		messageBroker: {
			format: 'JSONEachRow',
			authentication: 'PLAIN',
			brokers: 'b-1:9092',
			topics: 'events',
			credentials: { username: 'u', password: 'p' },
			...over,
		},
	},
	destination: {
		database: 'default',
		table: 'events',
		managedTable: true,
		columns: [{ name: 'payload', type: 'String' }],
	},
	fieldMappings: [{ sourceField: 'payload', destinationField: 'payload' }],
});
const storagePipe = (over: Json = {}): Json => ({
	name: 'files',
	source: {
		objectStorage: {
			format: 'JSONEachRow',
			url: 'https://bucket.storage.example.com/in/*.json',
			...over,
		},
	},
	destination: {
		database: 'default',
		table: 'files',
		managedTable: true,
		columns: [{ name: 'payload', type: 'String' }],
	},
	fieldMappings: [{ sourceField: 'payload', destinationField: 'payload' }],
});
const relationalPipe = (): Json => ({
	name: 'cdc',
	source: {
		relationalDb: {
			host: 'db-1.internal.example.com',
			port: 5432,
			database: 'shop',
			credentials: { username: 'r', password: 'p' },
			tableMappings: [{ sourceSchemaName: 'public', sourceTable: 'orders' }],
		},
	},
	destination: { database: 'default' },
	fieldMappings: [],
});
const WI = 'SERVICE_ACCOUNT_WORKLOAD_IDENTITY';
const ORG2_SVC = `/v1/organizations/${SEED.org2}/services/${SEED.org2Service}`;

describe('emulator: what the newer cloud document adds to pipes', () => {
	let emu: Emu;
	beforeAll(async () => {
		emu = await startEmulator({ pipeTransitionMs: T });
	});
	afterAll(() => emu.close());
	beforeEach(() => {
		emu.reset();
		emu.configure({ pipeSettingsPut: 'merge' });
	});

	describe('the pipe context of a service', () => {
		it('answers {workloadIdentity: {supported, ready, principal}} per service, as seeded', async () => {
			expect(expectCloudOk(await cloud(emu, 'GET', `${SVC}/pipes/context`))).toEqual({
				workloadIdentity: {
					supported: true,
					ready: true,
					principal: 'pipes-00000002@workload-identity.example.com',
				},
			});
			expect(expectCloudOk(await cloud(emu, 'GET', `${IDLE}/pipes/context`))).toEqual({
				workloadIdentity: { supported: true, ready: false, principal: null },
			});
			expectCloudError(
				await cloud(
					emu,
					'GET',
					`${ORG}/services/00000002-0000-4000-8000-0000000000ff/pipes/context`,
				),
				404,
				'NOT_FOUND',
			);
			// `context` is no pipe id: a PATCH there is still the pipe route's malformed id
			expectCloudError(
				await cloud(emu, 'PATCH', `${SVC}/pipes/context`, { body: { name: 'x' } }),
				400,
				'BAD_REQUEST',
				/pipeId/,
			);
		});
		it('is set by setPipesContext and by the control API; reset restores the seed', async () => {
			expect(emu.setPipesContext(SEED.service, { ready: false, principal: null })).toEqual({
				workloadIdentity: { supported: true, ready: false, principal: null },
			});
			expect(
				expectCloudOk(await cloud(emu, 'GET', `${SVC}/pipes/context`)).workloadIdentity,
			).toEqual({ supported: true, ready: false, principal: null });
			const r = await call(emu, 'POST', `/__emulator/services/${SEED.service}/pipes-context`, {
				body: { ready: true, principal: 'p@x.example.com' },
			});
			expect(r.json).toEqual({
				ok: true,
				context: {
					workloadIdentity: { supported: true, ready: true, principal: 'p@x.example.com' },
				},
			});
			expect(
				(
					await call(emu, 'POST', `/__emulator/services/${SEED.service}/pipes-context`, {
						body: { supported: 'yes' },
					})
				).status,
			).toBe(400);
			expect(
				(
					await call(
						emu,
						'POST',
						'/__emulator/services/00000002-0000-4000-8000-0000000000ff/pipes-context',
						{ body: {} },
					)
				).status,
			).toBe(404);
			emu.reset();
			expect(
				expectCloudOk(await cloud(emu, 'GET', `${SVC}/pipes/context`)).workloadIdentity.principal,
			).toBe('pipes-00000002@workload-identity.example.com');
		});
	});

	describe('workload identity authentication', () => {
		it('is taken by message-broker and object-storage pipes where the context says supported and ready, on create and on PATCH', async () => {
			const broker = expectCloudOk(
				await cloud(emu, 'POST', `${SVC}/pipes`, {
					body: brokerPipe({ authentication: WI, credentials: undefined }),
				}),
			);
			expect(broker.source.messageBroker.authentication).toBe(WI);
			const storage = expectCloudOk(
				await cloud(emu, 'POST', `${SVC}/pipes`, { body: storagePipe({ authentication: WI }) }),
			);
			expect(storage.source.objectStorage.authentication).toBe(WI);
			const patched = expectCloudOk(
				await cloud(emu, 'PATCH', `${SVC}/pipes/${SEED.pipes.objectStorage}`, {
					body: { source: { objectStorage: { authentication: WI } } },
				}),
			);
			expect(patched.source.objectStorage.authentication).toBe(WI);
		});
		it('is refused with a 400 naming the field where workload identity is not ready or not supported', async () => {
			emu.setPipesContext(SEED.service, { ready: false });
			expectCloudError(
				await cloud(emu, 'POST', `${SVC}/pipes`, { body: brokerPipe({ authentication: WI }) }),
				400,
				'BAD_REQUEST',
				/^BAD_REQUEST: source\.messageBroker\.authentication: SERVICE_ACCOUNT_WORKLOAD_IDENTITY cannot be used: workload identity is not ready yet on this service/,
			);
			expectCloudError(
				await cloud(emu, 'PATCH', `${SVC}/pipes/${SEED.pipes.messageBroker}`, {
					body: { source: { messageBroker: { authentication: WI } } },
				}),
				400,
				'BAD_REQUEST',
				/source\.messageBroker\.authentication.*not ready yet/,
			);
			expect(
				(await cloud(emu, 'GET', `${SVC}/pipes/${SEED.pipes.messageBroker}`)).json.result.source
					.messageBroker.authentication,
			).not.toBe(WI);
			const sandbox = {
				auth:
					'Basic ' + Buffer.from('emu-sandbox-key-id:emu-sandbox-key-secret').toString('base64'),
			};
			expectCloudError(
				await cloud(emu, 'POST', `${ORG2_SVC}/pipes`, {
					...sandbox,
					body: storagePipe({ authentication: WI }),
				}),
				400,
				'BAD_REQUEST',
				/source\.objectStorage\.authentication.*workload identity is not supported/,
			);
			expectCloudError(
				await cloud(emu, 'POST', `${SVC}/pipes`, {
					body: {
						...relationalPipe(),
						source: {
							relationalDb: { ...relationalPipe().source.relationalDb, authentication: WI },
						},
					},
				}),
				400,
				'BAD_REQUEST',
				/authentication: Invalid enum value/,
			);
		});
	});

	describe('startPaused', () => {
		it('makes a message-broker pipe start Stopped (no transition), and a start then runs it; the flag is not stored', async () => {
			const p = expectCloudOk(
				await cloud(emu, 'POST', `${SVC}/pipes`, { body: { ...brokerPipe(), startPaused: true } }),
			);
			expect(p.state).toBe('Stopped');
			expect(p).not.toHaveProperty('startPaused');
			await sleep(T * 3);
			expect(expectCloudOk(await cloud(emu, 'GET', `${SVC}/pipes/${p.id}`)).state).toBe('Stopped');
			expect(
				expectCloudOk(
					await cloud(emu, 'PATCH', `${SVC}/pipes/${p.id}/state`, { body: { command: 'start' } }),
				).state,
			).toBe('Provisioning');
			expect(
				expectCloudOk(
					await cloud(emu, 'POST', `${SVC}/pipes`, {
						body: { ...storagePipe(), startPaused: false },
					}),
				).state,
			).toBe('Provisioning');
		});
		it('is refused for a relational pipe with a message naming startPaused, and must be a boolean', async () => {
			expectCloudError(
				await cloud(emu, 'POST', `${SVC}/pipes`, {
					body: { ...relationalPipe(), startPaused: true },
				}),
				400,
				'BAD_REQUEST',
				/^BAD_REQUEST: startPaused: is not supported for relationalDb pipes/,
			);
			expect(
				expectCloudOk(
					await cloud(emu, 'POST', `${SVC}/pipes`, {
						body: { ...relationalPipe(), startPaused: false },
					}),
				).state,
			).toBe('Provisioning');
			expectCloudError(
				await cloud(emu, 'POST', `${SVC}/pipes`, { body: { ...brokerPipe(), startPaused: 'yes' } }),
				400,
				'BAD_REQUEST',
				/startPaused: Expected boolean/,
			);
		});
	});

	describe('settings', () => {
		it('takes messageBroker_read_committed (a boolean or null) and the new insert-bytes range 500 MiB - 10 GiB', async () => {
			const path = `${SVC}/pipes/${SEED.pipes.messageBroker}/settings`;
			expect(expectCloudOk(await cloud(emu, 'GET', path))).toHaveProperty(
				'messageBroker_read_committed',
				null,
			);
			expect(
				expectCloudOk(
					await cloud(emu, 'PUT', path, {
						body: {
							messageBroker_read_committed: true,
							object_storage_max_insert_bytes: 500 * 1024 ** 2,
						},
					}),
				),
			).toMatchObject({
				messageBroker_read_committed: true,
				object_storage_max_insert_bytes: 524288000,
			});
			expectCloudError(
				await cloud(emu, 'PUT', path, { body: { messageBroker_read_committed: 'yes' } }),
				400,
				'BAD_REQUEST',
				/messageBroker_read_committed: Expected boolean/,
			);
			expectCloudError(
				await cloud(emu, 'PUT', path, {
					body: { object_storage_max_insert_bytes: 50 * 1024 ** 3 },
				}),
				400,
				'BAD_REQUEST',
				/object_storage_max_insert_bytes: must be between 524288000 and 10737418240/,
			);
		});
		it('PUT merges by default; with pipeSettingsPut "replace" every setting not sent goes back to its default', async () => {
			const path = `${SVC}/pipes/${SEED.pipes.messageBroker}/settings`;
			const before = expectCloudOk(await cloud(emu, 'GET', path));
			expect(before).toMatchObject({ streaming_max_insert_wait_ms: 1000, engine_max_threads: 8 });
			expect(
				expectCloudOk(await cloud(emu, 'PUT', path, { body: { engine_max_insert_threads: 2 } })),
			).toEqual({ ...before, engine_max_insert_threads: 2 });
			expect(emu.configure({ pipeSettingsPut: 'replace' }).pipeSettingsPut).toBe('replace');
			const replaced = expectCloudOk(
				await cloud(emu, 'PUT', path, { body: { engine_max_threads: 4 } }),
			);
			expect(replaced).toEqual({
				...Object.fromEntries(Object.keys(before).map((k) => [k, null])),
				engine_max_threads: 4,
			});
			expect(
				expectCloudOk(await cloud(emu, 'GET', `${SVC}/pipes/${SEED.pipes.messageBroker}`)).settings,
			).toEqual(replaced);
			// the whole map sent back gives the same result in both modes
			const whole = { ...before, engine_max_threads: 6 };
			expect(expectCloudOk(await cloud(emu, 'PUT', path, { body: whole }))).toEqual(whole);
			expect(
				(
					await call(emu, 'POST', '/__emulator/configure', {
						body: { pipeSettingsPut: 'sometimes' },
					})
				).status,
			).toBe(400);
			expect(
				(await call(emu, 'POST', '/__emulator/configure', { body: { pipeSettingsPut: 'merge' } }))
					.json.options.pipeSettingsPut,
			).toBe('merge');
		});
	});

	it('services carry replicas up to 50 and a profile outside the older enum', async () => {
		const services = expectCloudOk(await cloud(emu, 'GET', `${ORG}/services`));
		expect(services[0]).toMatchObject({
			numReplicas: 3,
			minReplicas: 2,
			maxReplicas: 50,
			profile: 'v1-default',
		});
		expect(services[1].profile).toBe('v2-compute-s');
	});
});
