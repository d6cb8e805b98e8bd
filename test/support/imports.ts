/* eslint-disable @n8n/community-nodes/no-restricted-imports -- test code runs under jest, never in n8n Cloud: it needs Node built-ins */
import * as path from 'path';

/** How the architecture tests read a source file's import lines (test/architecture*.test.ts). */

/** The module specifiers of `import ... from`, `export ... from`, `import '...'`, `require()` and `import()`. */
export function importsOf(source: string): string[] {
	const patterns = [
		/^\s*(?:import|export)\s[^'"`;]*?\sfrom\s*['"]([^'"]+)['"]/gm,
		/^\s*import\s*['"]([^'"]+)['"]/gm,
		/\brequire\s*\(\s*['"]([^'"]+)['"]\s*\)/g,
		/\bimport\s*\(\s*['"]([^'"]+)['"]\s*\)/g,
	];
	const found: string[] = [];
	for (const pattern of patterns)
		for (const match of source.matchAll(pattern)) found.push(match[1]);
	return found;
}

/** Repository-relative target of a relative specifier; undefined for a package. */
export function targetOf(file: string, specifier: string): string | undefined {
	if (!specifier.startsWith('.')) return undefined;
	return path.posix.normalize(path.posix.join(path.posix.dirname(file), specifier));
}
