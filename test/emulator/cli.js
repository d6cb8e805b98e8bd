#!/usr/bin/env node
'use strict';
/**
 * Standalone emulator:
 *   node test/emulator/cli.js --port 8000 [--alerts N] [--self-hosted-alerts N] [--pipes N]
 *        [--rate-limit] [--latency-ms N] [--transition-ms N] [--legacy] [--no-log-bodies]
 */
const { startEmulator, DEMO_CLOUD, DEMO_SELF_HOSTED_API_KEY, SEED } = require('./index');

/** @param {string[]} argv */
function parseArgs(argv) {
	/** @type {Record<string, string | boolean>} */
	const a = {};
	for (let i = 0; i < argv.length; i++) {
		const m = /^--([^=]+)(?:=(.*))?$/.exec(argv[i]);
		if (!m) throw new Error(`unexpected argument ${argv[i]}`);
		if (m[2] !== undefined) a[m[1]] = m[2];
		else if (argv[i + 1] !== undefined && !argv[i + 1].startsWith('--')) a[m[1]] = argv[++i];
		else a[m[1]] = true;
	}
	return a;
}

/** @param {string | boolean | undefined} v @param {string} name */
function num(v, name) {
	if (v === undefined) return undefined;
	const n = Number(v);
	if (!Number.isFinite(n) || n < 0) throw new Error(`--${name} needs a non-negative number`);
	return n;
}

async function main() {
	const a = parseArgs(process.argv.slice(2));
	if (a.help || a.h) {
		process.stdout.write(
			'usage: node test/emulator/cli.js [--port 8000] [--alerts N] [--self-hosted-alerts N] [--pipes N]\n' +
				'       [--rate-limit] [--latency-ms N] [--transition-ms N] [--legacy] [--no-log-bodies]\n',
		);
		return;
	}
	/** @type {Record<string, number>} */
	const seed = {};
	const alerts = num(a.alerts, 'alerts');
	if (alerts !== undefined) seed.alerts = alerts;
	const shAlerts = num(a['self-hosted-alerts'], 'self-hosted-alerts');
	if (shAlerts !== undefined) seed.selfHostedAlerts = shAlerts;
	else if (alerts !== undefined) seed.selfHostedAlerts = alerts;
	const pipes = num(a.pipes, 'pipes');
	if (pipes !== undefined) seed.pipes = pipes;
	const rl = !!a['rate-limit'];
	const emu = await startEmulator({
		port: num(a.port, 'port') === undefined ? 8000 : num(a.port, 'port'),
		seed,
		latencyMs: num(a['latency-ms'], 'latency-ms') || 0,
		pipeTransitionMs: num(a['transition-ms'], 'transition-ms'),
		legacy: !!a.legacy,
		logBodies: !a['no-log-bodies'],
		rateLimit: { cloud: { enabled: rl }, selfHosted: { enabled: rl } },
	});
	process.stdout.write(
		[
			`emulator listening on ${emu.url}`,
			`  cloud       : ${emu.url}/v1   HTTP Basic keyId=${DEMO_CLOUD.keyId} keySecret=${DEMO_CLOUD.keySecret}`,
			`                organizationId=${SEED.org} serviceId=${SEED.service}`,
			`  self-hosted : ${emu.url}/api/v2   Bearer ${DEMO_SELF_HOSTED_API_KEY}`,
			`  control     : ${emu.url}/__emulator/  (GET /__emulator/seed lists every fixed id)`,
			`  rate limit  : ${rl ? 'on' : 'off'}; latency ${emu.options.latencyMs} ms`,
			'',
		].join('\n'),
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

main().catch((err) => {
	process.stderr.write(`${err && err.message ? err.message : err}\n`);
	process.exit(1);
});
