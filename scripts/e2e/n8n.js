'use strict';
// A real n8n (from the cache of scripts/e2e/cache.js) in a temporary user folder on
// 127.0.0.1: its CLI commands, `n8n start`, its REST API, and stopping every child
// process this module started, by its PID.
const fs = require('fs');
const net = require('net');
const os = require('os');
const path = require('path');
const { spawn } = require('child_process');

const PACKAGE_NAME = 'n8n-nodes-observability-pipes';
const OWNER = {
	email: 'owner@example.com',
	firstName: 'Demo',
	lastName: 'Owner',
	password: 'Demo-owner-1',
};

/** Child processes started here, so every one of them can be stopped by its PID. */
const children = new Set();

function freePort(preferred) {
	return new Promise((resolve, reject) => {
		const server = net.createServer();
		server.once('error', (error) => {
			if (preferred) reject(new Error(`port ${preferred} on 127.0.0.1 is taken (${error.code})`));
			else reject(error);
		});
		server.listen(preferred || 0, '127.0.0.1', () => {
			const { port } = server.address();
			server.close(() => resolve(port));
		});
	});
}

const sleep = (ms) => new Promise((resolve) => setTimeout(resolve, ms));

async function stopChild(child, { graceMs = 15000 } = {}) {
	if (child.exitCode !== null || child.signalCode !== null) {
		children.delete(child);
		return;
	}
	const exited = new Promise((resolve) => child.once('exit', resolve));
	// Each child leads its own process group (detached), so n8n's task runner goes too.
	const signal = (name) => {
		try {
			process.kill(-child.pid, name);
		} catch {
			try {
				process.kill(child.pid, name);
			} catch {
				/* already gone */
			}
		}
	};
	signal('SIGTERM');
	let timer;
	const done = await Promise.race([
		exited.then(() => true),
		new Promise((resolve) => {
			timer = setTimeout(() => resolve(false), graceMs);
		}),
	]);
	clearTimeout(timer);
	if (!done) {
		signal('SIGKILL');
		await Promise.race([
			exited,
			new Promise((resolve) => {
				timer = setTimeout(resolve, 5000);
			}),
		]);
		clearTimeout(timer);
	}
	children.delete(child);
}

async function stopAll() {
	await Promise.all([...children].map((child) => stopChild(child)));
}

/** A response's status, its text, and its JSON when the text is JSON (else undefined). */
async function answerOf(response) {
	const text = await response.text();
	let json;
	try {
		json = JSON.parse(text);
	} catch {
		json = undefined;
	}
	return { status: response.status, json, text };
}

class N8n {
	/**
	 * @param {object} options
	 * @param {ReturnType<import('./cache').layout>} options.paths  the cache layout
	 * @param {string} options.userFolder  N8N_USER_FOLDER (n8n keeps its data in <userFolder>/.n8n)
	 * @param {number} options.port
	 * @param {number} [options.brokerPort]  the task broker's port (default port + 1)
	 * @param {(line: string) => void} [options.log]
	 */
	constructor({ paths, userFolder, port, brokerPort, log = () => {} }) {
		this.paths = paths;
		this.userFolder = userFolder;
		this.port = port;
		this.brokerPort = brokerPort || port + 1;
		this.url = `http://127.0.0.1:${port}`;
		this.log = log;
		this.logDir = path.join(userFolder, 'logs');
		fs.mkdirSync(path.join(userFolder, '.n8n/nodes/node_modules'), { recursive: true });
		fs.mkdirSync(this.logDir, { recursive: true });
		this.server = null;
		this.cookie = null;
		this.browserId = 'obs-e2e-browser';
	}

	get packageDir() {
		return path.join(this.userFolder, '.n8n/nodes/node_modules', PACKAGE_NAME);
	}

