#!/usr/bin/env node
'use strict';
// `npm run release:check`: everything n8n's verification scanner and its reviewers look at,
// one PASS/FAIL line per check and a closing "N passed, N failed"; exits 1 on any failure.
//
//   build     npm run build (n8n-node build)
//   lint      npm run lint (n8n-node lint: n8n's default config, strict mode) and npm run typecheck
//   cloud     n8n-node cloud-support says the package is eligible for n8n Cloud verification
//   source    the rules of n8n's community-node lint that its published plugin lacks yet,
//             over the node sources: execute() calls this.continueOnFail(), no codex subcategories
//   scanner   n8n's verification scanner over the source and the packed tarball (scripts/verify.mjs)
//   package   package.json fields of the packed package
//   readme    the README sections users and reviewers look for
//   icons     light and dark SVG icons of every node and credential, present and valid
//   codex     the codex file of every node
//   package   npm pack, then package.json fields, README sections, icons and codex files of the tarball
//   workflows the CI and the provenance publish workflows
//
// `--skip build,lint,scanner` leaves steps out (the tests use it on a fresh build);
// `--only source,cloud` runs only the steps named.
// `--root <folder>` checks another checkout (the tests plant violations in a copy).
const { execFileSync, spawnSync } = require('child_process');
const fs = require('fs');
const os = require('os');
const path = require('path');
const checks = require('./checks');
const { parseYaml } = require('./yaml');
const { cloudSupport } = require('./cloud-support');

const rootArg = process.argv.indexOf('--root');
const root =
	rootArg === -1 ? path.resolve(__dirname, '../..') : path.resolve(process.argv[rootArg + 1]);
const skipArg = process.argv.find(
	(arg, index) => process.argv[index - 1] === '--skip' || arg.startsWith('--skip='),
);
const skipped = new Set(
	(skipArg ? skipArg.replace(/^--skip=/, '') : '').split(',').filter(Boolean),
);
const onlyArg = process.argv.find(
	(arg, index) => process.argv[index - 1] === '--only' || arg.startsWith('--only='),
);
const only = new Set((onlyArg ? onlyArg.replace(/^--only=/, '') : '').split(',').filter(Boolean));
/** Whether a step runs: not skipped, and named by --only when that is given. */
const wanted = (step) => !skipped.has(step) && (only.size === 0 || only.has(step));
const results = [];

function report(name, problems) {
	const list = (problems || []).filter(Boolean);
	results.push({ name, ok: list.length === 0 });
	console.log(
		`${list.length === 0 ? 'PASS' : 'FAIL'}  ${name}${list.length ? `: ${list.join('; ')}` : ''}`,
	);
}

/** Runs a command; its output is shown only when it fails. */
function command(name, file, args) {
	const result = spawnSync(file, args, {
		cwd: root,
		encoding: 'utf8',
		maxBuffer: 64 * 1024 * 1024,
	});
	if (result.status !== 0) {
		console.log(
			(result.stdout + result.stderr)
				.split('\n')
				.filter((line) => line && !/^npm warn Unknown user config/.test(line))
				.slice(-40)
				.join('\n'),
		);
	}
	report(name, result.status === 0 ? [] : [`exit ${result.status ?? result.signal}`]);
	return result;
}

