'use strict';
// The package of another commit, for `npm run bench -- --compare=<ref>`: its files taken with
// `git archive` into the system's temporary folder, its node_modules a link to this checkout's
// (only when the two package-lock.json files are equal: the same dependencies), built with its
// own `npm run build`. A build already there for the same commit is used again. Nothing is
// written outside that folder (npm's log files are turned off for the build).
const { createHash } = require('crypto');
const fs = require('fs');
const os = require('os');
const path = require('path');
const { execFileSync, spawnSync } = require('child_process');

/** Where the builds live, one folder per commit and checkout (its node_modules links to that checkout's). */
const BUILDS = path.join(os.tmpdir(), 'n8n-nodes-observability-pipes-bench');
/** Written last into a build's folder; its presence means the build finished. */
const MARKER = '.bench-build.json';

const git = (root, args, options = {}) =>
	execFileSync('git', args, { cwd: root, maxBuffer: 256 * 1024 * 1024, ...options });

/** The full hash of `ref`, or an error that names it. */
function resolveCommit(root, ref) {
	try {
		return git(root, ['rev-parse', '--verify', '--quiet', `${ref}^{commit}`], {
			encoding: 'utf8',
			stdio: ['ignore', 'pipe', 'ignore'],
		}).trim();
	} catch {
		throw new Error(`--compare=${ref}: no such commit in this repository`);
	}
}

/**
 * Why the commit's package cannot use this checkout's node_modules, or undefined when it can
 * (the two lockfiles are equal, byte for byte).
 */
function lockfileProblem(root, commit, ref) {
	let theirs;
	try {
		theirs = git(root, ['show', `${commit}:package-lock.json`], {
			stdio: ['ignore', 'pipe', 'ignore'],
		});
	} catch {
		return `--compare=${ref}: the commit has no package-lock.json`;
	}
	const ours = fs.readFileSync(path.join(root, 'package-lock.json'));
	if (Buffer.compare(theirs, ours) !== 0)
		return `--compare=${ref}: its package-lock.json differs from this checkout's, so its package cannot be built and run with this checkout's node_modules; compare with a commit that has the same lockfile (git log -- package-lock.json lists the changes)`;
	return undefined;
}

/** The commit's files in `folder`, its node_modules linked to this checkout's, built. */
function build(root, commit, folder) {
	fs.mkdirSync(folder, { recursive: true });
	const archive = git(root, ['archive', '--format=tar', commit]);
	execFileSync('tar', ['-x', '-C', folder], { input: archive });
	fs.symlinkSync(path.join(root, 'node_modules'), path.join(folder, 'node_modules'), 'dir');
	const built = spawnSync('npm', ['run', 'build'], {
		cwd: folder,
		encoding: 'utf8',
		env: { ...process.env, npm_config_logs_max: '0', npm_config_update_notifier: 'false' },
	});
	if (built.status !== 0)
		throw new Error(
			`npm run build of ${commit.slice(0, 7)} failed in ${folder}:\n${built.stdout}${built.stderr}`,
		);
}

/**
 * The built package of `ref` in the temporary folder, building it unless a finished build of
 * the same commit is there. Returns its folder (what createEngine and child.js take as
 * `packageRoot`), its commit and the commit's subject line.
 * @param {string} root this checkout
 * @param {string} ref a commit, branch or tag
 * @param {(line: string) => void} log
 */
function basePackage(root, ref, log = () => {}) {
	const commit = resolveCommit(root, ref);
	const problem = lockfileProblem(root, commit, ref);
	if (problem) throw new Error(problem);
	const short = commit.slice(0, 7);
	const subject = git(root, ['log', '-1', '--format=%s', commit], { encoding: 'utf8' }).trim();
	const checkout = createHash('sha256').update(root).digest('hex').slice(0, 8);
	const folder = path.join(BUILDS, `${commit}-${checkout}`);
	if (fs.existsSync(path.join(folder, MARKER)) && fs.existsSync(path.join(folder, 'dist'))) {
		log(`--compare: using the build of ${short} in ${folder}`);
	} else {
		log(`--compare: building ${short} in ${folder}`);
		// Built beside its final place and renamed, so a build cut short is never taken as done.
		const partial = `${folder}.partial-${process.pid}`;
		fs.rmSync(partial, { recursive: true, force: true });
		try {
			build(root, commit, partial);
			fs.writeFileSync(path.join(partial, MARKER), JSON.stringify({ commit }) + '\n');
			fs.rmSync(folder, { recursive: true, force: true });
			fs.renameSync(partial, folder);
		} catch (error) {
			fs.rmSync(partial, { recursive: true, force: true });
			throw error;
		}
	}
	return { root: folder, commit, short, subject };
}

module.exports = { basePackage, BUILDS };
