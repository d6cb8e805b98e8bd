'use strict';
// The sizes of the benchmark's sections. `full` are issue #8's (2,000 items per run, 100,000
// alerts), the sizes docs/benchmark.md is written at; `quick` (`npm run bench -- --quick`) are
// smaller ones for a check on one's own machine, printed only. test/benchmarkReport.test.ts
// holds the report's sizes line equal to sizesLine(SIZES.full).

const SIZES = {
	full: {
		latencyItems: 200,
		perItemItems: 2000,
		bigListAlerts: 100000,
		cloudLimitItems: 100,
		selfHostedLimitItems: 200,
		selfHostedWindowMs: 60000,
		concurrentExecutions: 10,
	},
	quick: {
		latencyItems: 40,
		perItemItems: 200,
		bigListAlerts: 20000,
		cloudLimitItems: 30,
		selfHostedLimitItems: 120,
		selfHostedWindowMs: 2000,
		concurrentExecutions: 5,
	},
};

const n = (value) => value.toLocaleString('en');

/** The line of the report that says at which sizes it was measured. */
function sizesLine(sizes) {
	const kind = sizes === SIZES.full ? 'full' : 'quick';
	return (
		`Sizes: ${kind}: latency-bound ${n(sizes.latencyItems)} items, per-item ${n(sizes.perItemItems)} items, ` +
		`big lists ${n(sizes.bigListAlerts)} alerts, rate-limited cloud ${n(sizes.cloudLimitItems)} items, ` +
		`rate-limited self-hosted ${n(sizes.selfHostedLimitItems)} items in windows of ${n(sizes.selfHostedWindowMs / 1000)} s, ` +
		`${n(sizes.concurrentExecutions)} concurrent executions.`
	);
}

module.exports = { SIZES, sizesLine };
