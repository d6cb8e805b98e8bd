'use strict';
/**
 * The two published documents (test/contract/documents), compiled by the contract check's
 * `CompiledDocument`: the emulator refuses a request body that breaks its operation's request
 * schema, worded as the servers word a validation error (`<field>: <text>`). These readings make
 * the documents checkable as the servers read them, each named here:
 * - `pipe-credential-shapes` (test/contract/widenings.js): each credentials shape is its fields,
 *   all of them given;
 * - `team-invitation-body` (test/contract/widenings.js): the invitation's body, its email judged by
 *   rule `team-invitation-email` (the server's form of an address, not JSON Schema's);
 * - `api-key-never-expires-empty` (test/contract/widenings.js): a key update's `expireAt` may be
 *   empty, as null;
 * - `saved-search-filter-forms` and `source-server-fields` (test/contract/widenings.js): the
 *   self-hosted saved-search filter forms and source fields the server's code takes;
 * - `chart-series-server-values` and `search-times-any-text` (test/contract/widenings.js): what the
 *   self-hosted chart and search routes take beyond their document;
 * - a named schema that declares properties is an object (the documents omit `type: object`,
 *   so a `oneOf` of a record and `null` would take a null twice); such a null is as good as none.
 * What no document shows is in rules.js.
 */
const { CompiledDocument, readDocument } = require('../contract/documents');
const { documentPatches } = require('../contract/widenings');
const { undeclared } = require('../contract/check');

/** @typedef {'cloud'|'selfHosted'} Deployment */

/** The schema names of each deployment's dashboard parts (dashboards check them one by one). */
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

/** The widenings of test/contract/widenings.js the emulator reads the documents with. */
const READINGS = Object.freeze([
	'pipe-credential-shapes',
	'team-invitation-body',
	'api-key-never-expires-empty',
	'saved-search-filter-forms',
	'source-server-fields',
	'chart-series-server-values',
	'search-times-any-text',
]);

/** @type {Partial<Record<Deployment, CompiledDocument>>} */
const compiled = {};
/** The same reading compiled to find every error of a value (`bodyErrors`). @type {Partial<Record<Deployment, CompiledDocument>>} */
const compiledEvery = {};

/** @param {any} node */
const isObject = (node) => typeof node === 'object' && node !== null && !Array.isArray(node);
/** @param {any} s a oneOf branch */
const isNull = (s) => isObject(s) && s.type === 'null';

/** The emulator's reading of a deployment's document, compiled once per process. @param {Deployment} deployment @param {boolean} [every] */
function documentOf(deployment, every = false) {
	const cache = every ? compiledEvery : compiled;
	let doc = cache[deployment];
	if (!doc) {
		const raw = readDocument(deployment);
		for (const patch of documentPatches)
			if (READINGS.includes(patch.id) && patch.deployment === deployment) patch.apply(raw);
		if (deployment === 'selfHosted')
			delete raw.paths['/team/invitation'].post.requestBody.content['application/json'].schema
				.properties.email.format;
		for (const schema of Object.values(raw.components.schemas))
			if (isObject(schema.properties) && !schema.type) schema.type = 'object';
		doc = new CompiledDocument(deployment, raw, `emulator-${deployment}.json`, {
			verbose: true,
			allErrors: every,
		});
		cache[deployment] = doc;
	}
	return doc;
}

/** @param {Deployment} deployment @param {string} name @returns {any} a `$ref` to a named schema */
const ref = (deployment, name) => ({
	$ref: `${documentOf(deployment).id}#/components/schemas/${name}`,
});

/** @param {Deployment} deployment @param {string} operationId @returns {any} the operation's request body schema */
function requestSchema(deployment, operationId) {
	const doc = documentOf(deployment);
	const o = doc.operations.find((x) => x.operationId === operationId);
	if (!o) throw new Error(`no operation ${operationId} in the ${deployment} document`);
	const body = doc.resolve(o.op.requestBody);
	return body.content['application/json'].schema;
}

/** @param {unknown} v */
function typeName(v) {
	if (v === null) return 'null';
	if (Array.isArray(v)) return 'array';
	return typeof v;
}

