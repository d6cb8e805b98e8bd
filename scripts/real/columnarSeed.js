'use strict';
// The tables of the columnar database for `npm run test:real`: the telemetry collector's own
// seed SQL, in the server's source (docker/otel-collector/schema/seed/), run in file order
// through the front (scripts/real/columnarFront.mjs), as the collector's migration tool runs
// them. A file named `<number>_..._compat.sql` is the older alternative to the file of the same
// number (for engines without text indexes): one of each pair is taken, the newer one, since
// the embedded engine has text indexes.
const fs = require('fs');
const path = require('path');

const SEED_FOLDER = 'docker/otel-collector/schema/seed';
/** The values of the placeholders the seed files use. */
const DATABASE = 'default';
const TTL = 'toIntervalDay(3650)';

/** The seed files to run, in order: [{ file, statements }]. */
function seedFiles(sourceDir) {
	const dir = path.join(sourceDir, SEED_FOLDER);
	if (!fs.existsSync(dir))
		throw new Error(`the columnar database's seed SQL is not at ${dir} (the server's source)`);
	const files = fs
		.readdirSync(dir)
		.filter((file) => file.endsWith('.sql'))
		.sort();
	const numberOf = (file) => file.split('_')[0];
	const isCompat = (file) => /_compat\.sql$/.test(file);
	const chosen = files.filter(
		(file) =>
			!isCompat(file) ||
			!files.some(
				(other) => other !== file && !isCompat(other) && numberOf(other) === numberOf(file),
			),
	);
	return chosen.map((file) => ({
		file,
		statements: statementsOf(fs.readFileSync(path.join(dir, file), 'utf8')),
	}));
}

/**
 * The statements of a seed file: its migration tool's comments dropped, placeholders filled,
 * split at a `;` that ends a line.
 */
function statementsOf(text) {
	const filled = text
		.split('\n')
		.filter((line) => !/^\s*--/.test(line))
		.join('\n')
		.replace(/\$\{DATABASE\}/g, DATABASE)
		.replace(/\$\{[A-Z_]*TTL\}/g, TTL);
	const left = filled.match(/\$\{[^}]+\}/);
	if (left)
		throw new Error(`a seed statement has a placeholder this launcher does not fill: ${left[0]}`);
	return filled
		.split(/;\s*(?:\n|$)/)
		.map((statement) => statement.trim())
		.filter(Boolean);
}

/** Runs every seed statement through the front at `url`; resolves the count and the time. */
async function createTables(url, sourceDir) {
	const started = Date.now();
	let count = 0;
	for (const { file, statements } of seedFiles(sourceDir)) {
		for (const statement of statements) {
			const response = await fetch(`${url}/`, { method: 'POST', body: statement });
			const text = await response.text();
			if (response.status !== 200)
				throw new Error(
					`seed ${file}: the engine answered ${response.status}: ${text.slice(0, 400)}`,
				);
			count++;
		}
	}
	return { statements: count, seconds: (Date.now() - started) / 1000 };
}

module.exports = { seedFiles, statementsOf, createTables, SEED_FOLDER, DATABASE };
