/* eslint-disable @n8n/community-nodes/no-restricted-globals, @n8n/community-nodes/no-restricted-imports -- test code runs under jest, never in n8n Cloud: it needs Node globals and Node built-ins */
import * as fs from 'fs';
import * as path from 'path';
import { createHarness } from '../harness';
import { ObservabilityCloudApi } from '../../credentials/ObservabilityCloudApi.credentials';
import { ObservabilitySelfHostedApi } from '../../credentials/ObservabilitySelfHostedApi.credentials';
import {
	apiRequests,
	cloudParams,
	DEMO_CLOUD,
	DEMO_CLOUD_KEYS,
	locator,
	SEED,
	startEmulator,
	startEnv,
	useEnv,
	type TestEnv,
} from '../support/env';
import { RateLimitPacer } from '../../nodes/shared/http/rateLimitPacer';
import {
	expectWithinLimit,
	holdFirstWindowUntilRefusal,
	watchRateWindows,
} from '../support/rateWindows';
import { table, writeSection } from './report';

// eslint-disable-next-line @typescript-eslint/no-require-imports
const { cloudAlertId } = require('../emulator');

type LogEntry = { path: string; status: number; time: number; headers: Record<string, string> };
/** Alerts the rate-limit cases read, one of its own per item (a retry is then known by its path). */
const RATE_ALERTS = 60;
const alertIds = (from: number, count: number): string[] =>
	Array.from({ length: count }, (_, index) => cloudAlertId(from + index));
const alertPath = (id: string) =>
	`/v1/organizations/${SEED.org}/services/${SEED.service}/observability/alerts/${id}`;
/** One key of its own per case, so each case starts with a pacer that knows nothing. */
const KEYS = ['joining', 'together', 'otherServer', 'processes', 'budget'] as const;
const credentialOf = (name: (typeof KEYS)[number]) => ({
	observabilityCloudApi: { id: `queue-${name}`, name },
});
const rows: Array<Array<string | number>> = [];
const notes: string[] = [];

/** The action node as a second n8n process loads it: its own copy of every module, so its own pacers. */
function otherProcessNode() {
	let NodeClass: unknown;
	jest.isolateModules(() => {
		NodeClass =
			// eslint-disable-next-line @typescript-eslint/no-require-imports
			require('../../nodes/ObservabilityPipes/ObservabilityPipes.node').ObservabilityPipes;
	});
	return NodeClass as new () => object;
}

const alertInput = (count: number, ids: string[]) =>
	Array.from({ length: count }, (_, index) => ({ id: ids[index % ids.length] }));
const failedItems = (result: { json(name: string): Array<{ error?: unknown }> }) =>
	result.json('Node').filter((item) => item.error).length;

