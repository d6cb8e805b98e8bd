import {
	apiRequests,
	CLOUD_CREDENTIALS,
	cloudParams,
	locator,
	runAction,
	SEED,
	selfHostedParams,
	type TestEnv,
	useEnv,
} from '../support/env';
import { expectRefusedBeforeSending, expectServerRefusal } from '../support/inputError';

/** Additional Webhooks as the form gives them: a list of webhook pickers, each By ID. */
const webhookList = (...ids: string[]) => ({
	webhook: ids.map((id) => ({ webhookId: locator(id, 'id') })),
});

type Deployment = 'cloud' | 'selfHosted';

const fixtures = {
	cloud: {
		params: cloudParams,
		alert: () => SEED.cloudAlerts[0],
		unknown: 'ffffffffffffffffffffffff',
		dashboard: () => SEED.cloudDashboard,
		tile: () => SEED.cloudTile,
		webhook: () => SEED.cloudWebhook,
		stored: (env: TestEnv, id: string) => env.emulator.store.svc(SEED.service).alerts.get(id),
		base: () => `/v1/organizations/${SEED.org}/services/${SEED.service}/observability/alerts`,
		auth: /^Basic /,
		notFound: /^HTTP 404: NOT_FOUND/,
		dashboardField: 'dashboardId',
	},
	selfHosted: {
		params: selfHostedParams,
		alert: () => SEED.sh.alerts[0],
		unknown: 'ffffffffffffffffffffffff',
		dashboard: () => SEED.sh.dashboard,
		tile: () => SEED.sh.tile,
		webhook: () => SEED.sh.webhook,
		stored: (env: TestEnv, id: string) => env.emulator.store.sh.alerts.get(id),
		base: () => '/api/v2/alerts',
		auth: /^Bearer /,
		notFound: /^HTTP 404: Alert not found \[item 0\]$/,
		dashboardField: 'dashboardId',
	},
};

