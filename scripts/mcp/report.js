'use strict';
// What a model reads, as a Markdown table, and its place in the docs: the run writes the
// table between two marker lines of docs/mcp.md (`--write`) and leaves the rest of the file
// as it is (docs/benchmark.md is written whole by `npm run bench` alone). Pure.

const START = '<!-- mcp-answer-sizes:start -->';
const END = '<!-- mcp-answer-sizes:end -->';

const kb = (bytes) => `${(bytes / 1024).toFixed(1)} KiB`;

/**
 * The table: one row per question, bytes of the tool's answer text with Simplify on and off.
 * @param {Array<{tool: string, question: string, items: number, simplified: number, full: number, note?: string}>} rows
 */
function sizesTable(rows, { n8nVersion, date }) {
	const lines = [
		`Measured by \`npm run test:mcp\` (n8n ${n8nVersion}, ${date}): the bytes of the text each tool answers through n8n's MCP Server Trigger, which is what an MCP client hands to its model, for the same question to the example workflow and to its twin with Simplify off.`,
		'',
		'| Tool | Question | Items | Simplify on | Simplify off | On / off |',
		'| --- | --- | ---: | ---: | ---: | ---: |',
	];
	for (const row of rows) {
		const ratio = row.full > 0 ? `${Math.round((row.simplified / row.full) * 100)} %` : '-';
		lines.push(
			`| \`${row.tool}\` | ${row.question} | ${row.items} | ${row.simplified.toLocaleString('en-US')} B (${kb(row.simplified)}) | ${row.full.toLocaleString('en-US')} B (${kb(row.full)}) | ${ratio} |`,
		);
	}
	const notes = rows.filter((row) => row.note).map((row) => `- \`${row.tool}\`: ${row.note}`);
	if (notes.length) lines.push('', ...notes);
	return lines.join('\n');
}

/** `text` with the content between the markers replaced (the markers stay); an error when they are missing. */
function replaceSection(text, content) {
	const start = text.indexOf(START);
	const end = text.indexOf(END);
	if (start === -1 || end === -1 || end < start)
		throw new Error(`the markers ${START} and ${END} are missing or out of order`);
	return `${text.slice(0, start + START.length)}\n${content}\n${text.slice(end)}`;
}

module.exports = { sizesTable, replaceSection, START, END };
