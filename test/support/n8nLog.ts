/* eslint-disable @n8n/community-nodes/no-restricted-imports -- test code runs under jest, never in n8n Cloud: it needs Node built-ins */
import * as path from 'path';
// eslint-disable-next-line @typescript-eslint/no-require-imports
const { Container } = require('@n8n/di');

/**
 * n8n's logger in tests: what the engine logs (node errors, above all: the tests provoke
 * hundreds on purpose) is kept in memory for the tests to assert, not printed. n8n-core takes
 * its logger from the dependency container (the `Logger` of @n8n/backend-common, a winston
 * logger writing to the console); jest's setup (test/support/quietN8nLog.ts) replaces its
 * writer with this record before any test runs. Each test file has its own record.
 */
export interface LogRecord {
	level: string;
	message: string;
	meta: Record<string, unknown>;
}

const records: LogRecord[] = [];

/** The writer n8n's Logger gets instead of winston's: the few members the Logger calls. */
const memoryWriter = {
	// winston's npm levels: the Logger reads them to switch off the levels below its own.
	levels: { error: 0, warn: 1, info: 2, http: 3, verbose: 4, debug: 5, silly: 6 },
	log(level: string, message: string, meta: Record<string, unknown> = {}) {
		records.push({ level, message: String(message), meta });
	},
	child() {
		return memoryWriter;
	},
	add() {
		return memoryWriter;
	},
};

/** The Logger class n8n-core uses (resolved from n8n-core, whose dependency it is). */
function n8nLoggerClass(): new (...args: never[]) => { setInternalLogger(writer: unknown): void } {
	const fromCore = path.dirname(require.resolve('n8n-core/package.json'));
	// eslint-disable-next-line @typescript-eslint/no-require-imports
	return require(require.resolve('@n8n/backend-common', { paths: [fromCore] })).Logger;
}

/** Sends n8n's logger (and LoggerProxy, which the Logger sets up) to the in-memory record. */
export function keepN8nLogInMemory(): void {
	const logger = Container.get(n8nLoggerClass());
	logger.setInternalLogger(memoryWriter);
}

/** What n8n logged since the file started (or since `clearN8nLog`). */
export function n8nLog(): LogRecord[] {
	return records.slice();
}

export function clearN8nLog(): void {
	records.length = 0;
}

/** The text of every record, metadata included (for searches such as the secrets check). */
export function n8nLogText(): string {
	return records
		.map((record) => `${record.level}: ${record.message} ${safeJson(record.meta)}`)
		.join('\n');
}

function safeJson(value: unknown): string {
	const seen = new WeakSet<object>();
	try {
		return JSON.stringify(value, (_key, inner: unknown) => {
			if (inner instanceof Error)
				return { ...inner, name: inner.name, message: inner.message, stack: inner.stack };
			if (typeof inner === 'object' && inner !== null) {
				if (seen.has(inner)) return '[circular]';
				seen.add(inner);
			}
			return inner;
		});
	} catch {
		return String(value);
	}
}
