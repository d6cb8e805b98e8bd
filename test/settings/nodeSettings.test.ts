// The settings n8n gives every node (Settings tab: On Error, Retry On Fail, Always Output Data,
// Execute Once; pinned data; partial runs; sub-workflows; expressions on the output; Stop),
// each through n8n-core's real engine against the emulator: docs/operations.md, "Node settings".
import { sleep } from 'n8n-workflow';
import { createHarness } from '../harness';
import { ObservabilityPipes } from '../../nodes/ObservabilityPipes/ObservabilityPipes.node';
import { ObservabilityCloudApi } from '../../credentials/ObservabilityCloudApi.credentials';
import { ObservabilitySelfHostedApi } from '../../credentials/ObservabilitySelfHostedApi.credentials';
import {
	apiRequests,
	CLOUD_CREDENTIALS,
	DEMO_SELF_HOSTED_API_KEY,
	locator,
	SEED,
	SELF_HOSTED_CREDENTIALS,
	startEnv,
	type LoggedRequest,
	type TestEnv,
} from '../support/env';
import { holdAnswersUntil } from '../support/holdAnswers';
import { ExecuteWorkflow } from 'n8n-nodes-base/dist/nodes/ExecuteWorkflow/ExecuteWorkflow/ExecuteWorkflow.node';
import { ExecuteWorkflowTrigger } from 'n8n-nodes-base/dist/nodes/ExecuteWorkflow/ExecuteWorkflowTrigger/ExecuteWorkflowTrigger.node';
import { NoOp } from 'n8n-nodes-base/dist/nodes/NoOp/NoOp.node';
import { Set as EditFields } from 'n8n-nodes-base/dist/nodes/Set/Set.node';

/** A second self-hosted key: the rate-limit cell teaches its own pacer, not the other cells'. */
const PACED_KEY = 'settings-paced-api-key';
const PACED_CREDENTIALS = { observabilitySelfHostedApi: { id: 'sh-paced', name: 'Paced' } };
/** A third: the Items at Once cells count requests at once, which an earlier cell's window would cut. */
const AT_ONCE_KEY = 'settings-at-once-api-key';
const AT_ONCE_CREDENTIALS = { observabilitySelfHostedApi: { id: 'sh-at-once', name: 'At once' } };
const UNKNOWN_ALERT = '0a00000000000000000000ff';
const [ALERT_1, ALERT_2] = ['0a0000000000000000000001', '0a0000000000000000000002'];
const DUPLICATE_URL = 'https://hooks.slack.example.com/services/T000/B000/XXXX';
// The seeded slack webhook's name: the server's unique index is service + name, so a create of it is refused (400).
const DUPLICATE_NAME = 'Ops channel';

type Harness = ReturnType<typeof createHarness>;
type Run = Awaited<ReturnType<Harness['runWorkflow']>>;
type Json = Record<string, unknown>;

let env: TestEnv;
let harness: Harness;

beforeAll(async () => {
	env = await startEnv({ selfHostedApiKeys: [DEMO_SELF_HOSTED_API_KEY, PACED_KEY, AT_ONCE_KEY] });
	harness = createHarness({
		nodeClasses: [ObservabilityPipes],
		credentialClasses: [ObservabilityCloudApi, ObservabilitySelfHostedApi],
		credentials: {
			...env.harness.store,
			'sh-paced': {
				observabilitySelfHostedApi: { baseUrl: env.emulator.url, apiKey: PACED_KEY },
			},
			'sh-at-once': {
				observabilitySelfHostedApi: { baseUrl: env.emulator.url, apiKey: AT_ONCE_KEY },
			},
		},
		extraNodeTypes: {
			'n8n-nodes-base.executeWorkflow': ExecuteWorkflow,
			'n8n-nodes-base.executeWorkflowTrigger': ExecuteWorkflowTrigger,
			'n8n-nodes-base.noOp': NoOp,
			'n8n-nodes-base.set': EditFields,
		},
	});
});
afterAll(async () => env.close());
beforeEach(() => {
	env.emulator.reset();
	env.emulator.configure({ pipeTransitionMs: 50 });
	env.emulator.clearRequests();
});

