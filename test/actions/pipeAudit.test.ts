import {
	apiRequests,
	cloudParams,
	locator,
	runAction,
	SEED,
	type TestEnv,
	useEnv,
} from '../support/env';
import { expectCloudRequest, pipesPath, UNKNOWN_CLOUD_ID } from '../support/cloudRequests';
import { expectRefusedBeforeSending } from '../support/inputError';

const log = (env: TestEnv) => apiRequests(env);

describe('pipe auditSettings (cloud)', () => {
	const env = useEnv();

	const audit = (expectedSettings: unknown, pipeId?: string) =>
		runAction(
			env,
			cloudParams('pipe', 'auditSettings', {
				expectedSettings:
					typeof expectedSettings === 'string'
						? expectedSettings
						: JSON.stringify(expectedSettings),
				...(pipeId === undefined ? {} : { pipeId: locator(pipeId) }),
			}),
		);

	it('audits every pipe of the service with the one list request', async () => {
		const items = (await audit({ streaming_max_insert_wait_ms: 1000, engine_max_threads: 8 })).json(
			'Node',
		);
		expect(log(env)).toHaveLength(1);
		expectCloudRequest(log(env)[0], 'GET', pipesPath());
		expect(items.map((item: { pipeId: string }) => item.pipeId)).toEqual(Object.values(SEED.pipes));
		expect(items[0]).toEqual({
			pipeId: SEED.pipes.messageBroker,
			name: 'orders-events',
			compliant: true,
			drift: [],
		});
		expect(items[1]).toEqual({
			pipeId: SEED.pipes.objectStorage,
			name: 'access-logs',
			compliant: false,
			drift: [
				{ setting: 'streaming_max_insert_wait_ms', expected: 1000, actual: null },
				{ setting: 'engine_max_threads', expected: 8, actual: null },
			],
		});
		expect(items.filter((item: { compliant: boolean }) => item.compliant)).toHaveLength(1);
	});

	it('an empty pipe picker audits the whole service too', async () => {
		const items = (await audit({ engine_max_threads: 8 }, '')).json('Node');
		expect(items).toHaveLength(Object.keys(SEED.pipes).length);
		expect(log(env)).toHaveLength(1);
	});

	it('reports a compliant pipe, comparing numeric text with numbers', async () => {
		const items = (
			await audit(
				'{"engine_max_threads": "8", "streaming_max_insert_wait_ms": 1000, "object_storage_concurrency": null}',
				SEED.pipes.messageBroker,
			)
		).json('Node');
		expect(items).toEqual([
			{ pipeId: SEED.pipes.messageBroker, name: 'orders-events', compliant: true, drift: [] },
		]);
		expect(log(env)).toHaveLength(1);
		expectCloudRequest(log(env)[0], 'GET', `${pipesPath()}/${SEED.pipes.messageBroker}`);
	});

	it('reports drift made outside the node', async () => {
		env.emulator.setPipeSettings(SEED.pipes.messageBroker, {
			engine_max_threads: 2,
			engine_parallel_view_processing: true,
		});
		const [item] = (
			await audit(
				{
					engine_max_threads: 8,
					engine_parallel_view_processing: false,
					streaming_max_insert_wait_ms: 1000,
				},
				SEED.pipes.messageBroker,
			)
		).json('Node');
		expect(item).toEqual({
			pipeId: SEED.pipes.messageBroker,
			name: 'orders-events',
			compliant: false,
			drift: [
				{ setting: 'engine_max_threads', expected: 8, actual: 2 },
				{ setting: 'engine_parallel_view_processing', expected: false, actual: true },
			],
		});
	});

	it('reads /settings only for pipes whose list record lacks settings', async () => {
		const records = JSON.parse(JSON.stringify(env.emulator.store.svc(SEED.service).pipes.all()));
		delete records[1].settings;
		delete records[3].settings;
		env.emulator.injectFault({
			method: 'GET',
			path: 'pipes$',
			deployment: 'cloud',
			status: 200,
			body: { status: 200, requestId: '6f1c2d3e-4b5a-4c6d-8e7f-0123456789ab', result: records },
		});
		const items = (await audit({ object_storage_concurrency: 4 })).json('Node');
		const requests = log(env);
		expect(requests).toHaveLength(3);
		expectCloudRequest(requests[0], 'GET', pipesPath());
		expectCloudRequest(requests[1], 'GET', `${pipesPath()}/${SEED.pipes.objectStorage}/settings`);
		expectCloudRequest(requests[2], 'GET', `${pipesPath()}/${SEED.pipes.relationalDb}/settings`);
		expect(items.map((item: { compliant: boolean }) => item.compliant)).toEqual([
			false,
			true,
			false,
			false,
			false,
		]);
	});

	it('refuses an unknown setting name before any request, naming it', async () => {
		const error = (await audit({ engine_max_threads: 8, max_threads: 8 })).error('Node');
		expectRefusedBeforeSending(
			env,
			error,
			/'Expected Settings' \(max_threads\): it is not a pipe setting/,
		);
	});

	it("compares an expected value above the documents' range (a newer server may allow it) like any other", async () => {
		const items = (await audit({ engine_max_threads: 65 }, SEED.pipes.objectStorage)).json('Node');
		expect(items).toEqual([
			{
				pipeId: SEED.pipes.objectStorage,
				name: 'access-logs',
				compliant: false,
				drift: [{ setting: 'engine_max_threads', expected: 65, actual: null }],
			},
		]);
	});

	it('refuses a negative expected value before any request', async () => {
		const error = (await audit({ engine_max_threads: -1 })).error('Node');
		expect(error?.message).toMatch(/'Expected Settings' \(engine_max_threads\): -1 is below 0/);
		expect(apiRequests(env)).toHaveLength(0);
	});

	it('carries the 404 text of an unknown pipe', async () => {
		const error = (await audit({ engine_max_threads: 8 }, UNKNOWN_CLOUD_ID)).error('Node');
		expect(error?.message).toMatch(/^HTTP 404: NOT_FOUND: Pipe/);
	});
});
