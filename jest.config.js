/** @type {import('jest').Config} */
module.exports = {
	testEnvironment: 'node',
	roots: ['<rootDir>/test'],
	testMatch: ['**/*.test.ts'],
	transform: { '^.+\\.ts$': ['ts-jest', { tsconfig: 'tsconfig.test.json'}] },
	testTimeout: 30000,
	// The contract check: every exchange with the emulator against the published documents.
	// n8n's logger to memory: expected errors are asserted by the tests, not printed.
	setupFilesAfterEnv: ['<rootDir>/test/support/contract.ts', '<rootDir>/test/support/quietN8nLog.ts'],
};
