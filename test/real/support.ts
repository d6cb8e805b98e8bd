/* eslint-disable @n8n/community-nodes/no-restricted-globals, @n8n/community-nodes/no-restricted-imports -- test code runs under jest, never in n8n Cloud: it needs Node globals and Node built-ins */
/**
 * The two servers of `npm run test:real` side by side: the real self-hosted server (started
 * by scripts/real/run.js, which passes its address and keys in OBS_REAL_*) and the emulator,
 * each behind a recording proxy, with one harness whose credentials point at each. `both()`
 * runs the same scenario on each and compares what the two servers answered
 * (./compare.js); a difference fails the check unless ./differences.js lists it (and
 * docs/real-server.md says why).
 */
import * as fs from 'fs';
import * as path from 'path';
import { createHarness } from '../harness';
import { ObservabilityPipes } from '../../nodes/ObservabilityPipes/ObservabilityPipes.node';
import { ObservabilityPipesTrigger } from '../../nodes/ObservabilityPipesTrigger/ObservabilityPipesTrigger.node';
import { ObservabilityPipesWebhookTrigger } from '../../nodes/ObservabilityPipesWebhookTrigger/ObservabilityPipesWebhookTrigger.node';
import { ObservabilityCloudApi } from '../../credentials/ObservabilityCloudApi.credentials';
import { ObservabilitySelfHostedApi } from '../../credentials/ObservabilitySelfHostedApi.credentials';
import { DEMO_SELF_HOSTED_API_KEY, SEED, startEmulator, type Emulator } from '../support/env';
// eslint-disable-next-line @typescript-eslint/no-require-imports
const { startRecorder } = require('./recorder');
// eslint-disable-next-line @typescript-eslint/no-require-imports
const { compareExchanges } = require('./compare');
// eslint-disable-next-line @typescript-eslint/no-require-imports
const { listedDifference } = require('./differences');
// eslint-disable-next-line @typescript-eslint/no-require-imports
const { checkExchange } = require('../contract');

/**
 * The real server's exchanges against its published document (with the contract check's
 * listed widenings, test/contract/widenings.js): what the node sent and what the server answered.
 */
function outsideDocument(exchanges: Json[]): string[] {
	const problems: string[] = [];
	for (const exchange of exchanges) {
		if (exchange.status === 429) continue;
		const verdict = checkExchange({
			deployment: 'selfHosted',
			method: exchange.method,
			path: exchange.path,
			query: exchange.query,
			body: exchange.requestBody,
			rawBody: exchange.requestBody === undefined ? '' : JSON.stringify(exchange.requestBody),
			status: exchange.status,
			contentType: exchange.contentType,
			responseText: exchange.text,
			modes: {},
		});
		for (const error of [...verdict.requestErrors, ...verdict.responseErrors])
			problems.push(`${exchange.method} ${exchange.path} ${exchange.status}: ${error}`);
	}
	return problems;
}

// eslint-disable-next-line @typescript-eslint/no-explicit-any
export type Json = any;

export const REAL = {
	url: process.env.OBS_REAL_URL ?? '',
	keys: JSON.parse(process.env.OBS_REAL_KEYS ?? '[]') as string[],
	mongoUri: process.env.OBS_REAL_MONGO_URI ?? '',
	nodeModules: process.env.OBS_REAL_NODE_MODULES ?? '',
	reportDir: process.env.OBS_REAL_REPORT ?? '',
	/** The columnar database's HTTP interface (scripts/real/columnarFront.mjs). */
	engineUrl: process.env.OBS_REAL_ENGINE_URL ?? '',
	/** The file of the alert checker's spec (scripts/real/checker.js). */
	checker: process.env.OBS_REAL_CHECKER ?? '',
	/** The server's source folder the run checked (scripts/real/sourceDigest.js). */
	sourceDir: process.env.OBS_REAL_SOURCE_DIR ?? '',
};

if (!REAL.url || REAL.keys.length < 3 || !REAL.engineUrl)
	throw new Error(
		'test/real runs under `npm run test:real`, which starts the real server and passes its address and keys',
	);

export type SideName = 'real' | 'emulator';

