// Runs jest; with JEST_JSON_OUTPUT set (CI), also writes its JSON report there. Then prints the
// contract check's totals over every process of the run (test/contract/recorder.js) and fails
// when any exchange broke the published documents.
const { spawnSync } = require('child_process');
const fs = require('fs');
const os = require('os');
const path = require('path');
const { formatTotals, sumTotals } = require('../test/contract');

const contractDir = fs.mkdtempSync(path.join(os.tmpdir(), 'obs-contract-'));
const args = [require.resolve('jest/bin/jest'), ...process.argv.slice(2)];
if (process.env.JEST_JSON_OUTPUT) args.push('--json', `--outputFile=${process.env.JEST_JSON_OUTPUT}`);
const result = spawnSync(process.execPath, args, { stdio: 'inherit', env: { ...process.env, OBS_CONTRACT_LOG: contractDir } });

const files = fs.readdirSync(contractDir).filter((file) => file.endsWith('.json'));
const totals = sumTotals(files.map((file) => JSON.parse(fs.readFileSync(path.join(contractDir, file), 'utf8'))));
fs.rmSync(contractDir, { recursive: true, force: true });
console.log(`\n${formatTotals(totals)}`);
process.exit(result.status === 0 && totals.invalidCount === 0 ? 0 : result.status || 1);
