/* eslint-disable @n8n/community-nodes/no-restricted-globals -- test code runs under jest, never in n8n Cloud: it needs Node globals */
/**
 * Run by jest before every suite (jest.config.js `setupFilesAfterEnv`): the contract check
 * watches every exchange with the emulator (test/contract/recorder.js). A suite during which the
 * node sent a request, or the emulator gave an answer, that the published documents do not allow
 * fails, naming the test and what broke which document.
 */
// eslint-disable-next-line @typescript-eslint/no-require-imports
const recorder = require('../contract/recorder');
import { seedNote } from './seed';

// OBS_CONTRACT=off runs a suite without the check (to measure what it costs, or to debug).
const enabled = process.env.OBS_CONTRACT !== 'off';
if (enabled) recorder.attach();

let invalidBefore = 0;

beforeAll(() => {
	invalidBefore = recorder.summary().invalidCount;
	recorder.setLabel(expect.getState().testPath ?? 'jest');
});

beforeEach(() => {
	const state = expect.getState();
	recorder.setLabel(`${state.testPath ?? ''} › ${state.currentTestName ?? ''}`);
});

afterAll(() => {
	if (!enabled) return;
	recorder.writeSummary();
	const now = recorder.summary();
	const fresh = now.invalidCount - invalidBefore;
	if (fresh > 0) {
		const details = now.invalid
			.filter((entry: { label: string }) =>
				entry.label.startsWith(expect.getState().testPath ?? '\u0000'),
			)
			.map(recorder.describeInvalid);
		// A random test may have caused it: its seed replays it.
		const seeds = seedNote();
		throw new Error(
			`contract: ${fresh} exchange(s) of this suite break the published documents (test/contract/widenings.js lists the only accepted differences):\n${details.join('\n')}${seeds ? `\n${seeds}` : ''}`,
		);
	}
});
