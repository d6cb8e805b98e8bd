'use strict';
// Which examples an older n8n can run, for `npm run test:min-n8n`.
//
// An example that uses one of n8n's own node types (n8n-nodes-base, @n8n/n8n-nodes-langchain,
// ...) at a type version the installed n8n does not ship is left out of the run in that n8n,
// named with what it lacks: such an example cannot work there whatever this package does, and
// the README says which examples need a newer n8n. The verdict is read from the example itself
// and from the node lists the installed n8n ships (<package>/dist/types/nodes.json), so a new
// example or a raised typeVersion is judged without a list of file names kept by hand.
//
// This package's own node types are never a reason to leave an example out: whether n8n loads
// them is what the run tests. And the README holds the run to its word: the examples it names
// as needing a newer n8n must be exactly the ones left out in the minimum (readmeNeedsNewer).
const fs = require('fs');
const path = require('path');

/** `@n8n/n8n-nodes-langchain.mcpTrigger` -> { pkg: '@n8n/n8n-nodes-langchain', name: 'mcpTrigger' }. */
function splitNodeType(type) {
	const dot = type.lastIndexOf('.');
	return dot > 0 ? { pkg: type.slice(0, dot), name: type.slice(dot + 1) } : { pkg: '', name: type };
}

/**
 * The node types a package of an n8n install ships, as name -> versions, from its
 * dist/types/nodes.json (a node with several major versions appears once per class).
 * undefined when the install has no such package or no such list.
 */
function readNodeTypes(n8nDir, pkg) {
	const file = path.join(n8nDir, 'node_modules', pkg, 'dist/types/nodes.json');
	if (!fs.existsSync(file)) return undefined;
	const types = new Map();
	for (const description of JSON.parse(fs.readFileSync(file, 'utf8'))) {
		const versions = types.get(description.name) || new Set();
		for (const version of [].concat(description.version)) versions.add(Number(version));
		types.set(description.name, versions);
	}
	return types;
}

/** A reader of an n8n install's node lists, one read per package. */
function installedNodeTypes(n8nDir) {
	const cache = new Map();
	return (pkg) => {
		if (!cache.has(pkg)) cache.set(pkg, readNodeTypes(n8nDir, pkg));
		return cache.get(pkg);
	};
}

/**
 * What an example needs that the n8n does not have: one line per node of another package
 * than `ownPackage` whose package, type or type version the n8n lacks. Empty when it can run.
 */
function missingNodeTypes(workflow, nodeTypesOf, ownPackage) {
	const missing = [];
	for (const node of workflow.nodes || []) {
		const { pkg, name } = splitNodeType(String(node.type));
		if (pkg === ownPackage) continue;
		const version = Number(node.typeVersion ?? 1);
		const types = nodeTypesOf(pkg);
		if (!types)
			missing.push(`"${node.name}": ${node.type} (this n8n has no ${pkg || 'such'} package)`);
		else if (!types.has(name))
			missing.push(`"${node.name}": ${node.type} (this n8n has no such node)`);
		else if (!types.get(name).has(version))
			missing.push(
				`"${node.name}": ${node.type} version ${version} (this n8n has ${[...types.get(name)].sort((a, b) => a - b).join(', ')})`,
			);
	}
	return missing;
}

/**
 * Splits the example files of a folder into those the n8n can run and those it cannot:
 * { runnable: [file], leftOut: [{ file, missing: [line] }] }.
 */
function sortExamples(examplesDir, nodeTypesOf, ownPackage) {
	const runnable = [];
	const leftOut = [];
	for (const file of fs
		.readdirSync(examplesDir)
		.filter((name) => name.endsWith('.json'))
		.sort()) {
		const workflow = JSON.parse(fs.readFileSync(path.join(examplesDir, file), 'utf8'));
		const missing = missingNodeTypes(workflow, nodeTypesOf, ownPackage);
		if (missing.length) leftOut.push({ file, missing });
		else runnable.push(file);
	}
	return { runnable, leftOut };
}

/** The README's Compatibility bullet that starts with this text names the examples that need a newer n8n. */
const NEEDS_NEWER_BULLET = '- Examples that need a newer n8n than the minimum:';

/**
 * The example files the README names as needing a newer n8n than the minimum (the
 * `examples/<file>.json` it mentions in that bullet), or undefined when it has no such bullet.
 */
function readmeNeedsNewer(readme) {
	const lines = readme.split('\n');
	const start = lines.findIndex((line) => line.startsWith(NEEDS_NEWER_BULLET));
	if (start < 0) return undefined;
	let end = start + 1;
	while (end < lines.length && lines[end].startsWith('  ')) end++;
	const bullet = lines.slice(start, end).join('\n');
	return [
		...new Set([...bullet.matchAll(/`examples\/([\w.-]+\.json)`/g)].map((match) => match[1])),
	].sort();
}

/**
 * Where the examples a run left out and those the README names differ: '' when they are the
 * same files, else a sentence naming both.
 */
function leftOutMismatch(named, leftOut) {
	const a = [...new Set(named)].sort();
	const b = [...new Set(leftOut)].sort();
	if (a.length === b.length && a.every((file, index) => file === b[index])) return '';
	return `the README's "${NEEDS_NEWER_BULLET}" names ${a.join(', ') || 'none'}; the run left out ${b.join(', ') || 'none'}`;
}

module.exports = {
	splitNodeType,
	readNodeTypes,
	installedNodeTypes,
	missingNodeTypes,
	sortExamples,
	readmeNeedsNewer,
	leftOutMismatch,
	NEEDS_NEWER_BULLET,
};
