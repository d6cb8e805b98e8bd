import {
	apiRequests,
	cloudParams,
	locator,
	runAction,
	SEED,
	selfHostedParams,
	type TestEnv,
	useEnv,
} from '../support/env';
import { expectRefusedBeforeSending, expectServerRefusal } from '../support/inputError';

// eslint-disable-next-line @typescript-eslint/no-require-imports
const { selfHostedDashboardView } = require('../emulator/records');

/**
 * An update judges what the user changes; what it read goes back as it was, and the server
 * judges it (issue 45). Each stored record here breaks a rule the node applies to input; a
 * rename sends it back as read, name changed, and either the server takes it or its own
 * refusal comes back (never the node's).
 */

type Rec = Record<string, unknown>;
type Deployment = 'cloud' | 'selfHosted';

const copy = <T>(value: T): T => JSON.parse(JSON.stringify(value)) as T;

/** The record as read without what the server sets (and, where `dropNulls`, without its empty fields): what a replace sends back. */
function asRead(record: Rec, serverFields: string[], dropNulls = true): Rec {
	return Object.fromEntries(
		Object.entries(copy(record)).filter(
			([key, value]) => !serverFields.includes(key) && !(dropNulls && value === null),
		),
	);
}

const RECORD_FIELDS = ['id', 'createdAt', 'updatedAt', 'teamId', 'team', 'createdBy', 'updatedBy'];
const ALERT_FIELDS = [...RECORD_FIELDS, 'state', 'silenced', 'executionErrors'];

const params = (deployment: Deployment) =>
	deployment === 'cloud' ? cloudParams : selfHostedParams;

const cloudBase = () => `/v1/organizations/${SEED.org}/services/${SEED.service}/observability`;

describe.each(['cloud', 'selfHosted'] as Deployment[])(
	'a dashboard update on %s judges the changes only',
	(deployment) => {
		const env = useEnv();
		const id = () => (deployment === 'cloud' ? SEED.cloudDashboard : SEED.sh.dashboard);
		const stored = () =>
			deployment === 'cloud'
				? env.emulator.store.svc(SEED.service).dashboards.get(id())
				: env.emulator.store.sh.dashboards.get(id());
		/** The dashboard as the server answers it. */
		const view = (): Rec =>
			deployment === 'cloud' ? copy(stored()) : copy(selfHostedDashboardView(stored()));
		const path = () =>
			deployment === 'cloud' ? `${cloudBase()}/dashboards/${id()}` : `/api/v2/dashboards/${id()}`;
		const rename = (name: string) =>
			params(deployment)('dashboard', 'update', {
				dashboardId: locator(id()),
				specifyBody: 'fields',
				updateFields: { name },
			});

		it('renames a dashboard whose tile has no name (a tile name the node requires of input); the rest goes back as read', async () => {
			stored().tiles[0].name = '';
			const before = view();
			const [record] = (await runAction(env, rename('Renamed'))).json('Node');
			const log = apiRequests(env);
			expect(log.map((entry) => [entry.method, entry.path, entry.status])).toEqual([
				['GET', path(), 200],
				['PUT', path(), 200],
			]);
			expect(log[1].body).toEqual({ ...asRead(before, RECORD_FIELDS, false), name: 'Renamed' });
			expect(record).toMatchObject({ id: id(), name: 'Renamed' });
			expect(view().tiles).toEqual(before.tiles);
		});

		it("a bad tile of the user's own is refused before anything is sent", async () => {
			const error = (
				await runAction(
					env,
					params(deployment)('dashboard', 'update', {
						dashboardId: locator(id()),
						specifyBody: 'json',
						jsonBody: JSON.stringify({
							tiles: [{ name: 't', x: -1, y: 0, w: 6, h: 3, config: { displayType: 'markdown' } }],
						}),
					}),
				)
			).error('Node');
			expectRefusedBeforeSending(env, error, /\[0\]\.x\).*-1 is below 0/);
		});

		if (deployment === 'cloud') {
			// The self-hosted document bounds a tile's x in the answer too: only the cloud's
			// answer may carry one below 0 (both servers refuse it in a write).
			it('a tile at a negative x goes back as read, and the refusal is the server’s', async () => {
				stored().tiles[0].x = -1;
				const before = view();
				const error = (await runAction(env, rename('Renamed'))).error('Node');
				expectServerRefusal(env, error, /tiles\.0\.x/);
				const log = apiRequests(env);
				expect(log.map((entry) => entry.method)).toEqual(['GET', 'PUT']);
				expect(log[1].body).toEqual({
					...asRead(before, RECORD_FIELDS, false),
					name: 'Renamed',
				});
			});
		}
	},
);