export interface Side {
	name: SideName;
	/** The credential the node uses on this side. */
	credentials: { observabilitySelfHostedApi: { id: string; name: string } };
	/** The log and trace sources (created on the real server, seeded in the emulator). */
	sources: { log: string; trace: string; metric: string };
	recorder: Json;
	/** Direct API calls (setup, checks), with a key other than the node's. */
	api(method: string, route: string, body?: unknown): Promise<{ status: number; body: Json }>;
}

export interface Pair {
	harness: ReturnType<typeof createHarness>;
	emulator: Emulator;
	real: Side;
	emu: Side;
	sides: Side[];
}

/** One line of the run's report (printed by scripts/real/run.js). */
export function report(entry: Record<string, unknown>) {
	if (!REAL.reportDir) return;
	const file = path.join(
		REAL.reportDir,
		`${path.basename(expect.getState().testPath ?? 'suite')}.jsonl`,
	);
	fs.appendFileSync(file, JSON.stringify(entry) + '\n');
}

/** The last key is kept for the rate-limit check (its budget is spent on purpose). */
export const LIMITED_KEY = REAL.keys[REAL.keys.length - 1];
let keyTurn = 1;
/** One of the member keys, in turn: direct calls spread over them (100 requests a minute each). */
export function memberKey(): string {
	const key = REAL.keys[keyTurn];
	keyTurn = keyTurn + 1 >= REAL.keys.length - 1 ? 1 : keyTurn + 1;
	return key;
}

export async function call(
	base: string,
	key: string,
	method: string,
	route: string,
	body?: unknown,
): Promise<{ status: number; body: Json; text: string }> {
	for (let attempt = 0; ; attempt++) {
		const response = await fetch(base + route, {
			method,
			headers: {
				authorization: `Bearer ${key}`,
				...(body === undefined ? {} : { 'content-type': 'application/json' }),
			},
			// a text is sent as it is (the refusals check sends text that is not JSON)
			body: body === undefined ? undefined : typeof body === 'string' ? body : JSON.stringify(body),
		});
		const text = await response.text();
		if (response.status === 429 && attempt < 5) {
			await new Promise((resolve) =>
				setTimeout(resolve, 1000 * Number(response.headers.get('retry-after') ?? 10)),
			);
			continue;
		}
		let parsed: Json;
		try {
			parsed = text ? JSON.parse(text) : undefined;
		} catch {
			parsed = text;
		}
		return { status: response.status, body: parsed, text };
	}
}

/**
 * The connection and the log, trace and metric sources every real check uses: copies of the
 * emulator's seeded ones (the same fields, so that their answers compare), created on the real
 * server, on a connection to the columnar database of the run (its tables are the server's
 * seed SQL's, which the seeded sources name).
 */
async function realSources(
	emulatorUrl: string,
): Promise<{ log: string; trace: string; metric: string }> {
	const key = memberKey();
	const connection = await call(REAL.url, key, 'POST', '/api/v2/connections', {
		name: 'Local',
		host: REAL.engineUrl,
		username: 'default',
		password: '',
	});
	if (connection.status !== 200)
		throw new Error(`connection: ${connection.status} ${connection.text}`);
	const connectionId = connection.body.data.id;
	const copy = async (id: string) => {
		const seeded = await call(
			emulatorUrl,
			DEMO_SELF_HOSTED_API_KEY,
			'GET',
			`/api/v2/sources/${id}`,
		);
		const { id: _id, createdAt: _c, updatedAt: _u, ...fields } = seeded.body.data;
		void [_id, _c, _u];
		const created = await call(REAL.url, key, 'POST', '/api/v2/sources', {
			...fields,
			connection: connectionId,
		});
		if (created.status !== 200) throw new Error(`source: ${created.status} ${created.text}`);
		return created.body.data.id as string;
	};
	return {
		log: await copy(SEED.sh.sources.log),
		trace: await copy(SEED.sh.sources.trace),
		metric: await copy(SEED.sh.sources.metric),
	};
}

/**
 * Everything a suite before may have left on the real server (the server runs once for every
 * suite of the run, the emulator once per suite), so that both lists start alike: alerts first
 * (a webhook an alert notifies cannot go), then dashboards, saved searches, webhooks, sources
 * and connections.
 */
