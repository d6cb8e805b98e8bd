'use strict';
/**
 * Checks one exchange (a request to the emulator and its answer) against the deployment's
 * published document: the operation exists; path and query parameters, and the request body
 * with closed objects (no property the document does not declare there); the answer's status
 * and body. What breaks the document is accepted only through `widenings.js`.
 */
const { CompiledDocument, readDocument } = require('./documents');
const {
	documentPatches,
	responseRules,
	undocumentedEndpoints,
	INVENTED_NAMES,
} = require('./widenings');

/** @typedef {import('./widenings').Exchange} Exchange */
/** @typedef {'cloud'|'selfHosted'} Deployment */

/**
 * @typedef {object} Verdict
 * @property {string} route `METHOD /template` or the undocumented endpoint's id
 * @property {'documented'|'undocumented'|'unknown'} kind
 * @property {string[]} requestErrors empty when the request is valid (possibly by a widening)
 * @property {string[]} responseErrors empty when the answer is valid (possibly by a widening)
 * @property {string[]} widenings ids of the widenings that made it valid
 * @property {string} [operationId] the documented operation the request went to (documented only)
 */

/** @type {Map<string, CompiledDocument>} */
const compiled = new Map();

/**
 * The document, or a copy widened by the given patches (ids), compiled once per process.
 * @param {Deployment} deployment @param {string[]} patchIds
 */
function documentFor(deployment, patchIds) {
	const key = `${deployment}:${patchIds.join(',')}`;
	let doc = compiled.get(key);
	if (!doc) {
		const raw = readDocument(deployment);
		for (const id of patchIds) {
			const patch = documentPatches.find((p) => p.id === id);
			if (patch) patch.apply(raw);
		}
		doc = new CompiledDocument(
			deployment,
			raw,
			`${deployment}${patchIds.length ? '+' + patchIds.join('+') : ''}.json`,
		);
		compiled.set(key, doc);
	}
	return doc;
}

const isObject = (/** @type {unknown} */ v) =>
	typeof v === 'object' && v !== null && !Array.isArray(v);

/**
 * Every schema a value must meet, through `$ref`, `allOf`, `anyOf` and `oneOf` (the union: a
 * property declared in any branch is declared).
 * @param {CompiledDocument} doc @param {any[]} schemas @returns {any[]}
 */
function branches(doc, schemas) {
	/** @type {any[]} */
	const out = [];
	const seen = new Set();
	const visit = (/** @type {any} */ s) => {
		const r = doc.resolve(s);
		if (!isObject(r) || seen.has(r)) return;
		seen.add(r);
		out.push(r);
		for (const key of ['allOf', 'anyOf', 'oneOf']) if (Array.isArray(r[key])) r[key].forEach(visit);
	};
	schemas.forEach(visit);
	return out;
}

/**
 * Properties of `data` that no schema declares at their place (requests only: a server may add
 * fields to its answers, a client must not invent fields in its requests).
 * @param {CompiledDocument} doc @param {any[]} schemas @param {unknown} data @param {string} at
 * @returns {string[]}
 */
function undeclared(doc, schemas, data, at) {
	const all = branches(doc, schemas);
	if (Array.isArray(data)) {
		const items = all.filter((s) => s.items).map((s) => s.items);
		return items.length ? data.flatMap((v, i) => undeclared(doc, items, v, `${at}/${i}`)) : [];
	}
	if (!isObject(data)) return [];
	const withProperties = all.filter((s) => isObject(s.properties));
	const open =
		withProperties.length === 0 ||
		all.some(
			(s) =>
				s.additionalProperties === true ||
				isObject(s.additionalProperties) ||
				isObject(s.patternProperties),
		);
	/** @type {string[]} */
	const found = [];
	for (const [key, value] of Object.entries(/** @type {Record<string, unknown>} */ (data))) {
		const own = withProperties.filter((s) => key in s.properties).map((s) => s.properties[key]);
		const extra = all
			.filter((s) => isObject(s.additionalProperties))
			.map((s) => s.additionalProperties);
		if (!own.length && !open) found.push(`${at}/${key} is not declared by the document`);
		else found.push(...undeclared(doc, [...own, ...extra], value, `${at}/${key}`));
	}
	return found;
}

/** @type {WeakMap<CompiledDocument, Set<string>>} */
const declaredNames = new WeakMap();

