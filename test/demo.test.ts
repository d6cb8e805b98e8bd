/* eslint-disable @n8n/community-nodes/no-restricted-globals, @n8n/community-nodes/no-restricted-imports -- test code runs under jest, never in n8n Cloud: it needs Node globals and Node built-ins */
import { execFile, spawnSync } from './support/processes';
import * as fs from 'fs';
import * as os from 'os';
import * as path from 'path';

// eslint-disable-next-line @typescript-eslint/no-require-imports
const demoCli = require('../scripts/demo/cli');

const root = path.resolve(__dirname, '..');
const DEMO = path.join(root, 'scripts/demo/index.js');

interface Example {
	file: string;
	ok: boolean;
	error?: string;
	data: Record<string, any>; // eslint-disable-line @typescript-eslint/no-explicit-any
}

interface DemoRun {
	stdout: string;
	stderr: string;
	report: Example[];
	code: number;
	/** An empty folder given to the demo as its home folder. */
	home: string;
	/** An empty folder given to the demo as the system temporary folder (the report is elsewhere). */
	tmp: string;
}

/**
 * `npm run demo` after the build (npm test builds first), in a child process with a time bound,
 * with an empty home folder and an empty temporary folder of its own.
 */
function runDemo(args: string[] = []): Promise<DemoRun> {
	const scratch = fs.mkdtempSync(path.join(os.tmpdir(), 'demo-'));
	const reportFile = path.join(scratch, 'report.json');
	const home = fs.mkdtempSync(path.join(scratch, 'home-'));
	const tmp = fs.mkdtempSync(path.join(scratch, 'tmp-'));
	return new Promise((resolve) => {
		// The contract check watches the demo's emulator too (it leaves its totals beside the suite's).
		const watch = ['-r', path.join(root, 'test/contract/recorder.js')];
		const env: NodeJS.ProcessEnv = {
			...process.env,
			OBS_CONTRACT_LABEL: 'npm run demo',
			HOME: home,
			USERPROFILE: home,
			TMPDIR: tmp,
			TMP: tmp,
			TEMP: tmp,
		};
		delete env.N8N_USER_FOLDER;
		execFile(
			process.execPath,
			[...watch, DEMO, '--report', reportFile, ...args],
			{ cwd: root, timeout: 60000, env },
			(error, stdout, stderr) => {
				const report = fs.existsSync(reportFile)
					? JSON.parse(fs.readFileSync(reportFile, 'utf8'))
					: [];
				resolve({
					stdout,
					stderr,
					report,
					home,
					tmp,
					code: error ? (typeof error.code === 'number' ? error.code : 1) : 0,
				});
			},
		);
	});
}

/** Every file and folder under `folder`, relative to it. */
function contents(folder: string): string[] {
	return fs.readdirSync(folder, { recursive: true }).map(String);
}

/** A copy of examples/ in a temporary folder, for the demo's --examples. */
function copyOfExamples(): string {
	const folder = fs.mkdtempSync(path.join(os.tmpdir(), 'demo-examples-'));
	for (const file of fs.readdirSync(path.join(root, 'examples')))
		fs.copyFileSync(path.join(root, 'examples', file), path.join(folder, file));
	return folder;
}