const requests = (): LoggedRequest[] => apiRequests(env);
const line = (entry: LoggedRequest) => `${entry.method} ${entry.path} ${entry.status}`;

/** Items -> Node (our action node with these settings) [-> Later, a No Operation node]. */
function workflow(
	parameters: Json,
	input: Json[],
	settings: Json = {},
	options: { credentials?: object; later?: boolean } = {},
) {
	const credentials =
		options.credentials ??
		(parameters.deployment === 'selfHosted' ? SELF_HOSTED_CREDENTIALS : CLOUD_CREDENTIALS);
	const nodes: Json[] = [
		{ name: 'Items', type: 'testItems', parameters: { items: JSON.stringify(input) } },
		{
			name: 'Node',
			type: 'observabilityPipes',
			parameters,
			credentials,
			...settings,
		},
	];
	const connections: Json = { Items: { main: [[{ node: 'Node', type: 'main', index: 0 }]] } };
	if (options.later) {
		nodes.push({ name: 'Later', type: 'n8n-nodes-base.noOp', typeVersion: 1 });
		connections.Node = { main: [[{ node: 'Later', type: 'main', index: 0 }]] };
	}
	return { nodes, connections };
}

// ---- the operation kinds of the On Error cells: 3 items, the second fails ----

interface Kind {
	name: string;
	parameters: Json;
	input: Json[];
	before?: () => void;
	/** The requests a run made, checked; `stopped`: On Error is Stop Workflow. */
	expectRequests(log: LoggedRequest[], stopped: boolean): void;
}

const alertPath = (id: string) => `/api/v2/alerts/${id}`;
const pipePath = (id: string) =>
	`/v1/organizations/${SEED.org}/services/${SEED.service}/pipes/${id}`;
const pipes = [SEED.pipes.messageBroker, SEED.pipes.objectStorage, SEED.pipes.relationalDb];

const kinds: Kind[] = [
	{
		name: 'read (Alert: Get, an unknown alert: 404)',
		parameters: {
			deployment: 'selfHosted',
			resource: 'alert',
			operation: 'get',
			alertId: locator('={{ $json.id }}'),
		},
		input: [{ id: ALERT_1 }, { id: UNKNOWN_ALERT }, { id: ALERT_2 }],
		expectRequests(log, stopped) {
			// Reads run side by side: the third may have left before the second failed.
			expect(log.map(line)).toEqual(
				expect.arrayContaining([
					`GET ${alertPath(ALERT_1)} 200`,
					`GET ${alertPath(UNKNOWN_ALERT)} 404`,
				]),
			);
			if (!stopped) expect(log.map(line)).toContain(`GET ${alertPath(ALERT_2)} 200`);
			expect(log.length).toBe(stopped ? log.length : 3);
			expect(log.every((entry) => entry.method === 'GET')).toBe(true);
		},
	},
	{
		name: 'write (Webhook: Create, a duplicate the server refuses: 400)',
		parameters: {
			deployment: 'selfHosted',
			resource: 'webhook',
			operation: 'create',
			specifyBody: 'fields',
			name: '={{ $json.name }}',
			service: '={{ $json.service }}',
			url: '={{ $json.url }}',
		},
		input: [
			{ name: 'one', service: 'generic', url: 'https://hooks.example.com/one' },
			{ name: DUPLICATE_NAME, service: 'slack', url: DUPLICATE_URL },
			{ name: 'three', service: 'generic', url: 'https://hooks.example.com/three' },
		],
		expectRequests(log, stopped) {
			expect(log.map((entry) => [entry.method, entry.path, entry.status])).toEqual(
				[
					['POST', '/api/v2/webhooks', 200],
					['POST', '/api/v2/webhooks', 400],
					['POST', '/api/v2/webhooks', 200],
				].slice(0, stopped ? 2 : 3),
			);
		},
	},
	{
		name: 'wait (Pipe: Stop with Wait for State, a pipe that does not settle in 1 s)',
		parameters: {
			deployment: 'cloud',
			resource: 'pipe',
			operation: 'stop',
			organizationId: locator(SEED.org),
			serviceId: locator(SEED.service),
			pipeId: locator('={{ $json.id }}'),
			waitForState: true,
			waitTimeout: 1,
		},
		input: pipes.map((id) => ({ id })),
		before: () => env.emulator.setPipeOutcome(pipes[1], 'Stopping'),
		expectRequests(log, stopped) {
			const commands = log.filter((entry) => entry.method === 'PATCH').map((entry) => entry.path);
			expect(commands).toEqual(
				pipes.slice(0, stopped ? 2 : 3).map((id) => `${pipePath(id)}/state`),
			);
			for (const entry of log.filter((e) => e.method === 'GET'))
				expect(pipes.map(pipePath)).toContain(entry.path);
			// The second pipe was read until the timeout, more than once.
			expect(log.filter((entry) => entry.path === pipePath(pipes[1])).length).toBeGreaterThan(1);
			if (stopped) expect(log.some((entry) => entry.path.includes(pipes[2]))).toBe(false);
		},
	},
	{
		name: 'refused input (Alert: Get, a malformed id, nothing sent for it)',
		parameters: {
			deployment: 'selfHosted',
			resource: 'alert',
			operation: 'get',
			alertId: locator('={{ $json.id }}'),
		},
		input: [{ id: ALERT_1 }, { id: 'not-an-id' }, { id: ALERT_2 }],
		expectRequests(log, stopped) {
			expect(log.map(line)).toContain(`GET ${alertPath(ALERT_1)} 200`);
			if (!stopped)
				expect(log.map(line).sort()).toEqual(
					[`GET ${alertPath(ALERT_1)} 200`, `GET ${alertPath(ALERT_2)} 200`].sort(),
				);
			expect(log.some((entry) => entry.path.includes('not-an-id'))).toBe(false);
		},
	},
];