	env(extra = {}) {
		const env = {};
		for (const [key, value] of Object.entries(process.env)) {
			if (/^(npm_|N8N_|DB_|EXECUTIONS_|NODE_OPTIONS$|NODE_PATH$|INIT_CWD$)/i.test(key)) continue;
			env[key] = value;
		}
		return Object.assign(env, {
			PATH: `${this.paths.nodeBin}${path.delimiter}${process.env.PATH}`,
			N8N_USER_FOLDER: this.userFolder,
			N8N_LISTEN_ADDRESS: '127.0.0.1',
			N8N_HOST: '127.0.0.1',
			N8N_PORT: String(this.port),
			// The task runners' broker listens on 5679 by default: a free port keeps runs apart.
			N8N_RUNNERS_BROKER_PORT: String(this.brokerPort),
			N8N_PROTOCOL: 'http',
			N8N_EDITOR_BASE_URL: `${this.url}/`,
			N8N_SECURE_COOKIE: 'false',
			N8N_ENCRYPTION_KEY: 'obs-e2e-encryption-key-not-secret',
			N8N_ENFORCE_SETTINGS_FILE_PERMISSIONS: 'false',
			N8N_DIAGNOSTICS_ENABLED: 'false',
			N8N_VERSION_NOTIFICATIONS_ENABLED: 'false',
			N8N_PERSONALIZATION_ENABLED: 'false',
			N8N_TEMPLATES_ENABLED: 'false',
			N8N_HIRING_BANNER_ENABLED: 'false',
			N8N_ONBOARDING_FLOW_DISABLED: 'true',
			N8N_AI_ENABLED: 'false',
			// The MCP server registry fetches a list from n8n's servers at start; nothing here needs it.
			N8N_DISABLED_MODULES: 'mcp-registry',
			N8N_PUBLIC_API_SWAGGERUI_DISABLED: 'true',
			N8N_LOG_LEVEL: 'info',
			N8N_LOG_OUTPUT: 'console',
			N8N_BLOCK_ENV_ACCESS_IN_NODE: 'true',
			N8N_GRACEFUL_SHUTDOWN_TIMEOUT: '10',
			EXECUTIONS_DATA_SAVE_ON_SUCCESS: 'all',
			EXECUTIONS_DATA_SAVE_ON_ERROR: 'all',
			GENERIC_TIMEZONE: 'UTC',
			TZ: 'UTC',
			...extra,
		});
	}

	spawn(args, { logName, extraEnv } = {}) {
		const logFile = path.join(
			this.logDir,
			`${logName || args[0].replace(/[^a-z0-9]+/gi, '-')}.log`,
		);
		const child = spawn(this.paths.node, [this.paths.n8nBin, ...args], {
			cwd: this.userFolder,
			env: this.env(extraEnv),
			stdio: ['ignore', 'pipe', 'pipe'],
			detached: true,
		});
		children.add(child);
		child.on('exit', () => children.delete(child));
		const out = fs.createWriteStream(logFile, { flags: 'a' });
		child.logFile = logFile;
		child.stdoutText = '';
		child.stderrText = '';
		child.stdout.on('data', (chunk) => {
			child.stdoutText += chunk;
			out.write(chunk);
		});
		child.stderr.on('data', (chunk) => {
			child.stderrText += chunk;
			out.write(chunk);
		});
		child.on('exit', () => out.end());
		return child;
	}

	/** Runs one n8n CLI command to its end; resolves {code, stdout, stderr, seconds, logFile}. */
	async cli(args, { timeoutMs = 120000, logName, extraEnv } = {}) {
		const started = Date.now();
		const child = this.spawn(args, { logName, extraEnv });
		const exited = new Promise((resolve) =>
			child.once('exit', (code, signal) => resolve(code ?? signal)),
		);
		let timer;
		const timedOut = new Promise((resolve) => {
			timer = setTimeout(() => resolve('timeout'), timeoutMs);
		});
		let code = await Promise.race([exited, timedOut]);
		clearTimeout(timer);
		if (code === 'timeout') {
			await stopChild(child, { graceMs: 3000 });
			code = `timeout after ${Math.round(timeoutMs / 1000)} s`;
		}
		// Let the pipes drain.
		await sleep(50);
		return {
			code,
			stdout: child.stdoutText,
			stderr: child.stderrText,
			seconds: (Date.now() - started) / 1000,
			logFile: child.logFile,
		};
	}

	/** `n8n start`; resolves when /healthz answers. */
	async start({ timeoutMs = 90000 } = {}) {
		const started = Date.now();
		this.server = this.spawn(['start'], { logName: 'start' });
		let exitCode = null;
		this.server.once('exit', (code, signal) => {
			exitCode = code ?? signal;
		});
		while (Date.now() - started < timeoutMs) {
			if (exitCode !== null)
				throw new Error(
					`n8n start exited with ${exitCode} before /healthz answered; log: ${this.server.logFile}`,
				);
			try {
				const response = await fetch(`${this.url}/healthz`, { signal: AbortSignal.timeout(2000) });
				if (response.ok) {
					// /healthz answers before the REST API and the active workflows are up.
					await this.waitFor(
						async () => {
							const ready = await fetch(`${this.url}/healthz/readiness`, {
								signal: AbortSignal.timeout(2000),
							}).catch(() => null);
							return ready && ready.ok;
						},
						{
							timeoutMs: Math.max(5000, timeoutMs - (Date.now() - started)),
							what: '/healthz/readiness',
						},
					);
					// n8n 1.x answers readiness a moment before it mounts its REST routes (404 until then).
					await this.waitFor(
						async () => {
							const settings = await fetch(`${this.url}/rest/settings`, {
								signal: AbortSignal.timeout(2000),
							}).catch(() => null);
							return settings && settings.ok;
						},
						{
							timeoutMs: Math.max(5000, timeoutMs - (Date.now() - started)),
							what: '/rest/settings',
						},
					);
					return (Date.now() - started) / 1000;
				}
			} catch {
				/* not listening yet */
			}
			await sleep(250);
		}
		throw new Error(
			`n8n start did not answer /healthz within ${Math.round(timeoutMs / 1000)} s; log: ${this.server.logFile}`,
		);
	}

