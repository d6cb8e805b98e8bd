/* eslint-disable @n8n/community-nodes/no-restricted-imports -- test code runs under jest, never in n8n Cloud: it needs Node built-ins */
import { builtinModules } from 'module';
import * as path from 'path';

/**
 * What the scripts may import, read from their text: every package must be declared in
 * package.json (or be part of Node), and test code is reached only through its entry points.
 */

/** The parts of test/ a script may load: the emulator, the harness and the contract check by their entry points, and the end-to-end expectations (data). */
export const TEST_ENTRY_POINTS = [
	'test/emulator',
	'test/harness',
	'test/contract',
	'test/e2e/expectations',
];

export interface ImportRef {
	specifier: string;
	line: number;
	/** Named relative to the repository root (`require(path.join(REPO, 'test/emulator'))`), not to the file. */
	fromRoot: boolean;
}

const PATTERNS: Array<{ pattern: RegExp; fromRoot: boolean }> = [
	{ pattern: /\brequire(?:\.resolve)?\(\s*(['"`])([^'"`$]+)\1\s*\)/g, fromRoot: false },
	{ pattern: /\bimport\s*\(\s*(['"`])([^'"`$]+)\1\s*\)/g, fromRoot: false },
	{ pattern: /^\s*(?:import|export)\s+(?:[^'"]*?\s+from\s+)?(['"])([^'"]+)\1/gm, fromRoot: false },
	{
		pattern:
			/\brequire(?:\.resolve)?\(\s*path\.(?:join|resolve)\(\s*(?:REPO|root)\s*,\s*(['"])([^'"]+)\1\s*\)\s*\)/g,
		fromRoot: true,
	},
];

/** Comments blanked out (line numbers kept), so that an example in a comment is not taken for an import. */
function withoutComments(source: string): string {
	return source
		.replace(/\/\*[\s\S]*?\*\//g, (comment) => comment.replace(/[^\n]/g, ' '))
		.replace(/^\s*\/\/.*$/gm, '');
}

/** The modules a script names with literal strings: require, require.resolve, import, import(), and repository paths joined to the root. */
export function importsOf(source: string): ImportRef[] {
	const text = withoutComments(source);
	const found: ImportRef[] = [];
	for (const { pattern, fromRoot } of PATTERNS) {
		for (const match of text.matchAll(pattern)) {
			const specifier = match[2];
			const line = text.slice(0, match.index).split('\n').length;
			found.push({ specifier, line, fromRoot });
		}
	}
	return found.sort((a, b) => a.line - b.line);
}

/** `@scope/name` or `name` of a bare specifier (`@scope/name/sub/path`, `name/sub`). */
export function packageName(specifier: string): string {
	const parts = specifier.split('/');
	return specifier.startsWith('@') ? parts.slice(0, 2).join('/') : parts[0];
}

export const isBuiltin = (specifier: string) =>
	specifier.startsWith('node:') ||
	builtinModules.includes(specifier) ||
	builtinModules.includes(packageName(specifier));
const isRelative = (specifier: string) =>
	specifier.startsWith('./') ||
	specifier.startsWith('../') ||
	specifier === '.' ||
	specifier === '..';

/** The packages package.json declares (dependencies, devDependencies, peerDependencies). */
export function declaredPackages(pkg: Record<string, unknown>): Set<string> {
	const sections = ['dependencies', 'devDependencies', 'peerDependencies', 'optionalDependencies'];
	return new Set(
		sections.flatMap((section) =>
			Object.keys((pkg[section] as Record<string, string> | undefined) ?? {}),
		),
	);
}

/** A repository path as a module: without `.js` and without a trailing `/index`. */
const asModule = (repoPath: string) => repoPath.replace(/\.(c|m)?js$/, '').replace(/\/index$/, '');

/** What is wrong with the imports of one script (`file` relative to the repository root, with `/`). */
export function importProblems(file: string, source: string, declared: Set<string>): string[] {
	const problems: string[] = [];
	for (const ref of importsOf(source)) {
		const where = `${file}:${ref.line}: '${ref.specifier}'`;
		if (ref.fromRoot || isRelative(ref.specifier) || ref.specifier.startsWith('/')) {
			const target = ref.fromRoot
				? path.posix.normalize(ref.specifier)
				: path.posix.join(path.posix.dirname(file), ref.specifier);
			if (
				(target === 'test' || target.startsWith('test/')) &&
				!TEST_ENTRY_POINTS.includes(asModule(target))
			) {
				problems.push(
					`${where} reaches into test internals; use an entry point (${TEST_ENTRY_POINTS.join(', ')}) and export what is needed there`,
				);
			}
			continue;
		}
		if (isBuiltin(ref.specifier)) continue;
		const name = packageName(ref.specifier);
		if (!declared.has(name))
			problems.push(`${where} imports ${name}, which package.json does not declare`);
	}
	return problems;
}
