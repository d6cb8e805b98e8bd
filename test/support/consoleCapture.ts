/* eslint-disable @n8n/community-nodes/no-restricted-globals, @n8n/community-nodes/no-restricted-imports -- test code runs under jest, never in n8n Cloud: it needs Node globals and Node built-ins */
import { format } from 'util';

/**
 * Everything written to the console from now on goes to `keep` instead of the terminal, until
 * the function returned is called. n8n's logger (winston) writes to console._stdout /
 * console._stderr when they exist: process.stdout and stderr when jest runs in band, the worker
 * console's own buffer streams otherwise; without those streams it calls console.log & co.,
 * bound before this ran, which under jest end in the console's own _log/_logError, looked up
 * at call time.
 */
export function captureConsole(keep: (text: string) => void): () => void {
	const restore: Array<() => void> = [];
	const text = (chunk: unknown) =>
		typeof chunk === 'string'
			? chunk
			: Buffer.isBuffer(chunk)
				? chunk.toString('utf8')
				: String(chunk);
	const jestConsole = console as unknown as Record<string, unknown>;
	const streams = new Set(
		[process.stdout, process.stderr, jestConsole._stdout, jestConsole._stderr].filter(
			(stream) => stream && typeof (stream as NodeJS.WritableStream).write === 'function',
		),
	);
	for (const stream of streams) {
		const spy = jest.spyOn(stream as NodeJS.WritableStream, 'write').mockImplementation(((
			chunk: unknown,
		) => {
			keep(text(chunk));
			return true;
		}) as never);
		restore.push(() => spy.mockRestore());
	}
	for (const method of ['log', 'info', 'warn', 'error', 'debug'] as const) {
		const spy = jest
			.spyOn(console, method)
			.mockImplementation((...args: unknown[]) => keep(format(...args)));
		restore.push(() => spy.mockRestore());
	}
	for (const method of ['_log', '_logError']) {
		if (typeof jestConsole[method] !== 'function') continue;
		const spy = jest
			.spyOn(jestConsole as Record<string, (type: string, message: string) => void>, method)
			.mockImplementation((_type, message) => keep(message));
		restore.push(() => spy.mockRestore());
	}
	return () => {
		for (const undo of restore.splice(0)) undo();
	};
}