describe('an alert update judges the changes only', () => {
	const env = useEnv();

	it('cloud: renames an alert whose e-mail recipient the node would not take as input; every channel goes back as read', async () => {
		const id = SEED.cloudAlerts[0];
		const rec = env.emulator.store.svc(SEED.service).alerts.get(id);
		const channels = [...rec.channels, { type: 'email', emailRecipients: ['oncall@localhost'] }];
		Object.assign(rec, { channels, channel: channels[0] });
		const before = copy(rec);
		const [alert] = (
			await runAction(
				env,
				cloudParams('alert', 'update', {
					alertId: locator(id),
					specifyBody: 'fields',
					updateFields: { name: 'Renamed' },
				}),
			)
		).json('Node');
		const log = apiRequests(env);
		expect(log.map((entry) => [entry.method, entry.status])).toEqual([
			['GET', 200],
			['PUT', 200],
		]);
		expect(log[1].path).toBe(`${cloudBase()}/alerts/${id}`);
		expect(log[1].body).toEqual({ ...asRead(before, ALERT_FIELDS), name: 'Renamed' });
		expect(alert).toMatchObject({ id, name: 'Renamed', channels });
	});

	it('self-hosted: a saved-search alert whose saved search is gone goes back as read, and the refusal is the server’s', async () => {
		const id = SEED.sh.alerts[0];
		const rec = env.emulator.store.sh.alerts.get(id);
		delete rec.dashboardId;
		delete rec.tileId;
		Object.assign(rec, { source: 'saved_search', savedSearchId: 'gone' });
		const before = copy(rec);
		const error = (
			await runAction(
				env,
				selfHostedParams('alert', 'update', {
					alertId: locator(id),
					specifyBody: 'json',
					jsonBody: JSON.stringify({ name: 'Renamed' }),
				}),
			)
		).error('Node');
		expectServerRefusal(env, error, /Saved search not found/);
		const log = apiRequests(env);
		expect(log.map((entry) => entry.method)).toEqual(['GET', 'PUT']);
		expect(log[1].body).toEqual({ ...asRead(before, ALERT_FIELDS), name: 'Renamed' });
	});

	it.each([
		['a threshold that is not a number', { threshold: 'high' }, /Threshold/],
		['a dashboard ID that is not one', { dashboardId: 'x' }, /Dashboard/],
	])(
		"the user's own bad value (%s) is refused before anything is sent",
		async (_l, change, message) => {
			const error = (
				await runAction(
					env,
					selfHostedParams('alert', 'update', {
						alertId: locator(SEED.sh.alerts[0]),
						specifyBody: 'json',
						jsonBody: JSON.stringify(change),
					}),
				)
			).error('Node');
			expectRefusedBeforeSending(env, error, message);
		},
	);

	it('a change to a range threshold type without an upper end, stored or given, is refused after the read, before the write', async () => {
		const rec = env.emulator.store.sh.alerts.get(SEED.sh.alerts[0]);
		delete rec.thresholdMax;
		const error = (
			await runAction(
				env,
				selfHostedParams('alert', 'update', {
					alertId: locator(SEED.sh.alerts[0]),
					specifyBody: 'json',
					jsonBody: JSON.stringify({ thresholdType: 'between' }),
				}),
			)
		).error('Node');
		expect(error).toMatchObject({ name: 'NodeOperationError' });
		expect(error?.message).toMatch(/Threshold Max/);
		expect(apiRequests(env).map((entry) => entry.method)).toEqual(['GET']);
	});
});

