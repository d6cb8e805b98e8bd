import {
	apiRequests,
	cloudParams,
	locator,
	runAction,
	runVersion,
	SEED,
	selfHostedParams,
	useEnv,
} from '../support/env';
import { newNodeVersion } from '../harness';
import { ObservabilityPipes } from '../../nodes/ObservabilityPipes/ObservabilityPipes.node';

/** The version of the action node these runs use: the one n8n gives a new node, read from the node. */
const NODE_VERSION = newNodeVersion(new ObservabilityPipes());
import { recordFigure } from '../support/figures';
import { shAlertBody } from '../actions/alert.cases';
import { table, writeSection } from './report';

type Method = 'GET' | 'POST' | 'PUT' | 'PATCH' | 'DELETE';

interface MethodCase {
	method: Method;
	operation: string;
	deployment: 'cloud' | 'selfHosted';
	/** Path the fault targets (regular expression source). */
	path: string;
	params(): Record<string, unknown>;
}

const shAlert = () => SEED.sh.alerts[0];
const createBody = () => ({ ...shAlertBody(), name: 'fault test' });

const METHODS: MethodCase[] = [
	{
		method: 'GET',
		operation: 'alert:get',
		deployment: 'selfHosted',
		path: '^/api/v2/alerts/[0-9a-f]{24}$',
		params: () => selfHostedParams('alert', 'get', { alertId: locator(shAlert()) }),
	},
	{
		method: 'POST',
		operation: 'alert:create',
		deployment: 'selfHosted',
		path: '^/api/v2/alerts$',
		params: () =>
			selfHostedParams('alert', 'create', {
				specifyBody: 'json',
				jsonBody: JSON.stringify(createBody()),
			}),
	},
	{
		method: 'PUT',
		operation: 'alert:update',
		deployment: 'selfHosted',
		path: '^/api/v2/alerts/[0-9a-f]{24}$',
		params: () =>
			selfHostedParams('alert', 'update', {
				alertId: locator(shAlert()),
				specifyBody: 'json',
				jsonBody: '{"threshold": 7}',
			}),
	},
	{
		method: 'PATCH',
		operation: 'apiKey:update',
		deployment: 'cloud',
		path: '/keys/',
		params: () =>
			cloudParams('apiKey', 'update', {
				keyId: locator(SEED.keys.developer),
				specifyBody: 'json',
				jsonBody: '{"name": "renamed by fault test"}',
			}),
	},
	{
		method: 'DELETE',
		operation: 'alert:delete',
		deployment: 'selfHosted',
		path: '^/api/v2/alerts/[0-9a-f]{24}$',
		params: () => selfHostedParams('alert', 'delete', { alertId: locator(shAlert()) }),
	},
];

const idempotent = (method: Method) => method === 'GET' || method === 'PUT' || method === 'DELETE';

interface FaultCase {
	label: string;
	spec(m: MethodCase): Record<string, unknown>;
	/** Whether the node must end with success (true) or a clear error (false). */
	succeeds(m: MethodCase): boolean;
	/** Text the error message must hold (status and server text). */
	errorText?: RegExp;
	requestOptions?: Record<string, unknown>;
}

const cloudError = (status: number, text: string) => ({
	status,
	error: text,
	requestId: '11111111-1111-4111-8111-111111111111',
});

const FAULTS: FaultCase[] = [
	{
		label: '429 + Retry-After',
		spec: () => ({
			status: 429,
			body: 'Too Many Requests',
			contentType: 'text/plain',
			headers: { 'Retry-After': '1' },
		}),
		succeeds: () => true,
	},
	{
		label: '429 + X-RateLimit-Reset / RateLimit-Reset',
		spec: (m) =>
			m.deployment === 'cloud'
				? {
						status: 429,
						body: cloudError(429, 'TOO_MANY_REQUESTS: rate limit exceeded'),
						headers: { 'X-RateLimit-Reset': '0.3' },
					}
				: {
						status: 429,
						body: 'Too many requests, please try again later.',
						contentType: 'text/html',
						headers: { 'RateLimit-Reset': '0.3' },
					},
		succeeds: () => true,
	},
	{
		label: '500 (server acted)',
		spec: (m) => ({
			status: 500,
			body:
				m.deployment === 'cloud'
					? cloudError(500, 'INTERNAL: database hiccup')
					: { message: 'database hiccup' },
			afterAction: true,
		}),
		succeeds: () => false,
		errorText: /HTTP 500: .*database hiccup/,
	},
	...[1, 2, 3].flatMap((burst): FaultCase[] => [
		{
			label: `502 HTML x${burst}`,
			spec: () => ({
				status: 502,
				count: burst,
				body: '<html><body><h1>502 Bad Gateway</h1></body></html>',
				contentType: 'text/html',
				afterAction: true,
			}),
			succeeds: (m) => idempotent(m.method),
			errorText: /HTTP 502: 502 Bad Gateway/,
		},
		{
			label: `503 JSON x${burst}`,
			spec: (m) => ({
				status: 503,
				count: burst,
				body:
					m.deployment === 'cloud'
						? cloudError(503, 'UNAVAILABLE: try later')
						: { message: 'try later' },
			}),
			succeeds: (m) => idempotent(m.method),
			errorText: /HTTP 503: .*try later/,
		},
		{
			label: `504 text x${burst}`,
			spec: () => ({
				status: 504,
				count: burst,
				body: 'upstream timed out',
				contentType: 'text/plain',
				afterAction: true,
			}),
			succeeds: (m) => idempotent(m.method),
			errorText: /HTTP 504: upstream timed out/,
		},
	]),
	{
		label: 'connection reset (server acted)',
		spec: () => ({ reset: true, afterAction: true }),
		succeeds: (m) => idempotent(m.method),
		errorText: /The connection to the server was closed unexpectedly/,
	},
	{
		label: 'answer slower than the timeout',
		spec: () => ({ delayMs: 700 }),
		succeeds: (m) => idempotent(m.method),
		errorText: /No answer from the API within 300 ms/,
		requestOptions: { timeout: 300 },
	},
	{
		label: 'malformed JSON, 200',
		spec: () => ({ status: 200, body: '{"data": {"id": ', contentType: 'application/json' }),
		succeeds: (m) => m.method === 'DELETE',
		errorText: /HTTP 200: .*not JSON/,
	},
	{
		label: 'empty body, 200',
		spec: () => ({ status: 200, body: '', contentType: 'application/json' }),
		succeeds: (m) => m.method === 'DELETE',
		errorText: /HTTP 200: .*empty body/,
	},
];