describe.each(['cloud', 'selfHosted'] as Deployment[])('alert on %s', (deployment) => {
	const f = fixtures[deployment];
	const env = useEnv();

	const createFields = () => ({
		specifyBody: 'fields',
		name: 'Checkout errors',
		source: 'tile',
		dashboardId: locator(f.dashboard()),
		tileId: f.tile(),
		thresholdType: 'between',
		threshold: 10,
		thresholdMax: 20,
		interval: '15m',
		webhookId: locator(f.webhook()),
		message: 'Errors out of range',
	});

	it('create (fields) sends the typed body and returns the alert', async () => {
		const result = await runAction(env, f.params('alert', 'create', createFields()));
		const [alert] = result.json('Node');
		expect(alert).toMatchObject({
			name: 'Checkout errors',
			threshold: 10,
			thresholdMax: 20,
			interval: '15m',
			thresholdType: 'between',
		});
		const [logged] = apiRequests(env);
		expect(logged).toMatchObject({ method: 'POST', path: f.base(), status: 200 });
		expect(logged.headers.authorization).toMatch(f.auth);
		expect(logged.body).toEqual({
			name: 'Checkout errors',
			message: 'Errors out of range',
			source: 'tile',
			threshold: 10,
			thresholdMax: 20,
			thresholdType: 'between',
			interval: '15m',
			dashboardId: f.dashboard(),
			tileId: f.tile(),
			channel: { type: 'webhook', webhookId: f.webhook() },
		});
	});

	it('create (json) sends the body as given, with fields the typed form does not have', async () => {
		// The cloud document's webhook channel has a severity; the typed form has no field for it.
		const channel =
			deployment === 'cloud'
				? { type: 'webhook', webhookId: f.webhook(), severity: 'critical' }
				: { type: 'webhook', webhookId: f.webhook() };
		const body = {
			name: 'J',
			source: 'tile',
			dashboardId: f.dashboard(),
			tileId: f.tile(),
			threshold: 5,
			thresholdType: 'above',
			interval: '1h',
			channels: [channel],
			groupBy: 'ServiceName',
			thresholdMax: null,
		};
		const [alert] = (
			await runAction(
				env,
				f.params('alert', 'create', { specifyBody: 'json', jsonBody: JSON.stringify(body) }),
			)
		).json('Node');
		expect(apiRequests(env)[0].body).toEqual(body);
		expect(alert).toMatchObject({
			channel,
			channels: [channel],
			groupBy: 'ServiceName',
			state: 'OK',
		});
	});

	it('create (fields) with the newer fields and several webhooks sends channel and channels', async () => {
		const second = deployment === 'cloud' ? SEED.cloudWebhooks.generic : SEED.sh.webhooks.generic;
		const additionalFields = {
			additionalWebhookIds: webhookList(second),
			note: 'Runbook: restart checkout',
			numConsecutiveWindows: 3,
			scheduleOffsetMinutes: 7,
			scheduleStartAt: '2026-02-08T10:00:00',
			groupBy: 'ServiceName',
		};
		const [alert] = (
			await runAction(env, f.params('alert', 'create', { ...createFields(), additionalFields }))
		).json('Node');
		const first = { type: 'webhook', webhookId: f.webhook() };
		const channels = [first, { type: 'webhook', webhookId: second }];
		expect(apiRequests(env)[0].body).toEqual({
			name: 'Checkout errors',
			message: 'Errors out of range',
			source: 'tile',
			threshold: 10,
			thresholdMax: 20,
			thresholdType: 'between',
			interval: '15m',
			dashboardId: f.dashboard(),
			tileId: f.tile(),
			channel: first,
			channels,
			note: 'Runbook: restart checkout',
			numConsecutiveWindows: 3,
			scheduleOffsetMinutes: 7,
			// 10:00 without a zone is read in the workflow's time zone (n8n's default, America/New_York).
			scheduleStartAt: '2026-02-08T15:00:00.000Z',
			groupBy: 'ServiceName',
		});
		expect(alert).toMatchObject({
			channel: first,
			channels,
			note: 'Runbook: restart checkout',
			numConsecutiveWindows: 3,
		});
	});

	it("create sends zero consecutive windows, below the documents' 1 (a newer server may take it); the server's 400 names the field", async () => {
		const error = (
			await runAction(
				env,
				f.params('alert', 'create', {
					...createFields(),
					additionalFields: { numConsecutiveWindows: 0 },
				}),
			)
		).error('Node');
		const [sent] = apiRequests(env);
		expect(sent.method).toBe('POST');
		expect(sent.body).toMatchObject({ numConsecutiveWindows: 0 });
		expect(error).toMatchObject({ name: 'NodeApiError', httpCode: '400' });
		expect(error?.message).toMatch(/^HTTP 400: .*numConsecutiveWindows/);
	});

	it.each([
		[
			'a malformed additional webhook id',
			{ additionalFields: { additionalWebhookIds: webhookList('hook-2') } },
			/Invalid 'Additional Fields > Additional Webhooks' \(\[0\]\)/,
		],
		[
			'a schedule start that is no date',
			{ additionalFields: { scheduleStartAt: 'next week' } },
			/Invalid 'Additional Fields > Schedule Start': "next week" is not a date/,
		],
		[
			'a negative count of windows',
			{ additionalFields: { numConsecutiveWindows: -1 } },
			/Invalid 'Additional Fields > Number of Consecutive Windows': -1 is below 0/,
		],
	])('create refuses %s before sending anything', async (_label, extra, message) => {
		const params: Record<string, unknown> = { ...createFields(), ...extra };
		expectRefusedBeforeSending(
			env,
			(await runAction(env, f.params('alert', 'create', params))).error('Node'),
			message,
		);
	});

	it.each([
		['channel and channels that differ', { specifyBody: 'json', jsonBody: 'BOTH' }, /channel/],
		[
			'eleven channels',
			{
				additionalFields: {
					additionalWebhookIds: webhookList(
						...Array.from({ length: 10 }, (_v, i) => (i + 1).toString(16).padStart(24, '0')),
					),
				},
			},
			/channels.*10/,
		],
		[
			'a schedule offset not below the interval',
			{ additionalFields: { scheduleOffsetMinutes: 15 } },
			/scheduleOffsetMinutes/,
		],
		['a name of 513 characters', { name: 'n'.repeat(513) }, /name.*512/],
		['thresholdMax below threshold', { thresholdMax: 5 }, /thresholdMax/],
	])("create sends %s: the server's 400 names it", async (_label, extra, message) => {
		const params: Record<string, unknown> = { ...createFields(), ...extra };
		if (params.jsonBody === 'BOTH') {
			const other = deployment === 'cloud' ? SEED.cloudWebhooks.generic : SEED.sh.webhooks.generic;
			const { specifyBody, webhookId, ...rest } = createFields();
			void specifyBody;
			void webhookId;
			params.jsonBody = JSON.stringify({
				...rest,
				dashboardId: f.dashboard(),
				channel: { type: 'webhook', webhookId: f.webhook() },
				channels: [{ type: 'webhook', webhookId: other }],
			});
		}
		const error = (await runAction(env, f.params('alert', 'create', params))).error('Node');
		expectServerRefusal(env, error, new RegExp(`^HTTP 400: .*${message.source}`));
	});

	it('update (fields) of the webhook on a current server sends channel and channels, consistent', async () => {
		const stored = JSON.parse(JSON.stringify(f.stored(env, f.alert())));
		const other = deployment === 'cloud' ? SEED.cloudWebhooks.generic : SEED.sh.webhooks.generic;
		const [after] = (
			await runAction(
				env,
				f.params('alert', 'update', {
					alertId: locator(f.alert()),
					specifyBody: 'fields',
					updateFields: { webhookId: locator(other) },
				}),
			)
		).json('Node');
		const { id, state, teamId, createdAt, updatedAt, ...writable } = stored;
		void [id, state, teamId, createdAt, updatedAt];
		const channel = { type: 'webhook', webhookId: other };
		const log = apiRequests(env);
		expect(log.map((entry: { method: string }) => entry.method)).toEqual(['GET', 'PUT']);
		expect(log[1].body).toEqual({ ...writable, channel, channels: [channel] });
		expect(after).toMatchObject({ channel, channels: [channel], state: stored.state });
		expect(f.stored(env, f.alert())).toMatchObject({ channel, channels: [channel] });
	});

	it('get returns the alert', async () => {
		const [alert] = (
			await runAction(env, f.params('alert', 'get', { alertId: locator(f.alert()) }))
		).json('Node');
		expect(alert.id).toBe(f.alert());
		expect(alert).toHaveProperty('state');
		const [logged] = apiRequests(env);
		expect(logged).toMatchObject({ method: 'GET', path: `${f.base()}/${f.alert()}` });
		expect(logged.headers.authorization).toMatch(f.auth);
	});

	it('get of an unknown id carries the 404 text', async () => {
		const error = (
			await runAction(env, f.params('alert', 'get', { alertId: locator(f.unknown) }))
		).error('Node');
		expect(error?.message).toMatch(f.notFound);
	});

	it('get of a malformed id fails before any request', async () => {
		const error = (
			await runAction(env, f.params('alert', 'get', { alertId: locator('={{ "not-an-id" }}') }))
		).error('Node');
		expect(error?.message).toMatch(/'Alert'/);
		expect(apiRequests(env)).toHaveLength(0);
	});

	it('getAll returns one item per alert, limit cuts', async () => {
		const all = (await runAction(env, f.params('alert', 'getAll', { returnAll: true }))).json(
			'Node',
		);
		expect(all).toHaveLength(env.emulator.store ? all.length : 6);
		expect(all.length).toBeGreaterThanOrEqual(6);
		const two = (
			await runAction(env, f.params('alert', 'getAll', { returnAll: false, limit: 2 }))
		).json('Node');
		expect(two.map((alert: { id: string }) => alert.id)).toEqual(
			all.slice(0, 2).map((alert: { id: string }) => alert.id),
		);
		expect(apiRequests(env)[0]).toMatchObject({ method: 'GET', path: f.base() });
	});

	it('update reads the alert, merges the given fields and replaces it whole', async () => {
		const before = (
			await runAction(
				env,
				f.params('alert', 'get', { alertId: locator(f.alert()), simplify: false }),
			)
		).json('Node')[0];
		env.emulator.clearRequests();
		const [after] = (
			await runAction(
				env,
				f.params('alert', 'update', {
					alertId: locator(f.alert()),
					specifyBody: 'fields',
					updateFields: { threshold: 999 },
				}),
			)
		).json('Node');
		expect(after.threshold).toBe(999);
		expect(after.name).toBe(before.name);
		expect(after.interval).toBe(before.interval);
		expect(after.message).toBe(before.message);
		const log = apiRequests(env);
		expect(log.map((entry: { method: string }) => entry.method)).toEqual(['GET', 'PUT']);
		expect(log[1].body).toMatchObject({
			threshold: 999,
			name: before.name,
			interval: before.interval,
			thresholdType: before.thresholdType,
			dashboardId: before[f.dashboardField],
		});
		expect(log[1].body).not.toHaveProperty('id');
		expect(log[1].body).not.toHaveProperty('createdAt');
	});

	it('update of an unknown id carries the 404 text and writes nothing', async () => {
		const error = (
			await runAction(
				env,
				f.params('alert', 'update', {
					alertId: locator(f.unknown),
					specifyBody: 'json',
					jsonBody: '{"threshold": 1}',
				}),
			)
		).error('Node');
		expect(error?.message).toMatch(f.notFound);
		expect(apiRequests(env).map((entry: { method: string }) => entry.method)).toEqual(['GET']);
	});

	it('delete returns {deleted: true, id}', async () => {
		const [out] = (
			await runAction(env, f.params('alert', 'delete', { alertId: locator(f.alert()) }))
		).json('Node');
		expect(out).toEqual({ deleted: true, id: f.alert() });
		expect(apiRequests(env)[0]).toMatchObject({
			method: 'DELETE',
			path: `${f.base()}/${f.alert()}`,
		});
	});

	it('delete of an unknown id carries the 404 text', async () => {
		const error = (
			await runAction(env, f.params('alert', 'delete', { alertId: locator(f.unknown) }))
		).error('Node');
		expect(error?.message).toMatch(f.notFound);
	});
});