async function wipeReal(): Promise<void> {
	for (const route of [
		'alerts',
		'dashboards',
		'saved-searches',
		'webhooks',
		'sources',
		'connections',
	]) {
		const list = await call(REAL.url, memberKey(), 'GET', `/api/v2/${route}`);
		for (const record of list.body?.data ?? []) {
			const gone = await call(REAL.url, memberKey(), 'DELETE', `/api/v2/${route}/${record.id}`);
			if (gone.status >= 300)
				throw new Error(
					`wiping the real server: DELETE ${route}/${record.id} answered ${gone.status} ${gone.text}`,
				);
		}
	}
}

/** The pair for the describe block it is called in: started before its first test, closed after its last. */
export function usePair(emulatorOptions: Record<string, unknown> = {}): Pair {
	const pair = {} as Pair;
	const closers: Array<() => Promise<void>> = [];
	beforeAll(async () => {
		// No seeded dashboards, alerts or webhooks: the lists hold what the checks create, as on
		// the real server, which starts empty.
		const emulator = await startEmulator({
			webhookAllowList: ['127.0.0.1'],
			seed: {
				selfHostedAlerts: 0,
				selfHostedDashboards: 0,
				webhooks: 0,
				selfHostedSavedSearches: 0,
			},
			...emulatorOptions,
		});
		closers.push(() => emulator.close());
		await wipeReal();
		const realRecorder = await startRecorder(REAL.url);
		const emuRecorder = await startRecorder(emulator.url);
		closers.push(
			() => realRecorder.close(),
			() => emuRecorder.close(),
		);
		const harness = createHarness({
			nodeClasses: [
				ObservabilityPipes,
				ObservabilityPipesTrigger,
				ObservabilityPipesWebhookTrigger,
			],
			credentialClasses: [ObservabilityCloudApi, ObservabilitySelfHostedApi],
			credentials: {
				'real-cred': {
					observabilitySelfHostedApi: { baseUrl: realRecorder.url, apiKey: REAL.keys[0] },
				},
				'real-limited-cred': {
					observabilitySelfHostedApi: { baseUrl: realRecorder.url, apiKey: LIMITED_KEY },
				},
				'emu-cred': {
					observabilitySelfHostedApi: {
						baseUrl: emuRecorder.url,
						apiKey: DEMO_SELF_HOSTED_API_KEY,
					},
				},
			},
		});
		const real: Side = {
			name: 'real',
			credentials: { observabilitySelfHostedApi: { id: 'real-cred', name: 'Real server' } },
			sources: await realSources(emulator.url),
			recorder: realRecorder,
			api: (method, route, body) => call(REAL.url, memberKey(), method, route, body),
		};
		const emu: Side = {
			name: 'emulator',
			credentials: { observabilitySelfHostedApi: { id: 'emu-cred', name: 'Emulator' } },
			sources: SEED.sh.sources,
			recorder: emuRecorder,
			api: (method, route, body) =>
				call(emulator.url, DEMO_SELF_HOSTED_API_KEY, method, route, body),
		};
		Object.assign(pair, { harness, emulator, real, emu, sides: [real, emu] });
	});
	afterAll(async () => {
		for (const close of closers.reverse()) await close();
	});
	return pair;
}

/**
 * Runs `scenario` on the real server, then on the emulator, and compares what each answered
 * to the node. Returns both results; the check fails on a difference ./differences.js does
 * not list.
 */
export async function both<T>(
	pair: Pair,
	scenario: (side: Side) => Promise<T>,
): Promise<{ real: T; emulator: T; differences: string[] }> {
	pair.real.recorder.take();
	pair.emu.recorder.take();
	const real = await scenario(pair.real);
	const realExchanges = pair.real.recorder.take();
	const emulator = await scenario(pair.emu);
	const emulatorExchanges = pair.emu.recorder.take();
	if (process.env.OBS_REAL_DUMP)
		fs.appendFileSync(
			process.env.OBS_REAL_DUMP,
			JSON.stringify({
				check: expect.getState().currentTestName,
				realExchanges,
				emulatorExchanges,
			}) + '\n',
		);
	const limited = realExchanges.filter((exchange: Json) => exchange.status === 429).length;
	if (limited) report({ kind: 'rateLimit', count: limited });
	const lines: string[] = compareExchanges(realExchanges, emulatorExchanges);
	const check = expect.getState().currentTestName ?? '';
	report({ kind: 'compared', check, exchanges: realExchanges.length });
	const outside = outsideDocument(realExchanges);
	for (const line of outside) report({ kind: 'outsideDocument', check, line });
	const unlisted: string[] = [];
	for (const line of lines) {
		const listed = listedDifference(line);
		report({ kind: 'difference', check, line, listed: listed?.id ?? null });
		if (!listed) unlisted.push(line);
	}
	if (outside.length)
		throw new Error(
			`the real server's exchanges break its published document where no widening of the contract check (test/contract/widenings.js) says so:\n  ${outside.join('\n  ')}`,
		);
	if (unlisted.length)
		throw new Error(
			`the emulator answers otherwise than the real server (fix the one that is wrong, or list the difference in test/real/differences.js and docs/real-server.md):\n  ${unlisted.join('\n  ')}`,
		);
	return { real, emulator, differences: lines };
}

