#!/usr/bin/env node
'use strict';
/**
 * The emulator as a program (`npm run emulator -- --port 8000`), documented in docs/emulator.md.
 * It prints what a credential wants: the base URL without `/v1` or `/api/v2` (the node adds
 * those) and the demo keys. A wrong argument ends the program with one line and exit code 2,
 * so a typo never starts a server on a port nobody asked for.
 */
const os = require('os');
const path = require('path');
const { Emulator, DEMO_CLOUD, DEMO_SELF_HOSTED_API_KEY, SEED } = require('./index');

/** Exit code of a refused command line (the usual code for a usage error). */
const USAGE_ERROR = 2;

/**
 * The options, with what each takes: `port` a port number, `count` a whole number, `ms` a
 * non-negative number, `host` an address, `flag` nothing.
 */
const OPTIONS = Object.freeze({
	port: 'port',
	host: 'host',
	alerts: 'count',
	'self-hosted-alerts': 'count',
	pipes: 'count',
	'latency-ms': 'ms',
	'transition-ms': 'ms',
	'rate-limit': 'flag',
	legacy: 'flag',
	'no-log-bodies': 'flag',
	help: 'flag',
});

const USAGE = [
	'usage: npm run emulator -- [--port 8000] [--host 127.0.0.1] [--alerts N] [--self-hosted-alerts N]',
	'       [--pipes N] [--rate-limit] [--latency-ms N] [--transition-ms N] [--legacy] [--no-log-bodies]',
	'',
	'  --port N               port to listen on (default 8000; 0 takes any free port)',
	'  --host ADDRESS         address to listen on (default 127.0.0.1; 0.0.0.0 for every interface,',
	'                         e.g. when n8n runs in a container)',
	'  --alerts N             cloud alerts in the seed (default 6); also self-hosted unless given',
	'  --self-hosted-alerts N self-hosted alerts in the seed (default 6)',
	'  --pipes N              pipes in the seed (default 5)',
	'  --rate-limit           enforce the documented rate limits (cloud 10 per 10 s, self-hosted 100 per minute)',
	'  --latency-ms N         answer every request N ms late',
	'  --transition-ms N      how long a pipe takes to reach Running or Stopped (default 300)',
	'  --legacy               behave like a self-hosted server older than mid-2026',
	'  --no-log-bodies        log requests without their bodies',
	'  --help, -h             this text',
	'',
	'Documented in docs/emulator.md.',
].join('\n');

class UsageError extends Error {}

/** @param {string} name @param {string} text */
function checkValue(name, text) {
	const kind = OPTIONS[name];
	if (kind === 'host') {
		if (!text) throw new UsageError('--host needs an address, e.g. --host 0.0.0.0');
		return text;
	}
	if (kind === 'port') {
		if (!/^\d+$/.test(text) || Number(text) > 65535)
			throw new UsageError(`--port needs a whole number from 0 to 65535, not "${text}"`);
		return Number(text);
	}
	if (kind === 'count') {
		if (!/^\d+$/.test(text)) throw new UsageError(`--${name} needs a whole number, not "${text}"`);
		return Number(text);
	}
	const n = Number(text);
	if (text.trim() === '' || !Number.isFinite(n) || n < 0)
		throw new UsageError(`--${name} needs a number of milliseconds, not "${text}"`);
	return n;
}

/**
 * The options npm took for itself. `npm run emulator --port 18001` (without `--`) hands the
 * script only `18001` and sets `npm_config_port=true`; `--port=18001` sets `npm_config_port=18001`.
 * Read only under `npm run emulator`, where such variables can only have come from the command
 * line or npm's own settings.
 * @param {Record<string, string | undefined>} env
 * @returns {{name: string, value: string | true}[]}
 */
function swallowedByNpm(env) {
	if (env.npm_lifecycle_event !== 'emulator') return [];
	const found = [];
	for (const name of Object.keys(OPTIONS)) {
		const value = env[`npm_config_${name.replace(/-/g, '_')}`];
		if (value === undefined || value === '') continue;
		found.push({ name, value: value === 'true' ? true : value });
	}
	return found;
}

/**
 * The names of npm's own settings (as in `npm_config_<name>`), from the npm running the script;
 * null when they cannot be read (then options npm swallowed are not checked for typos).
 * @param {Record<string, string | undefined>} env
 * @returns {Set<string> | null}
 */
