'use strict';
// What the real self-hosted server and the emulator answered to the same requests, compared:
// the method and route, the status, the shape of the JSON answer (keys and the types of their
// values, arrays by the union of their items), the values the data fixes (every value but
// ids, times and the keys the servers make up; lists as sets) and the text of an error (ids
// left out).

const OBJECT_ID = /\b[0-9a-f]{24}\b/g;
const UUID = /\b[0-9a-f]{8}-[0-9a-f]{4}-[0-9a-f]{4}-[0-9a-f]{4}-[0-9a-f]{12}\b/g;
/** A token each server makes up (a team invitation's link holds 32 random bytes in hex). */
const TOKEN = /\b[0-9a-f]{64}\b/g;

function route(path) {
	return path.replace(OBJECT_ID, ':id').replace(UUID, ':uuid');
}

function typeOf(value) {
	if (value === null) return 'null';
	if (Array.isArray(value)) return 'array';
	return typeof value;
}

/**
 * The shape of a JSON value: every path (`$.data[].tiles[].config`) with the set of types its
 * values have, the items of an array taken together whatever their order.
 */
function shapes(value, at = '$', out = new Map()) {
	const type = typeOf(value);
	if (!out.has(at)) out.set(at, new Set());
	out.get(at).add(type);
	if (type === 'array') for (const item of value) shapes(item, `${at}[]`, out);
	else if (type === 'object')
		for (const [key, item] of Object.entries(value)) shapes(item, `${at}.${key}`, out);
	return out;
}

const parentOf = (path) => path.replace(/(\.[^.[\]]*|\[\])$/, '');
const types = (set) => [...set].sort().join('|');

/**
 * Differences between two JSON values' shapes, as `path: real X, emulator Y` lines: a key one
 * side has and the other lacks (under a parent both have), or other types. The items of an
 * empty list are not compared.
 */
function shapeDiff(real, emulator) {
	const r = shapes(real);
	const e = shapes(emulator);
	const lines = [];
	for (const path of new Set([...r.keys(), ...e.keys()])) {
		if (path.endsWith('[]') && (!r.has(path) || !e.has(path))) continue;
		if (path !== '$' && (!r.has(parentOf(path)) || !e.has(parentOf(path)))) continue;
		if (!e.has(path)) lines.push(`${path}: real ${types(r.get(path))}, emulator absent`);
		else if (!r.has(path)) lines.push(`${path}: real absent, emulator ${types(e.get(path))}`);
		else if (types(r.get(path)) !== types(e.get(path)))
			lines.push(`${path}: real ${types(r.get(path))}, emulator ${types(e.get(path))}`);
	}
	return lines;
}

const ISO_TIME = /^\d{4}-\d{2}-\d{2}T\d{2}:\d{2}:\d{2}(\.\d+)?(Z|[+-]\d{2}:?\d{2})$/;
/** Keys whose values each server makes up (a key, a secret, a link with its host). */
const MADE_UP = new Set(['accessKey', 'teamId', 'team', 'createdBy', 'updatedBy', 'host']);