describe.each(['cloud', 'selfHosted'] as Deployment[])(
	'a saved-search update on %s judges the changes only',
	(deployment) => {
		const env = useEnv();
		const id = () => (deployment === 'cloud' ? SEED.cloudSavedSearch : SEED.sh.savedSearch);
		const stored = () =>
			deployment === 'cloud'
				? env.emulator.store.svc(SEED.service).savedSearches.get(id())
				: env.emulator.store.sh.savedSearches.get(id());
		const rename = () =>
			params(deployment)('savedSearch', 'update', {
				savedSearchId: locator(id()),
				specifyBody: 'fields',
				updateFields: { name: 'Renamed' },
			});

		it('a source ID that is not an object ID goes back as read, and the refusal is the server’s', async () => {
			stored().sourceId = 'not-an-object-id';
			const before = copy(stored());
			const error = (await runAction(env, rename())).error('Node');
			expectServerRefusal(env, error, /sourceId/);
			const log = apiRequests(env);
			expect(log.map((entry) => entry.method)).toEqual(['GET', 'PUT']);
			expect(log[1].body).toEqual({ ...asRead(before, RECORD_FIELDS), name: 'Renamed' });
		});

		it('a where change keeps the stored name exactly as read (untrimmed) and the rest as read', async () => {
			stored().name = '  Checkout errors  ';
			const before = copy(stored());
			await runAction(
				env,
				params(deployment)('savedSearch', 'update', {
					savedSearchId: locator(id()),
					specifyBody: 'fields',
					updateFields: { where: 'level:warn' },
				}),
			);
			const log = apiRequests(env);
			expect(log.map((entry) => [entry.method, entry.status])).toEqual([
				['GET', 200],
				['PUT', 200],
			]);
			expect(log[1].body).toEqual({ ...asRead(before, RECORD_FIELDS), where: 'level:warn' });
		});
	},
);

describe('a source update judges the changes only (self-hosted)', () => {
	const env: TestEnv = useEnv();

	it('a connection that is not an object ID goes back as read, and the refusal is the server’s', async () => {
		const id = SEED.sh.sources.log;
		const rec = env.emulator.store.sh.sources.get(id);
		rec.connection = 'not-an-object-id';
		const error = (
			await runAction(
				env,
				selfHostedParams('source', 'update', {
					sourceId: locator(id),
					specifyBody: 'fields',
					updateFields: { name: 'Renamed' },
				}),
			)
		).error('Node');
		expectServerRefusal(env, error, /connection/i);
		const log = apiRequests(env);
		expect(log.map((entry) => entry.method)).toEqual(['GET', 'PUT']);
		expect(log[1].body).toMatchObject({ connection: 'not-an-object-id', name: 'Renamed' });
	});

	it('a change of kind without what the new kind requires is refused after the read, before the write', async () => {
		const error = (
			await runAction(
				env,
				selfHostedParams('source', 'update', {
					sourceId: locator(SEED.sh.sources.log),
					specifyBody: 'json',
					jsonBody: JSON.stringify({ kind: 'trace' }),
				}),
			)
		).error('Node');
		expect(error).toMatchObject({ name: 'NodeOperationError' });
		expect(apiRequests(env).map((entry) => entry.method)).toEqual(['GET']);
	});
});

describe('webhook and connection updates judge the changes only (self-hosted)', () => {
	const env = useEnv();

	it('a webhook whose stored name has spaces around it keeps it exactly as read when its description changes', async () => {
		const id = SEED.sh.webhook;
		const rec = env.emulator.store.sh.webhooks.get(id);
		rec.name = `  ${rec.name}  `;
		const { name, service, url } = copy(rec) as Rec;
		await runAction(
			env,
			selfHostedParams('webhook', 'update', {
				webhookId: locator(id),
				specifyBody: 'fields',
				updateFields: { description: 'Pages the on-call' },
			}),
		);
		const log = apiRequests(env);
		const put = log[log.length - 1];
		expect([put.method, put.path, put.status]).toEqual(['PUT', `/api/v2/webhooks/${id}`, 200]);
		expect(put.body).toMatchObject({ name, service, url, description: 'Pages the on-call' });
		expect(put.body).not.toHaveProperty('headers');
	});

	it("a connection's stored fields go back exactly as read when it is renamed", async () => {
		const id = SEED.sh.connection;
		const rec = env.emulator.store.sh.connections.get(id);
		rec.host = ` ${rec.host} `;
		const { host, username } = copy(rec) as Rec;
		await runAction(
			env,
			selfHostedParams('connection', 'update', {
				connectionId: locator(id),
				specifyBody: 'fields',
				updateFields: { name: 'Renamed' },
			}),
		);
		const log = apiRequests(env);
		expect(log.map((entry) => [entry.method, entry.status])).toEqual([
			['GET', 200],
			['PUT', 200],
		]);
		expect(log[1].body).toMatchObject({ name: 'Renamed', host, username });
		expect(log[1].body).not.toHaveProperty('password');
	});
});