interface Cell {
	method: Method;
	fault: string;
	outcome: string;
	attempts: number;
	acted: number;
	ms: number;
	ok: boolean;
}

describe('faults x methods', () => {
	const env = useEnv({ eachTest: 'none' });
	const cells: Cell[] = [];
	afterAll(() => {
		const lost = cells.filter((cell) => cell.outcome === 'lost').length;
		const duplicates = cells.filter((cell) => cell.method === 'POST' && cell.acted > 1).length;
		writeSection(
			'faults',
			`## Faults x methods\n\nNode version: ${runVersion(env)} (the version n8n gives a new node, read from the node). Cells tried: ${cells.length}. Items lost: ${lost}. Duplicate creates: ${duplicates}. "Attempts" counts the requests the node sent for the faulted call; "acted" counts the times the server carried the request out.\n\n` +
				table(
					['Method (operation)', 'Fault', 'Outcome', 'Attempts', 'Server acted', 'Time (ms)'],
					cells.map((cell) => [
						cell.method,
						cell.fault,
						cell.outcome,
						cell.attempts,
						cell.acted,
						cell.ms,
					]),
				),
		);
		// In the summary at the end of npm test (scripts/jest.js), not in the middle of jest's output.
		recordFigure(
			'faults',
			`faults x methods (node version ${runVersion(env)}): ${cells.length} cells, ${lost} items lost, ${duplicates} duplicate creates`,
		);
	});

	it(`runs the action node at version ${NODE_VERSION}, the one n8n gives a new node`, () => {
		expect(runVersion(env)).toBe(NODE_VERSION);
	});

	for (const methodCase of METHODS) {
		for (const fault of FAULTS) {
			it(`${methodCase.method} ${methodCase.operation} under ${fault.label}`, async () => {
				env.emulator.reset();
				env.emulator.injectFault({
					method: methodCase.method,
					deployment: methodCase.deployment,
					path: methodCase.path,
					count: 1,
					...fault.spec(methodCase),
				});
				const started = Date.now();
				const parameters = { ...methodCase.params(), requestOptions: fault.requestOptions ?? {} };
				const result = await runAction(env, parameters, { input: [{}], continueOnFail: true });
				const ms = Date.now() - started;
				const items = result.items('Node');
				const targeted = apiRequests(env).filter(
					(entry: { method: string; path: string }) =>
						entry.method === methodCase.method && new RegExp(methodCase.path).test(entry.path),
				);
				const acted = targeted.filter((entry: { acted: boolean }) => entry.acted).length;
				const error = items[0]?.json.error as string | undefined;
				const outcome =
					items.length !== 1
						? 'lost'
						: error
							? `error: ${error}`
							: `ok after ${targeted.length} attempt(s)`;
				cells.push({
					method: methodCase.method,
					fault: fault.label,
					outcome: outcome.replace(/\|/g, '/'),
					attempts: targeted.length,
					acted,
					ms,
					ok: !error,
				});

				expect(items).toHaveLength(1);
				expect(items[0].pairedItem).toEqual({ item: 0 });
				if (fault.succeeds(methodCase)) {
					expect(error).toBeUndefined();
				} else {
					expect(error).toMatch(fault.errorText ?? /HTTP \d{3}/);
				}
				if (methodCase.method === 'POST' || methodCase.method === 'PATCH')
					expect(acted).toBeLessThanOrEqual(1);
				if (!idempotent(methodCase.method) && !/^429/.test(fault.label))
					expect(targeted.length).toBe(1);
				// Retries are bounded by count (one fault answer at most three times in a row, then the
				// server's own answer), not by the clock: a busy machine may take any time for them. A
				// wait read wrongly (seconds for a reset of 0.3) would end in jest's timeout.
				expect(targeted.length).toBeLessThanOrEqual(4);
			});
		}
	}
});