describe('alert on the cloud: e-mail channels', () => {
	const env = useEnv();
	const stored = (id: string) => env.emulator.store.svc(SEED.service).alerts.get(id);
	const webhook = { type: 'webhook', webhookId: SEED.cloudWebhook };

	it('create (fields) adds an e-mail channel after the webhooks', async () => {
		const params = cloudParams('alert', 'create', {
			specifyBody: 'fields',
			name: 'Mail the on-call',
			source: 'tile',
			dashboardId: locator(SEED.cloudDashboard),
			tileId: SEED.cloudTile,
			thresholdType: 'above',
			threshold: 1,
			interval: '5m',
			webhookId: locator(SEED.cloudWebhook),
			additionalFields: { emailRecipients: 'oncall@example.com, lead@example.com' },
		});
		const [alert] = (await runAction(env, params)).json('Node');
		const email = { type: 'email', emailRecipients: ['oncall@example.com', 'lead@example.com'] };
		expect(apiRequests(env)[0].body).toEqual({
			name: 'Mail the on-call',
			source: 'tile',
			dashboardId: SEED.cloudDashboard,
			tileId: SEED.cloudTile,
			thresholdType: 'above',
			threshold: 1,
			interval: '5m',
			channel: webhook,
			channels: [webhook, email],
		});
		expect(stored(alert.id).channels).toEqual([webhook, email]);
	});

	/** A cloud Alert: Create on the seeded tile with the Webhook left empty. */
	const withoutWebhook = (extra: Record<string, unknown>) =>
		cloudParams('alert', 'create', {
			specifyBody: 'fields',
			source: 'tile',
			dashboardId: locator(SEED.cloudDashboard),
			tileId: SEED.cloudTile,
			thresholdType: 'above',
			threshold: 1,
			interval: '5m',
			webhookId: locator(''),
			...extra,
		});

	it('create (fields) on the cloud with e-mail recipients only: the webhook may stay empty', async () => {
		const params = withoutWebhook({
			name: 'Mail only',
			additionalFields: { emailRecipients: 'oncall@example.com' },
		});
		const [alert] = (await runAction(env, params)).json('Node');
		const email = { type: 'email', emailRecipients: ['oncall@example.com'] };
		expect(apiRequests(env)[0].body).toMatchObject({ name: 'Mail only', channel: email });
		expect(apiRequests(env)[0].body).not.toHaveProperty('channels');
		expect(stored(alert.id)).toMatchObject({ channel: email, channels: [email] });
	});

	it('create (fields) on the cloud with neither webhook nor recipients is refused before any request, naming both ways', async () => {
		const params = withoutWebhook({ name: 'Nobody told' });
		const result = await env.harness.runNode({
			parameters: params,
			credentials: CLOUD_CREDENTIALS,
		});
		expect(result.error('Node')?.message).toMatch(/'Webhook'.*no notification channel/);
		expect(
			(result.error('Node') as { description?: string } | undefined)?.description ?? '',
		).toMatch(/Email Recipients/);
		expect(apiRequests(env)).toHaveLength(0);
	});

	it('update of an alert with an e-mail channel keeps it; a new webhook replaces the first channel only', async () => {
		const id = SEED.cloudAlerts[2];
		const before = JSON.parse(JSON.stringify(stored(id)));
		expect(before.channels).toContainEqual(expect.objectContaining({ type: 'email' }));
		await runAction(
			env,
			cloudParams('alert', 'update', {
				alertId: locator(id),
				specifyBody: 'fields',
				updateFields: { threshold: 77 },
			}),
		);
		expect(apiRequests(env)[1].body).toMatchObject({
			threshold: 77,
			channel: before.channel,
			channels: before.channels,
		});
		env.emulator.clearRequests();
		const generic = { type: 'webhook', webhookId: SEED.cloudWebhooks.generic };
		await runAction(
			env,
			cloudParams('alert', 'update', {
				alertId: locator(id),
				specifyBody: 'fields',
				updateFields: { webhookId: locator(SEED.cloudWebhooks.generic) },
			}),
		);
		expect(apiRequests(env)[1].body).toMatchObject({
			channel: generic,
			channels: [generic, ...before.channels.slice(1)],
		});
		expect(stored(id)).toMatchObject({
			threshold: 77,
			channel: generic,
			channels: [generic, ...before.channels.slice(1)],
		});
	});

	it('update (json) with channels replaces them all, channel following the first', async () => {
		const email = { type: 'email', emailRecipients: ['ops@example.com'] };
		await runAction(
			env,
			cloudParams('alert', 'update', {
				alertId: locator(SEED.cloudAlerts[0]),
				specifyBody: 'json',
				jsonBody: JSON.stringify({ channels: [email] }),
			}),
		);
		expect(apiRequests(env)[1].body).toMatchObject({ channel: email, channels: [email] });
		expect(stored(SEED.cloudAlerts[0])).toMatchObject({ channel: email, channels: [email] });
	});

	it.each([
		[
			'a malformed webhook id',
			{ additionalWebhookIds: webhookList('abc') },
			/Invalid 'Update Fields > Additional Webhooks' \(\[0\]\)/,
		],
	])('update refuses %s before any request', async (_label, updateFields, message) => {
		const result = await runAction(
			env,
			cloudParams('alert', 'update', {
				alertId: locator(SEED.cloudAlerts[0]),
				specifyBody: 'fields',
				updateFields,
			}),
		);
		expectRefusedBeforeSending(env, result.error('Node'), message);
	});

	it('update refuses a recipient that is no e-mail address before any request, naming the field by its labels and how to fix it', async () => {
		const result = await runAction(
			env,
			cloudParams('alert', 'update', {
				alertId: locator(SEED.cloudAlerts[0]),
				specifyBody: 'fields',
				updateFields: { emailRecipients: 'oncall@example.com, oncall' },
			}),
		);
		const error = result.error('Node');
		expectRefusedBeforeSending(
			env,
			error,
			`Invalid 'Update Fields > Email Recipients': "oncall" is not an e-mail address [item 0]`,
		);
		expect((error as { description?: string }).description).toBe(
			'Give the recipients as a list of e-mail addresses, such as ["ops@example.com"].',
		);
	});
});

