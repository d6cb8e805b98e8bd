#!/usr/bin/env node
'use strict';
// Generates the operations tables from the built node descriptions: a short one in README.md
// (one row per resource) and the full one in docs/operations.md (one row per operation).
//   node scripts/operations-table.js          print the full table
//   node scripts/operations-table.js --write  replace both tables in their files
const fs = require('fs');
const path = require('path');

const root = path.resolve(__dirname, '..');
const START = '<!-- operations:start -->';
const END = '<!-- operations:end -->';

function nodeDescription(name) {
	const pkg = require(path.join(root, 'package.json'));
	for (const file of pkg.n8n.nodes) {
		const module = require(path.join(root, file));
		const NodeClass = Object.values(module).find((value) => typeof value === 'function');
		const description = new NodeClass().description;
		if (description.name === name) return description;
	}
	throw new Error(`node ${name} not built`);
}

const shown = (property, key, value) => {
	const show = property.displayOptions?.show?.[key];
	return !show || show.includes(value);
};

const DEPLOYMENT_NAMES = { cloud: 'Cloud', selfHosted: 'Self-hosted' };

/**
 * The action node's resources, sorted by name, each with its deployments and its operations in
 * dropdown order, each operation with the deployments that offer it (a resource may show one
 * operation dropdown per deployment).
 */
function resourceEntries() {
	const { properties } = nodeDescription('observabilityPipes');
	const resources = new Map();
	for (const deployment of ['cloud', 'selfHosted']) {
		for (const resourceProperty of properties.filter(
			(p) => p.name === 'resource' && shown(p, 'deployment', deployment),
		)) {
			for (const resource of resourceProperty.options) {
				const entry = resources.get(resource.value) ?? {
					name: resource.name,
					deployments: [],
					operations: new Map(),
				};
				entry.deployments.push(DEPLOYMENT_NAMES[deployment]);
				const operationProperty = properties.find(
					(p) =>
						p.name === 'operation' &&
						shown(p, 'resource', resource.value) &&
						shown(p, 'deployment', deployment),
				);
				for (const option of operationProperty ? operationProperty.options : []) {
					const operation = entry.operations.get(option.value) ?? { option, deployments: [] };
					operation.deployments.push(DEPLOYMENT_NAMES[deployment]);
					entry.operations.set(option.value, operation);
				}
				resources.set(resource.value, entry);
			}
		}
	}
	for (const entry of resources.values())
		entry.operations = [...entry.operations.values()].sort((a, b) =>
			a.option.name.localeCompare(b.option.name),
		);
	return [...resources.entries()].sort((a, b) => a[1].name.localeCompare(b[1].name));
}

/** The trigger's events as a table: an event offered by both deployments is one row. */
function eventsTable() {
	const trigger = nodeDescription('observabilityPipesTrigger');
	// One event dropdown per deployment: an event offered by both is one row.
	const events = new Map();
	for (const deployment of ['cloud', 'selfHosted']) {
		for (const eventProperty of trigger.properties.filter(
			(p) => p.name === 'event' && shown(p, 'deployment', deployment),
		)) {
			for (const event of eventProperty.options) {
				const entry = events.get(event.value) ?? { event, deployments: [] };
				entry.deployments.push(deployment === 'cloud' ? 'Cloud' : 'Self-hosted');
				events.set(event.value, entry);
			}
		}
	}
	const rows = [
		'| Trigger event | Deployments | What starts the workflow |',
		'| --- | --- | --- |',
	];
	for (const { event, deployments } of [...events.values()].sort((a, b) =>
		a.event.name.localeCompare(b.event.name),
	)) {
		rows.push(
			`| ${event.name} (\`${event.value}\`) | ${deployments.join(', ')} | ${event.description ?? ''} |`,
		);
	}
	return rows.join('\n');
}

/** One row per operation, with what it does: the table of docs/operations.md. */
function operationsTable() {
	const rows = [
		'| Resource | Deployments | Operation | What it does |',
		'| --- | --- | --- | --- |',
	];
	for (const [value, entry] of resourceEntries()) {
		for (const { option, deployments } of entry.operations) {
			rows.push(
				`| ${entry.name} (\`${value}\`) | ${deployments.join(', ')} | ${option.name} (\`${option.value}\`) | ${option.description ?? option.action} |`,
			);
		}
	}
	return [...rows, '', eventsTable()].join('\n');
}

/** One row per resource, its operations by name: the table of the README. */
function resourcesTable() {
	const rows = ['| Resource | Deployments | Operations |', '| --- | --- | --- |'];
	for (const [value, entry] of resourceEntries()) {
		// An operation only some of the resource's deployments offer names them.
		const operations = entry.operations
			.map(({ option, deployments }) =>
				deployments.length < entry.deployments.length
					? `${option.name} (${deployments.join(', ').toLowerCase()} only)`
					: option.name,
			)
			.join(', ');
		rows.push(`| ${entry.name} (\`${value}\`) | ${entry.deployments.join(', ')} | ${operations} |`);
	}
	return [...rows, '', eventsTable()].join('\n');
}

/** The text with the table between its operations markers replaced. */
function readmeWithTable(text, table) {
	const start = text.indexOf(START);
	const end = text.indexOf(END);
	if (start === -1 || end === -1) throw new Error('no operations markers');
	return `${text.slice(0, start + START.length)}\n${table}\n${text.slice(end)}`;
}

/** Each file the generator writes, with the table it holds. */
const TARGETS = [
	{ file: 'README.md', table: resourcesTable },
	{ file: 'docs/operations.md', table: operationsTable },
];

if (require.main === module) {
	if (process.argv.includes('--write')) {
		for (const { file, table } of TARGETS) {
			const target = path.join(root, file);
			fs.writeFileSync(target, readmeWithTable(fs.readFileSync(target, 'utf8'), table()));
		}
	} else {
		console.log(operationsTable());
	}
}

module.exports = { operationsTable, resourcesTable, readmeWithTable, TARGETS };
