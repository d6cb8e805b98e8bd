/* eslint-disable @n8n/community-nodes/no-restricted-globals -- test code runs under jest, never in n8n Cloud: it needs Node globals */
import {
	apiRequests,
	type LoggedRequest,
	runAction,
	runVersion,
	type TestEnv,
	useEnv,
} from '../support/env';
import {
	badBatches,
	baselines,
	unknownIdCells,
	type BadBatch,
	type UnknownIdCell,
} from '../support/cases';
import { recordFigure } from '../support/figures';
import {
	errorTexts,
	givenValues,
	parameterNames,
	quotedParameterNames,
} from '../support/messageNames';
import { actionNodeCells, cellDifferences, cellKey } from '../support/operationCells';
import { ObservabilityPipes } from '../../nodes/ObservabilityPipes/ObservabilityPipes.node';
import { formFieldLabel } from '../../nodes/shared/input/formFieldLabel';
import { newNodeVersion } from '../harness';
import { table, writeSection } from './report';

/**
 * Bad input the node can judge never reaches the API: every generated invalid input of every
 * operation is refused by the node itself with a NodeOperationError that names the field, and
 * the emulator's log shows that not one request (not even a read) was sent for it. An input the
 * server judges (a text length, a form, a list size: `BadInput.server`) is sent, and comes back
 * as a NodeApiError carrying the server's 400; no write takes effect. Well-formed but unknown
 * ids do reach the API and come back as a NodeApiError carrying the server's 404.
 */

interface RunError {
	name: string;
	message: string;
	description?: string | null;
	httpCode?: string | null;
}

const requestCount = (env: TestEnv) => apiRequests(env).length;

