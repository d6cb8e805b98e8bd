/* eslint-disable @n8n/community-nodes/no-restricted-globals, @n8n/community-nodes/no-restricted-imports -- test code runs under jest, never in n8n Cloud: it needs Node globals and Node built-ins */
import * as fs from 'fs';
import * as path from 'path';
import { runAction, useEnv } from '../support/env';
import { actionNodeCells, cellKey } from '../support/operationCells';
import { recordFigure } from '../support/figures';
import { baselines, notOneEndpoint } from '../support/cases';
import {
	compareEndpoints,
	documentedOperations,
	readmeClaimProblems,
	type CellRun,
	type Deployment,
	type DocumentedOperation,
	type NotOneEndpoint,
	type SentRequest,
} from './everyEndpoint';
// eslint-disable-next-line @typescript-eslint/no-require-imports
const recorder = require('./recorder');

/**
 * The cells of the action node that are not one documented operation each, with the reason,
 * from the resources' case files (`notOneEndpoint`). Everything else must be: each documented
 * operation is the own request (the last one sent) of exactly one cell.
 */
const NOT_ONE_ENDPOINT = notOneEndpoint();

const documents = {
	cloud: JSON.parse(fs.readFileSync(path.join(__dirname, 'documents', 'cloud.json'), 'utf8')),
	selfHosted: JSON.parse(
		fs.readFileSync(path.join(__dirname, 'documents', 'selfhosted.json'), 'utf8'),
	),
};
const operations: DocumentedOperation[] = [
	...documentedOperations(documents.cloud, 'cloud'),
	...documentedOperations(documents.selfHosted, 'selfHosted'),
];
const counts = {
	cloud: operations.filter((o) => o.deployment === 'cloud').length,
	selfHosted: operations.filter((o) => o.deployment === 'selfHosted').length,
};

describe('the comparison of documented operations and cells', () => {
	const ops = [
		op('cloud', 'GET', '/things', 'thingList'),
		op('cloud', 'PATCH', '/things/{id}/state', 'thingState'),
		op('selfHosted', 'GET', '/things/{id}', 'getThing'),
		op('selfHosted', 'PUT', '/things/{id}', 'updateThing'),
	];
	const sent = (operationId?: string, method = 'GET', p = '/x'): SentRequest => ({
		method,
		path: p,
		operationId,
	});
	const runs: CellRun[] = [
		{ cell: 'thing:getAll cloud', deployment: 'cloud', sent: [sent('thingList')] },
		{ cell: 'thing:start cloud', deployment: 'cloud', sent: [sent('thingState', 'PATCH')] },
		{ cell: 'thing:stop cloud', deployment: 'cloud', sent: [sent('thingState', 'PATCH')] },
		{ cell: 'thing:audit cloud', deployment: 'cloud', sent: [sent('thingList')] },
		{ cell: 'thing:get selfHosted', deployment: 'selfHosted', sent: [sent('getThing')] },
		// a full replace reads first: its own operation is the write
		{
			cell: 'thing:update selfHosted',
			deployment: 'selfHosted',
			sent: [sent('getThing'), sent('updateThing', 'PUT')],
		},
	];
	const listed: NotOneEndpoint[] = [
		{
			cells: ['thing:start cloud', 'thing:stop cloud'],
			endpoint: 'thingState',
			reason: 'commands',
		},
		{ cells: ['thing:audit cloud'], reason: 'reads the list' },
	];

	it('passes when each operation is the own request of one cell (the last it sends) and every other cell is listed', () => {
		expect(compareEndpoints(ops, runs, listed)).toMatchObject({ problems: [], missing: [] });
	});

	it('fails on a planted extra document operation: "no cell", naming its operationId', () => {
		const planted = [...ops, op('selfHosted', 'DELETE', '/things/{id}', 'deleteThing')];
		expect(compareEndpoints(planted, runs, listed)).toMatchObject({
			problems: ['selfHosted deleteThing (DELETE /things/{id}): no cell'],
			missing: ['selfHosted deleteThing'],
		});
	});

	it('fails on a planted extra cell: "no documented operation"', () => {
		const extra: CellRun = {
			cell: 'thing:restart cloud',
			deployment: 'cloud',
			sent: [sent(undefined, 'POST', '/things/1/restart')],
		};
		expect(compareEndpoints(ops, [...runs, extra], listed).problems).toEqual([
			'thing:restart cloud: no documented operation (its last request: POST /things/1/restart); list it with its reason if it is not one endpoint',
		]);
	});

	it('fails when two cells claim one operation, a listed command sends another, or a listed cell does not exist', () => {
		const unlisted = listed.filter((group) => group.endpoint === undefined);
		expect(compareEndpoints(ops, runs, unlisted).problems).toEqual([
			'cloud thingState (PATCH /things/{id}/state): several cells (thing:start cloud, thing:stop cloud)',
		]);
		const wrong = runs.map((run) =>
			run.cell === 'thing:stop cloud' ? { ...run, sent: [sent('thingList')] } : run,
		);
		expect(compareEndpoints(ops, wrong, listed).problems).toEqual([
			'thing:stop cloud: listed as a command of thingState, but its last request is GET /x (thingList)',
		]);
		expect(
			compareEndpoints(ops, runs, [...listed, { cells: ['thing:gone cloud'], reason: 'x' }])
				.problems,
		).toEqual(['thing:gone cloud: listed as not one endpoint, but the node has no such cell']);
	});

	it('holds the README to the counts: a stale figure fails', () => {
		const readme = (cloud: number, selfHosted: number) =>
			`- an action node with an operation for every endpoint of both published documents: ${cloud} cloud and ${selfHosted} self-hosted operations.`;
		expect(readmeClaimProblems(readme(46, 38), { cloud: 46, selfHosted: 38 })).toEqual([]);
		expect(readmeClaimProblems(readme(46, 21), { cloud: 46, selfHosted: 38 })).toEqual([
			'README.md states "an operation for every endpoint of both published documents: 46 cloud and 21 self-hosted operations"; the documents hold "an operation for every endpoint of both published documents: 46 cloud and 38 self-hosted operations"',
		]);
		expect(readmeClaimProblems('an operation for every endpoint.', counts)).toHaveLength(1);
	});
});

