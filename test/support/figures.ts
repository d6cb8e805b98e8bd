/* eslint-disable @n8n/community-nodes/no-restricted-globals, @n8n/community-nodes/no-restricted-imports -- test code runs under jest, never in n8n Cloud: it needs Node globals and Node built-ins */
import * as fs from 'fs';
import * as path from 'path';

/**
 * Figures the suites gather (the trigger under faults, the rate limits, the seeds of random
 * tests) for the one summary at the end of `npm test`: each line goes to
 * `$OBS_FIGURES_LOG/<process>.jsonl`, and scripts/jest.js prints them all after jest's totals,
 * like the contract totals. Without that folder (jest run directly) nothing is written and
 * nothing printed: the suites assert their figures either way.
 */
export const FIGURES_VARIABLE = 'OBS_FIGURES_LOG';

/** @param section what the figure is about (`trigger`, `rateLimits`, `seeds`) @param line one line of text */
export function recordFigure(
	section: string,
	line: string,
	env: NodeJS.ProcessEnv = process.env,
): void {
	const dir = env[FIGURES_VARIABLE];
	if (!dir) return;
	fs.mkdirSync(dir, { recursive: true });
	fs.appendFileSync(
		path.join(dir, `${process.pid}.jsonl`),
		JSON.stringify({ section, line }) + '\n',
	);
}