function npmSettingNames(env) {
	if (env.npm_lifecycle_event !== 'emulator' || !env.npm_execpath) return null;
	try {
		const definitions = require(
			path.join(
				path.dirname(env.npm_execpath),
				'..',
				'node_modules/@npmcli/config/lib/definitions',
			),
		).definitions;
		return new Set(Object.keys(definitions).map((name) => name.replace(/-/g, '_')));
	} catch {
		return null;
	}
}

/**
 * An option npm took for itself that is neither npm's nor the emulator's: `npm run emulator
 * --bogus` sets `npm_config_bogus=true`. Only a bare flag (`true`) counts: npm sets other
 * variables of its own, with values.
 * @param {Record<string, string | undefined>} env @param {Set<string> | null} npmNames
 */
function unknownSwallowed(env, npmNames) {
	if (!npmNames || env.npm_lifecycle_event !== 'emulator') return undefined;
	const ours = new Set(Object.keys(OPTIONS).map((name) => name.replace(/-/g, '_')));
	const key = Object.keys(env).find(
		(name) =>
			name.startsWith('npm_config_') &&
			env[name] === 'true' &&
			!npmNames.has(name.slice(11)) &&
			!ours.has(name.slice(11)),
	);
	return key && key.slice(11).replace(/_/g, '-');
}

/**
 * The command line as options, or a UsageError naming the first problem.
 * @param {string[]} argv the arguments after the script
 * @param {Record<string, string | undefined>} [env] the environment (for options npm swallowed)
 * @param {Set<string> | null} [npmNames] npm's own setting names (read from the running npm by default)
 * @returns {{options: Record<string, string | number | boolean>, notes: string[]}}
 */
function parseArgs(argv, env = {}, npmNames = npmSettingNames(env)) {
	/** @type {Record<string, string | number | boolean>} */
	const options = {};
	const positional = [];
	for (let i = 0; i < argv.length; i++) {
		const arg = argv[i];
		if (arg === '-h') {
			options.help = true;
			continue;
		}
		const match = /^--([^=]+)(?:=(.*))?$/.exec(arg);
		if (!match) {
			positional.push(arg);
			continue;
		}
		const [, name, inline] = match;
		if (!(name in OPTIONS))
			throw new UsageError(`unknown option --${name} (--help lists the options)`);
		if (OPTIONS[name] === 'flag') {
			if (inline !== undefined) throw new UsageError(`--${name} takes no value`);
			options[name] = true;
			continue;
		}
		const value =
			inline !== undefined
				? inline
				: argv[i + 1] !== undefined && !argv[i + 1].startsWith('--')
					? argv[++i]
					: undefined;
		if (value === undefined) throw new UsageError(`--${name} needs a value`);
		options[name] = checkValue(name, value);
	}
	const unknown = unknownSwallowed(env, npmNames);
	if (unknown)
		throw new UsageError(
			`unknown option --${unknown} (npm took it for itself; --help lists the options)`,
		);
	const notes = [];
	for (const { name, value } of swallowedByNpm(env)) {
		if (name in options) continue;
		if (OPTIONS[name] === 'flag') {
			options[name] = true;
			continue;
		}
		const given = value === true ? positional.shift() : value;
		if (given === undefined)
			throw new UsageError(
				`npm took --${name} for itself without its value: run npm run emulator -- --${name} <value>`,
			);
		options[name] = checkValue(name, given);
		notes.push(
			`npm took --${name} for itself; read as --${name} ${given} (the usual form: npm run emulator -- --${name} ${given})`,
		);
	}
	if (positional.length)
		throw new UsageError(
			`unexpected argument "${positional[0]}" (options start with --; --help lists them)`,
		);
	return { options, notes };
}

/** The emulator's options from the command line's. @param {Record<string, any>} a */
function emulatorOptions(a) {
	/** @type {Record<string, number>} */
	const seed = {};
	if (a.alerts !== undefined) seed.alerts = a.alerts;
	if (a['self-hosted-alerts'] !== undefined) seed.selfHostedAlerts = a['self-hosted-alerts'];
	else if (a.alerts !== undefined) seed.selfHostedAlerts = a.alerts;
	if (a.pipes !== undefined) seed.pipes = a.pipes;
	const rateLimit = !!a['rate-limit'];
	return {
		seed,
		latencyMs: a['latency-ms'] || 0,
		pipeTransitionMs: a['transition-ms'],
		legacy: !!a.legacy,
		logBodies: !a['no-log-bodies'],
		rateLimit: { cloud: { enabled: rateLimit }, selfHosted: { enabled: rateLimit } },
	};
}

