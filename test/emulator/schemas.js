'use strict';
/**
 * Parts of the two published OpenAPI documents (test/contract/documents, copies of the shared
 * ones) the emulator checks bodies against where the shape is large and exact: a dashboard
 * tile's `config` (the `TileConfig` union of each deployment), a deprecated tile `series` item,
 * a filter, a container. Validators are compiled once per process, on first use.
 */
const Ajv2020 = require('ajv/dist/2020').default;
const addFormats = require('ajv-formats').default;
const { readDocument, absoluteRefs } = require('../contract/documents');

/** @typedef {'cloud'|'selfHosted'} Deployment */

/** The schema names of each deployment's document. */
const NAMES = Object.freeze({
	cloud: {
		tileConfig: 'ObservabilityTileConfig',
		series: 'ObservabilityDashboardChartSeries',
		filterInput: 'ObservabilityFilterInput',
		filter: 'ObservabilityFilter',
		container: 'ObservabilityDashboardContainer',
	},
	selfHosted: {
		tileConfig: 'TileConfig',
		series: 'DashboardChartSeries',
		filterInput: 'FilterInput',
		filter: 'Filter',
		container: 'DashboardContainer',
	},
});

/** @type {Partial<Record<Deployment, {ajv: any, doc: any, id: string, validators: Map<string, any>}>>} */
const compiled = {};

/** @param {Deployment} deployment */
function documentOf(deployment) {
	let c = compiled[deployment];
	if (!c) {
		const id = `emulator-${deployment}`;
		const doc = absoluteRefs(readDocument(deployment), id);
		const ajv = new Ajv2020({
			strict: false,
			allErrors: false,
			logger: false,
			validateFormats: true,
		});
		addFormats(ajv);
		ajv.addSchema({ ...doc, $id: id });
		c = { ajv, doc, id, validators: new Map() };
		compiled[deployment] = c;
	}
	return c;
}

/**
 * Check a value against a named schema of the deployment's document.
 * @param {Deployment} deployment @param {keyof typeof NAMES.cloud} kind @param {unknown} value
 * @returns {string | null} the first error (`<path> <message>`), null when valid
 */
function schemaError(deployment, kind, value) {
	const c = documentOf(deployment);
	const name = NAMES[deployment][kind];
	let v = c.validators.get(name);
	if (!v) {
		v = c.ajv.getSchema(`${c.id}#/components/schemas/${name}`);
		c.validators.set(name, v);
	}
	if (v(value)) return null;
	const e = v.errors[0];
	const at = e.instancePath ? e.instancePath.slice(1).replace(/\//g, '.') : '';
	const detail =
		e.params && e.params.allowedValues
			? `${e.message}: ${e.params.allowedValues.join(', ')}`
			: e.message;
	return at ? `${at} ${detail}` : detail;
}

/**
 * The property names a schema of the document declares (through `allOf` too): the keys a strict
 * server object takes.
 * @param {Deployment} deployment @param {keyof typeof NAMES.cloud} kind @returns {string[]}
 */
function declaredKeys(deployment, kind) {
	const c = documentOf(deployment);
	/** @type {Set<string>} */
	const keys = new Set();
	/** @param {any} s */
	const walk = (s) => {
		if (!s || typeof s !== 'object') return;
		if (typeof s.$ref === 'string') return walk(c.doc.components.schemas[s.$ref.split('/').pop()]);
		for (const k of Object.keys(s.properties || {})) keys.add(k);
		for (const part of s.allOf || []) walk(part);
	};
	walk(c.doc.components.schemas[NAMES[deployment][kind]]);
	return Array.from(keys);
}

module.exports = { schemaError, declaredKeys };
