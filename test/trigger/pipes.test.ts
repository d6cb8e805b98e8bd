import { apiRequests, DEMO_CLOUD, SEED, type TestEnv, useEnv } from '../support/env';
import {
	ActiveTrigger,
	cloudTrigger,
	NODE_KEY,
	selfHostedTrigger,
	transitions,
	type Item,
} from './support';

const SERVICE_PATH = `/v1/organizations/${SEED.org}/services/${SEED.service}`;
const P = SEED.pipes as Record<string, string>;

/** The pipe list exactly as the API answers it now. */
async function pipeList(env: TestEnv): Promise<Item[]> {
	const auth = Buffer.from(`${DEMO_CLOUD.keyId}:${DEMO_CLOUD.keySecret}`).toString('base64');
	const response = await fetch(`${env.emulator.url}${SERVICE_PATH}/pipes`, {
		headers: { Authorization: `Basic ${auth}` },
	});
	return ((await response.json()) as { result: Item[] }).result;
}

const requestPaths = (env: TestEnv) =>
	apiRequests(env).map(
		(entry: { method: string; path: string }) => `${entry.method} ${entry.path}`,
	);

describe('pipe events on the cloud', () => {
	const env = useEnv();

	describe('pipeStateChanged', () => {
		it('baseline, then each state change once', async () => {
			const t = new ActiveTrigger(env, cloudTrigger('pipeStateChanged', { simplify: false }));
			expect(await t.poll()).toBeNull();
			expect(await t.poll()).toBeNull();
			const stopped = env.emulator.setPipeState(P.messageBroker, 'Stopped');
			env.emulator.setPipeState(P.failed, 'Running');
			const items = await t.poll();
			expect(items).toEqual([
				{
					event: 'pipeStateChanged',
					id: P.messageBroker,
					name: 'orders-events',
					previousState: 'Running',
					state: 'Stopped',
					changedAt: stopped.updatedAt,
					record: expect.objectContaining({
						id: P.messageBroker,
						state: 'Stopped',
						settings: expect.any(Object),
					}),
				},
				expect.objectContaining({ id: P.failed, previousState: 'Failed', state: 'Running' }),
			]);
			expect(await t.poll()).toBeNull();
		});

		it('follows a transition the service makes on its own, and filters by target state', async () => {
			const all = new ActiveTrigger(env, cloudTrigger('pipeStateChanged'));
			const failures = new ActiveTrigger(
				env,
				cloudTrigger('pipeStateChanged', { toStates: 'failed,Stopped' }),
			);
			await all.poll();
			await failures.poll();
			env.emulator.setPipeState(P.objectStorage, 'Stopping');
			expect(transitions(await all.poll())).toEqual([[P.objectStorage, 'Running', 'Stopping']]);
			expect(await failures.poll()).toBeNull();
			env.emulator.setPipeState(P.objectStorage, 'Stopped');
			expect(transitions(await all.poll())).toEqual([[P.objectStorage, 'Stopping', 'Stopped']]);
			expect(transitions(await failures.poll())).toEqual([
				[P.objectStorage, 'Stopping', 'Stopped'],
			]);
		});

		it('new and removed pipes: pruned, baselined, or emitted with includeNew', async () => {
			const t = new ActiveTrigger(
				env,
				cloudTrigger('pipeStateChanged', { options: { includeNew: true } }),
			);
			await t.poll();
			env.emulator.removePipe(P.failed);
			const added = env.emulator.addPipe({ name: 'new-pipe', state: 'Provisioning' });
			expect(transitions(await t.poll())).toEqual([[added.id, null, 'Provisioning']]);
			const ids = (t.nodeData!.s as string[][]).flatMap(([, ...list]) => list);
			expect(ids).not.toContain(P.failed);
			expect(await t.poll()).toBeNull();
		});

		it('exists on the cloud only', async () => {
			const t = new ActiveTrigger(env, selfHostedTrigger({ event: 'pipeStateChanged' }));
			await expect(t.poll()).rejects.toThrow(/cloud only/);
		});

		it('a failed poll keeps the snapshot and the server text reaches the user', async () => {
			const t = new ActiveTrigger(env, cloudTrigger('pipeStateChanged'));
			await t.poll();
			env.emulator.setPipeState(P.managedStream, 'Paused');
			env.emulator.injectFault({
				method: 'GET',
				path: '/pipes$',
				status: 424,
				body: {
					status: 424,
					error: 'FAILED_DEPENDENCY: service is idle',
					requestId: '00000000-0000-4000-8000-000000000001',
				},
			});
			const before = JSON.stringify(t.live);
			await expect(t.poll()).rejects.toThrow(/FAILED_DEPENDENCY: service is idle/);
			expect(JSON.stringify(t.live)).toBe(before);
			expect(transitions(await t.poll())).toEqual([[P.managedStream, 'Stopped', 'Paused']]);
		});
	});

	describe('pipeSettingsChanged', () => {
		it('reports previous, current and the changed settings; the list alone is read', async () => {
			const t = new ActiveTrigger(env, cloudTrigger('pipeSettingsChanged', { simplify: false }));
			env.emulator.clearRequests();
			expect(await t.poll()).toBeNull();
			const [before] = (await pipeList(env)).filter((pipe) => pipe.id === P.messageBroker);
			env.emulator.setPipeSettings(P.messageBroker, {
				engine_max_threads: 16,
				object_storage_concurrency: 3,
			});
			env.emulator.clearRequests();
			const items = await t.poll();
			expect(items).toEqual([
				{
					event: 'pipeSettingsChanged',
					id: P.messageBroker,
					name: 'orders-events',
					changedAt: before.updatedAt,
					previous: before.settings,
					current: { ...before.settings, engine_max_threads: 16, object_storage_concurrency: 3 },
					changes: [
						{ setting: 'object_storage_concurrency', from: null, to: 3 },
						{ setting: 'engine_max_threads', from: 8, to: 16 },
					],
					record: expect.objectContaining({ id: P.messageBroker }),
				},
			]);
			expect(requestPaths(env)).toEqual([`GET ${SERVICE_PATH}/pipes`]);
			expect(await t.poll()).toBeNull();
		});

		it('fetches the settings only of pipes whose list record lacks them', async () => {
			const list = await pipeList(env);
			const stripped = list.map((pipe) =>
				pipe.id === P.objectStorage || pipe.id === P.relationalDb
					? { ...pipe, settings: undefined }
					: pipe,
			);
			const listWithout = {
				method: 'GET',
				path: '/pipes$',
				status: 200,
				count: 2,
				body: { status: 200, requestId: '00000000-0000-4000-8000-000000000002', result: stripped },
			};
			const t = new ActiveTrigger(env, cloudTrigger('pipeSettingsChanged', { simplify: false }));
			env.emulator.injectFault(listWithout);
			env.emulator.clearRequests();
			expect(await t.poll()).toBeNull();
			expect(requestPaths(env).sort()).toEqual(
				[
					`GET ${SERVICE_PATH}/pipes`,
					`GET ${SERVICE_PATH}/pipes/${P.objectStorage}/settings`,
					`GET ${SERVICE_PATH}/pipes/${P.relationalDb}/settings`,
				].sort(),
			);
			env.emulator.setPipeSettings(P.relationalDb, { engine_max_threads: 2 });
			env.emulator.clearRequests();
			const items = await t.poll();
			expect(items).toEqual([
				expect.objectContaining({
					id: P.relationalDb,
					changes: [{ setting: 'engine_max_threads', from: null, to: 2 }],
					record: expect.objectContaining({
						settings: expect.objectContaining({ engine_max_threads: 2 }),
					}),
				}),
			]);
			expect(requestPaths(env)).toHaveLength(3);
		});

		it('watches only the chosen pipes, and reads no settings for the others', async () => {
			const list = await pipeList(env);
			const bare = list.map((pipe) => ({ ...pipe, settings: undefined }));
			const t = new ActiveTrigger(env, cloudTrigger('pipeSettingsChanged', { ids: P.failed }));
			env.emulator.injectFault({
				method: 'GET',
				path: '/pipes$',
				status: 200,
				body: { status: 200, requestId: '00000000-0000-4000-8000-000000000003', result: bare },
			});
			env.emulator.clearRequests();
			await t.poll();
			expect(requestPaths(env)).toEqual([
				`GET ${SERVICE_PATH}/pipes`,
				`GET ${SERVICE_PATH}/pipes/${P.failed}/settings`,
			]);
			env.emulator.setPipeSettings(P.messageBroker, { engine_max_threads: 1 });
			env.emulator.setPipeSettings(P.failed, { engine_max_threads: 1 });
			expect((await t.poll())!.map((item) => item.id)).toEqual([P.failed]);
		});

		it('after a restart, reports exactly the changes since the saved snapshot', async () => {
			const t = new ActiveTrigger(env, cloudTrigger('pipeSettingsChanged'));
			await t.poll();
			env.emulator.setPipeSettings(P.managedStream, { streaming_max_insert_wait_ms: 6000 });
			expect((await t.poll())![0].changes).toEqual([
				{ setting: 'streaming_max_insert_wait_ms', from: 5000, to: 6000 },
			]);
			env.emulator.setPipeSettings(P.managedStream, { streaming_max_insert_wait_ms: 7000 });
			t.restart();
			const items = await t.poll();
			expect(items).toHaveLength(1);
			expect(items![0].previous).toMatchObject({ streaming_max_insert_wait_ms: 6000 });
			expect(items![0].changes).toEqual([
				{ setting: 'streaming_max_insert_wait_ms', from: 6000, to: 7000 },
			]);
			t.restart();
			expect(await t.poll()).toBeNull();
		});

		it('"Fetch Test Event" shapes a pipe as a settings change and writes nothing', async () => {
			const t = new ActiveTrigger(env, cloudTrigger('pipeSettingsChanged'));
			const { items, staticData } = await t.manual();
			expect(items).toEqual([
				expect.objectContaining({
					event: 'pipeSettingsChanged',
					id: P.messageBroker,
					previous: null,
					changes: [
						{ setting: 'streaming_max_insert_wait_ms', from: null, to: 1000 },
						{ setting: 'engine_max_threads', from: null, to: 8 },
					],
				}),
			]);
			expect(staticData[NODE_KEY] ?? {}).toEqual({});
		});
	});
});

describe('static data size (bytes per watched record)', () => {
	const PIPES = 300;
	const ALERTS = 1000;
	const env = useEnv({ emulator: { seed: { pipes: PIPES, alerts: ALERTS } }, eachTest: 'none' });

	const bytes = async (parameters: Record<string, unknown>) => {
		const t = new ActiveTrigger(env, parameters);
		await t.poll();
		return JSON.stringify(t.live[NODE_KEY]).length;
	};

	it.each([
		['alertStateChanged', ALERTS],
		['pipeStateChanged', PIPES],
		['pipeSettingsChanged', PIPES],
	])('%s stays within 64 bytes per record', async (event, count) => {
		const perRecord = (await bytes(cloudTrigger(event))) / count;
		expect(perRecord).toBeLessThanOrEqual(64);
	});
});
