/* eslint-disable @n8n/community-nodes/no-restricted-globals, @n8n/community-nodes/no-restricted-imports -- test code runs under jest, never in n8n Cloud: it needs Node built-ins */
import * as fs from 'fs';
import * as path from 'path';

// eslint-disable-next-line @typescript-eslint/no-require-imports
const { renderReport, reportProblem } = require('../scripts/bench/report');
// eslint-disable-next-line @typescript-eslint/no-require-imports
const { SIZES, sizesLine } = require('../scripts/bench/sizes');

const root = path.resolve(__dirname, '..');
const committed = fs.readFileSync(path.join(root, 'docs/benchmark.md'), 'utf8');

/**
 * docs/benchmark.md is what one `npm run bench` run wrote, whole: its digest line (a sha256 of
 * everything above it, written by scripts/bench/report.js) matches the text. A figure edited by
 * hand, a row deleted or sections of two runs spliced together no longer match.
 */
describe('docs/benchmark.md', () => {
	it('is exactly what its npm run bench run wrote (the digest matches)', () => {
		expect(reportProblem(committed)).toBeUndefined();
	});

	it("is written at issue #8's full sizes, the ones scripts/bench/sizes.js calls full", () => {
		// Issue #8's headline scenarios: 2,000 items per run and 100,000 alerts.
		expect([SIZES.full.perItemItems, SIZES.full.bigListAlerts]).toEqual([2000, 100000]);
		expect(sizesLine(SIZES.quick)).not.toBe(sizesLine(SIZES.full));
		const intro = committed.slice(0, committed.indexOf('\n## '));
		expect(intro).toContain(sizesLine(SIZES.full));
		expect(committed).not.toContain(sizesLine(SIZES.quick));
		// The sections measured at those sizes say so in their own text.
		const n = (value: number) => value.toLocaleString('en');
		expect(committed).toContain(`| alert:get x${SIZES.full.latencyItems}, 25 ms latency`);
		expect(committed).toContain(`| alert:get x${SIZES.full.perItemItems} (self-hosted) |`);
		expect(committed).toContain(`| pipe:get x${SIZES.full.perItemItems} (cloud) |`);
		expect(committed).toContain(`over ${n(SIZES.full.bigListAlerts)} self-hosted alerts`);
	});

	it('states each goal missed against its floor, measured in the same run', () => {
		const goalRow = (start: string) =>
			committed.split('\n').find((line) => line.startsWith(`| ${start}`));
		for (const floorGoal of [
			'latency-bound: node / minimal verified node',
			'per-item: pipe:get node / minimal verified node',
			'big lists: peak RSS growth, node / minimal verified node',
		])
			expect([floorGoal, goalRow(floorGoal)]).toEqual([
				floorGoal,
				expect.stringMatching(/ \| (yes|\*\*no\*\*) \| \d+\.\d\d \(minimal node/),
			]);
	});

	it('catches a hand edit: a figure changed, a row deleted, text added after the digest', () => {
		const figure = committed.replace(/\| (yes|\*\*no\*\*) \| ([^|\n]*\d)/, (_all, met, detail) => {
			return `| ${met} | ${String(detail).replace(/\d(?=\D*$)/, (digit: string) => String((Number(digit) + 1) % 10))}`;
		});
		expect(figure).not.toBe(committed);
		expect(reportProblem(figure)).toMatch(/differs from what its run wrote/);

		const lines = committed.split('\n');
		const row = lines.findIndex((line) => line.startsWith('| ') && !line.startsWith('| ---'));
		const deleted = [...lines.slice(0, row + 1), ...lines.slice(row + 2)].join('\n');
		expect(reportProblem(deleted)).toMatch(/differs from what its run wrote/);

		expect(reportProblem(`${committed}\nA note added by hand.\n`)).toMatch(/malformed|follows/);
		expect(reportProblem(committed.replace(/<!-- written by npm run bench[^\n]*\n$/, ''))).toMatch(
			/no digest line/,
		);
	});

	/** The table rows of the part under `heading`, up to the next heading. */
	const tableRows = (heading: string) => {
		const start = committed.indexOf(`\n## ${heading}\n`);
		if (start === -1) return undefined;
		const end = committed.indexOf('\n## ', start + 1);
		return committed
			.slice(start, end)
			.split('\n')
			.filter((line) => /^\| (?!---)/.test(line))
			.slice(1);
	};

	it('states each goal with its slack, and the cold-load goal allows at most 100 ms added', () => {
		const goals = committed.slice(
			committed.indexOf('## Goals'),
			committed.indexOf('\n## ', committed.indexOf('## Goals')),
		);
		const rows = goals.split('\n').filter((line) => /^\| (?!---|Goal \|)/.test(line));
		expect(rows.length).toBeGreaterThan(20);
		for (const row of rows) {
			const [, slack] = row.split(' | ');
			expect([row, /^(none|\d+ % of .+)$/.test(slack)]).toEqual([row, true]);
		}
		expect(rows.some((row) => row.startsWith('| cold load: <= 100 ms added | none |'))).toBe(true);
		// The goals compared with the HTTP Request node state the slack they are computed with.
		for (const row of rows.filter((line) => /node <= HTTP Request node/.test(line)))
			expect(row).toMatch(/ \| (none|2 % of the HTTP Request node's median) \| /);
	});

	it('with --compare, names the base commit and holds every measured section to a goal with its slack', () => {
		const rows = tableRows('Before and after');
		if (!rows) {
			expect(committed).not.toMatch(/--compare=/);
			return;
		}
		const intro = committed.slice(committed.indexOf('\n## Before and after\n'));
		expect(intro).toMatch(/The base is commit `[0-9a-f]{7,}` \(/);
		const cells = rows.map((row) => row.slice(2, -2).split(' | '));
		const sections = new Set(cells.map(([section]) => section));
		const withGoal = new Set(cells.filter((row) => row[5] !== '–').map(([section]) => section));
		expect([...withGoal]).toEqual([...sections]);
		for (const row of cells.filter((cell) => cell[5] !== '–')) {
			expect([
				row[1],
				/^(none|\d+ % of .+)$/.test(row[6]),
				/^(yes|\*\*no\*\*)$/.test(row[7]),
			]).toEqual([row[1], true, true]);
		}
		expect(
			cells.some(
				(row) => row[0] === '8. Cold load' && row[5].startsWith('cold load: <= 100 ms added'),
			),
		).toBe(true);
	});

	it('renders the same text, digest included, from the same results', () => {
		const run = {
			intro: 'Generated by a test.',
			goals: [{ name: 'a goal', slack: 'none', met: true, detail: '1 sent, minimum 1' }],
			sections: [
				{ title: '1. A section', intro: 'What it measures.', header: ['A'], rows: [['1']] },
			],
			notes: '## Notes\n\nBy hand elsewhere.',
		};
		const text = renderReport(run);
		expect(renderReport(run)).toBe(text);
		expect(reportProblem(text)).toBeUndefined();
		expect(text).toContain('| a goal | none | yes | 1 sent, minimum 1 |');
		const other = renderReport({
			...run,
			goals: [{ ...run.goals[0], detail: '2 sent, minimum 1' }],
		});
		expect(other).not.toBe(text);
		// A section of another run spliced in keeps the old digest: caught.
		const spliced = text.replace('| 1 |', '| 2 |');
		expect(reportProblem(spliced)).toMatch(/differs/);
	});
});
