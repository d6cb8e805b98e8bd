/* eslint-disable @n8n/community-nodes/no-restricted-globals, @n8n/community-nodes/no-restricted-imports -- test code runs under jest, never in n8n Cloud: it needs Node globals and Node built-ins */
import { spawnSync } from './processes';
import fc from 'fast-check';
import * as path from 'path';
import { FIGURES_VARIABLE } from './figures';
import { assertProperty, replayCommand, SEED_VARIABLE, seedFromEnv } from './seed';

const root = path.resolve(__dirname, '../..');

/** Runs `body` with OBS_SEED set to `value` (or unset), restoring it after. */
async function withSeedVariable<T>(value: string | undefined, body: () => Promise<T>): Promise<T> {
	const before = process.env[SEED_VARIABLE];
	// The planted properties' seeds stay out of the run's list of seeds (scripts/jest.js prints it).
	const figures = process.env[FIGURES_VARIABLE];
	delete process.env[FIGURES_VARIABLE];
	if (value === undefined) delete process.env[SEED_VARIABLE];
	else process.env[SEED_VARIABLE] = value;
	try {
		return await body();
	} finally {
		if (before === undefined) delete process.env[SEED_VARIABLE];
		else process.env[SEED_VARIABLE] = before;
		if (figures !== undefined) process.env[FIGURES_VARIABLE] = figures;
	}
}

const failing = () => fc.property(fc.integer({ min: 0, max: 1000 }), (value) => value < 500);

async function failureOf(run: () => Promise<void>): Promise<string> {
	try {
		await run();
	} catch (error) {
		return (error as Error).message;
	}
	throw new Error('the planted property did not fail');
}

describe('seeded random tests', () => {
	it('reads OBS_SEED as a whole number and refuses anything else', () => {
		expect(seedFromEnv({ OBS_SEED: '123' })).toBe(123);
		expect(seedFromEnv({ OBS_SEED: '-45' })).toBe(-45);
		expect(seedFromEnv({})).toBeUndefined();
		expect(() => seedFromEnv({ OBS_SEED: 'abc' })).toThrow(
			"OBS_SEED must be an integer (as printed by a failed run), got 'abc'",
		);
	});

	it('words a replay command that runs the one test, its name quoted for the shell', () => {
		expect(
			replayCommand(
				42,
				path.join(root, 'test/trigger/property.test.ts'),
				"trigger property: it's (a) test",
			),
		).toBe(
			"OBS_SEED=42 npx jest test/trigger/property.test.ts -t '^trigger property: it'\\''s \\(a\\) test$'",
		);
	});

	it('a failing property names its seed and the replay command; the same seed finds the same counterexample', async () => {
		const first = await withSeedVariable(undefined, () =>
			failureOf(() => assertProperty(failing())),
		);
		const seed = Number(first.match(/failed with seed (-?\d+)\./)?.[1]);
		expect(Number.isInteger(seed)).toBe(true);
		expect(first).toContain(
			`Replay it: OBS_SEED=${seed} npx jest test/support/seed.test.ts -t '^seeded random tests a failing property names its seed`,
		);
		// fast-check's own report follows: its seed is ours.
		expect(first).toContain(`seed: ${seed}, path:`);
		const again = await withSeedVariable(String(seed), () =>
			failureOf(() => assertProperty(failing())),
		);
		const counterexample = (text: string) => text.match(/Counterexample: (.*)/)?.[1];
		expect(counterexample(again)).toBeDefined();
		expect(counterexample(again)).toBe(counterexample(first));
		expect(again).toContain(`failed with seed ${seed}.`);
	});

	it('the failure output of a jest run shows the seed and the replay command (a planted failing property, in a child jest)', () => {
		const child = spawnSync(
			process.execPath,
			[
				require.resolve('jest/bin/jest'),
				'--testMatch',
				'**/test/support/fixtures/plantedProperty.ts',
				'--maxWorkers=1',
				'--ci',
				'--colors=false',
			],
			{
				cwd: root,
				encoding: 'utf8',
				env: {
					...process.env,
					OBS_SEED: '4242',
					OBS_CONTRACT_LOG: '',
					OBS_FIGURES_LOG: '',
					FORCE_COLOR: '0',
				},
				timeout: 120000,
			},
		);
		const output = `${child.stdout}${child.stderr}`;
		expect(child.status).toBe(1);
		expect(output).toContain(
			'Random test failed with seed 4242. Replay it: OBS_SEED=4242 npx jest test/support/fixtures/plantedProperty.ts',
		);
		expect(output).toContain("-t '^planted a property that fails for large numbers$'");
		expect(output).toContain('seed: 4242, path:');
	}, 150000);
});