describe('queue mode: no state shared between executions', () => {
	const env = useEnv({ emulator: { latencyMs: 15 }, eachTest: 'none' });
	let second: {
		url: string;
		close(): Promise<void>;
		requests(): Array<{ headers: Record<string, string>; deployment: string }>;
	};
	beforeAll(async () => {
		second = await startEmulator({ latencyMs: 15 });
		env.harness.store['cloud-cred-2'] = {
			observabilityCloudApi: {
				baseUrl: second.url,
				keyId: DEMO_CLOUD_KEYS.org2Admin.keyId,
				keySecret: DEMO_CLOUD_KEYS.org2Admin.keySecret,
			},
		};
	});
	afterAll(async () => second.close());

	it('two interleaved executions with different credentials each reach their own server with their own key', async () => {
		const input = Array.from({ length: 8 }, (_, index) => ({ id: SEED.cloudAlerts[index % 6] }));
		const params = cloudParams('alert', 'get', { alertId: locator('={{ $json.id }}') });
		const [first, other] = await Promise.all([
			env.harness.runNode({
				parameters: params,
				credentials: { observabilityCloudApi: { id: 'cloud-cred', name: 'A' } },
				input,
			}),
			env.harness.runNode({
				parameters: params,
				credentials: { observabilityCloudApi: { id: 'cloud-cred-2', name: 'B' } },
				input,
			}),
		]);
		expect(first.json('Node').map((alert: { id: string }) => alert.id)).toEqual(
			input.map((item) => item.id),
		);
		expect(other.json('Node').map((alert: { id: string }) => alert.id)).toEqual(
			input.map((item) => item.id),
		);

		const basic = (key: { keyId: string; keySecret: string }) =>
			'Basic ' + Buffer.from(`${key.keyId}:${key.keySecret}`).toString('base64');
		const firstLog = apiRequests(env);
		const otherLog = second.requests().filter((entry) => entry.deployment !== 'control');
		expect(firstLog).toHaveLength(8);
		expect(otherLog).toHaveLength(8);
		expect(
			new Set(
				firstLog.map((entry: { headers: Record<string, string> }) => entry.headers.authorization),
			),
		).toEqual(new Set([basic(DEMO_CLOUD)]));
		expect(new Set(otherLog.map((entry) => entry.headers.authorization))).toEqual(
			new Set([basic(DEMO_CLOUD_KEYS.org2Admin)]),
		);
	});

	it('the compiled-from sources keep no mutable module-level state', () => {
		const offenders: string[] = [];
		const walk = (dir: string) => {
			for (const entry of fs.readdirSync(dir, { withFileTypes: true })) {
				const file = path.join(dir, entry.name);
				if (entry.isDirectory()) walk(file);
				else if (file.endsWith('.ts')) {
					fs.readFileSync(file, 'utf8')
						.split('\n')
						.forEach((line, index) => {
							if (/^(export )?(let|var) /.test(line))
								offenders.push(`${file}:${index + 1}: ${line.trim()}`);
						});
				}
			}
		};
		walk(path.resolve(__dirname, '../../nodes'));
		walk(path.resolve(__dirname, '../../credentials'));
		expect(offenders).toEqual([]);
	});

	it('the pacer registry, the client of each run and the turns of alert writes are the only module-level containers created empty to be filled', () => {
		const containers: string[] = [];
		const walk = (dir: string) => {
			for (const entry of fs.readdirSync(dir, { withFileTypes: true })) {
				const file = path.join(dir, entry.name);
				if (entry.isDirectory()) walk(file);
				else if (file.endsWith('.ts')) {
					fs.readFileSync(file, 'utf8')
						.split('\n')
						.forEach((line) => {
							if (
								/^(export )?const \w+(: [^=]+)? = new (Map|Set|WeakMap|WeakSet|Array)(<.*>)?\(\)/.test(
									line,
								)
							)
								containers.push(
									`${path.relative(path.resolve(__dirname, '../..'), file)}: ${line.trim()}`,
								);
						});
				}
			}
		};
		walk(path.resolve(__dirname, '../../nodes'));
		walk(path.resolve(__dirname, '../../credentials'));
		// The clients are keyed weakly by the run's own execute context: a run never reaches another's,
		// and an entry goes with its run. The alert-write turns hold only a promise per alert being
		// changed, removed when its last change ends: activations take turns, nothing else is shared.
		expect(containers).toEqual([
			'nodes/ObservabilityPipesWebhookTrigger/alertWrites.ts: const queues = new Map<string, Promise<void>>();',
			'nodes/shared/http/rateLimitPacers.ts: const pacers = new Map<string, RateLimitPacer>();',
			'nodes/shared/http/transport.ts: const executionClients = new WeakMap<IExecuteFunctions, ApiClient>();',
		]);
	});
});