describe.each(kinds)('On Error on a $name', (kind) => {
	const run = async (onError: string): Promise<Run> => {
		kind.before?.();
		const { nodes, connections } = workflow(kind.parameters, kind.input, { onError });
		return await harness.runWorkflow({ nodes, connections });
	};
	let stopped: { message: string; description?: string | null } = { message: '' };

	it('Stop Workflow: the run stops with the error of the second item', async () => {
		const result = await run('stopWorkflow');
		const error = result.error('Node') as { message: string; description?: string; context?: Json };
		expect(error).toBeDefined();
		expect(error.context?.itemIndex).toBe(1);
		stopped = { message: error.message, description: error.description };
		// Refused input names the field by its label, in single quotes, and the item (from 1).
		if (kind.name.startsWith('refused'))
			expect(error.message).toBe('Invalid \'Alert\': "not-an-id" is not an object ID [item 1]');
		kind.expectRequests(requests(), true);
	});

	it('Continue (using regular output): three items, the failed one as {error, description}', async () => {
		const result = await run('continueRegularOutput');
		const items = result.items('Node', 0);
		expect(items.map((item) => item.pairedItem)).toEqual([{ item: 0 }, { item: 1 }, { item: 2 }]);
		expect(items[1].json.error).toBe(stopped.message);
		expect(items[1].json.description ?? null).toBe(stopped.description ?? null);
		expect(items[0].json.error).toBeUndefined();
		expect(items[2].json.error).toBeUndefined();
		expect(result.items('Node', 1)).toEqual([]);
		kind.expectRequests(requests(), false);
	});

	it('Continue (using error output): the failed item leaves by the error output only, paired and merged over its input', async () => {
		const result = await run('continueErrorOutput');
		const success = result.items('Node', 0);
		const failed = result.items('Node', 1);
		expect(success.map((item) => item.pairedItem)).toEqual([{ item: 0 }, { item: 2 }]);
		expect(success.every((item) => item.json.error === undefined)).toBe(true);
		expect(failed).toHaveLength(1);
		expect(failed[0].pairedItem).toEqual({ item: 1 });
		expect(failed[0].json).toMatchObject({ ...kind.input[1], error: stopped.message });
		const details = failed[0].json.details as Json;
		expect(details.message).toBe(stopped.message);
		expect(details.description ?? null).toBe(stopped.description ?? null);
		expect(details.itemIndex).toBe(1);
		kind.expectRequests(requests(), false);
	});
});