describe('npm run demo', () => {
	let demo: DemoRun;
	const example = (file: string) => demo.report.find((entry) => entry.file === file)!;
	beforeAll(async () => {
		demo = await runDemo();
	}, 90000);

	it('runs every example workflow of examples/ and exits 0', () => {
		const files = fs
			.readdirSync(path.join(root, 'examples'))
			.filter((file) => file.endsWith('.json'))
			.sort();
		expect(demo.report.map((entry) => entry.file).sort()).toEqual(files);
		expect(demo.report.filter((entry) => !entry.ok)).toEqual([]);
		expect(demo.code).toBe(0);
		expect(demo.stdout).toMatch(/11 of 11 example workflows ran as expected/);
		expect(demo.stdout).not.toMatch(/^Failed/m);
	});

	it("leaves the home folder untouched (n8n-core's user folder is a temporary one, removed at the end)", () => {
		expect(contents(demo.home)).toEqual([]);
		expect(contents(demo.tmp)).toEqual([]);
	});

	it('ends with what to do next: import the examples, start the emulator, npm run dev', () => {
		const next = demo.stdout.slice(demo.stdout.lastIndexOf('Next:'));
		expect(next).toContain('Import the example workflows (examples/*.json) into n8n');
		expect(next).toContain('npm run emulator -- --port 8000');
		expect(next).toContain('npm run dev');
		expect(demo.stdout.trimEnd().endsWith(next.trimEnd())).toBe(true);
	});

	it('ask your observability stack: the scripted MCP client is answered, the bad calls refused with nothing sent', () => {
		const { calls, drifting } = example('ask-your-observability-stack.json').data;
		expect(
			calls
				.filter((call: { refused?: string }) => !call.refused)
				.every((call: { isError: boolean; sent: number }) => !call.isError && call.sent > 0),
		).toBe(true);
		expect(
			calls
				.filter((call: { refused?: string }) => call.refused)
				.map((call: { isError: boolean; sent: number }) => [call.isError, call.sent]),
		).toEqual([
			[true, 0],
			[true, 0],
		]);
		expect(drifting).toHaveLength(1);
	});

	it('alert to chat: the flipped alert is emitted once and its message reaches the chat webhook', () => {
		const { events, sent } = example('alert-to-chat.json').data;
		expect(events).toHaveLength(1);
		expect(events[0]).toMatchObject({
			event: 'alertStateChanged',
			previousState: 'OK',
			state: 'ALERT',
		});
		expect(sent).toHaveLength(1);
		expect(sent[0].text).toContain(`Alert "${events[0].name}" is ALERT (was OK)`);
		expect(sent[0].alertId).toBe(events[0].id);
	});

	it('team offboarding: the leaver removed from the team, then their pending invitation withdrawn; the rest kept', () => {
		const { leaver, removed, withdrawn, members, pending } = example('team-offboarding.json').data;
		expect(leaver).toBe('sam.leaver@example.com');
		expect(removed).toEqual([{ deleted: true, id: expect.stringMatching(/^[0-9a-f]{24}$/) }]);
		expect(withdrawn).toEqual([{ deleted: true, id: expect.stringMatching(/^[0-9a-f]{24}$/) }]);
		expect(members).toEqual(['demo@example.com', 'jane.oncall@example.com']);
		expect(pending).toEqual(['alex.new@example.com']);
	});

	it('settings audit: exactly the drifting pipe is reported, one item per drift', () => {
		const { audited, reports } = example('pipe-settings-audit.json').data;
		expect(audited.filter((pipe: { compliant: boolean }) => !pipe.compliant)).toHaveLength(1);
		expect(reports).toHaveLength(1);
		expect(reports[0]).toMatchObject({ setting: 'engine_max_download_threads', actual: '32' });
	});

	it('pipe operations: the idle service woken and running before the create, Running after create, scaled, Stopped after stop, no secret shown', () => {
		const { service, woken, created, scaled, stopped, settings, secretsShown } =
			example('pipe-operations.json').data;
		expect(service.state).toBe('idle');
		expect(woken.state).toBe('running');
		expect(created.state).toBe('Running');
		expect(settings.streaming_max_insert_wait_ms).toBe(1000);
		expect(scaled.scaling.replicas).toBe(3);
		expect(stopped.state).toBe('Stopped');
		expect(secretsShown).toBe(false);
	});

	it('who changed it: the drift, joined with the activities of the same window, in one chat message', () => {
		const { changes, activities, sent } = example('who-changed-it.json').data;
		expect(changes).toHaveLength(1);
		expect(changes[0].changes).toEqual([
			{ setting: 'streaming_max_insert_wait_ms', from: 1000, to: 9000 },
		]);
		expect(activities.map((activity: { type: string }) => activity.type).sort()).toEqual([
			'service_idle',
			'service_update_ip_access_list',
		]);
		expect(sent).toHaveLength(1);
		expect(sent[0].text).toContain('streaming_max_insert_wait_ms 1000 -> 9000');
		expect(sent[0].text).toContain('service_update_ip_access_list by grace@example.com');
		expect(sent[0].activities).toBe(2);
	});

	it('weekly cost report: per-entity totals of the last 7 days, numbers, most expensive first, in one chat message', () => {
		const { totals, sent } = example('weekly-cost-report.json').data;
		expect(totals).toHaveLength(7);
		for (const total of totals) {
			expect(typeof total.totalCredits).toBe('number');
			expect(total.days).toBe(7);
		}
		const credits = totals.map((total: { totalCredits: number }) => total.totalCredits);
		expect(credits).toEqual([...credits].sort((a, b) => b - a));
		expect(sent).toHaveLength(1);
		expect(sent[0].entities).toBe(7);
		expect(sent[0].totalCredits).toBeCloseTo(
			credits.reduce((sum: number, value: number) => sum + value, 0),
			1,
		);
		expect(sent[0].text).toMatch(/^:moneybag: Credits used \d{4}-\d{2}-\d{2} to /);
	});

	it('chart check: one numeric item per 5-minute bucket of the last hour', () => {
		const { points } = example('chart-check.json').data;
		expect(points.length).toBeGreaterThanOrEqual(12);
		expect(points.length).toBeLessThanOrEqual(13);
		for (const point of points) expect(typeof point.value).toBe('number');
	});

	it('instant alert to chat: one notification, one item, one chat message with the notification and the matching rows', () => {
		const { registered, delivered, items, sent } = example('instant-alert-to-chat.json').data;
		expect(registered).toHaveLength(1);
		expect(delivered).toMatchObject({
			outcome: 'delivered',
			state: 'ALERT',
			alertId: registered[0].alertId,
		});
		expect(items).toEqual([
			expect.objectContaining({
				event: 'alertNotified',
				alertId: registered[0].alertId,
				state: 'ALERT',
				title: delivered.variables.title,
			}),
		]);
		expect(sent).toHaveLength(1);
		expect(sent[0]).toMatchObject({ alertId: registered[0].alertId, state: 'ALERT' });
		expect(sent[0].rows).toBeGreaterThan(0);
		expect(sent[0].text).toContain(delivered.variables.title);
		expect(sent[0].text).toContain('Latest rows of the hour matching "Checkout errors"');
	});

	it('key hygiene: the stale enabled keys are disabled, the key in use is kept', () => {
		const { listed, disabled } = example('key-hygiene.json').data;
		expect(listed.length).toBeGreaterThan(disabled.length);
		expect(disabled.length).toBeGreaterThan(0);
		for (const key of disabled) expect(key.state).toBe('disabled');
		expect(disabled.map((key: { name: string }) => key.name)).not.toContain('Emulator admin key');
	});
});

