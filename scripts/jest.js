// Runs jest; with JEST_JSON_OUTPUT set (CI), also writes its JSON report there.
const { spawnSync } = require('child_process');
const args = [require.resolve('jest/bin/jest'), ...process.argv.slice(2)];
if (process.env.JEST_JSON_OUTPUT) args.push('--json', `--outputFile=${process.env.JEST_JSON_OUTPUT}`);
const result = spawnSync(process.execPath, args, { stdio: 'inherit' });
process.exit(result.status ?? 1);
