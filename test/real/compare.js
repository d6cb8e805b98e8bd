'use strict';
// What the real self-hosted server and the emulator answered to the same requests, compared:
// the method and route, the status, the shape of the JSON answer (keys and the types of their
// values, arrays by the union of their items) and the text of an error (ids left out).

const OBJECT_ID = /\b[0-9a-f]{24}\b/g;
const UUID = /\b[0-9a-f]{8}-[0-9a-f]{4}-[0-9a-f]{4}-[0-9a-f]{4}-[0-9a-f]{12}\b/g;

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
	}
	return lines;
}

module.exports = { compareExchanges, shapeDiff, route, errorText };
