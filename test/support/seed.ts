/* eslint-disable @n8n/community-nodes/no-restricted-globals, @n8n/community-nodes/no-restricted-imports -- test code runs under jest, never in n8n Cloud: it needs Node globals and Node built-ins */
import { createHash } from 'crypto';
import fc from 'fast-check';
import * as path from 'path';
import { recordFigure } from './figures';

/**
 * Seeds for every random test: each test file draws one seed (or takes `OBS_SEED`), its
 * properties and random data use it, and a failure names it with the command that replays it. fast-check is
 * deterministic for a given seed, so the replay meets the same histories and the same failure.
 */
export const SEED_VARIABLE = 'OBS_SEED';
/** fast-check's path to the shrunk counterexample (printed by fast-check): replays only that case. */
export const SEED_PATH_VARIABLE = 'OBS_SEED_PATH';

const ROOT = path.resolve(__dirname, '../..');

/** The seed given in the environment, or undefined; a malformed one is refused, never ignored. */
export function seedFromEnv(env: NodeJS.ProcessEnv = process.env): number | undefined {
	const text = env[SEED_VARIABLE];
	if (text === undefined || text === '') return undefined;
	if (!/^-?\d+$/.test(text.trim()))
		throw new Error(
			`${SEED_VARIABLE} must be an integer (as printed by a failed run), got '${text}'`,
		);
	return Number(text.trim()) | 0;
}

/** A fresh 32-bit seed: the one place tests draw from Math.random, and it is printed on failure. */
export function freshSeed(): number {
	return (Math.random() * 0x100000000) | 0;
}

let fileSeed: number | undefined;

/** The seed of this test file's run: `OBS_SEED`, or one fresh seed drawn once per file. */
export function runSeed(): number {
	fileSeed ??= seedFromEnv() ?? freshSeed();
	return fileSeed;
}

/**
 * `length` hex digits drawn from the file's seed and `label` (the same seed gives the same
 * digits): random test data that a replay reproduces.
 */
export function seededHex(label: string, length = 16): string {
	let out = '';
	for (let block = 0; out.length < length; block++)
		out += createHash('sha256').update(`${runSeed()}:${label}:${block}`).digest('hex');
	return out.slice(0, length);
}

/** Quotes text for a POSIX shell. */
function shellQuote(text: string): string {
	return `'${text.replace(/'/g, `'\\''`)}'`;
}

/** The command that runs the one test again with the same seed. */
export function replayCommand(
	seed: number,
	testPath: string | undefined,
	testName: string | undefined,
): string {
	const file = testPath ? path.relative(ROOT, testPath) || testPath : '<test file>';
	const only = testName
		? ` -t ${shellQuote(`^${testName.replace(/[.*+?^${}()|[\]\\]/g, '\\$&')}$`)}`
		: '';
	return `${SEED_VARIABLE}=${seed} npx jest ${file}${only}`;
}

/** The words a failed property adds in front of fast-check's own report. */
export function seedMessage(
	seed: number,
	testPath: string | undefined,
	testName: string | undefined,
): string {
	return `Random test failed with seed ${seed}. Replay it: ${replayCommand(seed, testPath, testName)}`;
}

/** The properties this file ran, with their seeds (for failures found after the test, such as the contract check's). */
const propertiesRun: Array<{ seed: number; testPath?: string; testName?: string }> = [];

/** Lines naming the seed and replay command of every property this file ran; '' when none. */
export function seedNote(): string {
	return propertiesRun
		.map((run) =>
			seedMessage(run.seed, run.testPath, run.testName).replace(
				/^Random test failed/,
				`Random test "${run.testName ?? ''}" ran`,
			),
		)
		.join('\n');
}

/**
 * fc.assert with the run's seed. On failure the error's message starts with the seed and the
 * replay command (fast-check's report, counterexample and the original error follow).
 */
export async function assertProperty<Ts>(
	property: fc.IAsyncProperty<Ts> | fc.IProperty<Ts>,
	params: fc.Parameters<Ts> = {},
): Promise<void> {
	const seed = seedFromEnv() ?? runSeed();
	const replayPath = process.env[SEED_PATH_VARIABLE] || undefined;
	const state = expect.getState();
	recordFigure(
		'seeds',
		`${path.relative(ROOT, state.testPath ?? '')} › ${state.currentTestName ?? ''}: seed ${seed}`,
	);
	propertiesRun.push({ seed, testPath: state.testPath, testName: state.currentTestName });
	// A sync property's fc.assert throws, an async one's rejects: both end up in `failure`.
	const failure = await Promise.resolve()
		.then(() =>
			fc.assert(property, { ...params, seed, ...(replayPath ? { path: replayPath } : {}) }),
		)
		.then(
			() => undefined,
			(error: unknown) => error,
		);
	if (failure === undefined) return;
	const text = seedMessage(seed, state.testPath, state.currentTestName);
	if (failure instanceof Error) {
		failure.message = `${text}\n\n${failure.message}`;
		throw failure;
	}
	throw new Error(`${text}\n\n${String(failure)}`);
}
