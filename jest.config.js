/** @type {import('jest').Config} */
module.exports = {
	testEnvironment: 'node',
	roots: ['<rootDir>/test'],
	testMatch: ['**/*.test.ts'],
	transform: { '^.+\\.ts$': ['ts-jest', { tsconfig: 'tsconfig.test.json' }] },
	// A guard against a hang, not a speed test: on a loaded machine a test may take many times
	// its usual time, and a test's speed is asserted (if ever) by counts, never by this.
	testTimeout: 120000,
	// The contract check: every exchange with the emulator against the published documents.
	// n8n's logger to memory: expected errors are asserted by the tests, not printed.
	setupFilesAfterEnv: [
		'<rootDir>/test/support/contract.ts',
		'<rootDir>/test/support/quietN8nLog.ts',
	],
};
