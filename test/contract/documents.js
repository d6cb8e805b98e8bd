'use strict';
/**
 * The two published OpenAPI documents (copies of ../shared/spec/openapi, see README.md beside
 * this file), compiled once per process: operations found by method and path, and validators of
 * path and query parameters, request bodies and responses.
 */
const fs = require('fs');
const path = require('path');
const Ajv2020 = require('ajv/dist/2020').default;
const addFormats = require('ajv-formats').default;

/** @typedef {'cloud' | 'selfHosted'} Deployment */

/** Where each deployment's document lives and the path prefix its server URL adds. */
const DOCUMENTS = Object.freeze({
	cloud: { file: 'cloud.json', prefix: '/v1' },
	selfHosted: { file: 'selfhosted.json', prefix: '/api/v2' },
});

const METHODS = ['get', 'put', 'post', 'patch', 'delete'];

/** @param {Deployment} deployment @returns {any} a fresh parse of the document */
function readDocument(deployment) {
	return JSON.parse(
		fs.readFileSync(path.join(__dirname, 'documents', DOCUMENTS[deployment].file), 'utf8'),
	);
}

/**
 * Every `$ref: '#/...'` made absolute (`<id>#/...`), so any part of the document compiles on
 * its own and refers back into the document it came from.
 * @param {any} node @param {string} id
 */
function absoluteRefs(node, id) {
	if (Array.isArray(node)) return node.map((n) => absoluteRefs(n, id));
	if (!node || typeof node !== 'object') return node;
	/** @type {Record<string, any>} */
	const out = {};
	for (const [k, v] of Object.entries(node))
		out[k] =
			k === '$ref' && typeof v === 'string' && v.startsWith('#') ? id + v : absoluteRefs(v, id);
	return out;
}

/**
 * One document made ready for validation: its operations with path matchers, and an Ajv
 * instance that knows the document under `id`.
 */
class CompiledDocument {
	/**
	 * @param {Deployment} deployment
	 * @param {any} document the parsed document (possibly patched by a widening)
	 * @param {string} id the schema id it is registered under
	 * @param {import('ajv').Options} [options] more Ajv options (the emulator's `verbose`)
	 */
	constructor(deployment, document, id, options) {
		this.deployment = deployment;
		this.id = id;
		this.document = absoluteRefs(document, id);
		this.ajv = new Ajv2020({
			strict: false,
			allErrors: false,
			logger: false,
			validateFormats: true,
			...options,
		});
		addFormats(this.ajv);
		this.ajv.addSchema({ ...this.document, $id: id });
		/** @type {Map<any, import('ajv').ValidateFunction>} */
		this.validators = new Map();
		this.operations = [];
		for (const [template, item] of Object.entries(this.document.paths)) {
			const names = [];
			const pattern = template
				.replace(/[.*+?^$()|[\]\\]/g, '\\$&')
				.replace(/\{(\w+)\}/g, (_m, name) => {
					names.push(name);
					return '([^/]+)';
				});
			const regex = new RegExp(`^${DOCUMENTS[deployment].prefix}${pattern}$`);
			for (const method of METHODS) {
				const op = item[method];
				if (!op) continue;
				const parameters = [...(item.parameters || []), ...(op.parameters || [])].map((p) =>
					this.resolve(p),
				);
				this.operations.push({
					method: method.toUpperCase(),
					template,
					regex,
					names,
					operationId: op.operationId,
					op,
					parameters,
				});
			}
		}
		// Literal segments win over parameters (`/dashboards/validate` before `/dashboards/{id}`).
		this.operations.sort((a, b) => a.names.length - b.names.length);
	}

	/** @param {any} node a schema or parameter that may be a `$ref` @returns {any} */
	resolve(node) {
		let current = node;
		for (
			let guard = 0;
			current && typeof current === 'object' && typeof current.$ref === 'string' && guard < 20;
			guard++
		) {
			const [docId, pointer] = current.$ref.split('#');
			if (docId !== this.id) throw new Error(`reference outside the document: ${current.$ref}`);
			current = pointer
				.split('/')
				.slice(1)
				.reduce(
					(/** @type {any} */ at, /** @type {string} */ part) =>
						at && at[decodeURIComponent(part.replace(/~1/g, '/').replace(/~0/g, '~'))],
					this.document,
				);
		}
		return current;
	}

	/**
	 * The operation a request goes to, with its path parameters; `pathMatched` tells whether the
	 * path exists with another method.
	 * @param {string} method @param {string} requestPath
	 */
	find(method, requestPath) {
		let pathMatched = false;
		for (const o of this.operations) {
			const m = o.regex.exec(requestPath);
			if (!m) continue;
			pathMatched = true;
			if (o.method !== method) continue;
			/** @type {Record<string, string>} */
			const params = {};
			o.names.forEach((name, i) => {
				try {
					params[name] = decodeURIComponent(m[i + 1]);
				} catch {
					params[name] = m[i + 1];
				}
			});
			return { operation: o, params, pathMatched };
		}
		return { operation: undefined, params: {}, pathMatched };
	}

	/**
	 * Ajv errors of `data` against `schema` (`[]` when valid).
	 * @param {any} schema @param {unknown} data @returns {string[]}
	 */
	errors(schema, data) {
		let validate = this.validators.get(schema);
		if (!validate) {
			validate = this.ajv.compile(schema);
			this.validators.set(schema, validate);
		}
		if (validate(data)) return [];
		return (validate.errors || []).map(
			(e) =>
				`${e.instancePath || '(root)'} ${e.message}${e.params && 'allowedValues' in e.params ? `: ${JSON.stringify(e.params.allowedValues)}` : ''}`,
		);
	}
}

module.exports = { CompiledDocument, DOCUMENTS, readDocument, absoluteRefs };