describe('queue mode: one rate limit shared by the executions of a credential', () => {
	let env: TestEnv;
	let second: {
		url: string;
		close(): Promise<void>;
		requests(): LogEntry[];
		configure(options: object): void;
	};
	const limit = 5;
	const windowMs = 500;
	let undoHold: () => void;
	let watched: ReturnType<typeof watchRateWindows>;
	/** Every pacer's onSent: which pacer counted each request (its `this`). */
	let pacerSends: jest.SpiedFunction<RateLimitPacer['onSent']>;
	/** The pacers that counted the requests of the tests before (a new one is none of them). */
	const earlierPacers = new Set<RateLimitPacer>();
	/** The pacers that counted this test's requests, each once, and whether any is an earlier test's. */
	const pacersOfThisTest = () => {
		const pacers = new Set(pacerSends.mock.contexts as RateLimitPacer[]);
		return { count: pacers.size, reused: [...pacers].filter((pacer) => earlierPacers.has(pacer)) };
	};
	/** Resolves at the limiter's first refusal (set before a test starts its runs). */
	let firstRefusal: Promise<void>;
	beforeAll(async () => {
		const keys = KEYS.map((name) => ({
			keyId: `queue-key-${name}`,
			keySecret: `queue-secret-${name}`,
			roles: ['admin'],
		}));
		env = await startEnv({
			latencyMs: 5,
			cloudCredentials: [{ ...DEMO_CLOUD, roles: ['admin'] }, ...keys],
		});
		second = await startEmulator({ latencyMs: 5 });
		for (const [index, name] of KEYS.entries()) {
			env.harness.store[`queue-${name}`] = {
				observabilityCloudApi: {
					baseUrl: env.emulator.url,
					keyId: keys[index].keyId,
					keySecret: keys[index].keySecret,
				},
			};
		}
		env.harness.store['queue-free-server'] = {
			observabilityCloudApi: {
				baseUrl: second.url,
				keyId: DEMO_CLOUD.keyId,
				keySecret: DEMO_CLOUD.keySecret,
			},
		};
	});
	afterAll(async () => {
		await env.close();
		await second.close();
		writeSection(
			'queueMode',
			'## Queue mode\n\nNo module-level `let`/`var` in `nodes/` or `credentials/`; the one module-level container is the pacer registry (at most 100 credentials, keyed by a SHA-256 digest of deployment, base URL and key). Two interleaved executions with credentials for two different servers each reached only their own server with their own key.\n\n' +
				`Executions of one credential share its pacer; different credentials and other processes do not. Cloud limit scaled to ${limit} per ${windowMs} ms.\n\n` +
				table(['Case', 'Executions', 'Items', 'Failed items', '429s provoked', 'Requests'], rows) +
				'\n\n' +
				notes.join('\n') +
				'\n',
		);
	});
	beforeEach(() => {
		env.emulator.reset({ alerts: RATE_ALERTS });
		env.emulator.configure({ rateLimit: { cloud: { enabled: true, limit, windowMs } } });
		// The first window holds until its first 429 (see there): that 429 is certain, however
		// slowly the requests travel on a busy machine.
		undoHold = holdFirstWindowUntilRefusal(env.emulator, 'cloud');
		let refused = () => undefined as void;
		firstRefusal = new Promise<void>((resolve) => (refused = resolve));
		watched = watchRateWindows(env.emulator, 'cloud', (refusals) => {
			if (refusals === 1) refused();
		});
		pacerSends = jest.spyOn(RateLimitPacer.prototype, 'onSent');
	});
	afterEach(() => {
		for (const pacer of pacerSends.mock.contexts as RateLimitPacer[]) earlierPacers.add(pacer);
		pacerSends.mockRestore();
		watched.undo();
		undoHold();
		env.emulator.configure({ rateLimit: { cloud: { enabled: false } } });
	});

	it('executions of the same credential that join a running one share its pacer: no window over the limit, no retry before its window ends', async () => {
		const params = cloudParams('alert', 'get', { alertId: locator('={{ $json.id }}') });
		const firstIds = alertIds(0, 30);
		const laterIds = [alertIds(30, 5), alertIds(35, 5), alertIds(40, 5)];
		const credentials = credentialOf('joining');
		const first = env.harness.runNode({
			parameters: params,
			credentials,
			input: alertInput(30, firstIds),
			continueOnFail: true,
		});
		// The first execution learns the limit from its first 429; then three more join while it
		// runs (its other 24 reads take at least four more windows). Told by the limiter, not
		// found by polling the clock: a first run that ends without a 429 fails the test at once.
		// (Its second 429, which tells the window's length, is not waited for: on a busy machine
		// reads can travel slower than the limit, and it never comes.)
		await Promise.race([
			firstRefusal,
			first.then(() => {
				throw new Error('the first execution ended without a 429');
			}),
		]);
		const later = await Promise.all(
			laterIds.map((ids) =>
				env.harness.runNode({
					parameters: params,
					credentials,
					input: alertInput(5, ids),
					continueOnFail: true,
				}),
			),
		);
		const results = [await first, ...later];
		const log = apiRequests(env) as LogEntry[];
		const rejected = log.filter((entry) => entry.status === 429);
		rows.push([
			'same credential, three executions join a running one',
			4,
			45,
			results.reduce((sum, result) => sum + failedItems(result), 0),
			rejected.length,
			log.length,
		]);
		expect(results.map(failedItems)).toEqual([0, 0, 0, 0]);
		expect(
			results.map((result) => result.json('Node').map((alert: { id: string }) => alert.id)),
		).toEqual([firstIds, ...laterIds]);
		// The protocol: the four executions used one pacer, the one the first created, and every
		// request of each (the joining ones' first too) waited for it and was counted by it.
		expect(pacersOfThisTest()).toEqual({ count: 1, reused: [] });
		expect(pacerSends).toHaveBeenCalledTimes(log.length);
		// What the limit and the pacer guarantee whatever the machine's speed (how many 429s the
		// joining runs provoke is not: on a busy machine a paced request can reach the scaled-down
		// window early, so that count is a figure of the run, in the table above, not a bound).
		expectWithinLimit(log, watched, limit, [firstIds, ...laterIds].flat().map(alertPath));
	});

	it('two executions of the same credential started together share one pacer and stay within the limit', async () => {
		const params = cloudParams('alert', 'get', { alertId: locator('={{ $json.id }}') });
		const results = await Promise.all(
			[0, 1].map((run) =>
				env.harness.runNode({
					parameters: params,
					credentials: credentialOf('together'),
					input: alertInput(20, alertIds(run * 20, 20)),
					continueOnFail: true,
				}),
			),
		);
		const log = apiRequests(env) as LogEntry[];
		const rejected = log.filter((entry) => entry.status === 429).length;
		rows.push([
			'same credential, two executions at once',
			2,
			40,
			results.reduce((sum, result) => sum + failedItems(result), 0),
			rejected,
			log.length,
		]);
		expect(results.map(failedItems)).toEqual([0, 0]);
		// The protocol: both executions went through one pacer, the one the first created.
		expect(pacersOfThisTest()).toEqual({ count: 1, reused: [] });
		expect(pacerSends).toHaveBeenCalledTimes(log.length);
		// What the limit and the pacer guarantee whatever the machine's speed; the count of 429s
		// is a figure of the run (a busy machine delays paced requests into the scaled-down
		// windows), in the table above, not a bound.
		expectWithinLimit(log, watched, limit, alertIds(0, 40).map(alertPath));
	});

	it('a credential for another server keeps its own pace: the limited one does not hold it back', async () => {
		const params = cloudParams('alert', 'get', { alertId: locator('={{ $json.id }}') });
		const input = alertInput(15, SEED.cloudAlerts);
		const [limited, free] = await Promise.all([
			env.harness.runNode({
				parameters: params,
				credentials: credentialOf('otherServer'),
				input,
				continueOnFail: true,
			}),
			env.harness.runNode({
				parameters: params,
				credentials: { observabilityCloudApi: { id: 'queue-free-server', name: 'free' } },
				input,
				continueOnFail: true,
			}),
		]);
		expect([failedItems(limited), failedItems(free)]).toEqual([0, 0]);
		const freeLog = second
			.requests()
			.filter((entry) => (entry as unknown as { deployment: string }).deployment !== 'control');
		expect(freeLog).toHaveLength(15);
		expect(freeLog.every((entry) => entry.status === 200)).toBe(true);
		// Each credential has its own pacer (sharing the limited server's would stall the free one
		// for a window after 5 requests), and the free server refused nothing.
		expect(pacersOfThisTest()).toEqual({ count: 2, reused: [] });
		expect(pacerSends).toHaveBeenCalledTimes(apiRequests(env).length + freeLog.length);
		rows.push([
			'two credentials, two servers (one limited)',
			2,
			30,
			failedItems(limited) + failedItems(free),
			(apiRequests(env) as LogEntry[]).filter((entry) => entry.status === 429).length,
			apiRequests(env).length + freeLog.length,
		]);
	});

	it('two processes on one key (each with its own pacers) lose no item to the 429s they provoke', async () => {
		const processes = [0, 1].map(() =>
			createHarness({
				nodeClasses: [otherProcessNode()],
				credentialClasses: [ObservabilityCloudApi, ObservabilitySelfHostedApi],
				credentials: env.harness.store,
			}),
		);
		const params = cloudParams('alert', 'get', { alertId: locator('={{ $json.id }}') });
		// 3 executions in each process, 8 items each: 48 reads, about 10 windows.
		const results = await Promise.all(
			processes.flatMap((harness, process) =>
				[0, 1, 2].map((run) =>
					harness.runNode({
						parameters: params,
						credentials: credentialOf('processes'),
						input: alertInput(8, alertIds((process * 3 + run) * 8, 8)),
						continueOnFail: true,
					}),
				),
			),
		);
		const log = apiRequests(env) as LogEntry[];
		const rejected = log.filter((entry) => entry.status === 429).length;
		rows.push([
			'same key, two processes, three executions each',
			6,
			48,
			results.reduce((sum, result) => sum + failedItems(result), 0),
			rejected,
			log.length,
		]);
		expect(results.map(failedItems)).toEqual([0, 0, 0, 0, 0, 0]);
		expect(results.map((result) => result.json('Node').length)).toEqual([8, 8, 8, 8, 8, 8]);
		// Two pacers that know nothing of each other still never send a retry before the window
		// its 429 announced has ended, and lose or repeat no read.
		expectWithinLimit(log, watched, limit, alertIds(0, 48).map(alertPath));
	});

	it('a request the key refuses for 20 windows in a row (others used them up) still succeeds', async () => {
		env.emulator.configure({ rateLimit: { cloud: { enabled: false } } });
		// Each answer asks for 20 ms, as a 429 at the end of a busy window would.
		env.emulator.injectFault({
			deployment: 'cloud',
			path: SEED.cloudAlerts[0],
			status: 429,
			count: 20,
			headers: { 'X-RateLimit-Reset': '0.02', 'Retry-After': '1' },
			body: {
				status: 429,
				error: 'TOO_MANY_REQUESTS: rate limit exceeded',
				requestId: '00000000-0000-4000-8000-000000000000',
			},
		});
		const result = await env.harness.runNode({
			parameters: cloudParams('alert', 'get', { alertId: locator(SEED.cloudAlerts[0]) }),
			credentials: credentialOf('budget'),
			input: [{}],
			continueOnFail: true,
		});
		const log = apiRequests(env) as LogEntry[];
		expect(failedItems(result)).toBe(0);
		expect(result.json('Node')[0].id).toBe(SEED.cloudAlerts[0]);
		expect(log.map((entry) => entry.status)).toEqual([...Array(20).fill(429), 200]);
		notes.push(
			'A request refused 20 times in a row (a key kept busy by other processes for 20 windows) still succeeded on the 21st attempt: a request gives up only after 30 rate-limit answers, so a burst of up to 30 windows of requests from all processes together (300 cloud reads, 3,000 self-hosted) never fails an item.',
		);
	});
});
