// The before and after of `npm run bench -- --compare=<ref>` (scripts/bench/compare.js): from
// the figures of the base commit's package and this checkout's, the rows, the goals and the
// report's text. Pure: no run of the benchmark.

// eslint-disable-next-line @typescript-eslint/no-require-imports
const { compareFigures, comparison, SLACK } = require('../scripts/bench/compare');
// eslint-disable-next-line @typescript-eslint/no-require-imports
const { renderReport, reportProblem } = require('../scripts/bench/report');

type Figure = {
	section: string;
	measure: string;
	unit: string;
	base: number;
	head: number;
	ratio?: number;
	goal?: { noSlower: number } | { atMost: number; name: string };
};

const BASE = { short: 'a3ceaa3', subject: 'the last commit before the restructuring' };

/** Two result sets of a run as the sections hand them over: this checkout equal to the base. */
function figures(): Figure[] {
	return [
		{
			section: '1. Request economy',
			measure: 'requests sent by its 17 jobs',
			unit: 'requests',
			base: 42,
			head: 42,
			goal: { noSlower: SLACK.economy },
		},
		{
			section: '2. Latency-bound items',
			measure: 'node, alert:get x40',
			unit: 'ms',
			base: 73,
			head: 75,
			ratio: 1.02,
			goal: { noSlower: SLACK.latency },
		},
		{
			section: '5. Trigger poll',
			measure: 'node poll (fetch + diff + snapshot)',
			unit: 'ms',
			base: 428,
			head: 420,
			ratio: 0.99,
			goal: { noSlower: SLACK.trigger },
		},
		{
			section: '5. Trigger poll',
			measure: 'static data per watched record',
			unit: 'bytes',
			base: 27,
			head: 27,
		},
		{
			section: '8. Cold load',
			measure: 'added by the package',
			unit: 'ms',
			base: 42,
			head: 95,
			ratio: 2.3,
			goal: { atMost: 100, name: 'cold load: <= 100 ms added' },
		},
		{
			section: '8. Cold load',
			measure: 'packed tarball',
			unit: 'kB',
			base: 213.9,
			head: 122.3,
			goal: { atMost: 150, name: 'cold load: tarball <= 150 kB' },
		},
	];
}

/** The figures with one of them changed. */
function planted(measure: string, change: Partial<Figure>): Figure[] {
	return figures().map((figure) =>
		figure.measure === measure ? { ...figure, ...change } : figure,
	);
}

const metColumn = (rows: string[][], measure: string) =>
	rows.find((row) => row[1] === measure)?.[7];

