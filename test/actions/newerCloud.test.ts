import { apiRequests, cloudParams, runAction, SEED, useEnv } from '../support/env';

/**
 * What the newer cloud document adds, through the harness against the emulator: the pipe
 * context, Start Paused, the workload identity authentication, the new setting, Update
 * Settings against a server that replaces the settings map, the 30-second alert interval.
 */
const pipesBase = (service = SEED.service) =>
	`/v1/organizations/${SEED.org}/services/${service}/pipes`;

const brokerPipe = (authentication: string, extra: Record<string, unknown> = {}) => ({
	name: `wi-${authentication.toLowerCase()}`,
	source: {
		messageBroker: {
			brokers: 'b-1.example.com:9092',
			topics: 'orders',
			format: 'JSONEachRow',
			authentication,
		},
	},
	destination: {
		database: 'default',
		table: 'orders_wi',
		managedTable: true,
		columns: [{ name: 'id', type: 'String' }],
	},
	fieldMappings: [{ sourceField: 'id', destinationField: 'id' }],
	...extra,
});

const relationalPipe = {
	name: 'cdc-paused',
	source: {
		relationalDb: {
			host: 'db.internal',
			port: 5432,
			database: 'shop',
			authentication: 'basic',
			credentials: { username: 'replicator', password: 'DB-PASSWORD' },
			tableMappings: [
				{ sourceSchemaName: 'public', sourceTable: 'customers', targetTable: 'customers' },
			],
		},
	},
	destination: { database: 'shop', table: 'customers', columns: [] },
	startPaused: true,
};