describe('Retry On Fail with the node’s own retries (Webhook: Create of 3 items)', () => {
	const kind = kinds[1];
	const settings = { retryOnFail: true, maxTries: 3, waitBetweenTries: 10 };
	const postsOf = (log: LoggedRequest[]) =>
		log
			.filter((entry) => entry.method === 'POST')
			.map((entry) => [(entry.body as Json).name, entry.status]);

	it('a create the server accepted in an earlier try is not sent again; the refused one is, and the node retries its 429', async () => {
		const path = '/api/v2/webhooks';
		env.emulator.injectFault({ method: 'POST', path, delayMs: 1 }); // the first create: acts
		env.emulator.injectFault({ method: 'POST', path, status: 503 }); // the second: refused, not acted
		env.emulator.injectFault({
			method: 'POST',
			path,
			status: 429,
			headers: { 'retry-after': '0' },
		});
		const input = kind.input.map((item, index) =>
			index === 1
				? { name: 'two', service: 'generic', url: 'https://hooks.example.com/two' }
				: item,
		);
		const before = env.emulator.store.sh.webhooks.all().length;
		const { nodes, connections } = workflow(kind.parameters, input, settings);
		const result = await harness.runWorkflow({ nodes, connections });
		const out = result.json('Node');
		expect(out.map((hook) => hook.name)).toEqual(['one', 'two', 'three']);
		expect(result.items('Node').map((item) => item.pairedItem)).toEqual([
			{ item: 0 },
			{ item: 1 },
			{ item: 2 },
		]);
		// try 1: one (200), two (503: a POST is not retried by the node) -> n8n tries the node again;
		// try 2: one is answered from the first try, two (429, retried by the node at once), two, three.
		expect(postsOf(requests())).toEqual([
			['one', 200],
			['two', 503],
			['two', 429],
			['two', 200],
			['three', 200],
		]);
		expect(env.emulator.store.sh.webhooks.all().length).toBe(before + 3);
		expect(out[0].id).toBe(
			env.emulator.store.sh.webhooks.all().find((hook: Json) => hook.name === 'one').id,
		);
	});

	it('bounded: a create refused every time is sent once per try (3), the accepted one once', async () => {
		const { nodes, connections } = workflow(kind.parameters, kind.input, settings);
		const result = await harness.runWorkflow({ nodes, connections });
		expect(result.error('Node')?.message).toBeDefined();
		expect(postsOf(requests())).toEqual([
			['one', 200],
			[DUPLICATE_NAME, 400],
			[DUPLICATE_NAME, 400],
			[DUPLICATE_NAME, 400],
		]);
		expect(
			env.emulator.store.sh.webhooks.all().filter((hook: Json) => hook.name === 'one'),
		).toHaveLength(1);
	});

	it('another execution sends its writes again: the kept answers belong to one execution', async () => {
		for (let run = 0; run < 2; run++) {
			const { nodes, connections } = workflow(kind.parameters, [kind.input[0]], settings);
			const result = await harness.runWorkflow({ nodes, connections });
			if (run === 0) expect(result.json('Node')[0].name).toBe('one');
			else expect(result.error('Node')?.message).toBeDefined();
		}
		// The second execution sent its create (and the server refused the duplicate name).
		expect(postsOf(requests())).toEqual([
			['one', 200],
			['one', 400],
			['one', 400],
			['one', 400],
		]);
	});
});

/** The most requests the emulator held at once: its log's [arrival, answer) intervals. */
function peakAtOnce(log: LoggedRequest[]): number {
	const edges = log.flatMap((entry) => [
		[entry.time, 1],
		[entry.time + (entry.durationMs ?? 0), -1],
	]);
	// An answer before an arrival at the same millisecond: the slot was free.
	edges.sort((a, b) => a[0] - b[0] || a[1] - b[1]);
	let open = 0;
	let peak = 0;
	for (const [, step] of edges) peak = Math.max(peak, (open += step));
	return peak;
}

