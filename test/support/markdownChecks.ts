/* eslint-disable @n8n/community-nodes/no-restricted-imports -- test code runs under jest, never in n8n Cloud: it reads files with Node built-ins */
import * as fs from 'fs';
import * as path from 'path';
import MarkdownIt from 'markdown-it';

/**
 * Checks of markdown as GitHub renders it (CommonMark with GFM tables, which markdown-it
 * follows): mistakes a reader sees but a text search does not, because GFM quietly turns
 * them into something else.
 */

const md = new MarkdownIt({ html: true });

/** Fewer repeated words than this are ordinary phrasing; this many in one block are a leftover copy. */
const REPEATED_RUN_WORDS = 12;

export interface Problem {
	/** 1-based line of the source. */
	line: number;
	message: string;
}

/** The cells of a table row's source line, split as GFM does (on pipes not escaped with a backslash). */
export function sourceCells(line: string): string[] {
	let text = line.trim();
	if (text.startsWith('|')) text = text.slice(1);
	if (text.endsWith('|') && !text.endsWith('\\|')) text = text.slice(0, -1);
	return text.split(/(?<!\\)\|/);
}

/**
 * Lines written as table rows that GFM renders as text: a table whose delimiter row
 * (`| --- |`) is missing is no table at all, and its rows run together into one paragraph.
 */
function rowsOutsideTables(lines: string[], tokens: ReturnType<typeof md.parse>): Problem[] {
	const covered = new Set<number>();
	for (const token of tokens) {
		if (!token.map || !['table_open', 'fence', 'code_block', 'html_block'].includes(token.type))
			continue;
		for (let line = token.map[0]; line < token.map[1]; line++) covered.add(line);
	}
	const problems: Problem[] = [];
	lines.forEach((line, index) => {
		if (covered.has(index) || !/^\s*\|.*\|\s*$/.test(line)) return;
		if (index > 0 && lines[index - 1].trim().startsWith('|') && !covered.has(index - 1)) return;
		problems.push({
			line: index + 1,
			message: `a table without its delimiter row (GFM shows it as text): "${line.trim().slice(0, 60)}"`,
		});
	});
	return problems;
}

/**
 * Table rows that are not what the author wrote: a line without the row's pipes that GFM took
 * in as a row (a paragraph that follows a table without a blank line), and a row with more
 * cells than the header, whose excess GFM drops without a word.
 */
export function tableProblems(source: string): Problem[] {
	const lines = source.split('\n');
	const problems: Problem[] = [];
	const tokens = md.parse(source, {});
	problems.push(...rowsOutsideTables(lines, tokens));
	let columns = 0;
	for (const token of tokens) {
		if (token.type === 'thead_open' && token.map) columns = sourceCells(lines[token.map[0]]).length;
		if (token.type !== 'tr_open' || !token.map) continue;
		const index = token.map[0];
		const text = lines[index].trim();
		if (!text.startsWith('|')) {
			problems.push({
				line: index + 1,
				message: `a line runs into the table above as a row (leave a blank line after a table): "${text.slice(0, 60)}"`,
			});
			continue;
		}
		const cells = sourceCells(text);
		if (cells.length > columns)
			problems.push({
				line: index + 1,
				message: `a table row has ${cells.length} cells, the header ${columns}: GFM drops "${cells.slice(columns).join('|').trim().slice(0, 60)}"`,
			});
		else if (!text.endsWith('|'))
			problems.push({ line: index + 1, message: 'a table row does not end with "|"' });
		for (const cell of cells) {
			if (sentencesOf(cell) > 1)
				problems.push({
					line: index + 1,
					message: `a table cell holds more than one sentence (put the rest below the table): "${cell.trim().slice(0, 60)}"`,
				});
		}
	}
	return problems;
}

/** How many sentences a table cell holds: ends of sentences outside code spans. */
function sentencesOf(cell: string): number {
	const prose = cell.replace(/`[^`]*`/g, 'code').trim();
	return (prose.match(/[.!?](\s|$)/g) ?? []).length;
}

/** The words of a text, lower case, without markup punctuation. */
function words(text: string): string[] {
	return text
		.toLowerCase()
		.replace(/[`*_[\]()]/g, ' ')
		.split(/\s+/)
		.filter((word) => /[\p{L}\p{N}]/u.test(word));
}

