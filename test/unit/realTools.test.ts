/**
 * The pure parts of `npm run test:real`'s tools (scripts/real/): how the columnar front reads a
 * request of the engine's HTTP interface and puts a request's settings back, how the seed SQL
 * becomes statements, which operation cells the built description has, and the source
 * folder's digest check. The tools themselves run under `npm run test:real`.
 */
/* eslint-disable @typescript-eslint/no-require-imports */
const {
	readRequest,
	restoreStatements,
	errorText,
	errorCode,
	errorStatus,
} = require('../../scripts/real/columnarRequest');
const { statementsOf } = require('../../scripts/real/columnarSeed');
const { operationCells, missingCells } = require('../../scripts/real/operationCells');
const { checkSource } = require('../../scripts/real/sourceDigest');
/* eslint-enable @typescript-eslint/no-require-imports */
import { ObservabilityPipes } from '../../nodes/ObservabilityPipes/ObservabilityPipes.node';

describe("the columnar front reads a request as the engine's HTTP interface does", () => {
	it('takes the statement from the body, the query parameter, or both (an INSERT with its rows)', () => {
		expect(readRequest(new URLSearchParams(''), 'SELECT 1').statement).toBe('SELECT 1');
		expect(readRequest(new URLSearchParams('query=SELECT%202'), '').statement).toBe('SELECT 2');
		expect(
			readRequest(
				new URLSearchParams('query=INSERT%20INTO%20t%20FORMAT%20JSONEachRow'),
				'{"a":1}\n',
			).statement,
		).toBe('INSERT INTO t FORMAT JSONEachRow\n{"a":1}\n');
	});

	it('keeps the interface parameters apart from the settings and the bound values', () => {
		const request = readRequest(
			new URLSearchParams(
				'database=default&query_id=q1&default_format=JSON&param_x=it%27s&max_execution_time=17&date_time_output_format=iso&wait_end_of_query=0',
			),
			'SELECT {x:String}',
		);
		expect(request).toEqual({
			statement: 'SELECT {x:String}',
			database: 'default',
			format: 'JSON',
			settings: [
				['max_execution_time', '17'],
				['date_time_output_format', 'iso'],
			],
			params: { x: "it's" },
		});
		expect(readRequest(new URLSearchParams(''), 'SELECT 1').format).toBe('TabSeparated');
	});

	it('refuses an empty statement and a setting name the engine cannot have', () => {
		expect(() => readRequest(new URLSearchParams(''), '  ')).toThrow(/^Code: 62\./);
		expect(() => readRequest(new URLSearchParams('a;b=1'), 'SELECT 1')).toThrow(/^Code: 115\./);
	});

	it('puts each setting back to the value it had, or to its default', () => {
		expect(
			restoreStatements([
				{ name: 'max_execution_time', value: '0', changed: false },
				{ name: 'date_time_output_format', value: "it's", changed: true },
			]),
		).toEqual(['SET max_execution_time = DEFAULT', "SET date_time_output_format = 'it\\'s'"]);
	});

	it("answers the engine's errors in its server's words and statuses", () => {
		const text = errorText(
			new Error('Query failed: Code: 47. DB::Exception: Unknown identifier. (UNKNOWN_IDENTIFIER)'),
		);
		expect(text).toBe('Code: 47. DB::Exception: Unknown identifier. (UNKNOWN_IDENTIFIER)\n');
		expect(errorCode(text)).toBe(47);
		expect([errorStatus(62), errorStatus(47), errorStatus(241)]).toEqual([400, 404, 500]);
	});
});

describe('the seed SQL', () => {
	it('drops the migration comments, fills the placeholders and splits the statements', () => {
		expect(
			statementsOf(
				'-- +goose Up\nCREATE TABLE ${DATABASE}.a (x UInt8) TTL t + ${LOGS_TTL};\nCREATE VIEW ${DATABASE}.b AS SELECT 1;\n',
			),
		).toEqual([
			'CREATE TABLE default.a (x UInt8) TTL t + toIntervalDay(3650)',
			'CREATE VIEW default.b AS SELECT 1',
		]);
		expect(() => statementsOf('CREATE TABLE ${OTHER}.a')).toThrow(/placeholder/);
	});
});

describe('the operation cells test:real must run', () => {
	const description = new ObservabilityPipes().description;

	it('are every self-hosted resource and operation of the description', () => {
		const cells: string[] = operationCells(description);
		expect(cells).toContain('chart:querySeries');
		expect(cells).toContain('event:search');
		expect(cells).toContain('webhook:get');
		expect(cells.some((cell) => cell.startsWith('pipe:'))).toBe(false);
	});

	it('a cell without a run is missing', () => {
		const cells = ['a:get', 'b:create'];
		expect(missingCells(cells, [{ resource: 'a', operation: 'get' }])).toEqual(['b:create']);
	});
});

describe("the server's source folder", () => {
	it('is refused when its digest is not the recorded one', () => {
		const recorded = { commit: 'c'.repeat(40), apiVersion: '0.0.0', files: 1, digest: '0' };
		const folder = require.resolve('./fixtures/nodeDescriptions.json').replace(/[\\/][^\\/]*$/, '');
		expect(() => checkSource(folder, recorded)).toThrow(/is not commit c{40}/);
	});
});
