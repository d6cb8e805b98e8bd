import {
	apiRequests,
	cloudParams,
	locator,
	runAction,
	SEED,
	selfHostedParams,
	useEnv,
} from '../support/env';

/**
 * A server newer than the package's documents (the emulator's `newerServer` mode): records carry
 * a field no document lists (`futureField`), pipe settings a setting no document lists
 * (`future_setting`). Every read-then-replace update sends them back; a value outside the
 * documents' enums is sent, and the server's refusal reaches the user naming the field.
 */
const FUTURE = { wave: 3, labels: ['beta'] };

type Deployment = 'cloud' | 'selfHosted';
const fixtures = {
	cloud: {
		params: cloudParams,
		base: `/v1/organizations/${SEED.org}/services/${SEED.service}/observability`,
		webhook: () => SEED.cloudWebhooks.generic,
		savedSearch: () => SEED.cloudSavedSearch,
		alert: () => SEED.cloudAlerts[0],
		dashboard: () => SEED.cloudDashboard,
	},
	selfHosted: {
		params: selfHostedParams,
		base: '/api/v2',
		webhook: () => SEED.sh.webhooks.generic,
		savedSearch: () => SEED.sh.savedSearch,
		alert: () => SEED.sh.alerts[0],
		dashboard: () => SEED.sh.dashboard,
	},
};

describe.each(['cloud', 'selfHosted'] as Deployment[])(
	'a newer %s server: updates keep what the package does not know',
	(deployment) => {
		const f = fixtures[deployment];
		const env = useEnv();
		beforeEach(() => {
			env.emulator.configure({ newerServer: true });
			env.emulator.clearRequests();
		});
		afterEach(() => env.emulator.configure({ newerServer: false }));

		const lastPut = () => {
			const puts = apiRequests(env).filter((entry) => entry.method === 'PUT');
			expect(puts).toHaveLength(1);
			return puts[0];
		};

		it('Webhook: Update sends the unknown field back and the server keeps it', async () => {
			const [updated] = (
				await runAction(
					env,
					f.params('webhook', 'update', {
						webhookId: locator(f.webhook()),
						specifyBody: 'json',
						jsonBody: '{"name": "Renamed"}',
					}),
				)
			).json('Node');
			expect(lastPut().body).toMatchObject({ name: 'Renamed', futureField: FUTURE });
			expect(updated).toMatchObject({ name: 'Renamed', futureField: FUTURE });
		});

		it('Saved Search: Update sends the unknown field back and the server keeps it', async () => {
			const [updated] = (
				await runAction(
					env,
					f.params('savedSearch', 'update', {
						savedSearchId: locator(f.savedSearch()),
						specifyBody: 'json',
						jsonBody: '{"where": "level:error"}',
					}),
				)
			).json('Node');
			expect(lastPut()).toMatchObject({
				path: `${f.base}/saved-searches/${f.savedSearch()}`,
				body: expect.objectContaining({ where: 'level:error', futureField: FUTURE }),
			});
			expect(updated).toMatchObject({ where: 'level:error', futureField: FUTURE });
		});

		it('Alert: Update sends the unknown field back and the server keeps it', async () => {
			const [updated] = (
				await runAction(
					env,
					f.params('alert', 'update', {
						alertId: locator(f.alert()),
						specifyBody: 'json',
						jsonBody: '{"threshold": 42}',
					}),
				)
			).json('Node');
			expect(lastPut().body).toMatchObject({ threshold: 42, futureField: FUTURE });
			expect(updated).toMatchObject({ threshold: 42, futureField: FUTURE });
		});

		it('Dashboard: Update sends the unknown field back and the server keeps it', async () => {
			const [updated] = (
				await runAction(
					env,
					f.params('dashboard', 'update', {
						dashboardId: locator(f.dashboard()),
						specifyBody: 'json',
						jsonBody: '{"name": "Renamed board"}',
					}),
				)
			).json('Node');
			expect(lastPut().body).toMatchObject({ name: 'Renamed board', futureField: FUTURE });
			expect(updated).toMatchObject({ name: 'Renamed board', futureField: FUTURE });
		});
	},
);

describe('a newer cloud server: settings, enums the package does not list', () => {
	const env = useEnv();
	afterEach(() => env.emulator.configure({ newerServer: false, pipeSettingsPut: 'merge' }));

	it('Update Settings against a server that replaces the map keeps the setting no document lists', async () => {
		env.emulator.configure({ newerServer: true, pipeSettingsPut: 'replace' });
		env.emulator.clearRequests();
		const pipeId = locator(SEED.pipes.messageBroker);
		const [after] = (
			await runAction(
				env,
				cloudParams('pipe', 'updateSettings', {
					pipeId,
					specifyBody: 'json',
					jsonBody: '{"engine_max_threads": 4}',
				}),
			)
		).json('Node');
		expect(after).toMatchObject({ engine_max_threads: 4, future_setting: 7 });
		const [, put] = apiRequests(env);
		expect(put.body).toMatchObject({ engine_max_threads: 4, future_setting: 7 });
	});

	it('an authentication no document lists is sent, and the server 400 names the field', async () => {
		const body = {
			name: 'future-auth',
			source: {
				messageBroker: {
					brokers: 'b-1:9092',
					topics: 'orders',
					format: 'JSONEachRow',
					authentication: 'FUTURE_AUTH_METHOD',
				},
			},
			destination: {
				database: 'default',
				table: 'future_auth',
				managedTable: true,
				columns: [{ name: 'id', type: 'String' }],
			},
			fieldMappings: [{ sourceField: 'id', destinationField: 'id' }],
		};
		const error = (
			await runAction(
				env,
				cloudParams('pipe', 'create', { specifyBody: 'json', jsonBody: JSON.stringify(body) }),
			)
		).error('Node');
		expect(error).toMatchObject({ name: 'NodeApiError', httpCode: '400' });
		expect(error?.message).toMatch(/^HTTP 400: .*source\.messageBroker\.authentication/);
		const [post] = apiRequests(env);
		expect((post.body as typeof body).source.messageBroker.authentication).toBe(
			'FUTURE_AUTH_METHOD',
		);
	});

	it('Alert: Update of an alert whose interval the package does not list is sent, not refused', async () => {
		env.emulator.configure({ newerServer: true });
		const alert = env.emulator.store.svc(SEED.service).alerts.get(SEED.cloudAlerts[1]);
		alert.interval = 'future-45s';
		env.emulator.clearRequests();
		const result = await runAction(
			env,
			cloudParams('alert', 'update', {
				alertId: locator(SEED.cloudAlerts[1]),
				specifyBody: 'json',
				jsonBody: '{"name": "Renamed"}',
			}),
		);
		const log = apiRequests(env);
		expect(log.map((entry) => entry.method)).toEqual(['GET', 'PUT']);
		expect(log[1].body).toMatchObject({ name: 'Renamed', interval: 'future-45s' });
		// This emulator takes no interval outside the document: its 400 names the field.
		expect(result.error('Node')?.message).toMatch(/^HTTP 400: .*interval/);
	});
});
