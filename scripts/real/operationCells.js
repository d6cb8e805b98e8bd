'use strict';
// The self-hosted operation cells of the action node (resource x operation), read from its built
// description (dist/): `npm run test:real` fails when a cell has not run against the real
// server (each node run on the real side is reported by test/real/support.ts, runOn()), so an
// operation added without its case fails the run.
const fs = require('fs');
const path = require('path');

const BUILT = 'dist/nodes/ObservabilityPipes/ObservabilityPipes.node.js';

const shows = (property, name, value) => {
	const allowed = property.displayOptions?.show?.[name];
	return allowed === undefined || allowed.includes(value);
};

/** `resource:operation` of every operation the node offers on the given deployment. */
function operationCells(description, deployment = 'selfHosted') {
	const resources = description.properties
		.filter((property) => property.name === 'resource' && shows(property, 'deployment', deployment))
		.flatMap((property) => property.options.map((option) => option.value));
	const cells = [];
	for (const resource of resources)
		for (const property of description.properties)
			if (
				property.name === 'operation' &&
				property.displayOptions?.show?.resource?.includes(resource) &&
				shows(property, 'deployment', deployment)
			)
				for (const option of property.options)
					if (shows(option, 'deployment', deployment) && shows(option, 'resource', resource))
						cells.push(`${resource}:${option.value}`);
	return [...new Set(cells)].sort();
}

/** The built description of the action node. */
function builtDescription(repo) {
	const file = path.join(repo, BUILT);
	if (!fs.existsSync(file)) throw new Error(`${file} is missing: run npm run build`);
	const { ObservabilityPipes } = require(file);
	return new ObservabilityPipes().description;
}

/** The cells no reported run covered: `ran` holds `{resource, operation}` entries. */
function missingCells(cells, ran) {
	const seen = new Set(ran.map((entry) => `${entry.resource}:${entry.operation}`));
	return cells.filter((cell) => !seen.has(cell));
}

module.exports = { operationCells, builtDescription, missingCells };
