'use strict';
// What n8n's verification scanner and reviewers look at in a packed community package,
// as pure functions: each returns a list of problems (empty when the check passes).
// scripts/release/check.js runs them over the unpacked `npm pack` tarball.
const path = require('path');
const ts = require('typescript');

/** The categories n8n's codex documentation lists; other values misfile the node in the panel. */
const CODEX_CATEGORIES = [
	'Analytics',
	'Communication',
	'Data & Storage',
	'Development',
	'Finance & Accounting',
	'Marketing & Content',
	'Miscellaneous',
	'Productivity',
	'Sales',
	'Utility',
];

/** Lifecycle scripts that run on a user's install; @n8n/community-nodes/no-forbidden-lifecycle-scripts bans them. */
const FORBIDDEN_SCRIPTS = [
	'prepare',
	'preinstall',
	'install',
	'postinstall',
	'prepublish',
	'preprepare',
	'postprepare',
];

/** README sections, after n8n's starter README and the verification guidelines. */
const README_SECTIONS = [
	'Installation',
	'Operations',
	'Credentials',
	'Compatibility',
	'Usage',
	'Resources',
	'Troubleshooting',
];

const isUrl = (value) => typeof value === 'string' && /^https:\/\/[^\s/]+\.[^\s/]+/.test(value);

/**
 * package.json of the packed package. `files` is the list of paths in the tarball.
 * Returns [name, problems] pairs, one per field group.
 */
function packageJsonChecks(pkg, files) {
	const has = (file) => files.includes(path.posix.normalize(file));
	const checks = [];
	const problems = (name, list) => checks.push([name, list.filter(Boolean)]);

	problems('package name starts with n8n-nodes- (or @scope/n8n-nodes-)', [
		/^(@[a-z0-9][\w.-]*\/)?n8n-nodes-[a-z0-9][\w.-]*$/.test(pkg.name || '')
			? null
			: `name is ${JSON.stringify(pkg.name)}`,
	]);
	problems('keywords include n8n-community-node-package', [
		Array.isArray(pkg.keywords) && pkg.keywords.includes('n8n-community-node-package')
			? null
			: 'keyword missing',
	]);
	problems('license declared and shipped', [
		typeof pkg.license === 'string' && pkg.license.trim() ? null : 'no license field',
		files.some((file) => /^LICEN[CS]E(\.md|\.txt)?$/i.test(file))
			? null
			: 'no LICENSE file in the tarball',
	]);
	const repository =
		typeof pkg.repository === 'string' ? pkg.repository : pkg.repository && pkg.repository.url;
	problems('repository points at a public git URL', [
		/^(git\+)?https:\/\/github\.com\/[^/]+\/[^/]+?(\.git)?$/.test(repository || '')
			? null
			: `repository is ${JSON.stringify(repository)}`,
	]);
	const author =
		typeof pkg.author === 'string'
			? {
					name: pkg.author.replace(/<.*$/, '').trim(),
					email: (/<([^>]*)>/.exec(pkg.author) || [])[1],
				}
			: pkg.author || {};
	problems('author has a name and an email', [
		typeof author.name === 'string' && author.name.trim() ? null : 'author name missing',
		typeof author.email === 'string' && /^[^@\s]+@[^@\s]+$/.test(author.email.trim())
			? null
			: 'author email missing',
	]);
	problems('homepage is a URL', [
		isUrl(pkg.homepage) ? null : `homepage is ${JSON.stringify(pkg.homepage)}`,
	]);
	const n8n = pkg.n8n || {};
	problems('n8n.n8nNodesApiVersion is 1', [
		n8n.n8nNodesApiVersion === 1
			? null
			: `n8nNodesApiVersion is ${JSON.stringify(n8n.n8nNodesApiVersion)}`,
	]);
	const declared = [...(n8n.nodes || []), ...(n8n.credentials || [])];
	problems('n8n.nodes and n8n.credentials name files that are in the tarball', [
		(n8n.nodes || []).length > 0 ? null : 'n8n.nodes is empty',
		...declared.map((file) => (has(file) ? null : `${file} is not in the tarball`)),
	]);
	problems('files lists what to publish', [
		Array.isArray(pkg.files) && pkg.files.length > 0 ? null : 'no "files" array',
	]);
	problems('no runtime dependencies', [
		...['dependencies', 'optionalDependencies', 'bundleDependencies', 'bundledDependencies'].map(
			(field) =>
				pkg[field] && Object.keys(pkg[field]).length > 0
					? `${field}: ${Object.keys(pkg[field]).join(', ')}`
					: null,
		),
	]);
	const peers = pkg.peerDependencies || {};
	problems('peerDependencies are n8n-workflow "*" only', [
		peers['n8n-workflow'] === '*'
			? null
			: `n8n-workflow peer is ${JSON.stringify(peers['n8n-workflow'])}`,
		...Object.keys(peers)
			.filter((name) => name !== 'n8n-workflow')
			.map((name) => `unexpected peer ${name}`),
	]);
	problems('no lifecycle scripts that run on install', [
		...FORBIDDEN_SCRIPTS.filter((script) => pkg.scripts && pkg.scripts[script]).map(
			(script) => `scripts.${script}`,
		),
	]);
	problems('no overrides field', [pkg.overrides ? 'overrides present' : null]);
	return checks;
}