describe('Request Options, in the Settings tab (the node parameter requestOptions)', () => {
	const six = [...SEED.sh.alerts.slice(0, 6)].map((id) => ({ id }));
	const read = kinds[0].parameters;

	it.each([
		['Items at Once 2', { itemsAtOnce: 2 }, 2],
		['Items at Once 1', { itemsAtOnce: 1 }, 1],
		['none: the self-hosted default (200)', undefined, 6],
	] as const)(
		'%s: a read of 6 items has that many requests at the server at once, the output in input order',
		async (_label, requestOptions, atOnce) => {
			// The first answers are held until one more than the limit is waiting (by count, not by
			// timing): a node within its limit never gets there, and they go after 300 ms; the
			// default sends all 6 and reaches the barrier at once.
			const want = Math.min(atOnce + 1, 6);
			const barrier = holdAnswersUntil(env.emulator, want, () => true, 300);
			try {
				const parameters = requestOptions ? { ...read, requestOptions } : read;
				const result = await harness.runWorkflow(
					workflow(parameters, six, {}, { credentials: AT_ONCE_CREDENTIALS }),
				);
				expect(result.json('Node').map((alert) => alert.id)).toEqual(six.map((item) => item.id));
				const log = requests();
				expect(log).toHaveLength(6);
				expect(barrier.state.peak).toBe(atOnce);
				// And never more afterwards: no request arrived while `atOnce` others were unanswered.
				expect(peakAtOnce(log)).toBeLessThanOrEqual(atOnce);
			} finally {
				barrier.undo();
			}
		},
	);

	it('Items at Once leaves writes one at a time, in order', async () => {
		const barrier = holdAnswersUntil(env.emulator, 2, () => true, 300);
		try {
			const result = await harness.runWorkflow(
				workflow(
					{ ...kinds[1].parameters, requestOptions: { itemsAtOnce: 5 } },
					[0, 1, 2].map((index) => ({
						name: `at-once-${index}`,
						service: 'generic',
						url: `https://hooks.example.com/at-once-${index}`,
					})),
				),
			);
			expect(result.json('Node').map((hook) => hook.name)).toEqual([
				'at-once-0',
				'at-once-1',
				'at-once-2',
			]);
			const log = requests();
			expect(log.map((entry) => (entry.body as Json).name)).toEqual([
				'at-once-0',
				'at-once-1',
				'at-once-2',
			]);
			expect(barrier.state.peak).toBe(1);
			expect(peakAtOnce(log)).toBe(1);
		} finally {
			barrier.undo();
		}
	});

	it.each([
		['Retry On Fail off', {}, 2],
		['Retry On Fail on, Max. Tries 2', { retryOnFail: true, maxTries: 2, waitBetweenTries: 10 }, 4],
	] as const)(
		'Max Retries 1 with %s: a read the server keeps refusing (503) is sent (Max Retries + 1) × tries times',
		async (_label, settings, sent) => {
			env.emulator.injectFault({ method: 'GET', path: alertPath(ALERT_1), status: 503, count: -1 });
			const result = await harness.runWorkflow(
				workflow({ ...read, requestOptions: { maxRetries: 1 } }, [{ id: ALERT_1 }], settings),
			);
			expect(result.error('Node')?.message).toMatch(/^HTTP 503/);
			expect(requests().map(line)).toEqual(
				Array.from({ length: sent }, () => `GET ${alertPath(ALERT_1)} 503`),
			);
		},
	);

	it('Timeout: an answer later than it fails the item, and Max Retries 0 sends the read once', async () => {
		env.emulator.injectFault({ method: 'GET', path: alertPath(ALERT_1), delayMs: 1000 });
		const result = await harness.runWorkflow(
			workflow({ ...read, requestOptions: { timeout: 100, maxRetries: 0 } }, [{ id: ALERT_1 }]),
		);
		expect(result.error('Node')?.message).toMatch(/No answer from the API within 100 ms/);
		expect(requests()).toHaveLength(1);
	});
});

describe('Always Output Data on an empty Get Many', () => {
	const parameters = {
		deployment: 'selfHosted',
		resource: 'webhook',
		operation: 'getAll',
		returnAll: true,
	};

	it('off: no item, the next node does not run; on: one empty item, the next node runs', async () => {
		env.emulator.reset({ webhooks: 0 });
		const off = await harness.runWorkflow(workflow(parameters, [{}], {}, { later: true }));
		expect(off.json('Node')).toEqual([]);
		expect(off.ran('Later')).toBe(false);
		const on = await harness.runWorkflow(
			workflow(parameters, [{}], { alwaysOutputData: true }, { later: true }),
		);
		expect(on.json('Node')).toEqual([{}]);
		expect(on.json('Later')).toEqual([{}]);
		expect(requests().map(line)).toEqual(['GET /api/v2/webhooks 200', 'GET /api/v2/webhooks 200']);
	});
});

