/* eslint-disable @n8n/community-nodes/no-restricted-imports -- test code runs under jest, never in n8n Cloud: it needs Node built-ins */
import * as fs from 'fs';
import * as path from 'path';
import * as ts from 'typescript';

/**
 * References to the repository's own files in comments and documents: `docs/e2e.md`,
 * `nodes/shared/http/concurrency.ts`, `scripts/e2e/`, `README.md`. A reference is a path that
 * starts with one of the repository's top-level folders or files and stands alone (not inside
 * a URL or another path). Paths with placeholders or globs (`<Node>`, `*.json`, `${dir}`) name
 * many files and are left alone.
 */

const TOP_FOLDERS = [
	'nodes',
	'credentials',
	'scripts',
	'test',
	'docs',
	'examples',
	'icons',
	'.github',
	'.ci',
];
const TOP_FILES = [
	'README.md',
	'CONTRIBUTING.md',
	'CHANGELOG.md',
	'LICENSE',
	'package.json',
	'package-lock.json',
	'tsconfig.json',
	'tsconfig.test.json',
	'jest.config.js',
	'eslint.config.mjs',
	'gulpfile.js',
];

const escape = (text: string) => text.replace(/[.*+?^${}()|[\]\\]/g, '\\$&');
/** A path character: what a reference is made of (placeholders and globs are checked apart). */
const PATH_CHAR = String.raw`[\w.<>*{}$@+-]`;
const REFERENCE = new RegExp(
	String.raw`(?<![\w./~:@<>*{}$-])(?:(?:${TOP_FOLDERS.map(escape).join('|')})/(?:${PATH_CHAR}+/?)*|(?:${TOP_FILES.map(escape).join('|')})(?![\w-]))`,
	'g',
);

export interface FileReference {
	/** The file the reference is written in, relative to the repository. */
	file: string;
	line: number;
	reference: string;
}

/** The file references in a text, with their line numbers (1-based) from `firstLine`. */
export function referencesIn(
	text: string,
	firstLine = 1,
): Array<{ line: number; reference: string }> {
	const found: Array<{ line: number; reference: string }> = [];
	for (const match of text.matchAll(REFERENCE)) {
		// A sentence's full stop, or a path's end written as `folder/.`, is not part of it.
		const reference = match[0].replace(/\.+$/, '');
		if (/[<>*{}$]/.test(reference)) continue;
		const line = firstLine + text.slice(0, match.index).split('\n').length - 1;
		found.push({ line, reference });
	}
	return found;
}

/** The comments of a TypeScript or JavaScript source, each with the line it starts on. */
export function commentsOf(
	source: string,
	fileName = 'file.ts',
): Array<{ line: number; text: string }> {
	const file = ts.createSourceFile(fileName, source, ts.ScriptTarget.Latest, true);
	const seen = new Set<number>();
	const comments: Array<{ line: number; text: string }> = [];
	const collect = (ranges: ts.CommentRange[] | undefined) => {
		for (const range of ranges ?? []) {
			if (seen.has(range.pos)) continue;
			seen.add(range.pos);
			comments.push({
				line: file.getLineAndCharacterOfPosition(range.pos).line + 1,
				text: source.slice(range.pos, range.end),
			});
		}
	};
	const visit = (node: ts.Node) => {
		collect(ts.getLeadingCommentRanges(source, node.getFullStart()));
		collect(ts.getTrailingCommentRanges(source, node.getEnd()));
		node.forEachChild(visit);
	};
	collect(ts.getLeadingCommentRanges(source, 0));
	visit(file);
	// Comments after the last token (before the end of the file).
	collect(ts.getLeadingCommentRanges(source, file.endOfFileToken.getFullStart()));
	return comments.sort((a, b) => a.line - b.line);
}

/** Whether a reference names something in the repository: a file, a folder, or a module path without its extension. */
export function referenceExists(root: string, reference: string): boolean {
	const full = path.join(root, reference);
	if (fs.existsSync(full)) return true;
	if (reference.endsWith('/')) return false;
	return ['.ts', '.js', '.json', '/index.ts', '/index.js'].some((ending) =>
		fs.existsSync(full + ending),
	);
}

/** Every file under a folder whose name passes `keep`, relative to `root`. */
export function filesUnder(root: string, dir: string, keep: (name: string) => boolean): string[] {
	const found: string[] = [];
	const walk = (relative: string) => {
		const full = path.join(root, relative);
		if (!fs.existsSync(full)) return;
		for (const entry of fs.readdirSync(full, { withFileTypes: true })) {
			if (entry.name === 'node_modules' || entry.name === 'dist') continue;
			const child = `${relative}/${entry.name}`;
			if (entry.isDirectory()) walk(child);
			else if (keep(entry.name)) found.push(child);
		}
	};
	walk(dir);
	return found.sort();
}

/** The references of one file: a document's whole text, a source's comments only. */
export function referencesOfFile(root: string, file: string): FileReference[] {
	const text = fs.readFileSync(path.join(root, file), 'utf8');
	if (file.endsWith('.md')) return referencesIn(text).map((found) => ({ file, ...found }));
	return commentsOf(text, file).flatMap((comment) =>
		referencesIn(comment.text, comment.line).map((found) => ({ file, ...found })),
	);
}

