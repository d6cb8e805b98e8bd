#!/usr/bin/env node
'use strict';
// `npm run release:check`: everything n8n's verification scanner and its reviewers look at,
// one PASS/FAIL line per check and a closing "N passed, N failed"; exits 1 on any failure.
//
//   build     npm run build
//   lint      npm run lint: n8n's community-node rules, the local copies of the upcoming
//             ones (eslint-rules/), the type check
//   scanner   n8n's verification scanner over the source and the packed tarball (scripts/verify.mjs)
//   package   package.json fields of the packed package
//   readme    the README sections users and reviewers look for
//   icons     light and dark SVG icons of every node and credential, present and valid
//   codex     the codex file of every node
//   workflows the CI and the provenance publish workflows
//
// `--skip build,lint,scanner` leaves steps out (the tests use it on a fresh build).
const { execFileSync, spawnSync } = require('child_process');
const fs = require('fs');
const os = require('os');
const path = require('path');
const checks = require('./checks');
const { parseYaml } = require('./yaml');

const root = path.resolve(__dirname, '../..');
const skipArg = process.argv.find((arg, index) => process.argv[index - 1] === '--skip' || arg.startsWith('--skip='));
const skipped = new Set((skipArg ? skipArg.replace(/^--skip=/, '') : '').split(',').filter(Boolean));
const results = [];

function report(name, problems) {
	const list = (problems || []).filter(Boolean);
	results.push({ name, ok: list.length === 0 });
	console.log(`${list.length === 0 ? 'PASS' : 'FAIL'}  ${name}${list.length ? `: ${list.join('; ')}` : ''}`);
}

/** Runs a command; its output is shown only when it fails. */
function command(name, file, args) {
	const result = spawnSync(file, args, { cwd: root, encoding: 'utf8', maxBuffer: 64 * 1024 * 1024 });
	if (result.status !== 0) {
		console.log((result.stdout + result.stderr).split('\n').filter((line) => line && !/^npm warn Unknown user config/.test(line)).slice(-40).join('\n'));
	}
	report(name, result.status === 0 ? [] : [`exit ${result.status ?? result.signal}`]);
	return result;
}

function pack() {
	const dir = fs.mkdtempSync(path.join(os.tmpdir(), 'obs-release-check-'));
	const out = execFileSync('npm', ['pack', '--json', '--ignore-scripts', '--pack-destination', dir], { cwd: root, encoding: 'utf8', stdio: ['ignore', 'pipe', 'ignore'] });
	const [info] = JSON.parse(out);
	execFileSync('tar', ['-xzf', path.join(dir, info.filename), '-C', dir]);
	return { dir, packageDir: path.join(dir, 'package'), tarball: info.filename, files: info.files.map((file) => file.path) };
}

/** Instances of the classes a built module exports (a node type or a credential type). */
function instances(file) {
	const exported = require(path.join(root, file));
	return Object.values(exported)
		.filter((value) => typeof value === 'function')
		.map((Type) => new Type());
}

function iconChecks(pkg, packed) {
	const problems = [];
	const svgs = new Map();
	const entries = [
		...(pkg.n8n.nodes || []).map((file) => ({ file, kind: 'node' })),
		...(pkg.n8n.credentials || []).map((file) => ({ file, kind: 'credential' })),
	];
	for (const { file, kind } of entries) {
		for (const instance of instances(file)) {
			const icon = kind === 'node' ? (instance.description || {}).icon : instance.icon;
			const label = kind === 'node' ? (instance.description || {}).name : instance.name;
			for (const problem of checks.iconShapeProblems(icon)) problems.push(`${kind} ${label}: ${problem}`);
			for (const relative of checks.iconFiles(icon)) {
				const target = path.posix.normalize(path.posix.join(path.posix.dirname(file), relative));
				if (!packed.files.includes(target)) {
					problems.push(`${kind} ${label}: ${target} is not in the tarball`);
					continue;
				}
				svgs.set(target, true);
			}
		}
	}
	report(`every node and credential references light and dark SVG icons in the tarball (${entries.length} files)`, problems);
	const invalid = [];
	for (const target of svgs.keys()) {
		for (const problem of checks.svgProblems(fs.readFileSync(path.join(packed.packageDir, target), 'utf8'))) invalid.push(`${target}: ${problem}`);
	}
	report(`the icons are valid SVG (${svgs.size} files)`, svgs.size ? invalid : ['no icon files found']);
}

