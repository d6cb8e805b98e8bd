import { type Item } from '../trigger/support';
import {
	apiRequests,
	cloudParams,
	locator,
	runAction,
	SEED,
	type TestEnv,
	useEnv,
} from '../support/env';
import { expectPolls, expectStateCommand, minimalPipe } from '../support/cloudRequests';

const servicePath = (id: string) => `/v1/organizations/${SEED.org}/services/${id}`;
const log = (env: TestEnv) => apiRequests(env);

describe('service (cloud)', () => {
	const env = useEnv();
	beforeEach(() => env.emulator.configure({ pipeTransitionMs: 50 }));

	const run = (operation: string, extra: Record<string, unknown> = {}) =>
		runAction(env, { ...cloudParams('service', operation, extra) });

	it('gets a service by its picker, simplified by default', async () => {
		const [service] = (
			await runAction(env, cloudParams('service', 'get', { serviceId: locator(SEED.idleService) }))
		).json('Node');
		expect(log(env)).toHaveLength(1);
		expect(log(env)[0]).toMatchObject({ method: 'GET', path: servicePath(SEED.idleService) });
		expect(service).toMatchObject({ id: SEED.idleService, name: 'staging', state: 'idle' });
		expect(Object.keys(service).length).toBeLessThanOrEqual(10);
		expect(service.currentScaling).toBeUndefined();
	});

	it('lists the services of the organization, whole records when Simplify is off', async () => {
		const services = (await run('getAll', { returnAll: true, simplify: false })).json('Node');
		expect(log(env)).toHaveLength(1);
		expect(log(env)[0]).toMatchObject({
			method: 'GET',
			path: `/v1/organizations/${SEED.org}/services`,
		});
		expect(services.map((s: Item) => s.id).sort()).toEqual([SEED.service, SEED.idleService].sort());
		expect(services[0].currentScaling).toBeDefined();
	});

	it('wakes an idle service (command awake) and waits until it runs', async () => {
		const [service] = (
			await run('wake', {
				serviceId: locator(SEED.idleService),
				waitForState: true,
				waitTimeout: 10,
			})
		).json('Node');
		expect(service).toMatchObject({ id: SEED.idleService, state: 'running' });
		const [command, ...polls] = log(env);
		expectStateCommand(command, servicePath(SEED.idleService), 'awake');
		expectPolls(polls, servicePath(SEED.idleService));
	});

	it('returns the service as the command answers it when not waiting (awaking)', async () => {
		const [service] = (await run('wake', { serviceId: locator(SEED.idleService) })).json('Node');
		expect(service.state).toBe('awaking');
		expect(log(env)).toHaveLength(1);
	});

	it('stops a running service and waits until it is stopped, then starts it again', async () => {
		const [stopped] = (
			await run('stop', { serviceId: locator(SEED.service), waitForState: true })
		).json('Node');
		expect(stopped.state).toBe('stopped');
		const [command, ...polls] = log(env);
		expectStateCommand(command, servicePath(SEED.service), 'stop');
		expectPolls(polls, servicePath(SEED.service));
		env.emulator.clearRequests();
		const [started] = (
			await run('start', { serviceId: locator(SEED.service), waitForState: true })
		).json('Node');
		expect(started.state).toBe('running');
		expectStateCommand(log(env)[0], servicePath(SEED.service), 'start');
	});

	it('carries the 400 text of a command the state does not allow', async () => {
		const error = (await run('wake', { serviceId: locator(SEED.service) })).error('Node');
		expect(error?.message).toMatch(/^HTTP 400: .*Cannot awake a service in state running/);
		const started = (await run('start', { serviceId: locator(SEED.service) })).error('Node');
		expect(started?.message).toMatch(/Cannot start a service in state running/);
		expect(log(env)).toHaveLength(2);
	});

	it('names the last state when the wait times out', async () => {
		env.emulator.configure({ pipeTransitionMs: 60000 });
		const error = (
			await run('wake', {
				serviceId: locator(SEED.idleService),
				waitForState: true,
				waitTimeout: 0.6,
			})
		).error('Node');
		expect(error?.message).toMatch(
			/^The service "staging" \(.*\) did not reach a settled state within 0.6 s: its last state was "awaking"$/,
		);
		expectStateCommand(log(env)[0], servicePath(SEED.idleService), 'awake');
	});

	it('a pipe create on an idle service says which operation wakes it; after Wake it succeeds', async () => {
		const idle = { serviceId: locator(SEED.idleService) };
		const createPipe = () =>
			runAction(
				env,
				cloudParams('pipe', 'create', {
					...idle,
					specifyBody: 'json',
					jsonBody: JSON.stringify(minimalPipe('woken')),
				}),
			);
		const failed = (await createPipe()).error('Node');
		expect(failed?.message).toMatch(/^HTTP 424: .*Current state: idle/);
		expect(failed?.description).toMatch(/Service: Wake/);
		await run('wake', { ...idle, waitForState: true });
		const [pipe] = (await createPipe()).json('Node');
		expect(pipe.name).toBe('woken');
		const posts = log(env).filter((entry) => entry.method === 'POST');
		expect(posts.map((entry) => entry.status)).toEqual([424, 200]);
	});

	it('writes the command to the activity log with the key as its actor', async () => {
		await run('wake', { serviceId: locator(SEED.idleService), waitForState: true });
		const activities = env.emulator.activities() as Array<Record<string, unknown>>;
		const types = activities.filter((a) => a.serviceId === SEED.idleService).map((a) => a.type);
		expect(types.slice(-2)).toEqual(['service_awaken', 'service_running']);
		const awaken = activities.find((a) => a.type === 'service_awaken');
		expect(awaken).toMatchObject({ actorType: 'api', organizationId: SEED.org });
	});
});