describe('alert update on an older self-hosted server (alerts without channels)', () => {
	const env = useEnv();
	beforeEach(() => env.emulator.configure({ olderAlerts: true }));
	afterEach(() => env.emulator.configure({ olderAlerts: false }));
	const id = () => SEED.sh.alerts[0];

	it('a new webhook goes as channel only, and the older field names are not sent back', async () => {
		const stored = JSON.parse(JSON.stringify(env.emulator.store.sh.alerts.get(id())));
		const [after] = (
			await runAction(
				env,
				selfHostedParams('alert', 'update', {
					alertId: locator(id()),
					specifyBody: 'fields',
					updateFields: { webhookId: locator(SEED.sh.webhooks.generic) },
				}),
			)
		).json('Node');
		const channel = { type: 'webhook', webhookId: SEED.sh.webhooks.generic };
		const { id: _id, state, teamId, createdAt, updatedAt, channels, ...writable } = stored;
		void [_id, state, teamId, createdAt, updatedAt, channels];
		const log = apiRequests(env);
		expect(log.map((entry: { method: string }) => entry.method)).toEqual(['GET', 'PUT']);
		expect(log[0].status).toBe(200);
		expect(log[1].body).toEqual({ ...writable, channel });
		expect(after).toMatchObject({ channel, team: SEED.sh.team, dashboard: stored.dashboardId });
		expect(after).not.toHaveProperty('channels');
	});

	it('json channels of one entry go as channel; two are refused after the read, before any write', async () => {
		const channel = { type: 'webhook', webhookId: SEED.sh.webhooks.generic };
		await runAction(
			env,
			selfHostedParams('alert', 'update', {
				alertId: locator(id()),
				specifyBody: 'json',
				jsonBody: JSON.stringify({ channels: [channel] }),
			}),
		);
		expect(apiRequests(env)[1].body).toMatchObject({ channel });
		expect(apiRequests(env)[1].body).not.toHaveProperty('channels');
		env.emulator.clearRequests();
		const two = JSON.stringify({
			channels: [channel, { type: 'webhook', webhookId: SEED.sh.webhook }],
		});
		const error = (
			await runAction(
				env,
				selfHostedParams('alert', 'update', {
					alertId: locator(id()),
					specifyBody: 'json',
					jsonBody: two,
				}),
			)
		).error('Node');
		expect(error?.message).toMatch(
			/Invalid 'channels': this server keeps one notification channel per alert/,
		);
		expect(apiRequests(env).map((entry: { method: string }) => entry.method)).toEqual(['GET']);
	});
});