/** The text blocks a reader reads as units: paragraphs (in list items too) and table cells, with their first line. */
function textBlocks(source: string): { line: number; text: string }[] {
	const blocks: { line: number; text: string }[] = [];
	const tokens = md.parse(source, {});
	tokens.forEach((token, i) => {
		if (token.type !== 'inline') return;
		const opener = tokens[i - 1];
		if (opener && opener.type === 'paragraph_open' && opener.map)
			blocks.push({ line: opener.map[0] + 1, text: token.content });
	});
	return blocks;
}

/**
 * Text written twice: a paragraph that repeats another one word for word, and a paragraph that
 * repeats a run of REPEATED_RUN_WORDS words of itself (the leftover of an edit).
 */
export function duplicationProblems(source: string): Problem[] {
	const problems: Problem[] = [];
	const seen = new Map<string, number>();
	for (const block of textBlocks(source)) {
		const list = words(block.text);
		const key = list.join(' ');
		if (list.length >= 8) {
			const first = seen.get(key);
			if (first !== undefined)
				problems.push({
					line: block.line,
					message: `this paragraph repeats the one on line ${first}: "${block.text.slice(0, 60)}..."`,
				});
			else seen.set(key, block.line);
		}
		const runs = new Set<string>();
		for (let start = 0; start + REPEATED_RUN_WORDS <= list.length; start++) {
			const run = list.slice(start, start + REPEATED_RUN_WORDS).join(' ');
			if (runs.has(run)) {
				problems.push({ line: block.line, message: `this paragraph says "${run}" twice` });
				break;
			}
			runs.add(run);
		}
	}
	return problems;
}

/** A heading's anchor as GitHub makes it (lower case, punctuation dropped, spaces to hyphens, repeats numbered). */
export function headingAnchors(source: string): Set<string> {
	const anchors = new Set<string>();
	const counts = new Map<string, number>();
	const tokens = md.parse(source, {});
	tokens.forEach((token, i) => {
		if (token.type !== 'heading_open') return;
		const text = tokens[i + 1]
			.children!.filter((child) => child.type === 'text' || child.type === 'code_inline')
			.map((child) => child.content)
			.join('');
		const slug = text
			.trim()
			.toLowerCase()
			.replace(/[^\p{L}\p{N}\s_-]/gu, '')
			.replace(/\s/g, '-');
		const count = counts.get(slug) ?? 0;
		counts.set(slug, count + 1);
		anchors.add(count ? `${slug}-${count}` : slug);
	});
	return anchors;
}

/** Every link and image target of the source, with its line. */
function targets(source: string): { line: number; target: string }[] {
	const found: { line: number; target: string }[] = [];
	for (const block of md.parse(source, {})) {
		for (const child of block.children ?? []) {
			const target =
				child.type === 'link_open'
					? child.attrGet('href')
					: child.type === 'image'
						? child.attrGet('src')
						: null;
			if (target !== null) found.push({ line: (block.map?.[0] ?? 0) + 1, target: String(target) });
		}
	}
	return found;
}

/**
 * Relative links that lead nowhere: to a file that does not exist, or to an anchor no heading
 * of the markdown file makes. `file` is the markdown file's path, relative links start from its folder.
 * `read` gives another file's text (for its anchors).
 */
export function linkProblems(
	source: string,
	file: string,
	exists = fs.existsSync,
	read = (target: string) => fs.readFileSync(target, 'utf8'),
): Problem[] {
	const problems: Problem[] = [];
	for (const { line, target } of targets(source)) {
		if (/^[a-z][a-z0-9+.-]*:/i.test(target) || target.startsWith('//')) continue;
		const [pathPart, anchor] = target.split('#');
		const resolved = pathPart
			? path.resolve(path.dirname(file), decodeURIComponent(pathPart.split('?')[0]))
			: file;
		if (pathPart && !exists(resolved)) {
			problems.push({ line, message: `the link ${target} leads to a missing file` });
			continue;
		}
		if (
			anchor &&
			resolved.endsWith('.md') &&
			!headingAnchors(pathPart ? read(resolved) : source).has(anchor)
		) {
			problems.push({ line, message: `the link ${target} names an anchor no heading there makes` });
		}
	}
	return problems;
}

/** Every check over one markdown file's text, each problem as `file:line: message`. */
export function markdownProblems(source: string, file: string, root: string): string[] {
	const name = path.relative(root, file);
	return [...tableProblems(source), ...duplicationProblems(source), ...linkProblems(source, file)]
		.sort((a, b) => a.line - b.line)
		.map((problem) => `${name}:${problem.line}: ${problem.message}`);
}