describe('Execute Once', () => {
	it('runs the first item only: one request, one item paired with item 0', async () => {
		const { nodes, connections } = workflow(
			kinds[0].parameters,
			kinds[0].input.slice(0, 1).concat([{ id: ALERT_2 }, { id: ALERT_2 }]),
			{
				executeOnce: true,
			},
		);
		const result = await harness.runWorkflow({ nodes, connections });
		expect(result.json('Node').map((alert) => alert.id)).toEqual([ALERT_1]);
		expect(result.items('Node')[0].pairedItem).toEqual({ item: 0 });
		expect(requests().map(line)).toEqual([`GET ${alertPath(ALERT_1)} 200`]);
	});
});

describe('pinned data on the node', () => {
	it('the node sends nothing and the next node gets the pinned items', async () => {
		const { nodes, connections } = workflow(
			kinds[0].parameters,
			[{ id: ALERT_1 }],
			{},
			{ later: true },
		);
		const pinned = [{ json: { id: 'pinned-alert', name: 'Pinned' } }];
		const result = await harness.runWorkflow({ nodes, connections, pinData: { Node: pinned } });
		expect(result.json('Later')).toEqual([{ id: 'pinned-alert', name: 'Pinned' }]);
		expect(requests()).toEqual([]);
	});
});

describe('a partial run of a later node ("Execute step")', () => {
	it('the node keeps its output from the earlier run and is not run again', async () => {
		const { nodes, connections } = workflow(
			{
				deployment: 'selfHosted',
				resource: 'alert',
				operation: 'getAll',
				returnAll: false,
				limit: 2,
			},
			[{}],
			{},
			{ later: true },
		);
		const first = await harness.runWorkflow({ nodes, connections });
		const alerts = first.json('Node');
		expect(alerts).toHaveLength(2);
		env.emulator.clearRequests();
		const partial = await harness.runPartial({
			nodes,
			connections,
			runData: first.run.data.resultData.runData,
			destinationNode: 'Later',
		});
		expect(partial.json('Later')).toEqual(alerts);
		expect(requests()).toEqual([]);
	});
});

describe('the node in a sub-workflow called by Execute Workflow', () => {
	it('reads for each item the caller sends, and the caller gets the records', async () => {
		harness.setSubWorkflow('sub-alerts', {
			nodes: [
				{ name: 'Start', type: 'n8n-nodes-base.executeWorkflowTrigger', typeVersion: 1 },
				{
					name: 'Node',
					type: 'observabilityPipes',
					parameters: kinds[0].parameters,
					credentials: SELF_HOSTED_CREDENTIALS,
				},
			],
			connections: { Start: { main: [[{ node: 'Node', type: 'main', index: 0 }]] } },
		});
		const result = await harness.runWorkflow({
			nodes: [
				{
					name: 'Items',
					type: 'testItems',
					parameters: { items: JSON.stringify([{ id: ALERT_1 }, { id: ALERT_2 }]) },
				},
				{
					name: 'Call',
					type: 'n8n-nodes-base.executeWorkflow',
					typeVersion: 1,
					parameters: { source: 'database', workflowId: 'sub-alerts', mode: 'once' },
				},
			],
			connections: { Items: { main: [[{ node: 'Call', type: 'main', index: 0 }]] } },
		});
		expect(result.json('Call').map((alert) => alert.id)).toEqual([ALERT_1, ALERT_2]);
		expect(requests().map(line).sort()).toEqual(
			[`GET ${alertPath(ALERT_1)} 200`, `GET ${alertPath(ALERT_2)} 200`].sort(),
		);
	});
});

