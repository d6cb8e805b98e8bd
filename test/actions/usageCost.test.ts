import { type Item } from '../trigger/support';
import { apiRequests, cloudParams, runAction, SEED, type TestEnv, useEnv } from '../support/env';
import { expectRefusedBeforeSending } from '../support/inputError';

const path = `/v1/organizations/${SEED.org}/usageCost`;
const log = (env: TestEnv) => apiRequests(env);

describe('usage cost (cloud)', () => {
	const env = useEnv();
	afterEach(() => env.emulator.configure({ newerServer: false }));

	const run = (extra: Record<string, unknown>) =>
		runAction(env, cloudParams('usageCost', 'get', { simplify: false, ...extra }));

	it('gives one item per entity and day, numbers as numbers, entities named', async () => {
		const items = (await run({ from: '2026-11-01', to: '2026-11-03' })).json('Node');
		expect(log(env)).toHaveLength(1);
		expect(log(env)[0]).toMatchObject({ method: 'GET', path });
		expect(log(env)[0].query).toEqual({ from_date: '2026-11-01', to_date: '2026-11-03' });
		// production (5 pipes) and staging, 3 days each: (1 + 5 + 1) * 3
		expect(items).toHaveLength(21);
		for (const item of items) {
			expect(typeof item.totalCredits).toBe('number');
			expect(typeof item.metrics.computeCredits).toBe('number');
			expect(typeof item.entityName).toBe('string');
			expect(['service', 'pipe']).toContain(item.entityType);
		}
		expect(new Set(items.map((item: Item) => item.date))).toEqual(
			new Set(['2026-11-01', '2026-11-02', '2026-11-03']),
		);
	});

	it('Simplify gives per-entity totals of the range', async () => {
		const all = (await run({ from: '2026-11-01T00:00:00', to: '2026-11-07T00:00:00' })).json(
			'Node',
		);
		env.emulator.clearRequests();
		const totals = (
			await run({ from: '2026-11-01T00:00:00', to: '2026-11-07T00:00:00', simplify: true })
		).json('Node');
		expect(log(env)[0].query).toEqual({ from_date: '2026-11-01', to_date: '2026-11-07' });
		expect(totals).toHaveLength(7);
		const production = totals.find((total: Item) => total.entityId === SEED.service);
		const expected = all
			.filter((item: Item) => item.entityId === SEED.service)
			.reduce((sum: number, item: Item) => sum + item.totalCredits, 0);
		expect(production).toMatchObject({ entityType: 'service', entityName: 'production', days: 7 });
		expect(production.totalCredits).toBeCloseTo(expected, 4);
		for (const total of totals) expect(Object.keys(total).length).toBeLessThanOrEqual(10);
		// most expensive first
		const sums = totals.map((total: Item) => total.totalCredits);
		expect(sums).toEqual([...sums].sort((a, b) => b - a));
	});

	it('sends tag filters as filter items and keeps fields a newer server adds', async () => {
		env.emulator.configure({ newerServer: true });
		const items = (
			await run({
				from: '2026-11-01',
				to: '2026-11-01',
				tagFilters: { tags: [{ name: 'Environment', value: 'Staging' }] },
			})
		).json('Node');
		expect(log(env)[0].query.filter).toBe('tag:Environment=Staging');
		expect(items).toHaveLength(1);
		expect(items[0]).toMatchObject({ entityName: 'staging', futureField: { wave: 3 } });
		env.emulator.clearRequests();
		await run({
			from: '2026-11-01',
			to: '2026-11-01',
			tagFilters: { tags: [{ name: 'Environment', value: 'Staging' }, { name: 'Team' }] },
		});
		expect(log(env)[0].query.filter).toEqual(['tag:Environment=Staging', 'tag:Team']);
	});

	it('refuses a range of more than 31 days, or reversed, before sending', async () => {
		const long = (await run({ from: '2026-10-01', to: '2026-11-02' })).error('Node');
		expectRefusedBeforeSending(env, long, /32 days after 'From'.*at most 31/);
		const reversed = (await run({ from: '2026-11-02', to: '2026-11-01' })).error('Node');
		expectRefusedBeforeSending(env, reversed, /after 'To'/);
		const ok = (await run({ from: '2026-10-01', to: '2026-11-01' })).json('Node');
		expect(ok.length).toBeGreaterThan(0);
	});
});
