#!/usr/bin/env node
'use strict';
// `npm run docs:reliability`: runs the reliability suites (test/reliability) and lets them
// write their sections of docs/reliability.md. Only this command rewrites that report:
// `npm test` and `npm run test:faults` run the same suites and leave the tracked files alone.
const { spawnSync } = require('child_process');
const path = require('path');

const root = path.resolve(__dirname, '..');
const args = [require.resolve('jest/bin/jest'), 'test/reliability', ...process.argv.slice(2)];
const result = spawnSync(process.execPath, args, {
	cwd: root,
	stdio: 'inherit',
	env: { ...process.env, OBS_WRITE_REPORTS: '1' },
});
process.exit(result.status ?? 1);