describe('an operation for every endpoint of both published documents', () => {
	const env = useEnv({ eachTest: 'none' });
	const runs: CellRun[] = [];
	const failures: string[] = [];
	const cells = actionNodeCells();

	beforeAll(async () => {
		recorder.attach();
		const valid = new Map(baselines().map((baseline) => [cellKey(baseline), baseline]));
		let current: SentRequest[] = [];
		const stop = recorder.onChecked(
			({
				event,
				verdict,
				fromNode,
			}: {
				event: { method: string; path: string };
				verdict: { kind: string; operationId?: string };
				fromNode: boolean;
			}) => {
				if (fromNode)
					current.push({
						method: event.method,
						path: event.path,
						operationId: verdict.kind === 'documented' ? verdict.operationId : undefined,
					});
			},
		);
		try {
			for (const cell of cells) {
				const baseline = valid.get(cellKey(cell));
				if (!baseline) {
					failures.push(
						`${cellKey(cell)}: no valid baseline in test/actions/${cellKey(cell).split(':')[0]}.cases.ts (baselines())`,
					);
					continue;
				}
				env.emulator.reset();
				baseline.setup?.(env.emulator);
				current = [];
				const result = await runAction(env, baseline.params);
				const error = result.error('Node') as { message?: string } | undefined;
				if (error) failures.push(`${cellKey(cell)}: its baseline failed: ${error.message}`);
				runs.push({ cell: cellKey(cell), deployment: cell.deployment, sent: current });
			}
		} finally {
			stop();
		}
	});

	it('every documented operation is the own request of exactly one cell; every cell is one documented operation or listed with its reason', () => {
		const { problems, missing } = compareEndpoints(operations, runs, NOT_ONE_ENDPOINT);
		const summary = [
			`every endpoint: the documents hold ${counts.cloud} cloud and ${counts.selfHosted} self-hosted operations; the action node has ${cells.length} operation cells`,
			`  cells that are not one endpoint each (${NOT_ONE_ENDPOINT.reduce((n, g) => n + g.cells.length, 0)}):`,
			...NOT_ONE_ENDPOINT.map((group) => `  - ${group.cells.join(', ')}: ${group.reason}`),
		];
		// eslint-disable-next-line no-console
		console.log(summary.join('\n'));
		recordFigure('cells', summary[0]);
		const all = [...failures, ...problems];
		if (all.length)
			throw new Error(
				`${all.length} problem(s); documented operations no cell sends (${missing.length}): ${missing.map((key) => key.split(' ')[1]).join(', ') || 'none'}\n${all.join('\n')}`,
			);
	});

	it('the comparison sees a planted document operation and a planted cell in the real lists (not vacuous)', () => {
		const base = compareEndpoints(operations, runs, NOT_ONE_ENDPOINT).problems;
		const fresh = (problems: string[]) => problems.filter((problem) => !base.includes(problem));
		const planted = op('cloud', 'POST', '/organizations/{organizationId}/planted', 'plantedCreate');
		expect(
			fresh(compareEndpoints([...operations, planted], runs, NOT_ONE_ENDPOINT).problems),
		).toEqual(['cloud plantedCreate (POST /organizations/{organizationId}/planted): no cell']);
		const cell: CellRun = {
			cell: 'pipe:restart cloud',
			deployment: 'cloud',
			sent: [{ method: 'POST', path: '/v1/planted' }],
		};
		expect(fresh(compareEndpoints(operations, [...runs, cell], NOT_ONE_ENDPOINT).problems)).toEqual(
			[
				'pipe:restart cloud: no documented operation (its last request: POST /v1/planted); list it with its reason if it is not one endpoint',
			],
		);
	});

	it('README.md states the counts of both documents', () => {
		const readme = fs.readFileSync(path.join(__dirname, '..', '..', 'README.md'), 'utf8');
		expect(readmeClaimProblems(readme, counts)).toEqual([]);
	});
});

function op(deployment: Deployment, method: string, p: string, operationId: string) {
	return { deployment, method, path: p, operationId };
}
