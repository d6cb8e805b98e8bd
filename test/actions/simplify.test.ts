import { simplifyAlert } from '../../nodes/ObservabilityPipes/actions/alert/simplify';
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

/** Simplify through n8n-core's engine: on by default, off for the whole record. */
describe('Simplify output', () => {
	const env = useEnv({ eachTest: 'clearRequests' });
	const run = async (parameters: Record<string, unknown>) =>
		(await runAction(env, parameters)).json('Node');
	/** The records as the API returned them: Simplify off. */
	const raw = async (parameters: Record<string, unknown>) =>
		await run({ ...parameters, simplify: false });

	it('alert get: simplifies by default; Simplify off returns the record', async () => {
		const parameters = cloudParams('alert', 'get', { alertId: locator(SEED.cloudAlerts[0]) });
		const [off] = await raw(parameters);
		const [simplified] = await run(parameters);
		expect(off).toHaveProperty('createdAt');
		expect(simplified).not.toHaveProperty('createdAt');
		expect(Object.keys(off).length).toBeGreaterThan(10);
		expect(simplified).toEqual(simplifyAlert(off));
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

	it('dashboard get many (self-hosted): one small item per dashboard, tiles by id and name', async () => {
		const whole = await raw(selfHostedParams('dashboard', 'getAll', { returnAll: true }));
		const simplified = await run(selfHostedParams('dashboard', 'getAll', { returnAll: true }));
		expect(simplified).toEqual(whole.map(simplifyDashboard));
		const first = simplified.find(
			(dashboard: { id: string }) => dashboard.id === SEED.sh.dashboard,
		);
		expect(first.tiles).toContainEqual({ id: SEED.sh.tile, name: expect.any(String) });
		expect(JSON.stringify(simplified).length).toBeLessThan(JSON.stringify(whole).length / 2);
	});

	it('pipe get many: simplified items carry no secret and no settings', async () => {
		const simplified = await run(cloudParams('pipe', 'getAll', { returnAll: true }));
		const whole = await raw(cloudParams('pipe', 'getAll', { returnAll: true }));
		expect(simplified).toEqual(whole.map(simplifyPipe));
		expect(
			simplified.find((pipe: { id: string }) => pipe.id === SEED.pipes.messageBroker),
		).toMatchObject({ sourceKind: 'messageBroker', state: expect.any(String) });
		for (const pipe of simplified) expect(pipe).not.toHaveProperty('settings');
	});

	it('API key get: state and roles, never the secret', async () => {
		const [key] = await run(cloudParams('apiKey', 'get', { keyId: locator(SEED.keys.disabled) }));
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
		);
		expect(result.error('Node')?.message).toMatch(/Invalid 'Simplify'/);
		expect(apiRequests(env)).toHaveLength(0);
	});
});