describe("$('Node').item and $('Node').first() on the node's output", () => {
	const readBack = (parameters: Json, input: Json[]) => {
		const { nodes, connections } = workflow(parameters, input);
		nodes.push({
			name: 'Fields',
			type: 'n8n-nodes-base.set',
			typeVersion: 3.4,
			parameters: {
				assignments: {
					assignments: [
						{ id: 'a', name: 'itemId', type: 'string', value: "={{ $('Node').item.json.id }}" },
						{ id: 'b', name: 'firstId', type: 'string', value: "={{ $('Node').first().json.id }}" },
						{ id: 'c', name: 'inputId', type: 'string', value: "={{ $('Items').item.json.id }}" },
					],
				},
				options: {},
			},
		});
		(connections as Json).Node = { main: [[{ node: 'Fields', type: 'main', index: 0 }]] };
		return harness.runWorkflow({ nodes, connections });
	};

	it('Get Many: each record finds itself and the first record; its input item is the one that asked', async () => {
		const result = await readBack(
			{
				deployment: 'selfHosted',
				resource: 'alert',
				operation: 'getAll',
				returnAll: false,
				limit: 3,
			},
			[{ id: 'the-one-input' }],
		);
		const ids = result.json('Node').map((alert) => alert.id);
		expect(ids).toHaveLength(3);
		expect(result.json('Fields')).toEqual(
			ids.map((id) => ({ itemId: id, firstId: ids[0], inputId: 'the-one-input' })),
		);
	});

	it('Simplify (Alert: Get of 2 items): .item pairs each simplified record with its input item', async () => {
		const result = await readBack({ ...kinds[0].parameters, simplify: true }, [
			{ id: ALERT_2 },
			{ id: ALERT_1 },
		]);
		expect(result.json('Fields')).toEqual([
			{ itemId: ALERT_2, firstId: ALERT_2, inputId: ALERT_2 },
			{ itemId: ALERT_1, firstId: ALERT_2, inputId: ALERT_1 },
		]);
	});
});

/** Waits (polling the emulator's log) until `ready` holds; fails after 20 s. */
async function until(ready: () => boolean): Promise<void> {
	for (let waited = 0; !ready(); waited += 20) {
		if (waited > 20000) throw new Error('the awaited request never came');
		await sleep(20);
	}
}

describe('Stop (the editor’s Stop, a workflow timeout): no request after the stop', () => {
	async function stopWhen(parameters: Json, ready: () => boolean, credentials?: object) {
		let running: { cancel(): void } | undefined;
		const { nodes, connections } = workflow(parameters, [{}], {}, { credentials });
		const done = harness.runWorkflow({
			nodes,
			connections,
			onStarted: (r) => (running = r),
		});
		await until(ready);
		const sentBeforeStop = requests().length;
		running?.cancel();
		const result = await done;
		return { result, sentBeforeStop };
	}

	/** The run did not succeed; the node ended with the stop, not with its own timeout (60 s, 30 s). */
	function expectStopped(result: Run) {
		expect(result.run.status).not.toBe('success');
		// Stopped in a pause: the node's own message; with a request in flight: n8n's "canceled",
		// which, failing the item's request, names the item. Which of the two the stop meets
		// depends on where the run was when it came.
		expect(result.error('Node')?.message).toMatch(
			/^(The execution was stopped before this request was sent|canceled)( \[item 0\])?$/,
		);
	}

	it('during Wait for State: the poll pause ends and no further read is sent', async () => {
		env.emulator.setPipeOutcome(SEED.pipes.messageBroker, 'Stopping');
		const { result, sentBeforeStop } = await stopWhen(
			{ ...kinds[2].parameters, pipeId: locator(SEED.pipes.messageBroker), waitTimeout: 60 },
			() => requests().length >= 3, // the command and two reads: the node is between polls
		);
		expectStopped(result);
		expect(requests()).toHaveLength(sentBeforeStop);
		expect(requests()[0]).toMatchObject({ method: 'PATCH' });
	});

	it('during a rate-limit wait (a 429 asking for 30 s): the wait ends and the request is not sent again', async () => {
		env.emulator.injectFault({
			method: 'GET',
			path: '/api/v2/alerts',
			status: 429,
			headers: { 'retry-after': '30' },
		});
		const { result, sentBeforeStop } = await stopWhen(
			{ ...kinds[0].parameters, alertId: locator(ALERT_1) },
			() => requests().some((entry) => entry.status === 429),
			PACED_CREDENTIALS,
		);
		expectStopped(result);
		expect(sentBeforeStop).toBe(1);
		expect(requests().map(line)).toEqual([`GET ${alertPath(ALERT_1)} 429`]);
	});
});
