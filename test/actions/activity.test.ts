import { type Item } from '../trigger/support';
import { apiRequests, cloudParams, runAction, SEED, type TestEnv, useEnv } from '../support/env';
import { expectRefusedBeforeSending } from '../support/inputError';
import { seededHex } from '../support/seed';

const listPath = `/v1/organizations/${SEED.org}/activities`;
const log = (env: TestEnv) => apiRequests(env);
const HOUR = 3600000;

/** `count` activities in the hour before `end`, at times drawn from the file's seed (printed on failure). */
function addActivities(env: TestEnv, count: number, end: number, type = 'service_update_name') {
	const added: Array<Record<string, unknown>> = [];
	for (let i = 0; i < count; i++) {
		const offset = parseInt(seededHex(`activity-${count}-${i}`, 8), 16) % HOUR;
		added.push(
			env.emulator.addActivity({
				type,
				serviceId: SEED.service,
				createdAt: new Date(end - offset).toISOString(),
			}),
		);
	}
	return added;
}

describe('activity (cloud)', () => {
	const env = useEnv();
	afterEach(() => env.emulator.configure({ activityList: {}, newerServer: false }));

	const run = (operation: string, extra: Record<string, unknown> = {}) =>
		runAction(env, cloudParams('activity', operation, { simplify: false, ...extra }));

	it('lists the activities of a window, oldest first, with the window sent as date-times', async () => {
		const items = (
			await run('getAll', {
				from: '2025-01-12T00:00:00Z',
				to: '2025-01-15T12:00:00Z',
				returnAll: true,
			})
		).json('Node');
		expect(log(env)).toHaveLength(1);
		expect(log(env)[0]).toMatchObject({ method: 'GET', path: listPath });
		expect(log(env)[0].query).toEqual({
			from_date: '2025-01-12T00:00:00.000Z',
			to_date: '2025-01-15T12:00:00.000Z',
		});
		expect(items.map((item: Item) => item.type)).toEqual([
			'create_organization',
			'service_create',
			'key_create',
			'user_login',
			'service_update_ip_access_list',
			'service_idle',
			'user_login_failed',
			'openapi_key_update',
		]);
		expect(items[0].organizationId).toBe(SEED.org);
	});

	it('reads a capped, unordered list whole: every activity of the window once, in order', async () => {
		const end = Date.now() - 60000;
		const added = addActivities(env, 90, end);
		env.emulator.configure({ activityList: { order: 'unordered', cap: 12 } });
		const items = (
			await run('getAll', {
				from: new Date(end - HOUR - 1).toISOString(),
				to: new Date(end).toISOString(),
				returnAll: true,
				simplify: true,
			})
		).json('Node');
		const ids = items.map((item: Item) => item.id);
		expect(new Set(ids).size).toBe(ids.length);
		expect([...ids].sort()).toEqual(added.map((activity) => activity.id).sort());
		const times = items.map((item: Item) => Date.parse(item.createdAt));
		expect(times).toEqual([...times].sort((a, b) => a - b));
		// Every answer was capped at 12 or fewer, so it took several requests, each a narrower window.
		expect(log(env).length).toBeGreaterThan(90 / 12);
		for (const entry of log(env)) {
			expect(entry.path).toBe(listPath);
			expect(Object.keys(entry.query).sort()).toEqual(['from_date', 'to_date']);
		}
		expect(Object.keys(items[0]).length).toBeLessThanOrEqual(10);
	});

	it('reads a list capped to its newest records whole', async () => {
		const end = Date.now() - 60000;
		const added = addActivities(env, 40, end);
		env.emulator.configure({ activityList: { order: 'newest', cap: 10 } });
		const items = (
			await run('getAll', { from: new Date(end - HOUR - 1).toISOString(), returnAll: true })
		).json('Node');
		expect(items.map((item: Item) => item.id).sort()).toEqual(added.map((a) => a.id).sort());
	});

	it('filters by type (the list offered, and any other by text), then applies Limit', async () => {
		// A newer server's types (the test prefix of enum values no document lists) and fields pass.
		env.emulator.configure({ newerServer: true });
		const end = Date.now() - 60000;
		addActivities(env, 5, end, 'user_login');
		addActivities(env, 3, end - 1000, 'future_type_of_a_newer_server');
		const from = new Date(end - HOUR - 1000).toISOString();
		const known = (
			await run('getAll', { from, returnAll: true, filters: { types: ['user_login'] } })
		).json('Node');
		expect(known).toHaveLength(5);
		const byText = (
			await run('getAll', {
				from,
				returnAll: true,
				filters: { types: 'USER_LOGIN, future_type_of_a_newer_server' },
			})
		).json('Node');
		expect(byText).toHaveLength(8);
		expect(byText.every((item: Item) => item.futureField !== undefined)).toBe(true);
		const limited = (await run('getAll', { from, limit: 2 })).json('Node');
		expect(limited).toHaveLength(2);
		env.emulator.configure({ newerServer: false });
		for (const entry of log(env)) expect(entry.query.from_date).toBe(from);
	});

	it('gets one activity by its id, and carries the 404 of an unknown one', async () => {
		const [activity] = (
			await run('get', { activityId: { __rl: true, mode: 'id', value: 'act-00000003' } })
		).json('Node');
		expect(activity).toMatchObject({ id: 'act-00000003', type: 'key_create' });
		expect(log(env)[0]).toMatchObject({ method: 'GET', path: `${listPath}/act-00000003` });
		const error = (await run('get', { activityId: 'act-99999999' })).error('Node');
		expect(error?.message).toMatch(/^HTTP 404: .*Activity act-99999999 not found/);
	});

	it('refuses a window whose From is after its To before sending', async () => {
		const error = (
			await run('getAll', { from: '2026-11-02T00:00:00Z', to: '2026-11-01T00:00:00Z' })
		).error('Node');
		expectRefusedBeforeSending(env, error, /^Invalid 'From': .* is after/);
	});

	it('sees the activities the emulator writes for key updates', async () => {
		const since = new Date(Date.now() - 1000).toISOString();
		await runAction(
			env,
			cloudParams('apiKey', 'update', {
				keyId: { __rl: true, mode: 'id', value: SEED.keys.developer },
				specifyBody: 'json',
				jsonBody: JSON.stringify({ name: 'Renamed key' }),
			}),
		);
		env.emulator.clearRequests();
		const items = (await run('getAll', { from: since, returnAll: true })).json('Node');
		expect(items).toEqual([
			expect.objectContaining({
				type: 'openapi_key_update',
				keyUpdateType: 'name-changed',
				targetKeyId: SEED.keys.developer,
				actorType: 'api',
			}),
		]);
	});
});
