'use strict';
// The emulator as a process of its own (so the secrets check can read its output like any
// other process's log), driven through its control API, as a test on another machine would.
//
//   node scripts/queue/emulator.js '<startEmulator options as JSON>'
// prints one line {"url": ...} and nothing else; SIGTERM closes it.
const fs = require('fs');
const path = require('path');
const { spawn } = require('child_process');

const REPO = path.resolve(__dirname, '../..');

/** Starts the emulator child; resolves a client of its control API. */
function startEmulatorProcess({ options = {}, logFile }) {
	const out = fs.openSync(logFile, 'a');
	const child = spawn(process.execPath, [__filename, JSON.stringify(options)], {
		stdio: ['ignore', 'pipe', out],
		detached: true,
	});
	fs.closeSync(out);
	return new Promise((resolve, reject) => {
		let text = '';
		child.once('exit', (code, signal) =>
			reject(new Error(`the emulator exited with ${code ?? signal}; see ${logFile}`)),
		);
		child.stdout.on('data', (chunk) => {
			fs.appendFileSync(logFile, chunk);
			text += chunk;
			const line = text.split('\n').find((entry) => entry.startsWith('{'));
			if (!line) return;
			child.removeAllListeners('exit');
			child.stdout.removeAllListeners('data');
			child.stdout.on('data', (more) => fs.appendFileSync(logFile, more));
			resolve(new EmulatorClient(JSON.parse(line).url, child));
		});
	});
}

class EmulatorClient {
	constructor(url, child) {
		this.url = url;
		this.child = child;
	}

	async control(method, route, body) {
		const response = await fetch(`${this.url}/__emulator${route}`, {
			method,
			headers: body === undefined ? {} : { 'content-type': 'application/json' },
			body: body === undefined ? undefined : JSON.stringify(body),
			signal: AbortSignal.timeout(30000),
		});
		const json = await response.json();
		if (!response.ok || !json.ok)
			throw new Error(
				`emulator ${method} ${route}: ${response.status} ${JSON.stringify(json).slice(0, 300)}`,
			);
		return json;
	}

	async seed() {
		return await this.control('GET', '/seed');
	}

	/** The API requests it answered (control calls excluded), optionally only after `since` (a seq). */
	async requests(query = {}) {
		const params = new URLSearchParams(
			Object.entries(query).map(([key, value]) => [key, String(value)]),
		);
		const { requests } = await this.control('GET', `/requests${params.size ? `?${params}` : ''}`);
		return requests.filter((entry) => entry.deployment !== 'control');
	}

	async captures(name) {
		const { captures } = await this.control(
			'GET',
			`/captures${name ? `?name=${encodeURIComponent(name)}` : ''}`,
		);
		return captures;
	}

	async setAlertState(id, state) {
		return (await this.control('POST', `/alerts/${encodeURIComponent(id)}/state`, { state })).alert;
	}

	async configure(options) {
		return (await this.control('POST', '/configure', options)).options;
	}

	async stop() {
		if (this.child.exitCode !== null || this.child.signalCode !== null) return;
		const gone = new Promise((resolve) => this.child.once('exit', resolve));
		this.child.kill('SIGTERM');
		const timer = setTimeout(() => this.child.kill('SIGKILL'), 5000);
		await gone;
		clearTimeout(timer);
	}
}

module.exports = { startEmulatorProcess, EmulatorClient };

if (require.main === module) {
	const { startEmulator } = require(path.join(REPO, 'test/emulator'));
	startEmulator(JSON.parse(process.argv[2] || '{}')).then((emulator) => {
		process.stdout.write(JSON.stringify({ url: emulator.url }) + '\n');
		for (const signal of ['SIGTERM', 'SIGINT'])
			process.on(signal, () => emulator.close().then(() => process.exit(0)));
	});
}
