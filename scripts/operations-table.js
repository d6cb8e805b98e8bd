#!/usr/bin/env node
'use strict';
// Generates the README's Operations table from the built node description.
//   node scripts/operations-table.js          print the table
//   node scripts/operations-table.js --write  replace it in README.md
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

function operationsTable() {
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
					operations: [],
				};
				entry.deployments.push(deployment === 'cloud' ? 'Cloud' : 'Self-hosted');
				const operationProperty = properties.find(
					(p) => p.name === 'operation' && shown(p, 'resource', resource.value),
				);
				entry.operations = operationProperty ? operationProperty.options : [];
				resources.set(resource.value, entry);
			}
		}
	}
	const rows = [
		'| Resource | Deployments | Operation | What it does |',
		'| --- | --- | --- | --- |',
	];
	for (const [value, entry] of [...resources.entries()].sort((a, b) =>
		a[1].name.localeCompare(b[1].name),
	)) {
		for (const operation of entry.operations) {
			rows.push(
				`| ${entry.name} (\`${value}\`) | ${entry.deployments.join(', ')} | ${operation.name} (\`${operation.value}\`) | ${operation.description ?? operation.action} |`,
			);
		}
	}
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
	rows.push(
		'',
		'| Trigger event | Deployments | What starts the workflow |',
		'| --- | --- | --- |',
	);
	for (const { event, deployments } of [...events.values()].sort((a, b) =>
		a.event.name.localeCompare(b.event.name),
	)) {
		rows.push(
			`| ${event.name} (\`${event.value}\`) | ${deployments.join(', ')} | ${event.description ?? ''} |`,
		);
	}
	return rows.join('\n');
}

function readmeWithTable(readme, table) {
	const start = readme.indexOf(START);
	const end = readme.indexOf(END);
	if (start === -1 || end === -1) throw new Error('README has no operations markers');
	return `${readme.slice(0, start + START.length)}\n${table}\n${readme.slice(end)}`;
}

if (require.main === module) {
	const table = operationsTable();
	if (process.argv.includes('--write')) {
		const file = path.join(root, 'README.md');
		fs.writeFileSync(file, readmeWithTable(fs.readFileSync(file, 'utf8'), table));
	} else {
		console.log(table);
	}
}

module.exports = { operationsTable, readmeWithTable };
