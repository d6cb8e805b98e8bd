#!/usr/bin/env node
/**
 * npm run spec:diff -- <document> [<older document>]
 *
 * What a newer published OpenAPI document (either deployment) changes for the node, against
 * the copy the package holds (test/contract/documents/cloud.json or selfhosted.json, chosen by
 * the document's paths) or the older document given: paths and operations added or gone,
 * query parameters, enum values, ranges, required fields, and the fields of the schemas added
 * or gone (request bodies, which the node builds, marked). Entries that name a place
 * nodes/shared/api/apiSpec.ts holds are marked "[apiSpec: <entry>]" (read from dist/ after
 * `npm run build`). Exit code 0; the listing is the output.
 */
const fs = require('fs');
const path = require('path');

const REPO = path.join(__dirname, '..');
const METHODS = ['get', 'put', 'post', 'patch', 'delete'];
const BOUNDS = [
	'minimum',
	'maximum',
	'exclusiveMinimum',
	'exclusiveMaximum',
	'minLength',
	'maxLength',
	'minItems',
	'maxItems',
	'pattern',
	'format',
];

/** `cloud` when the document has the cloud's organization paths, else `selfHosted`. */
function deploymentOf(document) {
	return Object.keys(document.paths || {}).some((p) => p.startsWith('/organizations'))
		? 'cloud'
		: 'selfHosted';
}