function pack() {
	const dir = fs.mkdtempSync(path.join(os.tmpdir(), 'obs-release-check-'));
	const out = execFileSync(
		'npm',
		['pack', '--json', '--ignore-scripts', '--pack-destination', dir],
		{ cwd: root, encoding: 'utf8', stdio: ['ignore', 'pipe', 'ignore'] },
	);
	const [info] = JSON.parse(out);
	execFileSync('tar', ['-xzf', path.join(dir, info.filename), '-C', dir]);
	return {
		dir,
		packageDir: path.join(dir, 'package'),
		tarball: info.filename,
		files: info.files.map((file) => file.path),
	};
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
			for (const problem of checks.iconShapeProblems(icon))
				problems.push(`${kind} ${label}: ${problem}`);
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
	report(
		`every node and credential references light and dark SVG icons in the tarball (${entries.length} files)`,
		problems,
	);
	const invalid = [];
	for (const target of svgs.keys()) {
		for (const problem of checks.svgProblems(
			fs.readFileSync(path.join(packed.packageDir, target), 'utf8'),
		))
			invalid.push(`${target}: ${problem}`);
	}
	report(
		`the icons are valid SVG (${svgs.size} files)`,
		svgs.size ? invalid : ['no icon files found'],
	);
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
		report(
			`codex ${codexFile}: JSON, node name, n8n's categories, no subcategories, documentation links`,
			problems,
		);
	}
}

/** Every `*.node.ts` file under nodes/, repository-relative. */
function nodeSources() {
	const found = [];
	const walk = (dir) => {
		for (const entry of fs.readdirSync(path.join(root, dir), { withFileTypes: true })) {
			const file = `${dir}/${entry.name}`;
			if (entry.isDirectory()) walk(file);
			else if (entry.name.endsWith('.node.ts')) found.push(file);
		}
	};
	walk('nodes');
	return found.sort();
}

/** The community-node lint rules of n8n's main branch that the published plugin lacks yet. */
function sourceChecks() {
	const files = nodeSources();
	const read = (file) =>
		fs.existsSync(path.join(root, file)) ? fs.readFileSync(path.join(root, file), 'utf8') : null;
	report(
		`source: the execute() of every node class calls this.continueOnFail() (require-continue-on-fail, ${files.length} node files)`,
		files.length
			? files.flatMap((file) => checks.continueOnFailProblems(file, read(file)))
			: ['no node files found'],
	);
	report(
		'source: no codex subcategories in the node files and their .node.json (no-codex-subcategories)',
		files.flatMap((file) => {
			const codexFile = file.replace(/\.ts$/, '.json');
			return checks.codexSubcategoryProblems(file, read(file), codexFile, read(codexFile));
		}),
	);
}

function workflowChecks() {
	const read = (file) => {
		try {
			return parseYaml(fs.readFileSync(path.join(root, '.github/workflows', file), 'utf8'));
		} catch (error) {
			return { error: error.message };
		}
	};
	const runs = (flow) =>
		Object.values(flow.jobs || {}).flatMap((job) =>
			(job.steps || []).map((step) => String(step.run || '').trim()),
		);
	const ci = read('ci.yml');
	// The CI is .ci/run (it installs, lints, type-checks, tests and runs the real-n8n checks).
	report(
		'.github/workflows/ci.yml runs .ci/run on push and pull request, and when the publish workflow calls it',
		[
			ci.error,
			ci.on && ci.on.push !== undefined && ci.on.pull_request !== undefined
				? null
				: 'not on push and pull_request',
			ci.on && ci.on.workflow_call !== undefined ? null : 'not callable (workflow_call)',
			ci.error || runs(ci).includes('.ci/run') ? null : 'no ".ci/run" step',
		],
	);
	const publish = read('publish.yml');
	const publishJobs = Object.values(publish.jobs || {}).filter((job) => job.steps);
	const jobPermissions = publishJobs.map((job) => ({
		...publish.permissions,
		...job.permissions,
	}));
	// The job that runs the CI workflow; every job that publishes needs it.
	const ciJob = Object.entries(publish.jobs || {}).find(
		([, job]) => job.uses === './.github/workflows/ci.yml',
	);
	report(
		'.github/workflows/publish.yml publishes with npm provenance on a version tag (n8n-node release), after CI passed',
		[
			publish.error,
			publish.on &&
			publish.on.push &&
			Array.isArray(publish.on.push.tags) &&
			publish.on.push.tags.length
				? null
				: 'not on a tag push',
			jobPermissions.length &&
			jobPermissions.every((permissions) => permissions['id-token'] === 'write')
				? null
				: 'no id-token: write',
			ciJob &&
			publishJobs.length &&
			publishJobs.every((job) => [].concat(job.needs || []).includes(ciJob[0]))
				? null
				: 'does not need the CI workflow (.github/workflows/ci.yml) to pass first',
			// In GitHub Actions `n8n-node release` lints, builds and runs `npm publish` with provenance.
			publish.error || runs(publish).some((run) => /(^|\n)npm run release$/m.test(run))
				? null
				: 'no "npm run release" step',
		],
	);
}