describe('npm run bench -- --compare: the before and after', () => {
	it('gives each figure a row: both figures, their ratio, the goal, its slack and whether it is met', () => {
		const { header, rows, goals } = compareFigures(figures(), BASE.short);
		expect(header).toEqual([
			'Section',
			'Measure',
			'Base (a3ceaa3)',
			'This checkout',
			'This checkout / base',
			'Goal',
			'Slack',
			'Met',
		]);
		expect(rows).toEqual([
			[
				'1. Request economy',
				'requests sent by its 17 jobs',
				'42',
				'42',
				'1.00',
				'no more than before',
				'none',
				'yes',
			],
			[
				'2. Latency-bound items',
				'node, alert:get x40',
				'73 ms',
				'75 ms',
				'1.02',
				'no slower than before',
				"10 % of the base commit's median",
				'yes',
			],
			[
				'5. Trigger poll',
				'node poll (fetch + diff + snapshot)',
				'428 ms',
				'420 ms',
				'0.99',
				'no slower than before',
				"10 % of the base commit's median",
				'yes',
			],
			[
				'5. Trigger poll',
				'static data per watched record',
				'27.0 bytes',
				'27.0 bytes',
				'1.00',
				'–',
				'–',
				'–',
			],
			[
				'8. Cold load',
				'added by the package',
				'42 ms',
				'95 ms',
				'2.30',
				'cold load: <= 100 ms added (this checkout)',
				'none',
				'yes',
			],
			[
				'8. Cold load',
				'packed tarball',
				'213.9 kB',
				'122.3 kB',
				'0.57',
				'cold load: tarball <= 150 kB (this checkout)',
				'none',
				'yes',
			],
		]);
		// The Goals table gains the "no slower than before" goals; the cold-load ones are there already.
		expect(goals.map((goal: { name: string }) => goal.name)).toEqual([
			'before and after: 1. Request economy, requests sent by its 17 jobs: no more than before (a3ceaa3)',
			'before and after: 2. Latency-bound items, node, alert:get x40: no slower than before (a3ceaa3)',
			'before and after: 5. Trigger poll, node poll (fetch + diff + snapshot): no slower than before (a3ceaa3)',
		]);
		expect(goals.every((goal: { met: boolean }) => goal.met)).toBe(true);
		// As the Goals table's test holds every slack: none, or a share of a median.
		for (const goal of goals) expect(goal.slack).toMatch(/^(none|\d+ % of .+)$/);
	});

	it('misses "no slower than before" when a section slowed down beyond its slack (a planted regression)', () => {
		const slower = planted('node poll (fetch + diff + snapshot)', { head: 520, ratio: 1.21 });
		const { rows, goals, met, of, missed } = compareFigures(slower, BASE.short);
		expect(metColumn(rows, 'node poll (fetch + diff + snapshot)')).toBe('**no**');
		expect(goals.find((goal: { name: string }) => goal.name.includes('Trigger poll'))).toEqual({
			name: 'before and after: 5. Trigger poll, node poll (fetch + diff + snapshot): no slower than before (a3ceaa3)',
			met: false,
			detail: '1.21 of before',
			slack: "10 % of the base commit's median",
		});
		expect([met, of, missed.map((figure: Figure) => figure.section)]).toEqual([
			4,
			5,
			['5. Trigger poll'],
		]);
	});

	it('holds the ratio to 1 + the slack: just inside is met, just beyond is missed', () => {
		const at = (ratio: number) =>
			metColumn(
				compareFigures(planted('node, alert:get x40', { ratio }), BASE.short).rows,
				'node, alert:get x40',
			);
		expect(at(1 + SLACK.latency - 0.001)).toBe('yes');
		expect(at(1 + SLACK.latency + 0.001)).toBe('**no**');
	});

	it('takes the paired ratio when a section measured in pairs, else the ratio of the two figures', () => {
		// Medians say 10 % slower; the pairs, measured back to back, say 2 %: the pairs decide.
		const paired = compareFigures(
			planted('node, alert:get x40', { base: 100, head: 110, ratio: 1.02 }),
			BASE.short,
		);
		expect(metColumn(paired.rows, 'node, alert:get x40')).toBe('yes');
		const unpaired = compareFigures(
			planted('node, alert:get x40', { base: 100, head: 115, ratio: undefined }),
			BASE.short,
		);
		expect(unpaired.rows.find((row: string[]) => row[1] === 'node, alert:get x40')[4]).toBe('1.15');
		expect(metColumn(unpaired.rows, 'node, alert:get x40')).toBe('**no**');
	});

	it('allows counts no slack: one request more than before is missed', () => {
		const more = compareFigures(planted('requests sent by its 17 jobs', { head: 43 }), BASE.short);
		expect(metColumn(more.rows, 'requests sent by its 17 jobs')).toBe('**no**');
		expect(more.goals[0]).toMatchObject({
			met: false,
			detail: '43 sent, 42 before',
			slack: 'none',
		});
		const fewer = compareFigures(planted('requests sent by its 17 jobs', { head: 41 }), BASE.short);
		expect(metColumn(fewer.rows, 'requests sent by its 17 jobs')).toBe('yes');
	});

	it('holds cold load to at most 100 ms added by this checkout, whatever the base took', () => {
		const over = compareFigures(
			planted('added by the package', { head: 101, ratio: 2.4 }),
			BASE.short,
		);
		expect(metColumn(over.rows, 'added by the package')).toBe('**no**');
		expect(over.missed.map((figure: Figure) => figure.measure)).toEqual(['added by the package']);
		// The base's own cold load does not move the goal.
		const fasterBase = compareFigures(
			planted('added by the package', { base: 10, head: 100, ratio: 10 }),
			BASE.short,
		);
		expect(metColumn(fasterBase.rows, 'added by the package')).toBe('yes');
		const bigTarball = compareFigures(planted('packed tarball', { head: 150.1 }), BASE.short);
		expect(metColumn(bigTarball.rows, 'packed tarball')).toBe('**no**');
	});

	it('gives every section measured in time a slack between none and 10 %', () => {
		for (const [section, slack] of Object.entries(SLACK as Record<string, number>))
			expect([section, slack >= 0 && slack <= 0.1]).toEqual([section, true]);
	});

	describe('the report', () => {
		const run = (comparisonSection?: object) => ({
			intro: 'Generated by a test.',
			goals: [{ name: 'a goal', slack: 'none', met: true, detail: '1 sent, minimum 1' }],
			comparison: comparisonSection,
			sections: [
				{ title: '1. A section', intro: 'What it measures.', header: ['A'], rows: [['1']] },
			],
			notes: '## Notes\n\nBy hand elsewhere.',
		});

		it('names the base commit and says whether every section is within its goal', () => {
			const met = comparison(figures(), BASE);
			expect(met.intro).toContain('commit `a3ceaa3` ("the last commit before the restructuring")');
			expect(met.intro).toMatch(/taking turns within each section and repetition/);
			expect(met.intro).toMatch(/Every section within its goal: 5 of 5 goals met\.$/);
			const missed = comparison(planted('node, alert:get x40', { head: 90, ratio: 1.25 }), BASE);
			expect(missed.intro).toMatch(
				/4 of 5 goals met; missed: 2\. Latency-bound items \(node, alert:get x40\)\.$/,
			);
		});

		it('puts "Before and after" after the goals and before the sections, under the digest', () => {
			const before = comparison(figures(), BASE);
			const text = renderReport(run(before));
			expect(reportProblem(text)).toBeUndefined();
			const at = (heading: string) => text.indexOf(`\n## ${heading}\n`);
			expect(at('Goals')).toBeGreaterThan(0);
			expect(at('Before and after')).toBeGreaterThan(at('Goals'));
			expect(at('1. A section')).toBeGreaterThan(at('Before and after'));
			expect(text).toContain(
				"| 5. Trigger poll | node poll (fetch + diff + snapshot) | 428 ms | 420 ms | 0.99 | no slower than before | 10 % of the base commit's median | yes |",
			);
			// A figure of the before and after changed by hand no longer matches the digest.
			expect(reportProblem(text.replace('| 428 ms | 420 ms |', '| 428 ms | 410 ms |'))).toMatch(
				/differs/,
			);
		});

		it('stays as it was without --compare', () => {
			const text = renderReport(run());
			expect(text).not.toContain('Before and after');
			expect(text).toBe(renderReport({ ...run(), comparison: undefined }));
		});
	});
});
