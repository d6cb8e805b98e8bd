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
 * - `self-hosted-tile-grid-numbers` (test/contract/widenings.js): a tile's grid numbers as the
 *   server's code takes them;
 * - a named schema that declares properties is an object (the documents omit `type: object`,
 *   so a `oneOf` of a record and `null` would take a null twice); such a null is as good as none.
 * What no document shows is in rules.js.
 */
const { CompiledDocument, readDocument } = require('../contract/documents');
const { documentPatches } = require('../contract/widenings');
const { undeclared } = require('../contract/check');

/** @typedef {'cloud'|'selfHosted'} Deployment */

/** The widenings of test/contract/widenings.js the emulator reads the documents with. */
const READINGS = Object.freeze([
	'pipe-credential-shapes',
	'team-invitation-body',
	'api-key-never-expires-empty',
	'saved-search-filter-forms',
	'source-server-fields',
	'chart-series-server-values',
	'search-times-any-text',
	'self-hosted-tile-grid-numbers',
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
/** @param {CompiledDocument} doc @param {any} s its properties and required fields, through `allOf` */
function fieldsOf(doc, s) {
	const r = doc.resolve(s);
	/** @type {{properties: Record<string, any>, required: string[]}} */
	const out = { properties: { ...(r.properties || {}) }, required: [...(r.required || [])] };
	for (const part of r.allOf || []) {
		const f = fieldsOf(doc, part);
		Object.assign(out.properties, f.properties);
		out.required.push(...f.required);
	}
	return out;
}
/** @param {CompiledDocument} doc @param {any} s @returns {any[]} the records a oneOf tree ends in */
const leaves = (doc, s) => {
	const r = doc.resolve(s);
	return Array.isArray(r.oneOf) ? r.oneOf.flatMap((/** @type {any} */ b) => leaves(doc, b)) : [r];
};

/**
 * The property a `oneOf` of records is told apart by, as the servers' discriminated unions are: a
 * field some branch requires whose values (its enums) no two branches share, at most one branch
 * taking it absent. Null when the branches are not told apart so.
 * @param {CompiledDocument} doc @param {any} schema
 * @returns {{prop: string, branches: Array<{values: Set<unknown>, absent: boolean}>} | null}
 */
function tagOf(doc, schema) {
	if (!Array.isArray(schema.oneOf)) return null;
	const branches = schema.oneOf.map((/** @type {any} */ b) =>
		leaves(doc, b).map((l) => fieldsOf(doc, l)),
	);
	const candidates = new Set(
		branches
			.flat()
			.flatMap((/** @type {any} */ l) =>
				l.required.filter((/** @type {string} */ k) => l.properties[k] && l.properties[k].enum),
			),
	);
	for (const prop of candidates) {
		const info = branches.map((/** @type {any[]} */ ls) => ({
			values: new Set(ls.flatMap((l) => (l.properties[prop] && l.properties[prop].enum) || [])),
			absent: ls.some((l) => !l.required.includes(prop)),
		}));
		const all = info.flatMap((i) => [...i.values]);
		if (new Set(all).size !== all.length || info.filter((i) => i.absent).length > 1) continue;
		if (info.every((i) => i.values.size || i.absent)) return { prop, branches: info };
	}
	return null;
}

/** @param {CompiledDocument} doc @param {any} schema @param {unknown} value @returns {import('ajv').ErrorObject[] | null} */
function errorsOf(doc, schema, value) {
	const validate = validatorOf(doc, schema);
	return validate(value) ? null : validate.errors || [];
}

/**
 * The first error of a validation, worded as the servers word it: a record's fields in the order
 * it declares them, as the servers' schemas report them. A `oneOf` told apart by a
 * property (`tagOf`) is judged by the branch that property names, and a value naming none in the
 * words of the servers' discriminated unions.
 * @param {CompiledDocument} doc @param {import('ajv').ErrorObject[]} errors
 * @returns {{field: string, text: string}}
 */
function worded(doc, errors) {
	const unions = errors.filter(
		(x) => x.keyword === 'oneOf' && isObject(x.data) && tagOf(doc, x.parentSchema),
	);
	const union = unions.reduce(
		(/** @type {import('ajv').ErrorObject | undefined} */ best, x) =>
			!best || x.instancePath.length <= best.instancePath.length ? x : best,
		undefined,
	);
	if (union) {
		const at = dotted(union.instancePath);
		const join = (/** @type {string} */ f) => [at, f].filter(Boolean).join('.');
		const tag = /** @type {NonNullable<ReturnType<typeof tagOf>>} */ (
			tagOf(doc, union.parentSchema)
		);
		const v = union.data[tag.prop];
		const i = tag.branches.findIndex((b) => (v === undefined ? b.absent : b.values.has(v)));
		if (i < 0) {
			const expected = tag.branches.flatMap((b) => [...b.values]).map((x) => `'${x}'`);
			return {
				field: join(tag.prop),
				text: `Invalid discriminator value. Expected ${expected.join(' | ')}`,
			};
		}
		const inner = errorsOf(doc, /** @type {any} */ (union.parentSchema).oneOf[i], union.data);
		if (inner) {
			const w = worded(doc, inner);
			return { field: join(w.field), text: w.text };
		}
	}
	const e = errors[0];
	const p = /** @type {any} */ (e.params);
	const parent = /** @type {any} */ (e.parentSchema) || {};
	if (e.keyword === 'required' || e.keyword === 'additionalProperties') {
		const around = errors.find((x) => x.keyword === 'oneOf' && x.instancePath === e.instancePath);
		const text = shapes(doc, around ? around.parentSchema : parent);
		if (text) return { field: dotted(e.instancePath), text };
	}
	if (e.keyword === 'required' && isObject(e.data) && isObject(parent.properties)) {
		// the servers' schemas report a record's fields in the order they declare them
		const at = (/** @type {string} */ ...f) =>
			[dotted(e.instancePath), ...f].filter(Boolean).join('.');
		for (const [k, s] of Object.entries(parent.properties)) {
			if (k === p.missingProperty) break;
			if (e.data[k] === undefined) {
				if ((parent.required || []).includes(k)) return { field: at(k), text: 'Required' };
				continue;
			}
			const inner = errorsOf(doc, s, e.data[k]);
			if (inner) {
				const w = worded(doc, inner);
				return { field: at(k, w.field), text: w.text };
			}
		}
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
	const errors = errorsOf(doc, schema, value);
	return errors && worded(doc, errors);
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
 * The property names a named schema declares (through `allOf` too).
 * @param {Deployment} deployment @param {string} name @returns {string[]}
 */
function declaredKeys(deployment, name) {
	const doc = documentOf(deployment);
	/** @type {Set<string>} */
	const keys = new Set();
	/** @param {any} s */
	const walk = (s) => {
		const r = doc.resolve(s);
		if (!isObject(r)) return;
		for (const k of Object.keys(r.properties || {})) keys.add(k);
		for (const part of r.allOf || []) walk(part);
	};
	walk(ref(deployment, name));
	return Array.from(keys);
}

/** @param {Deployment} deployment @param {string} name @returns {any} a named schema of the document */
const schemaNamed = (deployment, name) => documentOf(deployment).resolve(ref(deployment, name));

module.exports = {
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
