'use strict';
// AST helpers shared by the local rules, after the helpers of
// @n8n/eslint-plugin-community-nodes (src/utils/ast-utils.ts, codex-utils.ts, file-utils.ts).
const fs = require('fs');
const { parser } = require('typescript-eslint');

function implementsInterface(node, interfaceName) {
	return (node.implements || []).some(
		(impl) => impl.type === 'TSClassImplements' && impl.expression.type === 'Identifier' && impl.expression.name === interfaceName,
	);
}

/** A class n8n loads as a node: `implements INodeType`, or `extends Node`. */
function isNodeTypeClass(node) {
	if (implementsInterface(node, 'INodeType')) return true;
	return Boolean(node.superClass && node.superClass.type === 'Identifier' && node.superClass.name === 'Node');
}

function findClassProperty(node, name) {
	return node.body.body.find((member) => member.type === 'PropertyDefinition' && member.key && member.key.type === 'Identifier' && member.key.name === name) || null;
}

/** A property of an object literal, whether its key is an identifier (`.ts`) or a string (`.json`). */
function findProperty(object, name) {
	return (
		object.properties.find(
			(property) =>
				property.type === 'Property' &&
				((property.key.type === 'Identifier' && property.key.name === name) || (property.key.type === 'Literal' && property.key.value === name)),
		) || null
	);
}

/** The root object of a JSON file parsed as a program: the sole expression statement's object. */
function isTopLevelJsonObject(node) {
	return Boolean(node.parent && node.parent.type === 'ExpressionStatement');
}

function programImportsModule(program, moduleNames) {
	return program.body.some(
		(statement) =>
			statement.type === 'ImportDeclaration' &&
			moduleNames.some((name) => statement.source.value === name || String(statement.source.value).startsWith(`${name}/`)),
	);
}

/** Calls `visit` on every AST node below `node` (parents and tokens excluded). */
function walk(node, visit) {
	visit(node);
	for (const key of Object.keys(node)) {
		if (key === 'parent' || key === 'loc' || key === 'range' || key === 'tokens' || key === 'comments') continue;
		const value = node[key];
		if (Array.isArray(value)) {
			for (const child of value) if (child && typeof child.type === 'string') walk(child, visit);
		} else if (value && typeof value.type === 'string') {
			walk(value, visit);
		}
	}
}

/** The program of a TypeScript file on disk, or null when it is missing or does not parse. */
function parseFile(filePath) {
	try {
		return parser.parseForESLint(fs.readFileSync(filePath, 'utf8'), { filePath, range: true, loc: true }).ast;
	} catch {
		return null;
	}
}

function fileImportsModule(filePath, moduleNames) {
	const program = parseFile(filePath);
	return program ? programImportsModule(program, moduleNames) : false;
}

/**
 * Whether the node class in a `.node.ts` file declares `description.codex`. n8n's loader
 * then uses that codex as it is and never reads the `.node.json` beside it.
 */
function fileHasInlineDescriptionCodex(filePath) {
	const program = parseFile(filePath);
	if (!program) return false;
	let found = false;
	walk(program, (node) => {
		if (found || node.type !== 'ClassDeclaration' || !isNodeTypeClass(node)) return;
		const description = findClassProperty(node, 'description');
		if (description && description.value && description.value.type === 'ObjectExpression' && findProperty(description.value, 'codex')) found = true;
	});
	return found;
}

/** A fix removing one property of an object literal with the comma that separates it. */
function removeObjectProperty(fixer, sourceCode, object, property) {
	if (object.properties.length === 1) return fixer.remove(property);
	const index = object.properties.indexOf(property);
	if (index === object.properties.length - 1) {
		const before = sourceCode.getTokenBefore(property);
		return fixer.removeRange([before.range[0], property.range[1]]);
	}
	const after = sourceCode.getTokenAfter(property);
	let end = after.range[1];
	const text = sourceCode.getText();
	while (end < text.length && (text[end] === ' ' || text[end] === '\t')) end++;
	return fixer.removeRange([property.range[0], end]);
}

module.exports = {
	isNodeTypeClass,
	findClassProperty,
	findProperty,
	isTopLevelJsonObject,
	programImportsModule,
	walk,
	fileImportsModule,
	fileHasInlineDescriptionCodex,
	removeObjectProperty,
};