export const locator = (value: string, mode = 'id') => ({ __rl: true, mode, value });

/** The action node on one side, with its self-hosted credential. */
export async function runOn(
	pair: Pair,
	side: Side,
	parameters: Record<string, unknown>,
	options: { input?: object[]; continueOnFail?: boolean } = {},
) {
	// the operation cells run against the real server (scripts/real/run.js checks every
	// self-hosted cell of the built description has run)
	if (side.name === 'real')
		report({ kind: 'operation', resource: parameters.resource, operation: parameters.operation });
	// The checks compare records as the server answers them: Simplify, on by default for a new
	// node, is off unless a check asks for it.
	return pair.harness.runNode({
		parameters: { deployment: 'selfHosted', simplify: false, ...parameters },
		credentials: side.credentials,
		...options,
	});
}

/** The JSON of the node's items, or throws the node's error. */
export async function itemsOn(
	pair: Pair,
	side: Side,
	parameters: Record<string, unknown>,
	options: { input?: object[] } = {},
): Promise<Json[]> {
	return (await runOn(pair, side, parameters, options)).json('Node');
}

/** The node's error message on one side (fails the check if the node succeeded). */
export async function errorOn(
	pair: Pair,
	side: Side,
	parameters: Record<string, unknown>,
): Promise<string> {
	const run = await runOn(pair, side, parameters);
	const error = run.error('Node');
	if (!error) throw new Error(`the node succeeded on the ${side.name} where an error was expected`);
	return String(error.message);
}

/** The MongoDB driver the real server uses, from the install in the cache (its ObjectId too). */
export function mongodb(): Json {
	// eslint-disable-next-line @typescript-eslint/no-require-imports
	return require(path.join(REAL.nodeModules, 'mongodb'));
}

/** Runs `work` with the real server's database, through the wire protocol, as its alert checker writes. */
export async function withDatabase<T>(work: (db: Json, ObjectId: Json) => Promise<T>): Promise<T> {
	const { MongoClient, ObjectId } = mongodb();
	const client = new MongoClient(REAL.mongoUri, {
		directConnection: true,
		serverSelectionTimeoutMS: 5000,
	});
	try {
		await client.connect();
		return await work(client.db(), ObjectId);
	} finally {
		await client.close();
	}
}

// eslint-disable-next-line @typescript-eslint/no-require-imports
const columnarRows = require('../../scripts/real/columnarRows');
// eslint-disable-next-line @typescript-eslint/no-require-imports
const alertChecker = require('../../scripts/real/checker');

/** Rows into the columnar database, as the server's client writes them (default: the log table). */
export function writeRows(rows: Json[], options: { table?: string } = {}): Promise<number> {
	return columnarRows.writeRows(rows, { url: REAL.engineUrl, ...options });
}

/** Removes every row of a table of the columnar database (default: the log table). */
export function clearRows(options: { table?: string } = {}): Promise<void> {
	return columnarRows.clearRows({ url: REAL.engineUrl, ...options });
}

/** The rows of a SELECT on the columnar database, read through the engine. */
export function selectRows(statement: string, params?: Record<string, unknown>): Promise<Json[]> {
	return columnarRows.selectRows(statement, { url: REAL.engineUrl, params });
}

/**
 * One pass of the server's own alert checker, as its scheduler runs it (scripts/real/checker.js):
 * resolves once the process has exited; rejects when the pass failed.
 */
export function runCheckerPass(): Promise<{
	code: number;
	seconds: number;
	output: string;
	errors: string[];
}> {
	return alertChecker.runChecker(alertChecker.checkerFromEnv());
}