/**
 * The invented names (widenings.js `INVENTED_NAMES`) that `data` carries as a property anywhere
 * although no schema of the document declares a property of that name.
 * @param {CompiledDocument} doc @param {unknown} data @param {string} what `body` or `response`
 * @returns {string[]}
 */
function inventedNames(doc, data, what) {
	let names = declaredNames.get(doc);
	if (!names) {
		names = new Set();
		const found = /** @type {Set<string>} */ (names);
		const walk = (/** @type {any} */ node) => {
			if (Array.isArray(node)) return node.forEach(walk);
			if (!isObject(node)) return;
			if (isObject(node.properties))
				for (const name of INVENTED_NAMES) if (name in node.properties) found.add(name);
			for (const value of Object.values(node)) walk(value);
		};
		walk(doc.document.components);
		declaredNames.set(doc, names);
	}
	/** @type {Set<string>} */
	const carried = new Set();
	const scan = (/** @type {unknown} */ node) => {
		if (Array.isArray(node)) return node.forEach(scan);
		if (!isObject(node)) return;
		for (const [key, value] of Object.entries(/** @type {Record<string, unknown>} */ (node))) {
			if (INVENTED_NAMES.includes(key)) carried.add(key);
			scan(value);
		}
	};
	scan(data);
	const known = /** @type {Set<string>} */ (names);
	return Array.from(carried)
		.filter((name) => !known.has(name))
		.map((name) => `${what} carries ${name}, a field no document lists`);
}

/**
 * A query value as the schema reads it (query strings are text). A list parameter repeats its
 * name (OpenAPI's default form style): once is a list of one.
 * @param {string|string[]} value @param {any} schema
 */
function queryValue(value, schema) {
	const type = schema && (Array.isArray(schema.type) ? schema.type : [schema.type]);
	if (type && type.includes('array'))
		return (Array.isArray(value) ? value : [value]).map((item) => queryValue(item, schema.items));
	if (Array.isArray(value)) return value;
	if (
		type &&
		(type.includes('integer') || type.includes('number')) &&
		/^-?\d+(\.\d+)?$/.test(value)
	)
		return Number(value);
	if (type && type.includes('boolean') && (value === 'true' || value === 'false'))
		return value === 'true';
	return value;
}

/**
 * @param {CompiledDocument} doc @param {any} operation @param {Record<string, string>} params @param {Exchange} e
 * @returns {string[]}
 */
function requestErrors(doc, operation, params, e) {
	/** @type {string[]} */
	const errors = [];
	for (const p of operation.parameters) {
		if (p.in === 'path')
			errors.push(
				...doc.errors(p.schema || {}, params[p.name]).map((m) => `path parameter ${p.name}: ${m}`),
			);
		if (p.in === 'query') {
			const given = e.query[p.name];
			if (given === undefined) {
				if (p.required) errors.push(`query parameter ${p.name} is required`);
			} else
				errors.push(
					...doc
						.errors(p.schema || {}, queryValue(given, doc.resolve(p.schema)))
						.map((m) => `query parameter ${p.name}: ${m}`),
				);
		}
	}
	for (const name of Object.keys(e.query)) {
		if (!operation.parameters.some((/** @type {any} */ p) => p.in === 'query' && p.name === name))
			errors.push(`query parameter ${name} is not declared by the document`);
	}
	const requestBody = doc.resolve(operation.op.requestBody);
	const bodySchema =
		requestBody &&
		requestBody.content &&
		requestBody.content['application/json'] &&
		requestBody.content['application/json'].schema;
	const hasBody = e.rawBody !== undefined && e.rawBody !== '';
	if (!hasBody) {
		if (requestBody && requestBody.required) errors.push('a request body is required');
	} else if (!bodySchema) {
		errors.push('the document declares no request body here');
	} else if (e.body === undefined) {
		errors.push('the request body is not JSON');
	} else {
		errors.push(...doc.errors(bodySchema, e.body).map((m) => `body ${m}`));
		errors.push(...undeclared(doc, [bodySchema], e.body, 'body'));
		for (const error of inventedNames(doc, e.body, 'body'))
			if (!errors.includes(error)) errors.push(error);
	}
	return errors;
}

/**
 * @param {CompiledDocument} doc @param {any} operation @param {Exchange} e @returns {string[]}
 */
