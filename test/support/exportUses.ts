/* eslint-disable @n8n/community-nodes/no-restricted-imports -- test code runs under jest, never in n8n Cloud: it needs Node built-ins */
import * as path from 'path';
import * as ts from 'typescript';

/**
 * Who uses each export of nodes/ (test/architecture/testOnlyExports.test.ts): the names each
 * source file exports, and the names each file imports from a file of nodes/ (by `import`,
 * `export ... from`, `require()`, `jest.requireActual()` or `import()`, from the sources or
 * from their build in dist/).
 */

export interface SourceText {
	/** Repository-relative path. */
	file: string;
	text: string;
}

/** One file naming one export of a file of nodes/; `*` for a whole module (a namespace). */
export interface ExportUse {
	file: string;
	target: string;
	name: string;
}

const parse = ({ file, text }: SourceText) =>
	ts.createSourceFile(file, text, ts.ScriptTarget.Latest, true, scriptKind(file));

function scriptKind(file: string): ts.ScriptKind {
	if (file.endsWith('.ts')) return ts.ScriptKind.TS;
	return ts.ScriptKind.JS;
}

const hasExport = (node: ts.Node) =>
	ts.canHaveModifiers(node) &&
	(ts.getModifiers(node) ?? []).some((modifier) => modifier.kind === ts.SyntaxKind.ExportKeyword);

/** The names a source file exports (`default` for its default export), re-exports included. */
export function exportsOf(source: SourceText): string[] {
	const names: string[] = [];
	for (const statement of parse(source).statements) {
		if (ts.isExportDeclaration(statement)) {
			if (statement.exportClause && ts.isNamedExports(statement.exportClause))
				for (const element of statement.exportClause.elements) names.push(element.name.text);
			continue;
		}
		if (ts.isExportAssignment(statement)) {
			names.push('default');
			continue;
		}
		if (!hasExport(statement)) continue;
		if (ts.isVariableStatement(statement)) {
			for (const declaration of statement.declarationList.declarations)
				if (ts.isIdentifier(declaration.name)) names.push(declaration.name.text);
		} else if (
			(ts.isFunctionDeclaration(statement) ||
				ts.isClassDeclaration(statement) ||
				ts.isInterfaceDeclaration(statement) ||
				ts.isTypeAliasDeclaration(statement) ||
				ts.isEnumDeclaration(statement)) &&
			statement.name
		) {
			names.push(statement.name.text);
		}
	}
	return names;
}

/**
 * The file of nodes/ a specifier of `file` names (its source, also when it names the build in
 * dist/), or undefined when it names a package or a file outside nodes/.
 */
