import {
	simplifyAlert,
	simplifyAlertVersion1,
} from '../../nodes/ObservabilityPipes/actions/alert/simplify';
import { simplifyDashboard } from '../../nodes/ObservabilityPipes/actions/dashboard/simplify';
import { simplifyPipe } from '../../nodes/ObservabilityPipes/actions/pipe/simplify';
import {
	apiRequests,
	cloudParams,
	locator,
	runAction,
	SEED,
	selfHostedParams,
	useEnv,
} from '../support/env';

/** Simplify through n8n-core's engine: on by default for a node added now (version 2), off for version 1. */
describe('Simplify output', () => {
	const env = useEnv({ eachTest: 'clearRequests' });
	const run = async (parameters: Record<string, unknown>, typeVersion: number) =>
		(await runAction(env, parameters, { typeVersion })).json('Node');

	it('alert get: version 2 simplifies by default; version 1 and Simplify off return the record', async () => {
		const parameters = cloudParams('alert', 'get', { alertId: locator(SEED.cloudAlerts[0]) });
		const [raw] = await run(parameters, 1);
		const [off] = await run({ ...parameters, simplify: false }, 2);
		const [simplified] = await run(parameters, 2);
		expect(raw).toHaveProperty('createdAt');
		expect(simplified).not.toHaveProperty('createdAt');
		expect(off).toEqual(raw);
		expect(simplified).toEqual(simplifyAlert(raw));
		// What the emulator holds, the empty fields and what the server sets left out, the channels flat.
		const stored = env.emulator.store.svc(SEED.service).alerts.get(SEED.cloudAlerts[0]);
		expect(simplified).toEqual({
			id: stored.id,
			name: stored.name,
			state: stored.state,
			thresholdType: stored.thresholdType,
			threshold: stored.threshold,
			...(stored.thresholdMax === undefined || stored.thresholdMax === null
				? {}
				: { thresholdMax: stored.thresholdMax }),
			interval: stored.interval,
			dashboardId: stored.dashboardId,
			tileId: stored.tileId,
		});
		for (const value of Object.values(simplified))
			expect([null, '', undefined]).not.toContain(value);
		// Same request either way: simplifying is done on the answer.
		expect(
			new Set(
				apiRequests(env).map(
					(entry: { method: string; path: string }) => `${entry.method} ${entry.path}`,
				),
			).size,
		).toBe(1);
	});

	it('version 1 may turn Simplify on, and keeps its wider simplified alert', async () => {
		const parameters = cloudParams('alert', 'get', { alertId: locator(SEED.cloudAlerts[1]) });
		const [raw] = await run(parameters, 1);
		const [simplified] = await run({ ...parameters, simplify: true }, 1);
		expect(simplified).not.toHaveProperty('createdAt');
		expect(simplified.id).toBe(SEED.cloudAlerts[1]);
		expect(simplified).toEqual(simplifyAlertVersion1(raw));
		expect(simplified).toHaveProperty('webhookIds');
		const [many] = await run(selfHostedParams('alert', 'getAll', { limit: 1, simplify: true }), 1);
		expect(many).toHaveProperty('updatedAt');
	});

	it('dashboard get many (self-hosted): one small item per dashboard, tiles by id and name', async () => {
		const raw = await run(selfHostedParams('dashboard', 'getAll', { returnAll: true }), 1);
		const simplified = await run(selfHostedParams('dashboard', 'getAll', { returnAll: true }), 2);
		expect(simplified).toEqual(raw.map(simplifyDashboard));
		const first = simplified.find(
			(dashboard: { id: string }) => dashboard.id === SEED.sh.dashboard,
		);
		expect(first.tiles).toContainEqual({ id: SEED.sh.tile, name: expect.any(String) });
		expect(JSON.stringify(simplified).length).toBeLessThan(JSON.stringify(raw).length / 2);
	});

	it('pipe get many: simplified items carry no secret and no settings', async () => {
		const simplified = await run(cloudParams('pipe', 'getAll', { returnAll: true }), 2);
		const raw = await run(cloudParams('pipe', 'getAll', { returnAll: true }), 1);
		expect(simplified).toEqual(raw.map(simplifyPipe));
		expect(
			simplified.find((pipe: { id: string }) => pipe.id === SEED.pipes.messageBroker),
		).toMatchObject({ sourceKind: 'messageBroker', state: expect.any(String) });
		for (const pipe of simplified) expect(pipe).not.toHaveProperty('settings');
	});

	it('API key get: state and roles, never the secret', async () => {
		const [key] = await run(
			cloudParams('apiKey', 'get', { keyId: locator(SEED.keys.disabled) }),
			2,
		);
		// The key never expires (expireAt null on the server): left out, as every empty field is.
		expect(env.emulator.store.keys.get(SEED.keys.disabled)?.expireAt ?? null).toBeNull();
		expect(Object.keys(key)).toEqual(['id', 'name', 'state', 'roles', 'keySuffix', 'usedAt']);
		expect(key).toMatchObject({
			id: SEED.keys.disabled,
			name: 'Disabled key',
			state: 'disabled',
			roles: ['admin'],
			keySuffix: expect.any(String),
		});
	});

	it('refuses a Simplify that is not true or false, before any request', async () => {
		const result = await runAction(
			env,
			cloudParams('alert', 'get', {
				alertId: locator(SEED.cloudAlerts[0]),
				simplify: '={{ "yes" }}',
			}),
			{ typeVersion: 2 },
		);
		expect(result.error('Node')?.message).toMatch(/Invalid 'Simplify'/);
		expect(apiRequests(env)).toHaveLength(0);
	});
});