/** Addresses of this machine other programs can reach it at (for a wildcard --host). */
function reachableAddresses() {
	const found = [];
	for (const list of Object.values(os.networkInterfaces())) {
		for (const entry of list || [])
			if (entry.family === 'IPv4' && !entry.internal) found.push(entry.address);
	}
	return found;
}

/** `http://host:port`, with brackets around an IPv6 address. @param {string} host @param {number} port */
function baseUrlOf(host, port) {
	return `http://${host.includes(':') ? `[${host}]` : host}:${port}`;
}

/**
 * What the program prints once it listens: for each credential type the fields as its form
 * asks for them. A wildcard host is not an address a client can use: the loopback address
 * stands in for it, and the machine's own addresses follow.
 * @param {{host: string, port: number, rateLimit: boolean, latencyMs: number}} state
 */
function banner({ host, port, rateLimit, latencyMs }) {
	const wildcard = host === '0.0.0.0' || host === '::';
	const baseUrl = baseUrlOf(wildcard ? '127.0.0.1' : host, port);
	const lines = [`Emulator of both deployments listening on ${baseUrlOf(host, port)}`];
	if (wildcard) {
		const others = reachableAddresses().map((address) => baseUrlOf(address, port));
		lines.push(
			`  (every interface: from this machine ${baseUrl}${others.length ? `, from elsewhere ${others.join(' or ')}` : ''})`,
		);
	}
	lines.push(
		'',
		'Observability Cloud API credential:',
		`  Base URL    ${baseUrl}`,
		`  Key ID      ${DEMO_CLOUD.keyId}`,
		`  Key Secret  ${DEMO_CLOUD.keySecret}`,
		`  (organization ${SEED.org}, service ${SEED.service})`,
		'Observability Self-Hosted API credential:',
		`  Base URL    ${baseUrl}`,
		`  API Key     ${DEMO_SELF_HOSTED_API_KEY}`,
		'',
		`Control API: ${baseUrl}/__emulator/ (GET ${baseUrl}/__emulator/seed lists every fixed id)`,
		`Rate limits ${rateLimit ? 'on' : 'off'}; latency ${latencyMs} ms. Ctrl+C stops it. Details: docs/emulator.md`,
		'',
	);
	return lines.join('\n');
}

/** Why listening failed, in a line. @param {any} error @param {string} host @param {number} port */
function listenProblem(error, host, port) {
	if (error && error.code === 'EADDRINUSE')
		return `port ${port} is already in use on ${host}: choose another with --port N`;
	if (error && error.code === 'EADDRNOTAVAIL')
		return `${host} is not an address of this machine: give another with --host`;
	if (error && error.code === 'EACCES')
		return `not allowed to listen on port ${port}: choose one above 1023 with --port N`;
	if (error && error.code === 'ENOTFOUND') return `the host name ${host} could not be resolved`;
	return `could not listen on ${host}:${port}: ${error && error.message ? error.message : error}`;
}

async function main() {
	let parsed;
	try {
		parsed = parseArgs(process.argv.slice(2), process.env);
	} catch (error) {
		if (!(error instanceof UsageError)) throw error;
		process.stderr.write(`emulator: ${error.message}\n`);
		process.exit(USAGE_ERROR);
	}
	const a = parsed.options;
	if (a.help) {
		process.stdout.write(`${USAGE}\n`);
		return;
	}
	for (const note of parsed.notes) process.stderr.write(`emulator: ${note}\n`);
	const host = /** @type {string} */ (a.host ?? '127.0.0.1');
	const port = /** @type {number} */ (a.port ?? 8000);
	const emu = new Emulator(emulatorOptions(a));
	try {
		await emu.listen(port, host);
	} catch (error) {
		process.stderr.write(`emulator: ${listenProblem(error, host, port)}\n`);
		process.exit(1);
	}
	const address = emu.server.address();
	process.stdout.write(
		banner({
			host,
			port: typeof address === 'object' && address ? address.port : port,
			rateLimit: !!a['rate-limit'],
			latencyMs: emu.options.latencyMs,
		}),
	);
	let stopping = false;
	const stop = () => {
		if (stopping) return;
		stopping = true;
		emu.close().then(() => process.exit(0));
		setTimeout(() => process.exit(0), 2000).unref();
	};
	process.on('SIGINT', stop);
	process.on('SIGTERM', stop);
}

if (require.main === module) {
	main().catch((error) => {
		process.stderr.write(`emulator: ${error && error.message ? error.message : error}\n`);
		process.exit(1);
	});
}

module.exports = { parseArgs, emulatorOptions, banner, UsageError, USAGE_ERROR, OPTIONS };