function codexChecks(pkg, packed) {
	for (const file of pkg.n8n.nodes || []) {
		const codexFile = file.replace(/\.js$/, '.json');
		const problems = [];
		if (!packed.files.includes(codexFile)) {
			report(`codex ${codexFile}`, ['not in the tarball']);
			continue;
		}
		const text = fs.readFileSync(path.join(packed.packageDir, codexFile), 'utf8');
		for (const instance of instances(file)) {
			const name = (instance.description || {}).name;
			problems.push(...checks.codexProblems(text, `${pkg.name}.${name}`));
		}
		report(`codex ${codexFile}: JSON, node name, n8n's categories, no subcategories, documentation links`, problems);
	}
}

function workflowChecks() {
	const read = (file) => {
		try {
			return parseYaml(fs.readFileSync(path.join(root, '.github/workflows', file), 'utf8'));
		} catch (error) {
			return { error: error.message };
		}
	};
	const runs = (flow) => Object.values(flow.jobs || {}).flatMap((job) => (job.steps || []).map((step) => String(step.run || '').trim()));
	const ci = read('ci.yml');
	report('.github/workflows/ci.yml installs, lints and tests on push and pull request', [
		ci.error,
		ci.on && ci.on.push !== undefined && ci.on.pull_request !== undefined ? null : 'not on push and pull_request',
		...['npm ci', 'npm run lint', 'npm test'].map((step) => (ci.error || runs(ci).includes(step) ? null : `no "${step}" step`)),
	]);
	const publish = read('publish.yml');
	const jobPermissions = Object.values(publish.jobs || {}).map((job) => ({ ...publish.permissions, ...job.permissions }));
	report('.github/workflows/publish.yml publishes with npm provenance on a version tag', [
		publish.error,
		publish.on && publish.on.push && Array.isArray(publish.on.push.tags) && publish.on.push.tags.length ? null : 'not on a tag push',
		jobPermissions.length && jobPermissions.every((permissions) => permissions['id-token'] === 'write') ? null : 'no id-token: write',
		publish.error || runs(publish).some((run) => /^npm publish\b.*--provenance/.test(run)) ? null : 'no "npm publish --provenance" step',
	]);
}

function main() {
	console.log(`release:check of ${root}${skipped.size ? ` (skipping ${[...skipped].join(', ')})` : ''}`);
	if (!skipped.has('build')) command('build (npm run build)', 'npm', ['run', 'build']);
	if (!skipped.has('lint')) command("lint: n8n's community-node rules, the local no-codex-subcategories and require-continue-on-fail, type check", 'npm', ['run', 'lint']);
	if (!skipped.has('scanner')) {
		const scan = spawnSync(process.execPath, [path.join(root, 'scripts/verify.mjs')], { cwd: root, encoding: 'utf8' });
		const legs = scan.stdout.split('\n').filter((line) => /^(PASS|FAIL)\s/.test(line));
		for (const line of legs) {
			const [, verdict, text] = /^(PASS|FAIL)\s+(.*)$/.exec(line);
			report(`n8n verification scanner: ${text.replace(/^scanner over /, '')}`, verdict === 'PASS' ? [] : ['see the scanner output above']);
		}
		if (legs.length !== 2 || scan.status !== 0) {
			if (legs.length !== 2) console.log(scan.stdout + scan.stderr);
			report('n8n verification scanner ran both legs', [legs.length !== 2 ? `${legs.length} legs reported` : null, scan.status !== 0 ? `exit ${scan.status}` : null]);
		}
	}

	let packed;
	try {
		packed = pack();
		report(`npm pack (${packed.tarball}, ${packed.files.length} files)`, []);
	} catch (error) {
		report('npm pack', [error.message]);
	}
	if (packed) {
		try {
			const pkg = JSON.parse(fs.readFileSync(path.join(packed.packageDir, 'package.json'), 'utf8'));
			for (const [name, problems] of checks.packageJsonChecks(pkg, packed.files)) report(`package.json: ${name}`, problems);
			const readme = packed.files.includes('README.md') ? fs.readFileSync(path.join(packed.packageDir, 'README.md'), 'utf8') : '';
			report(`README sections: ${checks.README_SECTIONS.join(', ')}`, readme ? checks.readmeProblems(readme) : ['no README.md in the tarball']);
			iconChecks(pkg, packed);
			codexChecks(pkg, packed);
		} catch (error) {
			report('the packed package could be read', [error.stack || error.message]);
		} finally {
			fs.rmSync(path.dirname(packed.packageDir), { recursive: true, force: true });
		}
	}
	workflowChecks();

	const passed = results.filter((result) => result.ok).length;
	const failed = results.length - passed;
	console.log('');
	console.log(`${passed} passed, ${failed} failed`);
	process.exitCode = failed ? 1 : 0;
}

main();
