import { apiRequests, cloudParams, locator, runAction, useEnv } from './env';
import { captureConsole } from './consoleCapture';
import { clearN8nLog, n8nLog, n8nLogText } from './n8nLog';

/**
 * The quiet run: n8n's logger writes to memory (jest setup, test/support/quietN8nLog.ts). An
 * expected error is asserted where it is logged, and nothing reaches the console.
 */
describe("n8n's logger in tests", () => {
	const env = useEnv();
	const printed: string[] = [];
	let restore = () => {};

	beforeEach(() => {
		clearN8nLog();
		printed.length = 0;
		restore = captureConsole((text) => printed.push(text));
	});
	afterEach(() => restore());

	it('records a node error the engine logs, with its message, and prints nothing', async () => {
		const result = await runAction(
			env,
			cloudParams('alert', 'get', { alertId: locator('={{ "not-an-id" }}') }),
		);
		const error = result.error('Node');
		expect(error?.message).toMatch(/'Alert'/);
		expect(apiRequests(env)).toHaveLength(0);
		const logged = n8nLog().filter((record) => record.level === 'error');
		expect(logged.length).toBeGreaterThan(0);
		expect(n8nLogText()).toContain(error!.message);
		expect(printed).toEqual([]);
	});

	it('records an API failure with the server text, and prints nothing', async () => {
		const missing = 'ffffffffffffffffffffffff';
		const result = await runAction(env, cloudParams('alert', 'get', { alertId: locator(missing) }));
		expect(result.error('Node')?.message).toMatch(/404/);
		expect(n8nLogText()).toContain(`Alert ${missing} not found`);
		expect(printed).toEqual([]);
	});
});
