// Runs jest; with JEST_JSON_OUTPUT set (CI), also writes its JSON report there. Then prints the
// contract check's totals over every process of the run (test/contract/recorder.js) and the
// reliability figures the suites gathered (scripts/testing/figures.js), and fails when any
// exchange broke the published documents.
const { spawnSync } = require('child_process');
const fs = require('fs');
const os = require('os');
const path = require('path');
const { formatTotals, sumTotals } = require('../test/contract');
const { formatFigures, readFigures } = require('./testing/figures');

const contractDir = fs.mkdtempSync(path.join(os.tmpdir(), 'obs-contract-'));
const figuresDir = fs.mkdtempSync(path.join(os.tmpdir(), 'obs-figures-'));
const args = [require.resolve('jest/bin/jest'), ...process.argv.slice(2)];
if (process.env.JEST_JSON_OUTPUT)
	args.push('--json', `--outputFile=${process.env.JEST_JSON_OUTPUT}`);
const result = spawnSync(process.execPath, args, {
	stdio: 'inherit',
	env: { ...process.env, OBS_CONTRACT_LOG: contractDir, OBS_FIGURES_LOG: figuresDir },
});

const files = fs.readdirSync(contractDir).filter((file) => file.endsWith('.json'));
const totals = sumTotals(
	files.map((file) => JSON.parse(fs.readFileSync(path.join(contractDir, file), 'utf8'))),
);
const figures = formatFigures(readFigures(figuresDir));
fs.rmSync(contractDir, { recursive: true, force: true });
fs.rmSync(figuresDir, { recursive: true, force: true });
console.log(`\n${formatTotals(totals)}`);
if (figures) console.log(`\n${figures}`);
process.exit(result.status === 0 && totals.invalidCount === 0 ? 0 : result.status || 1);