/** Missing README sections, matched on level-2 headings (`## Installation`, `## Usage ...`). */
function readmeProblems(text) {
	const headings = [...text.matchAll(/^##\s+(.+?)\s*#*\s*$/gm)].map((match) =>
		match[1].toLowerCase(),
	);
	return README_SECTIONS.filter(
		(section) => !headings.some((heading) => heading.startsWith(section.toLowerCase())),
	).map((section) => `no "## ${section}" section`);
}

/**
 * Problems of an SVG icon: not an <svg> root with the SVG namespace and a size (viewBox or
 * width/height), unbalanced tags, or anything that would run or load in the editor.
 */
function svgProblems(text) {
	const problems = [];
	const body = text
		.replace(/^\uFEFF/, '')
		.replace(/<\?xml[\s\S]*?\?>/, '')
		.replace(/<!--[\s\S]*?-->/g, '')
		.trim();
	const root = /^<svg\b([^>]*)>/.exec(body);
	if (!root) return ['does not start with an <svg> element'];
	if (!/\bxmlns\s*=\s*["']http:\/\/www\.w3\.org\/2000\/svg["']/.test(root[1]))
		problems.push('the <svg> element has no SVG xmlns');
	if (
		!/\bviewBox\s*=/.test(root[1]) &&
		!(/\bwidth\s*=/.test(root[1]) && /\bheight\s*=/.test(root[1]))
	)
		problems.push('the <svg> element has no viewBox and no width/height');
	if (/<script\b|\bon[a-z]+\s*=|<foreignObject\b|javascript:/i.test(body))
		problems.push('holds scripts, event handlers or foreign objects');
	if (/\b(xlink:)?href\s*=\s*["'](https?:)?\/\//i.test(body))
		problems.push('loads an external resource');
	// Tag balance: every opened element is closed in order.
	const stack = [];
	for (const match of body.matchAll(/<(\/?)([A-Za-z][\w:.-]*)\b[^>]*?(\/?)>/g)) {
		const [, closing, name, selfClosing] = match;
		if (selfClosing) continue;
		if (!closing) stack.push(name);
		else if (stack.pop() !== name) {
			problems.push(`</${name}> does not close the element it should`);
			return problems;
		}
	}
	if (stack.length) problems.push(`unclosed <${stack[stack.length - 1]}>`);
	if (!/<\/svg>\s*$/.test(body)) problems.push('does not end with </svg>');
	return problems;
}

/** `icon` of a node description or credential as a list of file paths relative to the module's folder. */
function iconFiles(icon) {
	const values =
		typeof icon === 'string'
			? [icon]
			: icon && typeof icon === 'object'
				? [icon.light, icon.dark]
				: [];
	return values
		.filter((value) => typeof value === 'string' && value.startsWith('file:'))
		.map((value) => value.slice('file:'.length));
}

/** Problems of the light/dark pair of an `icon` field (before looking at the files). */
function iconShapeProblems(icon) {
	if (!icon) return ['no icon'];
	if (typeof icon !== 'object' || !icon.light || !icon.dark)
		return ['icon has no light and dark variants'];
	const problems = [];
	for (const [variant, value] of Object.entries({ light: icon.light, dark: icon.dark })) {
		if (typeof value !== 'string' || !/^file:.+\.svg$/.test(value))
			problems.push(`${variant} icon is not a file: SVG (${JSON.stringify(value)})`);
	}
	if (icon.light === icon.dark) problems.push('light and dark icons are the same file');
	return problems;
}

/**
 * Problems of a codex file (`<Node>.node.json`) for a node whose type is `expectedNode`
 * (`<package>.<description.name>`).
 */
function codexProblems(text, expectedNode) {
	let codex;
	try {
		codex = JSON.parse(text);
	} catch (error) {
		return [`not valid JSON: ${error.message}`];
	}
	const problems = [];
	if (codex.node !== expectedNode)
		problems.push(
			`node is ${JSON.stringify(codex.node)}, expected ${JSON.stringify(expectedNode)}`,
		);
	if (typeof codex.nodeVersion !== 'string' || typeof codex.codexVersion !== 'string')
		problems.push('nodeVersion and codexVersion must be strings');
	if (!Array.isArray(codex.categories) || codex.categories.length === 0)
		problems.push('no categories');
	else
		for (const category of codex.categories)
			if (!CODEX_CATEGORIES.includes(category))
				problems.push(`category "${category}" is not one of n8n's: ${CODEX_CATEGORIES.join(', ')}`);
	// @n8n/community-nodes/no-codex-subcategories (n8n main): only AI Node SDK nodes may declare any.
	if (codex.subcategories !== undefined)
		problems.push('declares subcategories (only nodes built on the AI Node SDK may)');
	const resources = codex.resources || {};
	for (const kind of ['primaryDocumentation', 'credentialDocumentation']) {
		const links = resources[kind];
		if (!Array.isArray(links) || links.length === 0) problems.push(`no resources.${kind}`);
		else
			for (const link of links)
				if (!isUrl(link && link.url))
					problems.push(
						`resources.${kind} has a link that is not an https URL: ${JSON.stringify(link && link.url)}`,
					);
	}
	return problems;
}

/**
 * A node class n8n loads: `implements INodeType`, or `extends Node` (the programmatic base).
 * `node` is a TypeScript ClassDeclaration.
 */
function isNodeTypeClass(node) {
	const clauses = node.heritageClauses || [];
	return clauses.some((clause) =>
		clause.types.some((type) => {
			const name = ts.isIdentifier(type.expression) ? type.expression.text : '';
			return clause.token === ts.SyntaxKind.ImplementsKeyword
				? name === 'INodeType'
				: name === 'Node';
		}),
	);
}

/** Whether `node` or anything below it calls `this.continueOnFail()`. */
function callsContinueOnFail(node) {
	if (
		ts.isCallExpression(node) &&
		ts.isPropertyAccessExpression(node.expression) &&
		node.expression.expression.kind === ts.SyntaxKind.ThisKeyword &&
		node.expression.name.text === 'continueOnFail'
	) {
		return true;
	}
	return Boolean(ts.forEachChild(node, (child) => callsContinueOnFail(child) || undefined));
}

/** Calls `visit` on every node of a parsed source file. */
function walk(node, visit) {
	visit(node);
	ts.forEachChild(node, (child) => walk(child, visit));
}

const parse = (file, source) =>
	ts.createSourceFile(file, source, ts.ScriptTarget.Latest, true, ts.ScriptKind.TS);
const lineOf = (sourceFile, node) =>
	sourceFile.getLineAndCharacterOfPosition(node.getStart(sourceFile)).line + 1;

/**
 * The rule `require-continue-on-fail` of n8n's community-node lint (on n8n's main branch, not
 * yet in the published plugin): the execute() method of a node class must itself call
 * `this.continueOnFail()`, so that with "Continue On Fail" one bad item becomes an error item
 * instead of stopping the run. `file` is the path shown in the problems.
 */
function continueOnFailProblems(file, source) {
	const sourceFile = parse(file, source);
	const problems = [];
	walk(sourceFile, (node) => {
		if (!ts.isClassDeclaration(node) || !isNodeTypeClass(node)) return;
		for (const member of node.members) {
			if (
				!ts.isMethodDeclaration(member) ||
				!member.body ||
				!ts.isIdentifier(member.name) ||
				member.name.text !== 'execute'
			)
				continue;
			if (!callsContinueOnFail(member.body))
				problems.push(
					`${file}:${lineOf(sourceFile, member)}: execute() of ${node.name ? node.name.text : 'a node class'} never calls this.continueOnFail()`,
				);
		}
	});
	return problems;
}

/** The modules of n8n's AI Node SDK: only nodes built on it may declare codex subcategories. */
const AI_NODE_SDK_MODULES = ['@n8n/ai-node-sdk', 'ai-node-sdk'];

function importsAiNodeSdk(sourceFile) {
	return sourceFile.statements.some(
		(statement) =>
			ts.isImportDeclaration(statement) &&
			ts.isStringLiteral(statement.moduleSpecifier) &&
			AI_NODE_SDK_MODULES.some(
				(name) =>
					statement.moduleSpecifier.text === name ||
					statement.moduleSpecifier.text.startsWith(`${name}/`),
			),
	);
}

/** A property named `name` of an object literal, whether its key is an identifier or a string. */
function findProperty(object, name) {
	return object.properties.find(
		(property) =>
			ts.isPropertyAssignment(property) &&
			property.name &&
			(ts.isIdentifier(property.name) || ts.isStringLiteral(property.name)) &&
			property.name.text === name,
	);
}

/**
 * The rule `no-codex-subcategories` of n8n's community-node lint (n8n's main branch, not yet
 * published), over a node's sources: `nodeSource` is the `.node.ts` file, `codexText` its
 * `.node.json` (or null). Subcategories only steer n8n's own node-panel grouping, and a value
 * n8n does not know misfiles the node; only nodes built on the AI Node SDK may declare them.
 * n8n reads the `.node.json` only when the node declares no inline `codex`.
 */
function codexSubcategoryProblems(nodeFile, nodeSource, codexFile, codexText) {
	const sourceFile = parse(nodeFile, nodeSource);
	if (importsAiNodeSdk(sourceFile)) return [];
	const problems = [];
	let inlineCodex = false;
	walk(sourceFile, (node) => {
		if (
			!ts.isPropertyAssignment(node) ||
			!ts.isIdentifier(node.name) ||
			node.name.text !== 'codex' ||
			!ts.isObjectLiteralExpression(node.initializer)
		)
			return;
		inlineCodex = true;
		if (findProperty(node.initializer, 'subcategories'))
			problems.push(
				`${nodeFile}:${lineOf(sourceFile, node)}: the inline codex declares subcategories`,
			);
	});
	if (!inlineCodex && codexText !== null) {
		let codex;
		try {
			codex = JSON.parse(codexText);
		} catch (error) {
			return [...problems, `${codexFile}: not valid JSON: ${error.message}`];
		}
		if (codex && typeof codex === 'object' && codex.subcategories !== undefined)
			problems.push(`${codexFile}: declares subcategories`);
	}
	return problems;
}

module.exports = {
	CODEX_CATEGORIES,
	README_SECTIONS,
	packageJsonChecks,
	readmeProblems,
	svgProblems,
	iconFiles,
	iconShapeProblems,
	codexProblems,
	continueOnFailProblems,
	codexSubcategoryProblems,
};