/** The references that name nothing in the repository. */
export function brokenReferences(root: string, files: readonly string[]): FileReference[] {
	return files
		.flatMap((file) => referencesOfFile(root, file))
		.filter((found) => !referenceExists(root, found.reference));
}

/**
 * A section named after a document, as the repository's texts write it:
 * `docs/architecture.md, "Record kinds"`. The document must have a heading that starts with
 * that text (backticks and a heading's number aside), or the reader is sent to a part that is
 * gone.
 */
const SECTION_REFERENCE = new RegExp(
	String.raw`(?<![\w./~:@<>*{}$-])((?:${TOP_FOLDERS.map(escape).join('|')})/(?:${PATH_CHAR}+/)*${PATH_CHAR}+\.md|(?:README|CONTRIBUTING|CHANGELOG)\.md),\s+"([^"\n]+)"`,
	'g',
);

export interface SectionReference extends FileReference {
	section: string;
}

/** The headings of a markdown text, without their `#` marks and backticks. */
export function headingsOf(markdown: string): string[] {
	const headings: string[] = [];
	let fenced = false;
	for (const line of markdown.split('\n')) {
		if (/^\s*(```|~~~)/.test(line)) fenced = !fenced;
		const match = fenced ? null : /^#{1,6}\s+(.*?)\s*#*\s*$/.exec(line);
		if (match) headings.push(match[1].replace(/`/g, ''));
	}
	return headings;
}

/** The sections named in a text (`<file>.md, "<heading>"`), with their lines from `firstLine`. */
export function sectionReferencesIn(
	text: string,
	firstLine = 1,
): Array<{ line: number; reference: string; section: string }> {
	const found: Array<{ line: number; reference: string; section: string }> = [];
	for (const match of text.matchAll(SECTION_REFERENCE)) {
		// A placeholder (`docs/<file>.md, "<Heading>"`) names no section.
		if (/[<>*{}$]/.test(match[1] + match[2])) continue;
		const line = firstLine + text.slice(0, match.index).split('\n').length - 1;
		found.push({ line, reference: match[1], section: match[2] });
	}
	return found;
}

/** The named sections of `files` (documents whole, sources' comments) that their document lacks. */
export function brokenSections(root: string, files: readonly string[]): SectionReference[] {
	const broken: SectionReference[] = [];
	for (const file of files) {
		const text = fs.readFileSync(path.join(root, file), 'utf8');
		const parts = file.endsWith('.md') ? [{ line: 1, text }] : commentsOf(text, file);
		for (const part of parts) {
			for (const found of sectionReferencesIn(part.text, part.line)) {
				const document = path.join(root, found.reference);
				const headings = fs.existsSync(document)
					? headingsOf(fs.readFileSync(document, 'utf8'))
					: [];
				// A numbered heading (`## 8. Cold load`) is named without its number.
				const named = (heading: string) =>
					heading.replace(/^\d+\.\s+/, '').startsWith(found.section);
				if (!headings.some(named)) broken.push({ file, ...found });
			}
		}
	}
	return broken;
}

/**
 * A bare file name in a comment: `pipeSchema.ts`, `NOTES.md`, without a
 * folder. It names a file of the repository by its name alone, so it must be the name of some
 * file of the repository (any folder); a name no file has any more is a stale reference.
 */
const BARE_NAME =
	/(?<![\w./~:@<>*{}$-])[A-Za-z_][\w-]*(?:\.[\w-]+)*\.(?:ts|js|mjs|cjs|json|md)(?![\w/-])/g;

/** The bare file names of a text, with their lines from `firstLine`. */
export function bareNamesIn(
	text: string,
	firstLine = 1,
): Array<{ line: number; reference: string }> {
	const found: Array<{ line: number; reference: string }> = [];
	for (const match of text.matchAll(BARE_NAME)) {
		const line = firstLine + text.slice(0, match.index).split('\n').length - 1;
		found.push({ line, reference: match[0] });
	}
	return found;
}

/** The names of every file of the repository (outside node_modules, dist and .git). */
export function fileNamesOf(root: string): Set<string> {
	const names = new Set<string>();
	const walk = (dir: string) => {
		for (const entry of fs.readdirSync(dir, { withFileTypes: true })) {
			if (['node_modules', 'dist', '.git'].includes(entry.name)) continue;
			if (entry.isDirectory()) walk(path.join(dir, entry.name));
			else names.add(entry.name);
		}
	};
	walk(root);
	return names;
}

/** The bare names in the comments of `files` that no file of the repository has. */
export function brokenBareNames(
	root: string,
	files: readonly string[],
	known: ReadonlySet<string> = new Set(),
): FileReference[] {
	const names = fileNamesOf(root);
	return files.flatMap((file) => {
		const text = fs.readFileSync(path.join(root, file), 'utf8');
		return commentsOf(text, file).flatMap((comment) =>
			bareNamesIn(comment.text, comment.line)
				.filter((found) => !names.has(found.reference) && !known.has(found.reference))
				.map((found) => ({ file, ...found })),
		);
	});
}
