'use strict';
// Small helpers for the benchmark: repetitions with median/min/max, and formatting.

/** Runs `fn` `times` times (after one warm-up run) and returns the measured values. */
async function repeat(times, fn, { warmup = 1 } = {}) {
	return stats(await rounds(times, fn, { warmup }));
}

/** Runs `fn` `times` times after the warm-up and returns what each run returned, in order. */
async function rounds(times, fn, { warmup = 1 } = {}) {
	for (let i = 0; i < warmup; i++) await fn();
	const values = [];
	for (let i = 0; i < times; i++) values.push(await fn());
	return values;
}

function stats(values) {
	const sorted = [...values].sort((a, b) => a - b);
	const middle = Math.floor(sorted.length / 2);
	const median = sorted.length % 2 ? sorted[middle] : (sorted[middle - 1] + sorted[middle]) / 2;
	return { median, min: sorted[0], max: sorted[sorted.length - 1], values };
}

async function timed(fn) {
	const started = process.hrtime.bigint();
	await fn();
	return Number(process.hrtime.bigint() - started) / 1e6;
}

const ms = (value) => `${value.toFixed(value < 10 ? 2 : 0)} ms`;
const range = (s, format = ms) => `${format(s.median)} (${format(s.min)}–${format(s.max)})`;
const ratio = (a, b) => (a / b).toFixed(2);

module.exports = { repeat, rounds, stats, timed, ms, range, ratio };
