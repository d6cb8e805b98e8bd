'use strict';
/**
 * The reliability figures of a run: the suites append lines to `$OBS_FIGURES_LOG/<pid>.jsonl`
 * (test/support/figures.ts); scripts/jest.js prints them in one block after jest's totals and
 * the contract totals.
 */
const fs = require('fs');
const path = require('path');

/** Sections in the order they are printed; others follow by name. */
const ORDER = ['cells', 'faults', 'rateLimits', 'trigger', 'badInput', 'secrets', 'seeds'];
const TITLES = {
	cells: 'operation/deployment cells',
	faults: 'faults',
	rateLimits: 'rate limits',
	trigger: 'trigger under faults',
	badInput: 'bad input',
	secrets: 'secrets',
	seeds: 'random tests (replay one with OBS_SEED=<seed>, see CONTRIBUTING.md)',
};

/**
 * Every figure written in `dir`, in the order written per process.
 * @param {string} dir @returns {Array<{section: string, line: string}>}
 */
function readFigures(dir) {
	if (!fs.existsSync(dir)) return [];
	const entries = [];
	for (const file of fs
		.readdirSync(dir)
		.filter((name) => name.endsWith('.jsonl'))
		.sort()) {
		for (const text of fs.readFileSync(path.join(dir, file), 'utf8').split('\n')) {
			if (!text.trim()) continue;
			try {
				const entry = JSON.parse(text);
				if (entry && typeof entry.section === 'string' && typeof entry.line === 'string')
					entries.push(entry);
			} catch {
				// A line cut off by a killed worker: the suite failed anyway, and jest says so.
			}
		}
	}
	return entries;
}

/**
 * The block printed at the end of a run; empty when no suite recorded a figure.
 * @param {Array<{section: string, line: string}>} entries @returns {string}
 */
function formatFigures(entries) {
	if (!entries.length) return '';
	const sections = [...new Set(entries.map((entry) => entry.section))];
	const rank = (/** @type {string} */ name) =>
		ORDER.includes(name) ? ORDER.indexOf(name) : ORDER.length;
	sections.sort((a, b) => rank(a) - rank(b) || a.localeCompare(b));
	const lines = ['reliability figures:'];
	for (const section of sections) {
		const own = entries.filter((entry) => entry.section === section).map((entry) => entry.line);
		const title = TITLES[/** @type {keyof typeof TITLES} */ (section)];
		if (section === 'seeds' || own.length > 1) {
			lines.push(`  ${title || section}:`);
			for (const line of own) lines.push(`    ${line}`);
		} else lines.push(`  ${own[0]}`);
	}
	return lines.join('\n');
}

module.exports = { readFigures, formatFigures };