export function nodesFileOf(
	file: string,
	specifier: string,
	exists: (file: string) => boolean,
): string | undefined {
	if (!specifier.startsWith('.')) return undefined;
	let target = path.posix.normalize(path.posix.join(path.posix.dirname(file), specifier));
	target = target.replace(/^dist\//, '').replace(/\.(js|ts)$/, '');
	if (!target.startsWith('nodes/')) return undefined;
	return [`${target}.ts`, `${target}/index.ts`].find(exists);
}

/** The names the destructuring of a `require()` result takes; `*` when the module is kept whole. */
function requiredNames(call: ts.CallExpression): string[] {
	const parent = call.parent;
	if (
		ts.isVariableDeclaration(parent) &&
		parent.initializer === call &&
		ts.isObjectBindingPattern(parent.name)
	)
		return parent.name.elements.map((element) =>
			element.propertyName && ts.isIdentifier(element.propertyName)
				? element.propertyName.text
				: ts.isIdentifier(element.name)
					? element.name.text
					: '*',
		);
	if (ts.isPropertyAccessExpression(parent) && parent.expression === call)
		return [parent.name.text];
	return ['*'];
}

const isModuleCall = (call: ts.CallExpression) => {
	const callee = call.expression;
	if (callee.kind === ts.SyntaxKind.ImportKeyword) return true;
	if (ts.isIdentifier(callee)) return callee.text === 'require';
	return (
		ts.isPropertyAccessExpression(callee) &&
		ts.isIdentifier(callee.expression) &&
		callee.expression.text === 'jest' &&
		['requireActual', 'requireMock'].includes(callee.name.text)
	);
};

/** Every name a source file takes from a file of nodes/. */
export function usesOf(source: SourceText, exists: (file: string) => boolean): ExportUse[] {
	const uses: ExportUse[] = [];
	const add = (specifier: string, names: string[]) => {
		const target = nodesFileOf(source.file, specifier, exists);
		if (target) for (const name of names) uses.push({ file: source.file, target, name });
	};
	const visit = (node: ts.Node) => {
		if (ts.isImportDeclaration(node) && ts.isStringLiteral(node.moduleSpecifier)) {
			const clause = node.importClause;
			const names: string[] = [];
			if (clause?.name) names.push('default');
			const bindings = clause?.namedBindings;
			if (bindings && ts.isNamespaceImport(bindings)) names.push('*');
			if (bindings && ts.isNamedImports(bindings))
				for (const element of bindings.elements)
					names.push((element.propertyName ?? element.name).text);
			if (!clause) names.push('*');
			add(node.moduleSpecifier.text, names);
		} else if (
			ts.isExportDeclaration(node) &&
			node.moduleSpecifier &&
			ts.isStringLiteral(node.moduleSpecifier)
		) {
			const clause = node.exportClause;
			add(
				node.moduleSpecifier.text,
				clause && ts.isNamedExports(clause)
					? clause.elements.map((element) => (element.propertyName ?? element.name).text)
					: ['*'],
			);
		} else if (
			ts.isCallExpression(node) &&
			isModuleCall(node) &&
			node.arguments.length > 0 &&
			ts.isStringLiteralLike(node.arguments[0])
		) {
			add(node.arguments[0].text, requiredNames(node));
		}
		ts.forEachChild(node, visit);
	};
	visit(parse(source));
	return uses;
}

/** How many times an identifier of this name appears in a source file (its declaration included). */
export function mentionsOf(source: SourceText, name: string): number {
	let count = 0;
	const visit = (node: ts.Node) => {
		if (ts.isIdentifier(node) && node.text === name) count++;
		ts.forEachChild(node, visit);
	};
	visit(parse(source));
	return count;
}

/**
 * The exports of nodes/ kept only for tests, as `file: name`: named by a file outside nodes/
 * and credentials/ (a test, a script) and used by no code of the product, its own file
 * included. An export counts as used by the product when its own file uses it besides
 * declaring it, or another file of nodes/ or credentials/ takes it by name or takes its whole
 * module; the entry points n8n loads (`entries`, package.json's `n8n` section) are used by n8n.
 * (An export that its own file uses and a unit test also reads is not one: the test reaches a
 * part of the product's code, not a door opened for it.)
 */
export function testOnlyExports(sources: SourceText[], entries: readonly string[]): string[] {
	const files = new Set(sources.map((source) => source.file));
	const exists = (file: string) => files.has(file);
	const uses = sources.flatMap((source) => usesOf(source, exists));
	const isProduct = (file: string) => file.startsWith('nodes/') || file.startsWith('credentials/');
	const found: string[] = [];
	for (const source of sources) {
		if (!source.file.startsWith('nodes/') || !source.file.endsWith('.ts')) continue;
		if (entries.includes(source.file)) continue;
		for (const name of new Set(exportsOf(source))) {
			const named = uses.filter((use) => use.target === source.file && use.name === name);
			const byProduct = uses.some(
				(use) =>
					use.target === source.file &&
					use.file !== source.file &&
					isProduct(use.file) &&
					(use.name === name || use.name === '*'),
			);
			if (byProduct || !named.some((use) => !isProduct(use.file))) continue;
			if (name !== 'default' && mentionsOf(source, name) > 1) continue;
			found.push(`${source.file}: ${name}`);
		}
	}
	return found.sort();
}