describe('alert: items, pairing, expressions', () => {
	const env = useEnv({ eachTest: 'clearRequests' });

	it('three items with continueOnFail: good, unknown, malformed — each paired, none lost', async () => {
		const input = [{ id: SEED.sh.alerts[0] }, { id: 'ffffffffffffffffffffffff' }, { id: 'bad' }];
		const result = await runAction(
			env,
			selfHostedParams('alert', 'get', { alertId: locator('={{ $json.id }}') }),
			{ input, continueOnFail: true },
		);
		const items = result.items('Node');
		expect(items).toHaveLength(3);
		expect(items.map((item: { pairedItem: unknown }) => item.pairedItem)).toEqual([
			{ item: 0 },
			{ item: 1 },
			{ item: 2 },
		]);
		expect(items[0].json.id).toBe(SEED.sh.alerts[0]);
		expect(items[1].json.error).toBe('HTTP 404: Alert not found [item 1]');
		expect(items[2].json.error).toMatch(/'Alert'.*\[item 2\]/);
		expect(apiRequests(env)).toHaveLength(2);
	});

	it('without continueOnFail the failing item stops the node with its item index', async () => {
		const input = [{ id: SEED.sh.alerts[0] }, { id: 'ffffffffffffffffffffffff' }];
		const result = await runAction(
			env,
			selfHostedParams('alert', 'get', { alertId: locator('={{ $json.id }}') }),
			{ input },
		);
		const error = result.error('Node');
		expect(error?.message).toBe('HTTP 404: Alert not found [item 1]');
		expect((error as unknown as { context: { itemIndex: number } }).context.itemIndex).toBe(1);
	});

	it('an empty expression is an input error naming the field', async () => {
		const result = await runAction(
			env,
			selfHostedParams('alert', 'get', { alertId: locator('={{ $json.missing }}') }),
			{ input: [{}] },
		);
		expect(result.error('Node')?.message).toMatch(/Invalid 'Alert': it is empty/);
		expect(apiRequests(env)).toHaveLength(0);
	});
});
