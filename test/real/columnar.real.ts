/**
 * The columnar database of `npm run test:real` itself (scripts/real/columnarFront.mjs over the
 * engine, its tables from the server's seed SQL), the writing of rows the suites use, the
 * server's alert checker run as its scheduler runs it, and the server's source being the
 * commit the project is written for.
 */
import { REAL, writeRows, clearRows, selectRows, runCheckerPass } from './support';
// eslint-disable-next-line @typescript-eslint/no-require-imports
const { seedFiles } = require('../../scripts/real/columnarSeed');
// eslint-disable-next-line @typescript-eslint/no-require-imports
const { checkSource, digestOf } = require('../../scripts/real/sourceDigest');

async function post(query: string, search = '', body?: string) {
	const response = await fetch(`${REAL.engineUrl}/?${search}`, {
		method: 'POST',
		body: body ?? query,
	});
	return { status: response.status, text: await response.text() };
}

describe('the columnar database (the engine behind its HTTP interface)', () => {
	test('answers the ping the server sends, and a statement through the engine', async () => {
		const ping = await fetch(`${REAL.engineUrl}/ping`);
		expect([ping.status, await ping.text()]).toEqual([200, 'Ok.\n']);
		// the engine computes it: no table of the front's could answer an expression like this
		const sum = await post('SELECT sum(number * number) FROM numbers(1000)');
		expect(sum).toEqual({ status: 200, text: '332833500\n' });
	});

	test("a request's settings apply to that request only", async () => {
		const read = "SELECT getSetting('max_execution_time'), getSetting('date_time_output_format')";
		const before = await post(read);
		const withSettings = await post(read, 'max_execution_time=17&date_time_output_format=iso');
		const after = await post(read);
		expect(withSettings.text).toBe('17\tiso\n');
		expect(after.text).toBe(before.text);
		expect(after.text).not.toContain('17');
		// a setting whose request fails is put back too
		const failed = await post('SELECT no_such_column', 'max_execution_time=23');
		expect(failed.status).not.toBe(200);
		expect((await post(read)).text).toBe(before.text);
	});

	test("the engine's errors come back as its server sends them; an unknown setting is refused", async () => {
		const unknown = await post('SELECT no_such_function()');
		expect(unknown.status).toBe(404);
		expect(unknown.text).toMatch(/^Code: 46\. DB::Exception: .*\(UNKNOWN_FUNCTION\)\n$/s);
		const syntax = await post('SELEC 1');
		expect(syntax.status).toBe(400);
		expect(syntax.text).toMatch(/^Code: 62\. DB::Exception: /);
		const setting = await post('SELECT 1', 'no_such_setting=1');
		expect(setting.text).toMatch(/^Code: 115\. DB::Exception: .*UNKNOWN_SETTING/s);
	});

	test('{name:Type} parameters are bound by the engine', async () => {
		const bound = await post(
			'SELECT {text:String} AS text, {list:Array(UInt8)} AS list FORMAT JSONEachRow',
			`param_text=${encodeURIComponent("it's")}&param_list=${encodeURIComponent('[1,2]')}`,
		);
		expect(bound).toEqual({ status: 200, text: '{"text":"it\'s","list":[1,2]}\n' });
	});

	test("the tables are the server's seed SQL, one of each pair of alternatives", async () => {
		const files: Array<{ file: string; statements: string[] }> = seedFiles(REAL.sourceDir);
		const created = files
			.flatMap((file) => file.statements)
			.map(
				(statement) =>
					/CREATE\s+(?:TABLE|MATERIALIZED VIEW)\s+IF NOT EXISTS\s+([\w.]+)/i.exec(statement)?.[1],
			)
			.filter((name): name is string => Boolean(name))
			.map((name) => name.replace(/^default\./, ''));
		expect(created).toContain('otel_logs');
		expect(files.some((file) => /_compat\.sql$/.test(file.file))).toBe(false);
		const tables = (
			await selectRows("SELECT name FROM system.tables WHERE database = 'default'")
		).map((row) => row.name);
		for (const name of created) expect(tables).toContain(name);
	});

	test('rows written as the server writes them are read back through the engine', async () => {
		await clearRows();
		const at = '2026-01-02 03:04:05.000000000';
		const written = await writeRows([
			{
				Timestamp: at,
				ServiceName: 'front-check',
				SeverityText: 'info',
				Body: 'one',
				LogAttributes: { k: 'v' },
			},
			{ Timestamp: at, ServiceName: 'front-check', SeverityText: 'error', Body: 'two' },
		]);
		expect(written).toBe(2);
		const rows = await selectRows(
			"SELECT SeverityText, Body, LogAttributes['k'] AS k FROM default.otel_logs WHERE ServiceName = {service:String} ORDER BY Body",
			{ service: 'front-check' },
		);
		expect(rows).toEqual([
			{ SeverityText: 'info', Body: 'one', k: 'v' },
			{ SeverityText: 'error', Body: 'two', k: '' },
		]);
		await clearRows();
		const [{ n }] = await selectRows('SELECT count() AS n FROM default.otel_logs');
		expect(Number(n)).toBe(0);
	});
});

describe("the server's alert checker", () => {
	test('one pass runs and exits as its scheduler runs it', async () => {
		const pass = await runCheckerPass();
		expect(pass.code).toBe(0);
		expect(pass.output).toMatch(/check-alerts? finished in/);
	}, 120000);
});

describe("the server's source", () => {
	test('is the commit the project records (scripts/real/source.json), checked by the digest of its files', () => {
		const recorded = checkSource(REAL.sourceDir);
		expect(recorded.commit).toMatch(/^[0-9a-f]{40}$/);
		expect(digestOf(REAL.sourceDir).digest).toBe(recorded.digest);
		// a copy with one file changed is not that commit
		expect(() => checkSource(REAL.sourceDir, { ...recorded, digest: '0'.repeat(64) })).toThrow(
			/is not commit/,
		);
	});
});