/** A field as the servers' texts name it: `tiles[0].x` is `tiles.0.x`; the first part is enough. */
const serverName = (field: string) => field.split(/[.[]/)[0];

/**
 * n8n's logger writes node errors to console._stdout (process.stdout in band, the worker
 * console's buffer otherwise); keep the hundreds of expected ones off the console.
 */
async function quietly<T>(run: () => Promise<T>): Promise<T> {
	const jestConsole = console as unknown as Record<string, unknown>;
	const streams = new Set(
		[process.stdout, process.stderr, jestConsole._stdout, jestConsole._stderr].filter(
			(stream) => stream && typeof (stream as NodeJS.WritableStream).write === 'function',
		),
	);
	const spies = [...streams].map((stream) =>
		jest.spyOn(stream as NodeJS.WritableStream, 'write').mockImplementation(() => true),
	);
	try {
		return await run();
	} finally {
		for (const spy of spies) spy.mockRestore();
	}
}

describe('bad input corpus', () => {
	const env = useEnv({ eachTest: 'none' });
	const batches = badBatches();
	const perCell = new Map<
		string,
		{
			op: string;
			deployment: string;
			inputs: number;
			rejected: number;
			readFirst: number;
			serverRefused: number;
			reads: number;
			writes: number;
		}
	>();
	const unknownRows: Array<Array<string | number>> = [];

	afterAll(() => {
		const rows = [...perCell.values()].sort(
			(a, b) => a.op.localeCompare(b.op) || a.deployment.localeCompare(b.deployment),
		);
		const sum = (pick: (row: (typeof rows)[number]) => number) =>
			rows.reduce((total, row) => total + pick(row), 0);
		const inputs = sum((row) => row.inputs);
		const rejected = sum((row) => row.rejected);
		const readFirst = sum((row) => row.readFirst);
		const serverRefused = sum((row) => row.serverRefused);
		const reads = sum((row) => row.reads);
		const writes = sum((row) => row.writes);
		const cells = new Set(rows.map((row) => `${row.op} ${row.deployment}`)).size;
		writeSection(
			'badInput',
			`## Bad input\n\n` +
				`Node version: ${runVersion(env)} (the version n8n gives a new node, read from the node). ` +
				`Inputs tried: ${inputs}, over ${cells} operation-deployment cells (every operation the node offers, on both deployments where it exists). ` +
				`Rejected before sending any request: ${rejected}, each a NodeOperationError whose message names the field. Rejected after the one read a full replace needs: ${readFirst}. ` +
				`Sent on purpose and refused by the server (values the node leaves to the server to judge): ${serverRefused}, each a NodeApiError with HTTP 400 and the server's text. ` +
				`Requests sent for all these inputs: ${reads} reads (those of full replaces) and ${writes} writes (each one refused by the server).\n\n` +
				`Each input is one item of a workflow run with "Continue On Fail" (one paired error item per input), and then runs once more on its own without it to check the error class the workflow stops with. ` +
				`The inputs: malformed ids in every locator (uuid on the cloud, 24-hex object id self-hosted; organization and service scope included), invalid JSON in \`jsonBody\`, missing required fields, wrong types, wrong enum values, ` +
				`out-of-range numbers (every pipe setting, scaling ranges, tile grid, alert threshold ranges, chart series counts and levels, API key roles and role ids, limits), destination columns missing from field mappings, a chart range that ends before it starts or starts before 13-digit epoch milliseconds, ` +
				`and expressions that resolve to nothing. The typed-field forms are fed the same way through expressions. ` +
				`Updates that replace the whole record (alerts, dashboards, saved searches, sources, webhooks, connections) check the given changes before the node reads the record; what it read goes back as it was, and the server judges it. A rule that ties a change to the stored record (a range threshold type without its upper end, an alert source without what it watches) is judged after the read, only where the change makes the problem.\n\n` +
				table(
					[
						'Operation',
						'Deployment',
						'Inputs tried',
						'Rejected before sending',
						'Rejected after the full-replace read',
						'Refused by the server',
						'Requests sent (reads / writes)',
					],
					rows.map((row) => [
						row.op,
						row.deployment,
						row.inputs,
						row.rejected,
						row.readFirst,
						row.serverRefused,
						`${row.reads} / ${row.writes}`,
					]),
				) +
				`\n\n### Unknown ids\n\nWell-formed ids that do not exist reach the API; the node fails with a NodeApiError whose message carries the status and the server's own text (compared with the emulator's answer to the same request). Cells: ${unknownRows.length}.\n\n` +
				table(['Operation', 'Deployment', 'Error class', 'HTTP code', 'Message'], unknownRows),
		);
		recordFigure(
			'badInput',
			`bad input (node version ${runVersion(env)}): ${inputs} inputs tried, ${rejected} rejected before sending, ${readFirst} after one read, ${serverRefused} refused by the server, ${writes} writes`,
		);
	});

	// The version these runs use: the one n8n gives a new node, read from the node.
	const nodeVersion = newNodeVersion(new ObservabilityPipes());
	it(`runs the action node at version ${nodeVersion}, the one n8n gives a new node`, () => {
		expect(runVersion(env)).toBe(nodeVersion);
	});

	it('has at least 200 inputs and covers every operation the node offers', () => {
		const inputs = batches.reduce((sum, batch) => sum + batch.inputs.length, 0);
		expect(inputs).toBeGreaterThanOrEqual(200);
		// The cells come from the action node's description: an operation added to the node
		// without a baseline here, or a baseline of an operation the node no longer offers, fails.
		const nodeCells = actionNodeCells();
		expect(cellDifferences(baselines(), nodeCells)).toEqual({ missing: [], unknown: [] });
		expect(baselines()).toHaveLength(nodeCells.length);
		// Every cell has bad inputs of its own.
		expect(cellDifferences(batches, nodeCells)).toEqual({ missing: [], unknown: [] });
		recordFigure(
			'cells',
			`operation/deployment cells: ${nodeCells.length} in the action node's description; bad-input baselines ${baselines().length}, cells with bad inputs ${new Set(batches.map(cellKey)).size}`,
		);
	});

	it('sees an operation the node offers without a baseline (the check is not vacuous)', () => {
		const planted = [...actionNodeCells(), { op: 'alert:planted', deployment: 'cloud' as const }];
		expect(cellDifferences(baselines(), planted).missing).toEqual(['alert:planted cloud']);
	});

	it('every baseline is accepted (and its success case holds), so the bad value is the only reason for each rejection', async () => {
		for (const cell of baselines()) {
			env.emulator.reset();
			cell.setup?.(env.emulator);
			const result = await runAction(env, cell.params);
			expect([cell.op, cell.deployment, result.error('Node')?.message]).toEqual([
				cell.op,
				cell.deployment,
				undefined,
			]);
			expect(requestCount(env)).toBeGreaterThan(0);
			cell.check?.(result.json('Node'), apiRequests(env));
		}
	});

	const properties = new ObservabilityPipes().description.properties;
	// The internal names of the built nodes' parameters: no message names a field by one in double quotes.
	const internalNames = parameterNames();
	it('the check finds a planted message that names a field by its internal name', () => {
		expect(internalNames.has('alertIds')).toBe(true);
		expect(quotedParameterNames('Invalid "alertIds": no alert chosen', internalNames)).toEqual([
			'"alertIds"',
		]);
		expect(quotedParameterNames('Set "tiles[2].x" to a whole number.', internalNames)).toHaveLength(
			1,
		);
		// A JSON example's quotes and a value the user gave are not names.
		expect(
			quotedParameterNames(
				'Invalid \'Alerts\': "abc" is not a UUID, got the text "name". Give {"name": "..."}.',
				internalNames,
			),
		).toEqual([]);
		// A word the input gives as a value is quoted as given.
		expect(quotedParameterNames('"email" is not allowed', internalNames)).toHaveLength(1);
		expect(
			quotedParameterNames(
				'Invalid \'Channel\': "email" is not allowed',
				internalNames,
				givenValues({ jsonBody: '{"channel": {"type": "email"}}' }),
			),
		).toEqual([]);
	});
	// The label the node reads for a field: by deployment, resource and operation, whatever the
	// body mode (a JSON body's key is named by the label of the field it stands for).
	const labelOf = (batch: BadBatch, field: string) => {
		const { resource, operation } = batch.params as Record<string, string>;
		return formFieldLabel(properties, { deployment: batch.deployment, resource, operation }, field);
	};
	const label = (batch: BadBatch) =>
		`${batch.op} (${batch.deployment}) ${batch.varies}: ${batch.inputs.length} inputs`;
	it.each(batches.map((batch) => [label(batch), batch] as const))('%s', async (_name, batch) => {
		const key = `${batch.op} ${batch.deployment}`;
		const row = perCell.get(key) ?? {
			op: batch.op,
			deployment: batch.deployment,
			inputs: 0,
			rejected: 0,
			readFirst: 0,
			serverRefused: 0,
			reads: 0,
			writes: 0,
		};
		perCell.set(key, row);

		const judgedByServer = batch.inputs.filter((input) => input.server);
		// All inputs in one run, continuing on failure: one paired error item per input.
		const before = requestCount(env);
		const result = await quietly(() =>
			runAction(env, batch.params, {
				input: batch.inputs.map((input) => input.json),
				continueOnFail: true,
			}),
		);
		const items = result.items('Node');
		const sentNow = apiRequests(env).slice(before);
		const reads = sentNow.filter((entry) => entry.method === 'GET').length;
		const writes = sentNow.length - reads;
		row.inputs += batch.inputs.length;
		row.writes += writes;
		if (batch.readsFirst) row.readFirst += batch.inputs.length;
		row.reads += reads;
		expect(items).toHaveLength(batch.inputs.length);
		const problems: string[] = [];
		// The node names a field by its label ('Alert'), never by its internal name in double quotes.
		items.forEach(
			(entry: { json: Record<string, unknown>; pairedItem: unknown }, index: number) => {
				const input = batch.inputs[index];
				const error = String(entry.json.error ?? '');
				const ok = input.server
					? String(entry.json.httpCode) === '400' &&
						error.startsWith('HTTP 400: ') &&
						error.includes(serverName(input.field))
					: entry.json.error !== undefined &&
						error.includes(labelOf(batch, input.field)) &&
						quotedParameterNames(errorTexts(entry.json), internalNames, givenValues(input.json))
							.length === 0 &&
						entry.json.httpCode === undefined &&
						!!entry.json.description;
				if (ok && input.server) row.serverRefused += 1;
				else if (ok) row.rejected += batch.readsFirst ? 0 : 1;
				else
					problems.push(
						`${input.label}: expected an error naming ${labelOf(batch, input.field)} (no internal name in double quotes), got ${JSON.stringify(entry.json).slice(0, 300)}`,
					);
				expect(entry.pairedItem).toEqual({ item: index });
			},
		);
		expect(problems).toEqual([]);
		// No write took effect: the only writes are those the server refused.
		expect(sentNow.filter((entry) => entry.method !== 'GET' && entry.status !== 400)).toEqual([]);
		expect(writes).toBe(judgedByServer.length);
		// Only the reads a full replace needs: one GET per input, or none at all.
		if (!judgedByServer.length) expect(reads).toBe(batch.readsFirst ? batch.inputs.length : 0);

		// Each input on its own, stopping on failure: the error class the workflow sees.
		for (const input of batch.inputs) {
			const single = await quietly(() => runAction(env, batch.params, { input: [input.json] }));
			const error = single.error('Node') as RunError | undefined;
			if (input.server) {
				expect([input.label, error?.name, error?.httpCode]).toEqual([
					input.label,
					'NodeApiError',
					'400',
				]);
				continue;
			}
			const names = !!error?.message.includes(labelOf(batch, input.field));
			expect([
				input.label,
				error?.name,
				names,
				quotedParameterNames(errorTexts(error ?? {}), internalNames, givenValues(input.json)),
			]).toEqual([input.label, 'NodeOperationError', true, []]);
		}
		const all = apiRequests(env).slice(before);
		expect(all.filter((entry) => entry.method !== 'GET' && entry.status !== 400)).toEqual([]);
		if (!judgedByServer.length)
			expect(all).toHaveLength(batch.readsFirst ? 2 * batch.inputs.length : 0);
	});

	it.each(unknownIdCells().map((cell) => [`${cell.op} (${cell.deployment})`, cell] as const))(
		'unknown id: %s gives the server 404 as a NodeApiError',
		async (_name, cell) => {
			env.emulator.reset();
			if (cell.configure) env.emulator.configure(cell.configure);
			try {
				await expectServer404(cell);
			} finally {
				if (cell.configure) env.emulator.configure({ legacy: false });
			}
		},
	);

	async function expectServer404(cell: UnknownIdCell) {
		const result = await quietly(() => runAction(env, cell.params));
		const error = result.error('Node') as RunError;
		expect(error?.name).toBe('NodeApiError');
		expect(error.httpCode).toBe('404');
		expect(error.message).toMatch(/^HTTP 404: /);
		// The server's own text for the same request, asked directly.
		const log = apiRequests(env);
		const refused = log.filter((entry) => entry.status === 404);
		expect(refused).toHaveLength(1);
		const [entry] = refused;
		const answer = await fetch(env.emulator.url + entry.path, {
			method: entry.method,
			headers: { authorization: entry.headers.authorization, 'content-type': 'application/json' },
			body: entry.body === undefined ? undefined : JSON.stringify(entry.body),
		});
		expect(answer.status).toBe(404);
		const text = await answer.text();
		let serverText = text;
		try {
			const parsed = JSON.parse(text) as Record<string, string>;
			serverText = parsed.error ?? parsed.message ?? text;
		} catch {
			// a text body: used as it is
		}
		expect(serverText.length).toBeGreaterThan(0);
		expect(error.message).toContain(serverText);
		// Nothing was changed by the refused request.
		expect(
			log.every(
				(logged: LoggedRequest & { acted?: boolean }) => logged.method === 'GET' || !logged.acted,
			),
		).toBe(true);
		unknownRows.push([
			cell.op,
			cell.deployment,
			error.name,
			error.httpCode ?? '',
			error.message.replace(/\|/g, '/'),
		]);
	}
});
