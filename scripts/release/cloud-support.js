#!/usr/bin/env node
'use strict';
// `node scripts/release/cloud-support.js [folder]`: n8n's own verdict on n8n Cloud eligibility
// (`n8n-node cloud-support`: `n8n.strict` in package.json and eslint.config.mjs exactly n8n's
// default), which always exits 0; this prints its output and exits 1 unless it says eligible.
// CI (.ci/run, .github/workflows/ci.yml) and release:check run it.
const { spawnSync } = require('child_process');
const path = require('path');

const REPO = path.resolve(__dirname, '../..');
const BIN = path.join(REPO, 'node_modules/@n8n/node-cli/bin/n8n-node.mjs');

/** The verdict in n8n-node cloud-support's output: 'eligible', 'not eligible' or 'unknown'. */
function cloudSupportVerdict(output) {
	if (/Status:\s*NOT eligible/i.test(output)) return 'not eligible';
	if (/Status:\s*eligible for n8n Cloud verification/i.test(output)) return 'eligible';
	return 'unknown';
}

/** Runs n8n-node cloud-support in `folder`; resolves {verdict, output}. */
function cloudSupport(folder = REPO) {
	const result = spawnSync(process.execPath, [BIN, 'cloud-support'], {
		cwd: folder,
		encoding: 'utf8',
		env: { ...process.env, NO_COLOR: '1', FORCE_COLOR: '0' },
	});
	const output = `${result.stdout || ''}${result.stderr || ''}`;
	return { verdict: result.status === 0 ? cloudSupportVerdict(output) : 'unknown', output };
}

module.exports = { cloudSupportVerdict, cloudSupport };

if (require.main === module) {
	const { verdict, output } = cloudSupport(path.resolve(process.argv[2] || REPO));
	process.stdout.write(output);
	console.log(`n8n Cloud eligibility: ${verdict}`);
	process.exitCode = verdict === 'eligible' ? 0 : 1;
}
