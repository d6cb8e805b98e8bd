'use strict';
// A reader for the small part of YAML the GitHub workflow files use: block mappings,
// block sequences (also of mappings), plain and quoted scalars, flow sequences of
// scalars ([a, 'b']) and comments. Enough to check the workflows' structure without a
// YAML dependency; anything outside that subset throws, so a workflow cannot silently be
// read wrong.

function parseYaml(text) {
	const lines = [];
	for (const [index, raw] of text.split('\n').entries()) {
		const content = stripComment(raw).replace(/\s+$/, '');
		if (content.trim() === '') continue;
		if (/^\t/.test(content))
			throw new Error(`line ${index + 1}: tabs are not allowed for indentation`);
		lines.push({
			number: index + 1,
			indent: content.length - content.trimStart().length,
			text: content.trim(),
		});
	}
	const state = { lines, at: 0 };
	if (lines.length === 0) return null;
	const value = parseBlock(state, lines[0].indent);
	if (state.at < lines.length)
		throw new Error(`line ${lines[state.at].number}: unexpected indentation`);
	return value;
}

/** Drops a `#` comment that is outside quotes and starts a word. */
function stripComment(line) {
	let quote = null;
	for (let i = 0; i < line.length; i++) {
		const char = line[i];
		if (quote) {
			if (char === quote) quote = null;
		} else if (char === '"' || char === "'") {
			quote = char;
		} else if (char === '#' && (i === 0 || /\s/.test(line[i - 1]))) {
			return line.slice(0, i);
		}
	}
	return line;
}

function parseBlock(state, indent) {
	const first = state.lines[state.at];
	return first.text.startsWith('- ') || first.text === '-'
		? parseSequence(state, indent)
		: parseMapping(state, indent);
}

function parseSequence(state, indent) {
	const list = [];
	while (state.at < state.lines.length) {
		const line = state.lines[state.at];
		if (line.indent < indent) break;
		if (line.indent > indent || !(line.text.startsWith('- ') || line.text === '-'))
			throw new Error(`line ${line.number}: expected a list item`);
		const rest = line.text.slice(1).trimStart();
		if (rest === '') {
			state.at++;
			list.push(
				state.at < state.lines.length && state.lines[state.at].indent > indent
					? parseBlock(state, state.lines[state.at].indent)
					: null,
			);
		} else if (isMappingEntry(rest)) {
			// `- key: value` opens a mapping whose further keys sit where `key` sits.
			const itemIndent = indent + (line.text.length - rest.length);
			state.lines[state.at] = { ...line, indent: itemIndent, text: rest };
			list.push(parseMapping(state, itemIndent));
		} else {
			state.at++;
			list.push(parseScalar(rest, line.number));
		}
	}
	return list;
}

function parseMapping(state, indent) {
	const map = {};
	while (state.at < state.lines.length) {
		const line = state.lines[state.at];
		if (line.indent < indent) break;
		if (line.indent > indent) throw new Error(`line ${line.number}: unexpected indentation`);
		const entry = splitEntry(line.text);
		if (!entry) throw new Error(`line ${line.number}: expected "key: value"`);
		if (Object.prototype.hasOwnProperty.call(map, entry.key))
			throw new Error(`line ${line.number}: duplicate key "${entry.key}"`);
		state.at++;
		if (entry.value === '' || entry.value === '|' || entry.value === '>') {
			const next = state.lines[state.at];
			if (entry.value !== '' && next && next.indent > indent) {
				map[entry.key] = readBlockScalar(state, next.indent, entry.value);
			} else if (
				next &&
				(next.indent > indent || (next.indent === indent && next.text.startsWith('- ')))
			) {
				map[entry.key] = parseBlock(state, next.indent);
			} else {
				map[entry.key] = null;
			}
		} else {
			map[entry.key] = parseScalar(entry.value, line.number);
		}
	}
	return map;
}

function readBlockScalar(state, indent, style) {
	const parts = [];
	while (state.at < state.lines.length && state.lines[state.at].indent >= indent) {
		const line = state.lines[state.at++];
		parts.push(' '.repeat(line.indent - indent) + line.text);
	}
	return style === '|' ? `${parts.join('\n')}\n` : `${parts.join(' ')}\n`;
}

function isMappingEntry(text) {
	return splitEntry(text) !== null;
}

/** `key: value` with a plain or quoted key; null when the text is not a mapping entry. */
function splitEntry(text) {
	const match = /^("([^"]*)"|'([^']*)'|[^'"\s][^:]*?)\s*:(\s+(.*))?$/.exec(text);
	if (!match) return null;
	const key = match[2] ?? match[3] ?? match[1];
	return { key, value: (match[5] ?? '').trim() };
}

function parseScalar(text, number) {
	if (text.startsWith('[')) {
		if (!text.endsWith(']')) throw new Error(`line ${number}: unclosed flow sequence`);
		const inner = text.slice(1, -1).trim();
		return inner === '' ? [] : inner.split(',').map((part) => parseScalar(part.trim(), number));
	}
	if (text.startsWith('{')) throw new Error(`line ${number}: flow mappings are not supported`);
	if (text.startsWith('"')) {
		if (!text.endsWith('"') || text.length < 2) throw new Error(`line ${number}: unclosed string`);
		return JSON.parse(text);
	}
	if (text.startsWith("'")) {
		if (!text.endsWith("'") || text.length < 2) throw new Error(`line ${number}: unclosed string`);
		return text.slice(1, -1).replace(/''/g, "'");
	}
	if (text === 'true') return true;
	if (text === 'false') return false;
	if (text === 'null' || text === '~') return null;
	if (/^-?\d+(\.\d+)?$/.test(text)) return Number(text);
	return text;
}

module.exports = { parseYaml };
