'use strict';
// Which commit of the real self-hosted server `npm run test:real` runs. The copy in
// ../shared/realserver/source has no git history, so the project records, in
// scripts/real/source.json, the commit the copy was taken from (its README names it), the API
// package's version, and a digest of the files test:real uses (the parts below, which are the
// whole of the shared copy; a full clone has more beside them): SHA-256 over each file's path
// (relative, `/`-separated, sorted) and content. A copy that differs in any file, or whose API
// package has another version, stops the run before anything starts.
//
// `node scripts/real/sourceDigest.js [folder]` prints the figures of a folder (to record them
// when the project moves to another commit: update source.json with the commit).
const fs = require('fs');
const path = require('path');
const crypto = require('crypto');

const RECORDED = path.join(__dirname, 'source.json');

/** The parts of the server's repository test:real reads. */
const PARTS = [
	'LICENSE',
	'package.json',
	'tsconfig.base.json',
	'yarn.lock',
	'packages/api',
	'packages/common-utils',
	'docker/otel-collector/schema/seed',
];

function filesOf(dir) {
	const files = [];
	const walk = (relative) => {
		if (fs.statSync(path.join(dir, relative)).isFile()) {
			files.push(relative);
			return;
		}
		for (const entry of fs.readdirSync(path.join(dir, relative), { withFileTypes: true })) {
			const next = relative ? `${relative}/${entry.name}` : entry.name;
			if (entry.isDirectory()) walk(next);
			else if (entry.isFile()) files.push(next);
		}
	};
	for (const part of PARTS) if (fs.existsSync(path.join(dir, part))) walk(part);
	return files.sort();
}

/** { files, digest, apiVersion } of a source folder. */
function digestOf(dir) {
	const hash = crypto.createHash('sha256');
	const files = filesOf(dir);
	for (const file of files) {
		hash.update(file + '\0');
		hash.update(fs.readFileSync(path.join(dir, file)));
		hash.update('\0');
	}
	const apiFile = path.join(dir, 'packages/api/package.json');
	const apiVersion = fs.existsSync(apiFile)
		? JSON.parse(fs.readFileSync(apiFile, 'utf8')).version
		: null;
	return { files: files.length, digest: hash.digest('hex'), apiVersion };
}

/**
 * Checks a source folder against source.json; returns the recorded figures, throws naming
 * what differs. OBS_REAL_SERVER_SOURCE elsewhere (a clone of another commit) is checked too.
 */
function checkSource(dir, recorded = JSON.parse(fs.readFileSync(RECORDED, 'utf8'))) {
	const found = digestOf(dir);
	const problems = [];
	if (found.apiVersion !== recorded.apiVersion)
		problems.push(`its API package is version ${found.apiVersion}, not ${recorded.apiVersion}`);
	if (found.files !== recorded.files)
		problems.push(`it holds ${found.files} files, not ${recorded.files}`);
	if (found.digest !== recorded.digest)
		problems.push(`the digest of its files is ${found.digest}, not ${recorded.digest}`);
	if (problems.length)
		throw new Error(
			`the server's source at ${dir} is not commit ${recorded.commit} that test:real is written for (scripts/real/source.json): ${problems.join('; ')}`,
		);
	return recorded;
}

module.exports = { digestOf, checkSource, RECORDED, PARTS };

if (require.main === module) {
	const dir = path.resolve(
		process.argv[2] ?? path.join(__dirname, '../../../shared/realserver/source'),
	);
	console.log(JSON.stringify(digestOf(dir), null, 2));
}
