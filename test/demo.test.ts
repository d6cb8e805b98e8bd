/* eslint-disable @n8n/community-nodes/no-restricted-globals, @n8n/community-nodes/no-restricted-imports -- test code runs under jest, never in n8n Cloud: it needs Node globals and Node built-ins */
import { execFile } from './support/processes';
import * as fs from 'fs';
import * as os from 'os';
import * as path from 'path';

const root = path.resolve(__dirname, '..');

interface Example {
	file: string;
	ok: boolean;
	error?: string;
	data: Record<string, any>; // eslint-disable-line @typescript-eslint/no-explicit-any
}

/** `npm run demo` after the build (npm test builds first), in a child process with a time bound. */
function runDemo(): Promise<{ stdout: string; report: Example[]; code: number }> {
	const reportFile = path.join(fs.mkdtempSync(path.join(os.tmpdir(), 'demo-')), 'report.json');
	return new Promise((resolve) => {
		// The contract check watches the demo's emulator too (it leaves its totals beside the suite's).
		const watch = ['-r', path.join(root, 'test/contract/recorder.js')];
		const env = { ...process.env, OBS_CONTRACT_LABEL: 'npm run demo' };
		execFile(process.execPath, [...watch, path.join(root, 'scripts/demo/index.js'), '--report', reportFile], { cwd: root, timeout: 60000, env }, (error, stdout) => {
			const report = fs.existsSync(reportFile) ? JSON.parse(fs.readFileSync(reportFile, 'utf8')) : [];
			resolve({ stdout, report, code: error ? (typeof error.code === 'number' ? error.code : 1) : 0 });
		});
	});
}

describe('npm run demo', () => {
	let demo: Awaited<ReturnType<typeof runDemo>>;
	const example = (file: string) => demo.report.find((entry) => entry.file === file)!;
	beforeAll(async () => {
		demo = await runDemo();
	}, 90000);

	it('runs every example workflow of examples/ and exits 0', () => {
		const files = fs.readdirSync(path.join(root, 'examples')).filter((file) => file.endsWith('.json')).sort();
		expect(demo.report.map((entry) => entry.file).sort()).toEqual(files);
		expect(demo.report.filter((entry) => !entry.ok)).toEqual([]);
		expect(demo.code).toBe(0);
		expect(demo.stdout).toMatch(/6 of 6 example workflows ran as expected/);
	});

	it('alert to chat: the flipped alert is emitted once and its message reaches the chat webhook', () => {
		const { events, sent } = example('alert-to-chat.json').data;
		expect(events).toHaveLength(1);
		expect(events[0]).toMatchObject({ event: 'alertStateChanged', previousState: 'OK', state: 'ALERT' });
		expect(sent).toHaveLength(1);
		expect(sent[0].text).toContain(`Alert "${events[0].name}" is ALERT (was OK)`);
		expect(sent[0].alertId).toBe(events[0].id);
	});

	it('settings audit: exactly the drifting pipe is reported, one item per drift', () => {
		const { audited, reports } = example('pipe-settings-audit.json').data;
		expect(audited.filter((pipe: { compliant: boolean }) => !pipe.compliant)).toHaveLength(1);
		expect(reports).toHaveLength(1);
		expect(reports[0]).toMatchObject({ setting: 'engine_max_download_threads', actual: '32' });
	});

	it('pipe operations: Running after create, scaled, Stopped after stop, no secret shown', () => {
		const { created, scaled, stopped, settings, secretsShown } = example('pipe-operations.json').data;
		expect(created.state).toBe('Running');
		expect(settings.streaming_max_insert_wait_ms).toBe(1000);
		expect(scaled.scaling.replicas).toBe(3);
		expect(stopped.state).toBe('Stopped');
		expect(secretsShown).toBe(false);
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
		expect(delivered).toMatchObject({ outcome: 'delivered', state: 'ALERT', alertId: registered[0].alertId });
		expect(items).toEqual([expect.objectContaining({ event: 'alertNotified', alertId: registered[0].alertId, state: 'ALERT', title: delivered.variables.title })]);
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
