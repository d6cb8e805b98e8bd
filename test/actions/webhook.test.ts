import { apiRequests, type LoggedRequest, runAction, SEED, selfHostedParams, useEnv } from '../support/env';

describe('webhook getAll (self-hosted)', () => {
	const env = useEnv({ emulator: { seed: { webhooks: 1205 } } });

	it('limit asks for one page of that size', async () => {
		const hooks = (await runAction(env, selfHostedParams('webhook', 'getAll', { returnAll: false, limit: 2 }))).json('Node');
		expect(hooks.map((hook: { id: string }) => hook.id)).toEqual([SEED.sh.webhooks.slack, SEED.sh.webhooks.generic]);
		expect(hooks[0]).toMatchObject({ name: 'Ops channel', service: 'slack' });
		expect(hooks[0]).not.toHaveProperty('headers');
		const log: LoggedRequest[] = apiRequests(env);
		expect(log).toHaveLength(1);
		expect(log[0]).toMatchObject({ method: 'GET', path: '/api/v2/webhooks', query: { limit: '2', offset: '0' }, body: undefined });
		expect(log[0].headers.authorization).toBe('Bearer emu-self-hosted-api-key');
	});

	it('returnAll follows the pages to the end', async () => {
		const hooks = (await runAction(env, selfHostedParams('webhook', 'getAll', { returnAll: true }))).json('Node');
		expect(hooks).toHaveLength(1205);
		expect(new Set(hooks.map((hook: { id: string }) => hook.id)).size).toBe(1205);
		expect(apiRequests(env).map((entry: LoggedRequest) => entry.query)).toEqual([
			{ limit: '1000', offset: '0' },
			{ limit: '1000', offset: '1000' },
		]);
	});

	it('works with servers that ignore paging (legacy)', async () => {
		env.emulator.configure({ legacy: true });
		try {
			const hooks = (await runAction(env, selfHostedParams('webhook', 'getAll', { returnAll: true }))).json('Node');
			expect(hooks).toHaveLength(1205);
			expect(apiRequests(env)).toHaveLength(1);
		} finally {
			env.emulator.configure({ legacy: false });
		}
	});

	it('a refused API key carries the 401 text', async () => {
		const result = await env.harness.runNode({
			parameters: selfHostedParams('webhook', 'getAll', { returnAll: true }),
			credentials: { observabilitySelfHostedApi: { id: 'sh-wrong-key', name: 'Wrong' } },
		});
		expect(result.error('Node')?.message).toBe('HTTP 401: Unauthorized');
	});
});