/** A value with what each server makes up replaced: ids, times, made-up keys. */
function fixedByData(value, key) {
	if (key !== undefined && MADE_UP.has(key)) return '<made up>';
	if (typeof value === 'string') {
		if (ISO_TIME.test(value)) return '<time>';
		// each side's own listeners (the n8n webhook server of the check, the front-end address a
		// team invitation's link names) and the tag of a URL
		return value
			.replace(OBJECT_ID, '<id>')
			.replace(UUID, '<uuid>')
			.replace(TOKEN, '<token>')
			.replace(/\/\/(127\.0\.0\.1|localhost):\d+/g, '//$1:<port>')
			.replace(/ #[0-9a-f]{8}$/, ' #<tag of its URL>');
	}
	// a list as a set: records by their name (a field one side lacks must not move them), then
	// by their whole value
	if (Array.isArray(value)) {
		const sortKey = (item) =>
			JSON.stringify([item && typeof item === 'object' ? (item.name ?? '') : '', item]);
		return value
			.map((item) => fixedByData(item))
			.sort((a, b) => (sortKey(a) < sortKey(b) ? -1 : sortKey(a) > sortKey(b) ? 1 : 0));
	}
	// keys in one order, so that lists sort alike whatever order each server writes keys in
	if (value && typeof value === 'object')
		return Object.fromEntries(
			Object.keys(value)
				.sort()
				.map((name) => [name, fixedByData(value[name], name)]),
		);
	return value;
}

/**
 * Differences between the values two answers hold where the data fixes them, as
 * `path: real X, emulator Y` lines: leaves of the same path and type that differ, and lists
 * (as sets) that differ. Paths one side lacks are the shape's lines.
 */
function valueDiff(real, emulator, at = '$', lines = []) {
	const r = typeOf(real);
	if (r !== typeOf(emulator)) return lines;
	if (r === 'object') {
		for (const key of Object.keys(real))
			if (key in emulator) valueDiff(real[key], emulator[key], `${at}.${key}`, lines);
		return lines;
	}
	if (r === 'array') {
		if (
			real.length === emulator.length &&
			real.every((item, i) => typeOf(item) === 'object' && typeOf(emulator[i]) === 'object')
		)
			real.forEach((item, i) => valueDiff(item, emulator[i], `${at}[${i}]`, lines));
		else if (JSON.stringify(real) !== JSON.stringify(emulator))
			lines.push(
				`${at}: real ${JSON.stringify(real).slice(0, 200)}, emulator ${JSON.stringify(emulator).slice(0, 200)}`,
			);
		return lines;
	}
	if (real !== emulator)
		lines.push(`${at}: real ${JSON.stringify(real)}, emulator ${JSON.stringify(emulator)}`);
	return lines;
}

function errorText(exchange) {
	const body = exchange.body;
	const text =
		body && typeof body === 'object'
			? (body.message ?? body.error ?? JSON.stringify(body))
			: exchange.text;
	return String(text).replace(OBJECT_ID, '<id>').replace(UUID, '<uuid>');
}

/**
 * The differences between two lists of exchanges (one per server, same requests in the same
 * order). Answers 429 (the real server's rate limit, which the node waits out) are left out.
 */
function compareExchanges(realExchanges, emulatorExchanges) {
	const real = realExchanges.filter((exchange) => exchange.status !== 429);
	const emulator = emulatorExchanges.filter((exchange) => exchange.status !== 429);
	const lines = [];
	const count = Math.max(real.length, emulator.length);
	for (let i = 0; i < count; i++) {
		const r = real[i];
		const e = emulator[i];
		if (!r || !e) {
			const only = r ?? e;
			lines.push(
				`${only.method} ${route(only.path)}: sent to the ${r ? 'real server' : 'emulator'} only (${real.length} requests to the real server, ${emulator.length} to the emulator)`,
			);
			continue;
		}
		const label = `${r.method} ${route(r.path)}`;
		if (r.method !== e.method || route(r.path) !== route(e.path)) {
			lines.push(`${label}: the emulator was sent ${e.method} ${route(e.path)} instead`);
			continue;
		}
		if (r.status !== e.status) {
			lines.push(
				`${label}: status real ${r.status} (${errorText(r)}), emulator ${e.status} (${errorText(e)})`,
			);
			continue;
		}
		if (r.status >= 400) {
			if (errorText(r) !== errorText(e))
				lines.push(`${label} ${r.status}: text real "${errorText(r)}", emulator "${errorText(e)}"`);
			continue;
		}
		for (const line of shapeDiff(r.body, e.body)) lines.push(`${label} ${r.status}: ${line}`);
		for (const line of valueDiff(fixedByData(r.body), fixedByData(e.body)))
			lines.push(`${label} ${r.status}: value ${line}`);
	}
	return lines;
}

module.exports = { compareExchanges, shapeDiff, valueDiff, fixedByData, route, errorText };
