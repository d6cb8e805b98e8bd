// n8n's verification scanner, offline: its own analysis over the source and over the
// unpacked `npm pack` tarball, the two legs of `@n8n/scan-community-package`. Only this script
// needs the scanner (and its own ESLint and rule plugins), so `npm ci` does not install it:
// the first run installs it from scripts/release/scanner/ into a cache outside the checkout
// (scripts/e2e/cache.js, as the real n8n of `npm run test:n8n`).
import { execFileSync } from 'node:child_process';
import { mkdtempSync, rmSync } from 'node:fs';
import { createRequire } from 'node:module';
import { tmpdir } from 'node:os';
import { join, resolve } from 'node:path';
import { pathToFileURL } from 'node:url';

const require = createRequire(import.meta.url);
const { ensureTool } = require('./e2e/cache.js');

const root = resolve(import.meta.dirname, '..');
const scannerDir = await ensureTool('scanner', join(root, 'scripts/release/scanner'));
const scanner = join(scannerDir, 'node_modules/@n8n/scan-community-package/scanner/scanner.mjs');
const { analyzePackage, SOURCE_FILE_PATTERNS } = await import(pathToFileURL(scanner).href);
let failed = false;

async function leg(name, dir, patterns) {
	const result = await analyzePackage(dir, patterns);
	console.log(
		`${result.passed ? 'PASS' : 'FAIL'}  scanner over ${name}${result.message ? `: ${result.message}` : ''}`,
	);
	if (!result.passed) {
		failed = true;
		if (result.details) console.log(result.details);
	}
}

await leg('the source', root, SOURCE_FILE_PATTERNS);

const work = mkdtempSync(join(tmpdir(), 'obs-pack-'));
try {
	const tarball = execFileSync(
		'npm',
		['pack', '--silent', '--ignore-scripts', '--pack-destination', work],
		{ cwd: root, encoding: 'utf8' },
	)
		.trim()
		.split('\n')
		.pop();
	execFileSync('tar', ['-xzf', join(work, tarball), '-C', work]);
	await leg(`the packed tarball (${tarball})`, join(work, 'package'), ['**/*.js', 'package.json']);
} finally {
	rmSync(work, { recursive: true, force: true });
}
process.exit(failed ? 1 : 0);
