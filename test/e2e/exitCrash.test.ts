// `npm run test:n8n` runs an example again only when `n8n execute` crashed at exit after
// printing a finished, successful run (n8n's isolated-vm teardown race, docs/e2e.md). Any
// other failure, a crash before the run finished among them, must stay a failure.
import { crashedAtExitAfterSuccess, jsonFromOutput } from '../../scripts/e2e/n8n';

const printed = (status: string, finished: boolean) =>
	jsonFromOutput(
		[
			'Loading workflow',
			'{',
			`  "status": "${status}",`,
			`  "finished": ${finished}`,
			'}',
			'Execution was successful',
		].join('\n'),
	);

describe('test:n8n: a crash at exit after a successful run', () => {
	it('reads the printed run among the log lines', () => {
		expect(printed('success', true)).toEqual({ status: 'success', finished: true });
	});

	it('is recognised when n8n died of SIGSEGV after printing a finished, successful run', () => {
		expect(crashedAtExitAfterSuccess({ code: 'SIGSEGV' }, printed('success', true))).toBe(true);
	});

	it.each([
		['a clean exit', 0, printed('success', true)],
		['a failed run', 'SIGSEGV', printed('error', true)],
		['a run that had not finished', 'SIGSEGV', printed('running', false)],
		['nothing printed', 'SIGSEGV', undefined],
		['another signal', 'SIGKILL', printed('success', true)],
		['a timeout', 'timeout after 120 s', printed('success', true)],
		['an exit code', 1, printed('success', true)],
	])('is not recognised for %s', (_name, code, output) => {
		expect(crashedAtExitAfterSuccess({ code }, output)).toBe(false);
	});
});