describe('npm run demo: failures and arguments', () => {
	it('a failing example gives one line (example, node, message) and no stack trace; a broken file is named', async () => {
		const folder = copyOfExamples();
		// A malformed id the node refuses before sending, and a file cut off in the middle.
		const chart = path.join(folder, 'chart-check.json');
		fs.writeFileSync(
			chart,
			fs.readFileSync(chart, 'utf8').split('050000000000000000000001').join('not-an-object-id'),
		);
		const keys = path.join(folder, 'key-hygiene.json');
		fs.writeFileSync(keys, fs.readFileSync(keys, 'utf8').slice(0, 300));
		const demo = await runDemo(['--examples', folder]);
		expect(demo.code).toBe(1);
		expect(demo.stdout).toContain('9 of 11 example workflows ran as expected.');
		const failed = demo.stdout
			.slice(
				demo.stdout.indexOf('Failed (--verbose shows the stack traces):'),
				demo.stdout.indexOf('Next:'),
			)
			.trim()
			.split('\n');
		expect(failed).toEqual([
			'Failed (--verbose shows the stack traces):',
			`  ${chart}, node "Errors per 5 Minutes": Invalid 'Series' ([0].sourceId): "not-an-object-id" is not an object ID [item 0]`,
			expect.stringMatching(
				new RegExp(
					`^  ${keys.replace(/[.*+?^${}()|[\]\\]/g, '\\$&')} is not valid JSON: .+; is the file complete\\?$`,
				),
			),
		]);
		// Each message once, no stack trace.
		expect(demo.stdout.split('"not-an-object-id" is not an object ID').length - 1).toBe(1);
		expect(demo.stdout + demo.stderr).not.toMatch(/^\s+at /m);
		expect(demo.report.filter((entry) => !entry.ok).map((entry) => entry.file)).toEqual([
			'chart-check.json',
			'key-hygiene.json',
		]);
		expect(contents(demo.home)).toEqual([]);
	}, 90000);

	it('--verbose adds the stack trace under each failure', async () => {
		const folder = copyOfExamples();
		// Every file cut off: each example fails at once, before it runs anything.
		for (const file of fs.readdirSync(folder))
			fs.writeFileSync(path.join(folder, file), '{"name": "cut');
		const demo = await runDemo(['--examples', folder, '--verbose']);
		expect(demo.code).toBe(1);
		expect(demo.stdout).toContain('0 of 11 example workflows ran as expected.');
		expect(demo.stdout).toContain('\nFailed:\n');
		expect(demo.stdout.match(/^ {4}\s*at (Object\.)?loadExample /gm)).toHaveLength(11);
	}, 90000);

	it.each([
		[['--port', 'abc'], '--port needs a whole number from 0 to 65535, not "abc"'],
		[['--port', '70000'], '--port needs a whole number from 0 to 65535, not "70000"'],
		[['--bogus'], 'unknown option --bogus (--help lists the options)'],
		[['--keep=yes'], '--keep takes no value'],
		[['--report'], '--report needs a value'],
		[['8000'], 'unexpected argument "8000" (options start with --; --help lists them)'],
		[
			['--examples', '/nonexistent/examples-folder'],
			'--examples /nonexistent/examples-folder: no such folder',
		],
	])('refuses %j with one line and exit code 2', (args, message) => {
		const result = spawnSync(process.execPath, [DEMO, ...args], {
			cwd: root,
			encoding: 'utf8',
			timeout: 30000,
		});
		expect(result.stderr).toBe(`demo: ${message}\n`);
		expect(result.stdout).toBe('');
		expect(result.status).toBe(2);
	});

	it.each([
		[['--port', 'abc'], '--port needs a whole number from 0 to 65535, not "abc"'],
		[
			['--emulator-port=99999'],
			'--emulator-port needs a whole number from 0 to 65535, not "99999"',
		],
		[['--bogus'], 'unknown option --bogus (--help lists the options)'],
	])(
		'npm run dev refuses %j with one line and exit code 2, before installing or starting anything',
		(args, message) => {
			const result = spawnSync(process.execPath, [path.join(root, 'scripts/dev.js'), ...args], {
				cwd: root,
				encoding: 'utf8',
				timeout: 30000,
			});
			expect(result.stderr).toBe(`dev: ${message}\n`);
			expect(result.stdout).toBe('');
			expect(result.status).toBe(2);
		},
	);

	it('--help lists every option', () => {
		const result = spawnSync(process.execPath, [DEMO, '--help'], {
			cwd: root,
			encoding: 'utf8',
			timeout: 30000,
		});
		expect(result.status).toBe(0);
		for (const option of ['--keep', '--port', '--examples', '--report', '--verbose', '--help'])
			expect(result.stdout).toContain(option);
	});

	it('refuses the options npm took for itself (`npm run demo --port 9000`, no --) and says how to pass them', () => {
		expect(
			demoCli.swallowedByNpm({ npm_lifecycle_event: 'demo', npm_config_port: 'true' }, 'demo'),
		).toBe(
			'npm took --port for itself: put -- before the options, as in npm run demo -- --port <value>',
		);
		expect(
			demoCli.swallowedByNpm({ npm_lifecycle_event: 'demo', npm_config_verbose: 'true' }, 'demo'),
		).toBe(
			'npm took --verbose for itself: put -- before the options, as in npm run demo -- --verbose',
		);
		expect(
			demoCli.swallowedByNpm(
				{ npm_lifecycle_event: 'dev', npm_config_emulator_port: '9000' },
				'dev',
				{ 'emulator-port': 'port' },
			),
		).toBe(
			'npm took --emulator-port for itself: put -- before the options, as in npm run dev -- --emulator-port <value>',
		);
		expect(
			demoCli.swallowedByNpm({ npm_lifecycle_event: 'demo', npm_config_audit: 'true' }, 'demo'),
		).toBeUndefined();
		expect(demoCli.swallowedByNpm({ npm_config_port: '9000' }, 'demo')).toBeUndefined();
		const result = spawnSync(process.execPath, [DEMO, '9000'], {
			cwd: root,
			encoding: 'utf8',
			timeout: 30000,
			env: { ...process.env, npm_lifecycle_event: 'demo', npm_config_port: 'true' },
		});
		expect(result.stderr).toBe(
			'demo: npm took --port for itself: put -- before the options, as in npm run demo -- --port <value>\n',
		);
		expect(result.status).toBe(2);
	});

	it("names the node of an n8n node error, of a scenario's report, or none; keeps a message on one line", () => {
		const nodeError = Object.assign(new Error('HTTP 404: Alert not found'), {
			node: { name: 'Get Alert', type: 'x' },
		});
		expect(demoCli.normalizeFailure(nodeError)).toMatchObject({
			node: 'Get Alert',
			message: 'HTTP 404: Alert not found',
		});
		expect(demoCli.normalizeFailure({ node: 'Alert Notified', message: 'no execution' })).toEqual({
			node: 'Alert Notified',
			message: 'no execution',
			stack: undefined,
		});
		expect(
			demoCli.normalizeFailure({ node: 'Stop Pipe', message: 'm', error: nodeError }),
		).toMatchObject({ node: 'Stop Pipe', stack: nodeError.stack });
		expect(demoCli.normalizeFailure('plain text')).toEqual({ message: 'plain text' });
		expect(demoCli.failureLine('examples/a.json', { node: 'N', message: 'first\n  second' })).toBe(
			'examples/a.json, node "N": first second',
		);
		expect(
			demoCli.failureLine('examples/a.json', { message: 'examples/a.json is not valid JSON: x' }),
		).toBe('examples/a.json is not valid JSON: x');
	});
});