function responseErrors(doc, operation, e) {
	const responses = operation.op.responses || {};
	const spec = doc.resolve(
		responses[String(e.status)] || responses[`${String(e.status)[0]}XX`] || responses.default,
	);
	if (!spec) return [`status ${e.status} is not documented for ${operation.operationId}`];
	const media = spec.content && spec.content['application/json'];
	if (!media || !media.schema) return [];
	if (!/\bjson\b/i.test(e.contentType || ''))
		return [
			`the document gives a JSON body for ${e.status}, the answer is ${e.contentType || 'without a type'}`,
		];
	let body;
	try {
		body = JSON.parse(e.responseText);
	} catch {
		return [`the answer's body is not JSON`];
	}
	return [
		...doc.errors(media.schema, body).map((m) => `response ${m}`),
		...inventedNames(doc, body, 'response'),
	];
}

/**
 * The widenings (ids) whose patch alone makes `errorsOf` empty; `['<several>']` when only all
 * of them together do; undefined when not even all of them do.
 * @param {Exchange} e @param {(doc: CompiledDocument) => string[]} errorsOf @param {'request'|'response'} side
 * @returns {string[] | undefined}
 */
function wideningsThatHelp(e, errorsOf, side) {
	const usable = documentPatches
		.filter(
			(p) =>
				p.deployment === e.deployment && (!p.side || p.side === side) && (!p.when || p.when(e)),
		)
		.map((p) => p.id);
	if (!usable.length) return undefined;
	if (errorsOf(documentFor(e.deployment, usable)).length) return undefined;
	const alone = usable.filter((id) => errorsOf(documentFor(e.deployment, [id])).length === 0);
	return alone.length ? alone : usable;
}

/**
 * @param {Exchange} e
 * @param {{checkRequest?: boolean}} [options] requests are checked only when the node sent them
 * @returns {Verdict}
 */
function checkExchange(e, options = {}) {
	const checkRequest = options.checkRequest !== false;
	const undocumented = undocumentedEndpoints.find(
		(u) => u.deployment === e.deployment && u.methods.includes(e.method) && u.pattern.test(e.path),
	);
	if (undocumented)
		return {
			route: undocumented.id,
			kind: 'undocumented',
			requestErrors: [],
			responseErrors: [],
			widenings: [],
		};

	const strict = documentFor(e.deployment, []);
	const { operation, params } = strict.find(e.method, e.path);
	/** @type {string[]} */
	const widenings = [];
	const rule = () => responseRules.find((r) => r.deployment === e.deployment && r.matches(e));
	if (!operation) {
		const accepted = e.status >= 400 ? rule() : undefined;
		if (accepted) widenings.push(accepted.id);
		return {
			route: `${e.method} ${e.path}`,
			kind: 'unknown',
			requestErrors: checkRequest
				? [`no operation ${e.method} ${e.path} in the ${e.deployment} document`]
				: [],
			responseErrors: accepted
				? []
				: [`an answer ${e.status} to a route the document does not have`],
			widenings,
		};
	}
	const route = `${operation.method} ${operation.template}`;

	/** @type {string[]} */
	let reqErrors = [];
	if (checkRequest) {
		reqErrors = requestErrors(strict, operation, params, e);
		if (reqErrors.length) {
			const helped = wideningsThatHelp(
				e,
				(doc) => {
					const found = doc.find(e.method, e.path);
					return found.operation
						? requestErrors(doc, found.operation, found.params, e)
						: ['no operation'];
				},
				'request',
			);
			if (helped) {
				reqErrors = [];
				widenings.push(...helped);
			}
		}
	}

	let resErrors = responseErrors(strict, operation, e);
	if (resErrors.length) {
		const helped = wideningsThatHelp(
			e,
			(doc) => {
				const found = doc.find(e.method, e.path);
				return found.operation ? responseErrors(doc, found.operation, e) : ['no operation'];
			},
			'response',
		);
		const accepted = helped ? undefined : rule();
		if (helped) widenings.push(...helped);
		if (accepted) widenings.push(accepted.id);
		if (helped || accepted) resErrors = [];
	}
	return {
		route,
		kind: 'documented',
		operationId: operation.operationId,
		requestErrors: reqErrors,
		responseErrors: resErrors,
		widenings: Array.from(new Set(widenings)),
	};
}

module.exports = { checkExchange, documentFor, undeclared };