function main() {
	console.log(
		`release:check of ${root}${skipped.size ? ` (skipping ${[...skipped].join(', ')})` : ''}${only.size ? ` (only ${[...only].join(', ')})` : ''}`,
	);
	if (wanted('build')) command('build (npm run build)', 'npm', ['run', 'build']);
	if (wanted('lint')) {
		command("lint: n8n-node lint (n8n's default config, strict mode)", 'npm', ['run', 'lint']);
		command('type check (npm run typecheck)', 'npm', ['run', 'typecheck']);
	}
	if (wanted('cloud')) {
		const { verdict, output } = cloudSupport(root);
		if (verdict !== 'eligible') console.log(output);
		report(
			'n8n Cloud: n8n-node cloud-support says eligible (strict mode, the default eslint.config.mjs)',
			verdict === 'eligible' ? [] : [`the verdict is "${verdict}"`],
		);
	}
	if (wanted('source')) sourceChecks();
	if (wanted('scanner')) {
		const scan = spawnSync(process.execPath, [path.join(root, 'scripts/verify.mjs')], {
			cwd: root,
			encoding: 'utf8',
		});
		const legs = scan.stdout.split('\n').filter((line) => /^(PASS|FAIL)\s/.test(line));
		for (const line of legs) {
			const [, verdict, text] = /^(PASS|FAIL)\s+(.*)$/.exec(line);
			report(
				`n8n verification scanner: ${text.replace(/^scanner over /, '')}`,
				verdict === 'PASS' ? [] : ['see the scanner output above'],
			);
		}
		if (legs.length !== 2 || scan.status !== 0) {
			if (legs.length !== 2) console.log(scan.stdout + scan.stderr);
			report('n8n verification scanner ran both legs', [
				legs.length !== 2 ? `${legs.length} legs reported` : null,
				scan.status !== 0 ? `exit ${scan.status}` : null,
			]);
		}
	}

	let packed;
	if (wanted('package')) {
		try {
			packed = pack();
			report(`npm pack (${packed.tarball}, ${packed.files.length} files)`, []);
		} catch (error) {
			report('npm pack', [error.message]);
		}
	}
	if (packed) {
		try {
			const pkg = JSON.parse(fs.readFileSync(path.join(packed.packageDir, 'package.json'), 'utf8'));
			for (const [name, problems] of checks.packageJsonChecks(pkg, packed.files))
				report(`package.json: ${name}`, problems);
			const readme = packed.files.includes('README.md')
				? fs.readFileSync(path.join(packed.packageDir, 'README.md'), 'utf8')
				: '';
			report(
				`README sections: ${checks.README_SECTIONS.join(', ')}`,
				readme ? checks.readmeProblems(readme) : ['no README.md in the tarball'],
			);
			iconChecks(pkg, packed);
			codexChecks(pkg, packed);
		} catch (error) {
			report('the packed package could be read', [error.stack || error.message]);
		} finally {
			fs.rmSync(path.dirname(packed.packageDir), { recursive: true, force: true });
		}
	}
	if (wanted('workflows')) workflowChecks();

	const passed = results.filter((result) => result.ok).length;
	const failed = results.length - passed;
	console.log('');
	console.log(`${passed} passed, ${failed} failed`);
	process.exitCode = failed ? 1 : 0;
}

main();