	async stop() {
		if (this.server) await stopChild(this.server);
		this.server = null;
	}

	async waitFor(check, { timeoutMs = 30000, intervalMs = 250, what = 'condition' } = {}) {
		const started = Date.now();
		for (;;) {
			const value = await check();
			if (value) return value;
			if (Date.now() - started > timeoutMs)
				throw new Error(`timed out after ${Math.round(timeoutMs / 1000)} s waiting for ${what}`);
			await sleep(intervalMs);
		}
	}

	/** GET of a path outside /rest (e.g. /types/nodes.json) with the login cookie. */
	async get(route) {
		const response = await fetch(`${this.url}${route}`, {
			headers: { 'browser-id': this.browserId, ...(this.cookie ? { cookie: this.cookie } : {}) },
			signal: AbortSignal.timeout(15000),
		});
		return await answerOf(response);
	}

	async rest(method, route, body) {
		const headers = { 'browser-id': this.browserId, accept: 'application/json' };
		if (body !== undefined) headers['content-type'] = 'application/json';
		if (this.cookie) headers.cookie = this.cookie;
		const response = await fetch(`${this.url}/rest${route}`, {
			method,
			headers,
			body: body === undefined ? undefined : JSON.stringify(body),
			signal: AbortSignal.timeout(15000),
		});
		const setCookie = response.headers.getSetCookie ? response.headers.getSetCookie() : [];
		for (const line of setCookie) {
			const match = /^n8n-auth=([^;]*)/.exec(line);
			if (match && match[1]) this.cookie = `n8n-auth=${match[1]}`;
		}
		return await answerOf(response);
	}

	/** Creates the owner on the fresh user folder (once) and logs in; the REST calls then carry the cookie. */
	async login() {
		const setup = await this.rest('POST', '/owner/setup', OWNER);
		const login = await this.rest('POST', '/login', {
			emailOrLdapLoginId: OWNER.email,
			password: OWNER.password,
		});
		if (login.status !== 200)
			throw new Error(
				`login failed: owner setup ${setup.status} ${setup.text.slice(0, 200)}; login ${login.status} ${login.text.slice(0, 200)}`,
			);
		return OWNER;
	}
}

/** A fresh temporary user folder. */
function makeUserFolder(prefix = 'obs-n8n-e2e-') {
	return fs.mkdtempSync(path.join(os.tmpdir(), prefix));
}

/**
 * True when `n8n execute` died of SIGSEGV after printing a run that finished successfully.
 * n8n's default `vm` expression engine keeps a warm isolated-vm isolate; at exit the pool's
 * dispose does not wait for a bridge still being created or disposed, and isolated-vm's
 * thread pool destructor then joins a thread that is still running V8 (a core file showed
 * ivm::thread_pool_t::~thread_pool_t in the exit handlers and the crash in a scavenge on the
 * isolate's thread). It happened about once in 80 runs on a loaded 2-core machine; the run
 * itself was complete and stored as a success.
 */
function crashedAtExitAfterSuccess(result, output) {
	return (
		result.code === 'SIGSEGV' &&
		Boolean(output) &&
		output.finished === true &&
		output.status === 'success'
	);
}

/**
 * The JSON a CLI command printed among its log lines (`n8n execute --rawOutput` prints log
 * lines before and after it): the first block that starts with a line `{` or `[` at column
 * 0 and ends with the matching `}` or `]` line at column 0 (n8n pretty-prints it) and
 * parses.
 */
function jsonFromOutput(text) {
	const lines = text.split('\n');
	for (let start = 0; start < lines.length; start++) {
		const open = lines[start].trimEnd();
		if (open !== '{' && open !== '[' && !/^[[{].*[\]}]$/.test(open)) continue;
		const close = open[0] === '{' ? '}' : ']';
		for (let end = start; end < lines.length; end++) {
			const line = lines[end].trimEnd();
			if (end !== start && line !== close) continue;
			if (end === start && !line.endsWith(close)) continue;
			try {
				return JSON.parse(lines.slice(start, end + 1).join('\n'));
			} catch {
				/* not this end */
			}
		}
	}
	return undefined;
}

function tail(text, lines = 30) {
	return text.split('\n').slice(-lines).join('\n');
}

module.exports = {
	N8n,
	answerOf,
	PACKAGE_NAME,
	OWNER,
	freePort,
	makeUserFolder,
	jsonFromOutput,
	crashedAtExitAfterSuccess,
	tail,
	stopAll,
	stopChild,
	sleep,
	children,
};