const escape = (key) => String(key).replace(/~/g, '~0').replace(/\//g, '~1');

/** Every schema-like node under `root` with its JSON pointer (components and inline path schemas). */
function schemaNodes(node, pointer, out = new Map()) {
	if (Array.isArray(node)) {
		node.forEach((item, index) => schemaNodes(item, `${pointer}/${index}`, out));
	} else if (node && typeof node === 'object') {
		out.set(pointer, node);
		for (const [key, value] of Object.entries(node))
			if (key !== 'example' && key !== 'examples')
				schemaNodes(value, `${pointer}/${escape(key)}`, out);
	}
	return out;
}

function operations(document) {
	const out = new Map();
	for (const [route, item] of Object.entries(document.paths || {})) {
		for (const method of METHODS) {
			const operation = item && item[method];
			if (!operation) continue;
			const query = [...(item.parameters || []), ...(operation.parameters || [])]
				.filter((p) => p && p.in === 'query')
				.map((p) => p.name);
			out.set(`${method.toUpperCase()} ${route}`, {
				operationId: operation.operationId,
				query,
				operation,
			});
		}
	}
	return out;
}

/** Schema names used as request bodies (the bodies the node builds). */
function requestBodySchemas(document) {
	const names = new Set();
	for (const { operation } of operations(document).values()) {
		const text = JSON.stringify((operation && operation.requestBody) || {});
		for (const match of text.matchAll(/#\/components\/schemas\/([A-Za-z0-9_.-]+)/g))
			names.add(match[1]);
	}
	return names;
}

const show = (values) => values.map((value) => JSON.stringify(value)).join(', ');

/**
 * The differences from `older` to `newer`, grouped, one line each. `marks` maps a JSON pointer
 * to the apiSpec entry that holds it.
 */
function diffDocuments(older, newer, marks = new Map()) {
	const lines = { operations: [], query: [], enums: [], ranges: [], required: [], fields: [] };
	const mark = (pointer) => (marks.has(pointer) ? ` [apiSpec: ${marks.get(pointer)}]` : '');

	const before = operations(older);
	const after = operations(newer);
	for (const [key, op] of after)
		if (!before.has(key)) lines.operations.push(`+ ${key} (${op.operationId || 'no operationId'})`);
	for (const [key, op] of before)
		if (!after.has(key)) lines.operations.push(`- ${key} (${op.operationId || 'no operationId'})`);
	for (const [key, op] of after) {
		const old = before.get(key);
		if (!old) continue;
		const added = op.query.filter((name) => !old.query.includes(name));
		const gone = old.query.filter((name) => !op.query.includes(name));
		if (added.length) lines.query.push(`+ ${key}: query ${added.join(', ')}`);
		if (gone.length) lines.query.push(`- ${key}: query ${gone.join(', ')}`);
	}

	const oldNodes = schemaNodes(older.components || {}, '/components');
	const newNodes = schemaNodes(newer.components || {}, '/components');
	for (const [pointer, node] of schemaNodes(newer.paths || {}, '/paths'))
		newNodes.set(pointer, node);
	for (const [pointer, node] of schemaNodes(older.paths || {}, '/paths'))
		oldNodes.set(pointer, node);
	const bodies = requestBodySchemas(newer);

	for (const [pointer, node] of newNodes) {
		const old = oldNodes.get(pointer);
		if (Array.isArray(node.enum)) {
			const previous = old && Array.isArray(old.enum) ? old.enum : [];
			const added = node.enum.filter((value) => !previous.includes(value));
			const gone = previous.filter((value) => !node.enum.includes(value));
			if (old && Array.isArray(old.enum) && added.length)
				lines.enums.push(`+ ${pointer}: ${show(added)}${mark(pointer)}`);
			if (gone.length) lines.enums.push(`- ${pointer}: ${show(gone)}${mark(pointer)}`);
			if (!old || !Array.isArray(old.enum))
				lines.enums.push(`+ ${pointer}: new enum ${show(node.enum)}${mark(pointer)}`);
		} else if (old && Array.isArray(old.enum)) {
			lines.enums.push(`- ${pointer}: no longer an enum (was ${show(old.enum)})${mark(pointer)}`);
		}
		if (old) {
			for (const bound of BOUNDS) {
				if (
					JSON.stringify(old[bound]) !== JSON.stringify(node[bound]) &&
					(old[bound] !== undefined || node[bound] !== undefined)
				) {
					lines.ranges.push(
						`~ ${pointer}: ${bound} ${JSON.stringify(old[bound])} -> ${JSON.stringify(node[bound])}${mark(pointer)}`,
					);
				}
			}
			const oldRequired = Array.isArray(old.required) ? old.required : [];
			const newRequired = Array.isArray(node.required) ? node.required : [];
			const nowRequired = newRequired.filter((name) => !oldRequired.includes(name));
			const noLonger = oldRequired.filter((name) => !newRequired.includes(name));
			if (nowRequired.length)
				lines.required.push(`+ ${pointer}: now requires ${nowRequired.join(', ')}`);
			if (noLonger.length)
				lines.required.push(`- ${pointer}: no longer requires ${noLonger.join(', ')}`);
		}
		if (node.properties && typeof node.properties === 'object') {
			const oldProps = old && old.properties ? Object.keys(old.properties) : undefined;
			const newProps = Object.keys(node.properties);
			const schemaName = pointer.startsWith('/components/schemas/') ? pointer.split('/')[3] : '';
			const body =
				bodies.has(schemaName) && pointer === `/components/schemas/${schemaName}`
					? ' (a request body the node builds)'
					: '';
			if (!oldProps) {
				if (pointer.split('/').length === 4 && pointer.startsWith('/components/schemas/'))
					lines.fields.push(`+ ${pointer}: new schema with ${newProps.join(', ')}${body}`);
			} else {
				const added = newProps.filter((name) => !oldProps.includes(name));
				const gone = oldProps.filter((name) => !newProps.includes(name));
				if (added.length)
					lines.fields.push(`+ ${pointer}: new fields ${added.join(', ')}${body}${mark(pointer)}`);
				if (gone.length)
					lines.fields.push(`- ${pointer}: fields gone ${gone.join(', ')}${body}${mark(pointer)}`);
			}
		}
	}
	for (const [pointer] of oldNodes) {
		if (
			pointer.split('/').length === 4 &&
			pointer.startsWith('/components/schemas/') &&
			!newNodes.has(pointer)
		)
			lines.fields.push(`- ${pointer}: schema gone`);
	}
	return lines;
}

const HEADINGS = {
	operations: 'Paths and operations',
	query: 'Query parameters',
	enums: 'Enum values',
	ranges: 'Ranges and formats',
	required: 'Required fields',
	fields: 'Fields of the schemas',
};

function format(lines) {
	const out = [];
	for (const [group, heading] of Object.entries(HEADINGS)) {
		out.push(`## ${heading} (${lines[group].length})`);
		out.push(...(lines[group].length ? lines[group] : ['(none)']), '');
	}
	return out.join('\n');
}

/** The apiSpec pointers of the built package, by document: pointer -> entry name. */
function apiSpecMarks(deployment) {
	const marks = new Map();
	try {
		const spec = require(path.join(REPO, 'dist', 'nodes', 'shared', 'api', 'apiSpec.js'));
		for (const group of [spec.ENUMS, spec.RANGES, spec.KEY_SETS]) {
			for (const [name, entry] of Object.entries(group || {}))
				if (entry.document === deployment) marks.set(entry.pointer, name);
		}
	} catch {
		// Not built: the listing goes without the marks.
	}
	return marks;
}

function main(argv) {
	const [newerFile, olderFile] = argv;
	if (!newerFile) {
		process.stderr.write('Usage: npm run spec:diff -- <newer document> [<older document>]\n');
		return 2;
	}
	const newer = JSON.parse(fs.readFileSync(newerFile, 'utf8'));
	const deployment = deploymentOf(newer);
	const olderPath =
		olderFile ||
		path.join(
			REPO,
			'test',
			'contract',
			'documents',
			deployment === 'cloud' ? 'cloud.json' : 'selfhosted.json',
		);
	const older = JSON.parse(fs.readFileSync(olderPath, 'utf8'));
	process.stdout.write(
		`# ${path.basename(newerFile)} (${deployment}) against ${path.relative(process.cwd(), olderPath) || olderPath}\n\n`,
	);
	process.stdout.write(format(diffDocuments(older, newer, apiSpecMarks(deployment))));
	return 0;
}

module.exports = { diffDocuments, deploymentOf, format };

if (require.main === module) process.exitCode = main(process.argv.slice(2));