/** @param {string} instancePath @returns {string} `a.b.0` */
const dotted = (instancePath) => instancePath.slice(1).replace(/\//g, '.');

/** The shapes a credentials schema (or a oneOf of them: closed, every field required) allows, or null. @param {CompiledDocument} doc @param {any} schema */
function shapes(doc, schema) {
	const branches = (schema.oneOf || [schema]).map((/** @type {any} */ b) => doc.resolve(b));
	const records = branches.filter((/** @type {any} */ b) => !isNull(b));
	const closed = (/** @type {any} */ b) =>
		Array.isArray(b.required) &&
		b.additionalProperties === false &&
		b.required.length === Object.keys(b.properties || {}).length;
	if (!records.length || !records.every(closed)) return null;
	const forms = records.map((/** @type {any} */ b) => `{${b.required.join(', ')}}`);
	return forms.length > 1 ? `must be one of ${forms.join(', ')}` : `must be ${forms[0]}`;
}

/** @param {unknown[]} values an enum's values, `'a' | 'b'` */
const quoted = (values) =>
	values
		.filter((a) => a !== null)
		.map((a) => `'${a}'`)
		.join(' | ');

/**
 * The first error of a validation, worded as the servers word it.
 * @param {CompiledDocument} doc @param {import('ajv').ErrorObject[]} errors
 * @returns {{field: string, text: string}}
 */
function worded(doc, errors) {
	const e = errors[0];
	const p = /** @type {any} */ (e.params);
	const parent = /** @type {any} */ (e.parentSchema) || {};
	if (e.keyword === 'required' || e.keyword === 'additionalProperties') {
		const around = errors.find((x) => x.keyword === 'oneOf' && x.instancePath === e.instancePath);
		const text = shapes(doc, around ? around.parentSchema : parent);
		if (text) return { field: dotted(e.instancePath), text };
	}
	const field = dotted(e.instancePath);
	const v = e.data;
	// the self-hosted server words its errors as its zod schemas do
	const zod = doc.deployment === 'selfHosted';
	switch (e.keyword) {
		case 'required':
			return { field: [field, p.missingProperty].filter(Boolean).join('.'), text: 'Required' };
		case 'type': {
			// zod: an enum names its values, an integer is a number that is no float
			const number = p.type === 'integer' && typeof v === 'number';
			let expected = String(p.type).replace(/,null$/, '');
			if (zod && Array.isArray(parent.enum)) expected = quoted(parent.enum);
			else if (zod && p.type === 'integer' && !number) expected = 'number';
			return { field, text: `Expected ${expected}, received ${number ? 'float' : typeName(v)}` };
		}
		case 'enum':
			return {
				field,
				text: `Invalid enum value. Expected ${quoted(p.allowedValues)}, received '${String(v)}'`,
			};
		case 'minimum':
		case 'maximum':
			if (!zod && typeof parent.minimum === 'number' && typeof parent.maximum === 'number')
				return { field, text: `must be between ${parent.minimum} and ${parent.maximum}` };
			return {
				field,
				text: `Number must be ${e.keyword === 'minimum' ? 'greater' : 'less'} than or equal to ${p.limit}`,
			};
		case 'minLength':
		case 'maxLength':
			return {
				field,
				text: `String must contain at ${e.keyword === 'minLength' ? 'least' : 'most'} ${p.limit} character(s)`,
			};
		case 'format':
			return {
				field,
				text:
					/** @type {Record<string, string>} */ ({
						uuid: `'${String(v)}' is not a valid UUID`, // as the cloud words its path ids
						'date-time': 'Invalid datetime',
						uri: 'Invalid url',
					})[p.format] || `Invalid ${p.format} '${String(v)}'`,
			};
		case 'uniqueItems':
			return {
				field,
				text: `Array items must be unique (${field}.${Math.max(p.i, p.j)} repeats an earlier ${field.split('.').pop().replace(/s$/, '')})`,
			};
		case 'minItems':
		case 'maxItems':
			return {
				field,
				text: `Array must contain at ${e.keyword === 'minItems' ? 'least' : 'most'} ${p.limit} element(s)`,
			};
		case 'maxProperties':
			return { field, text: `Object must contain at most ${p.limit} entries` };
		case 'oneOf':
		case 'anyOf':
			return { field, text: 'Invalid input' };
		default:
			return { field, text: String(e.message) };
	}
}

/**
 * The first way a value breaks a schema of the document (a request body: `requestSchema`), or null.
 * @param {Deployment} deployment @param {any} schema @param {unknown} value
 * @returns {{field: string, text: string} | null}
 */
function bodyError(deployment, schema, value) {
	const doc = documentOf(deployment);
	const validate = validatorOf(doc, schema);
	if (validate(value)) return null;
	return worded(doc, validate.errors || []);
}

/** @param {CompiledDocument} doc @param {any} schema @returns {import('ajv').ValidateFunction} */
function validatorOf(doc, schema) {
	let validate = doc.validators.get(schema);
	if (!validate) {
		validate = doc.ajv.compile(schema);
		doc.validators.set(schema, validate);
	}
	return validate;
}

/**
 * Every way a value breaks a schema of the document, worded, with `more` (the rules' issues) merged
 * in, in the order of the schema's fields: the self-hosted server lists every issue of a body.
 * @param {Deployment} deployment @param {any} schema @param {unknown} value
 * @param {Array<{field: string, text: string}>} [more]
 * @returns {Array<{field: string, text: string}>}
 */
function bodyErrors(deployment, schema, value, more = []) {
	const doc = documentOf(deployment, true);
	const validate = validatorOf(doc, schema);
	const errors = validate(value) ? [] : validate.errors || [];
	// one issue for a value of the wrong type, as zod gives (not also its enum's)
	const typed = new Set(errors.filter((e) => e.keyword === 'type').map((e) => e.instancePath));
	const order = Object.keys(doc.resolve(schema).properties || {});
	const at = (/** @type {{field: string}} */ i) => {
		const n = order.indexOf(i.field.split('.')[0]);
		return n < 0 ? order.length : n;
	};
	return [
		...errors
			.filter((e) => e.keyword !== 'enum' || !typed.has(e.instancePath))
			.map((e) => worded(doc, [e])),
		...more,
	].sort((a, b) => at(a) - at(b));
}

/**
 * The fields of `value` (dotted paths) the schema does not declare at their place.
 * @param {Deployment} deployment @param {any} schema @param {unknown} value @returns {string[]}
 */
function undeclaredFields(deployment, schema, value) {
	return undeclared(documentOf(deployment), [schema], value, '').map((m) =>
		dotted(m.replace(/ is not declared by the document$/, '')),
	);
}

/**
 * A copy of `value` with only what the schema declares, and without the nulls of a oneOf of a
 * record and null (as good as none).
 * @param {Deployment} deployment @param {any} schema @param {unknown} value @returns {any}
 */
function declaredOnly(deployment, schema, value) {
	const doc = documentOf(deployment);
	/** @param {any[]} schemas @param {any} data @returns {any} */
	const keep = (schemas, data) => {
		const all = [];
		const seen = new Set();
		/** @param {any} s */
		const visit = (s) => {
			const r = doc.resolve(s);
			if (!isObject(r) || seen.has(r)) return;
			seen.add(r);
			all.push(r);
			for (const k of ['allOf', 'anyOf', 'oneOf']) if (Array.isArray(r[k])) r[k].forEach(visit);
		};
		schemas.forEach(visit);
		if (Array.isArray(data)) {
			const items = all.filter((s) => s.items).map((s) => s.items);
			return items.length ? data.map((d) => keep(items, d)) : data;
		}
		if (!isObject(data)) return data;
		const declaring = all.filter((s) => isObject(s.properties));
		if (!declaring.length || all.some((s) => s.additionalProperties === true)) return data;
		/** @type {Record<string, any>} */
		const out = {};
		for (const [k, v] of Object.entries(data)) {
			const own = declaring.filter((s) => k in s.properties).map((s) => s.properties[k]);
			if (!own.length) continue;
			if (v === null && own.some((s) => Array.isArray(s.oneOf) && s.oneOf.some(isNull))) continue;
			out[k] = keep(own, v);
		}
		return out;
	};
	return keep([schema], value);
}

/**
 * Check a value against a named schema of the deployment's document (dashboard parts).
 * @param {Deployment} deployment @param {keyof typeof NAMES.cloud} kind @param {unknown} value
 * @returns {string | null} the first error (`<path> <message>`), null when valid
 */
function schemaError(deployment, kind, value) {
	const doc = documentOf(deployment);
	const schema = ref(deployment, NAMES[deployment][kind]);
	let v = doc.validators.get(NAMES[deployment][kind]);
	if (!v) {
		v = doc.ajv.compile(schema);
		doc.validators.set(NAMES[deployment][kind], v);
	}
	if (v(value)) return null;
	const e = /** @type {import('ajv').ErrorObject[]} */ (v.errors)[0];
	const at = e.instancePath ? dotted(e.instancePath) : '';
	const detail =
		e.params && e.params.allowedValues
			? `${e.message}: ${e.params.allowedValues.join(', ')}`
			: e.message;
	return at ? `${at} ${detail}` : String(detail);
}

/**
 * The property names a named schema declares (through `allOf` too).
 * @param {Deployment} deployment @param {string} name a schema name or a kind of NAMES
 * @returns {string[]}
 */
function declaredKeys(deployment, name) {
	const doc = documentOf(deployment);
	const schemaName = /** @type {any} */ (NAMES[deployment])[name] || name;
	/** @type {Set<string>} */
	const keys = new Set();
	/** @param {any} s */
	const walk = (s) => {
		const r = doc.resolve(s);
		if (!isObject(r)) return;
		for (const k of Object.keys(r.properties || {})) keys.add(k);
		for (const part of r.allOf || []) walk(part);
	};
	walk(ref(deployment, schemaName));
	return Array.from(keys);
}

/** @param {Deployment} deployment @param {string} name @returns {any} a named schema of the document */
const schemaNamed = (deployment, name) => documentOf(deployment).resolve(ref(deployment, name));

module.exports = {
	schemaError,
	declaredKeys,
	requestSchema,
	bodyError,
	bodyErrors,
	undeclaredFields,
	declaredOnly,
	schemaNamed,
	schemaRef: ref,
	typeName,
};
