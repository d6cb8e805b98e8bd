import { apiRequests, locator, runAction, SEED, selfHostedParams, useEnv } from '../support/env';
import { expectRefusedBeforeSending } from '../support/inputError';

/**
 * Dashboard: Validate (self-hosted): the body Dashboard: Create would send, checked by the
 * server; its answer `{valid, errors, normalized}` comes out as one item and nothing is saved.
 */

const PATH = '/api/v2/dashboards/validate';
const UNKNOWN_SOURCE = 'ffffffffffffffffffffffff';

const tile = (sourceId: string) => ({
	name: 'Errors',
	x: 0,
	y: 0,
	w: 12,
	h: 3,
	config: { displayType: 'line', sourceId, select: [{ aggFn: 'count', where: '' }] },
});

describe('dashboard validate on a self-hosted server', () => {
	const env = useEnv();

	it('a valid body (typed fields): the server says valid, normalizes it and saves nothing', async () => {
		const dashboards = env.emulator.store.sh.dashboards.size;
		const { x, y, w, h, name, config } = tile(SEED.sh.sources.log);
		const [answer] = (
			await runAction(
				env,
				selfHostedParams('dashboard', 'validate', {
					specifyBody: 'fields',
					name: 'Checkout',
					tags: 'shop, prod',
					tiles: { tile: [{ name, x, y, w, h, config: JSON.stringify(config) }] },
				}),
			)
		).json('Node');
		const body = { name: 'Checkout', tags: ['shop', 'prod'], tiles: [tile(SEED.sh.sources.log)] };
		const log = apiRequests(env);
		expect(log).toHaveLength(1);
		expect(log[0]).toMatchObject({ method: 'POST', path: PATH, status: 200 });
		expect(log[0].body).toMatchObject(body);
		expect(answer).toEqual({
			valid: true,
			errors: [],
			normalized: { ...body, filters: [] },
		});
		expect(env.emulator.store.sh.dashboards.size).toBe(dashboards);
	});

	it("an invalid body the node cannot judge: the server's errors come out as they are", async () => {
		const [answer] = (
			await runAction(
				env,
				selfHostedParams('dashboard', 'validate', {
					specifyBody: 'json',
					jsonBody: JSON.stringify({ name: 'Broken', tiles: [tile(UNKNOWN_SOURCE)] }),
				}),
			)
		).json('Node');
		expect(answer).toEqual({
			valid: false,
			errors: [{ path: '', message: `Could not find the following source IDs: ${UNKNOWN_SOURCE}` }],
			normalized: null,
		});
		expect(apiRequests(env)).toMatchObject([{ method: 'POST', path: PATH, status: 200 }]);
	});

	it('each item is checked on its own, side by side', async () => {
		const result = await runAction(
			env,
			selfHostedParams('dashboard', 'validate', {
				specifyBody: 'json',
				jsonBody: '={{ JSON.stringify({ name: $json.name, tiles: [$json.tile] }) }}',
			}),
			{
				input: [
					{ name: 'Good', tile: tile(SEED.sh.sources.trace) },
					{ name: 'Bad', tile: tile(UNKNOWN_SOURCE) },
				],
			},
		);
		expect(result.json('Node').map((item: { valid: boolean }) => item.valid)).toEqual([
			true,
			false,
		]);
		expect(apiRequests(env)).toHaveLength(2);
	});

	it('a body no server takes is refused before sending, as Create refuses it', async () => {
		const error = (
			await runAction(
				env,
				selfHostedParams('dashboard', 'validate', {
					specifyBody: 'json',
					jsonBody: JSON.stringify({
						name: 'Wide',
						tiles: [{ ...tile(SEED.sh.source), w: 'wide' }],
					}),
				}),
			)
		).error('Node');
		expectRefusedBeforeSending(env, error, /^Invalid 'Tiles' \(\[0\]\.w\): expected a number/);
	});

	it('is offered on a self-hosted server only', async () => {
		const error = (
			await runAction(env, {
				deployment: 'cloud',
				resource: 'dashboard',
				operation: 'validate',
				organizationId: locator(SEED.org),
				serviceId: locator(SEED.service),
				specifyBody: 'json',
				jsonBody: JSON.stringify({ name: 'x', tiles: [] }),
			})
		).error('Node');
		expect(error?.message).toBe('The operation "validate" of "dashboard" is not supported');
		expect(apiRequests(env)).toHaveLength(0);
	});
});
