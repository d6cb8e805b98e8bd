// Prints jest's totals as the one closing line CI reads: "N passed, N failed".
const fs = require('fs');
const file = process.argv[2];
let passed = 0;
let failed = 0;
try {
	const report = JSON.parse(fs.readFileSync(file, 'utf8'));
	passed = report.numPassedTests;
	failed = report.numFailedTests + (report.numRuntimeErrorTestSuites || 0);
} catch {
	failed = 1;
}
console.log(`${passed} passed, ${failed} failed`);
