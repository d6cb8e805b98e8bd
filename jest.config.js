/** @type {import('jest').Config} */
module.exports = {
	testEnvironment: 'node',
	roots: ['<rootDir>/test'],
	testMatch: ['**/*.test.ts'],
	transform: { '^.+\\.ts$': ['ts-jest', { tsconfig: 'tsconfig.test.json'}] },
	testTimeout: 30000,
	// The contract check: every exchange with the emulator against the published documents.
	setupFilesAfterEnv: ['<rootDir>/test/support/contract.ts'],
};