describe('the newer cloud document', () => {
	const env = useEnv();
	const run = (operation: string, extra: Record<string, unknown> = {}, service = SEED.service) =>
		runAction(env, {
			...cloudParams('pipe', operation, extra),
			serviceId: { __rl: true, mode: 'id', value: service },
		});

	afterEach(() => env.emulator.configure({ pipeSettingsPut: 'merge' }));

	it('Pipe: Get Context returns the service pipe context from one GET', async () => {
		env.emulator.setPipesContext(SEED.service, {
			supported: true,
			ready: true,
			principal: 'pipes@example.iam',
		});
		const [context] = (await run('getContext')).json('Node');
		expect(context).toEqual({
			workloadIdentity: { supported: true, ready: true, principal: 'pipes@example.iam' },
		});
		const log = apiRequests(env);
		expect(log).toHaveLength(1);
		expect(log[0]).toMatchObject({
			method: 'GET',
			path: `${pipesBase()}/context`,
			query: {},
			body: undefined,
		});
	});

	it('Pipe: Create with Start Paused (typed field) sends startPaused and the message-broker pipe is Stopped', async () => {
		const fields = {
			specifyBody: 'fields',
			name: 'paused-orders',
			sourceKind: 'messageBroker',
			brokers: 'b-1:9092',
			topics: 'orders',
			format: 'JSONEachRow',
			messageBroker: {
				authentication: 'PLAIN',
				sourceCredentials: { values: { username: 'u', password: 'p' } },
			},
			destinationDatabase: 'default',
			destinationTable: 'paused',
			destination: {
				managedTable: true,
				columns: { column: [{ name: 'id', type: 'String' }] },
			},
			fieldMappings: { mapping: [{ sourceField: 'id', destinationField: 'id' }] },
			startPaused: true,
		};
		const [pipe] = (await run('create', fields)).json('Node');
		expect(apiRequests(env)[0].body).toMatchObject({ name: 'paused-orders', startPaused: true });
		expect(pipe.state).toBe('Stopped');
		expect(env.emulator.store.svc(SEED.service).pipes.get(pipe.id).state).toBe('Stopped');
	});

	it('Pipe: Create with startPaused for a relational database pipe carries the server refusal', async () => {
		const error = (
			await run('create', { specifyBody: 'json', jsonBody: JSON.stringify(relationalPipe) })
		).error('Node');
		expect(error?.message).toMatch(
			/^HTTP 400: .*startPaused: is not supported for relationalDb pipes/,
		);
		expect(apiRequests(env).map((entry) => entry.method)).toEqual(['POST']);
		expect(`${error?.message} ${error?.description}`).not.toContain('DB-PASSWORD');
	});

	it('Pipe: Update refuses startPaused before sending (a create-only flag)', async () => {
		const error = (
			await run('update', {
				pipeId: { __rl: true, mode: 'id', value: SEED.pipes.messageBroker },
				specifyBody: 'json',
				jsonBody: '{"startPaused": true}',
			})
		).error('Node');
		expect(error?.message).toMatch(
			/^Invalid 'Start Paused': it cannot be changed after the pipe is created/,
		);
		expect(apiRequests(env)).toHaveLength(0);
	});

	it('SERVICE_ACCOUNT_WORKLOAD_IDENTITY is offered, sent, and taken where the context is ready', async () => {
		env.emulator.setPipesContext(SEED.service, { supported: true, ready: true });
		const [pipe] = (
			await run('create', {
				specifyBody: 'json',
				jsonBody: JSON.stringify(brokerPipe('SERVICE_ACCOUNT_WORKLOAD_IDENTITY')),
			})
		).json('Node');
		expect(
			(apiRequests(env)[0].body as { source: { messageBroker: { authentication: string } } }).source
				.messageBroker.authentication,
		).toBe('SERVICE_ACCOUNT_WORKLOAD_IDENTITY');
		expect(pipe.source.messageBroker.authentication).toBe('SERVICE_ACCOUNT_WORKLOAD_IDENTITY');
	});

	it('SERVICE_ACCOUNT_WORKLOAD_IDENTITY where the context is not ready: the server 400 names the field', async () => {
		env.emulator.setPipesContext(SEED.service, { supported: true, ready: false });
		const error = (
			await run('create', {
				specifyBody: 'json',
				jsonBody: JSON.stringify(brokerPipe('SERVICE_ACCOUNT_WORKLOAD_IDENTITY')),
			})
		).error('Node');
		expect(error?.message).toMatch(
			/^HTTP 400: .*source\.messageBroker\.authentication: SERVICE_ACCOUNT_WORKLOAD_IDENTITY cannot be used/,
		);
		expect(apiRequests(env).map((entry) => entry.method)).toEqual(['POST']);
	});

	it('Update Settings against a server that replaces the map keeps every setting not changed', async () => {
		env.emulator.configure({ pipeSettingsPut: 'replace' });
		const pipeId = { __rl: true, mode: 'id', value: SEED.pipes.messageBroker };
		const [before] = (await run('getSettings', { pipeId })).json('Node');
		expect(Object.values(before).some((value) => value !== null)).toBe(true);
		env.emulator.clearRequests();
		const [after] = (
			await run('updateSettings', {
				pipeId,
				specifyBody: 'fields',
				settings: { messageBroker_read_committed: true },
			})
		).json('Node');
		expect(after).toEqual({ ...before, messageBroker_read_committed: true });
		const log = apiRequests(env);
		expect(log.map((entry) => entry.method)).toEqual(['GET', 'PUT']);
		expect(log[1].body).toEqual({ ...before, messageBroker_read_committed: true });
	});

	it('Alert: Create on the cloud takes the 30s interval', async () => {
		const body = {
			name: 'Fast errors',
			source: 'tile',
			dashboardId: SEED.cloudDashboard,
			tileId: SEED.cloudTile,
			threshold: 1,
			thresholdType: 'above',
			interval: '30s',
			channel: { type: 'webhook', webhookId: SEED.cloudWebhook },
		};
		const [alert] = (
			await runAction(
				env,
				cloudParams('alert', 'create', { specifyBody: 'json', jsonBody: JSON.stringify(body) }),
			)
		).json('Node');
		expect(alert.interval).toBe('30s');
		expect(apiRequests(env)[0].body).toMatchObject({ interval: '30s' });
	});

	it('Dashboard: Create (typed fields) sends variable filters, saved filter values and tile formulas, and an update keeps them', async () => {
		const source = SEED.cloudSources.log as string;
		const lineConfig = {
			displayType: 'line',
			sourceId: source,
			select: [{ aggFn: 'count' }],
			formulas: [{ expression: 'a / 60', alias: 'per second' }],
			seriesLimit: 5,
			showOperandSeries: false,
		};
		const filters = [
			{
				type: 'QUERY_EXPRESSION',
				name: 'Environment',
				expression: 'environment',
				sourceId: source,
				isVariableEnabled: true,
				variableName: 'env',
				isBroadcastEnabled: false,
			},
		];
		const savedFilterValues = [
			{ type: 'sql', condition: "ServiceName = 'checkout'" },
			{ type: 'variable', name: 'env', values: ['production'] },
		];
		const params = cloudParams('dashboard', 'create', {
			specifyBody: 'fields',
			name: 'Variables',
			tags: '',
			tiles: {
				tile: [
					{ id: '', name: 'Rate', x: 0, y: 0, w: 12, h: 4, config: JSON.stringify(lineConfig) },
				],
			},
			filters: JSON.stringify(filters),
			savedFilterValues: JSON.stringify(savedFilterValues),
		});
		const [dashboard] = (await runAction(env, params)).json('Node');
		expect(apiRequests(env)[0].body).toMatchObject({
			filters,
			savedFilterValues,
			tiles: [expect.objectContaining({ config: lineConfig })],
		});
		expect(dashboard).toMatchObject({
			savedFilterValues,
			tiles: [
				expect.objectContaining({
					config: expect.objectContaining({ formulas: lineConfig.formulas, seriesLimit: 5 }),
				}),
			],
		});
		env.emulator.clearRequests();
		const [renamed] = (
			await runAction(
				env,
				cloudParams('dashboard', 'update', {
					dashboardId: { __rl: true, mode: 'id', value: dashboard.id },
					specifyBody: 'json',
					jsonBody: '{"name": "Variables (renamed)"}',
				}),
			)
		).json('Node');
		const put = apiRequests(env).find((entry) => entry.method === 'PUT');
		expect(put?.body).toMatchObject({
			name: 'Variables (renamed)',
			savedFilterValues,
			filters: [expect.objectContaining({ isVariableEnabled: true, variableName: 'env' })],
		});
		expect(renamed).toMatchObject({
			name: 'Variables (renamed)',
			savedFilterValues,
			filters: [expect.objectContaining({ variableName: 'env' })],
		});
	});
});
