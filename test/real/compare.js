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

/** Differences between two JSON values' shapes, as `path: real X, emulator Y` lines. */
function shapeDiff(real, emulator, at = '$') {
	const realType = typeOf(real);
	const emulatorType = typeOf(emulator);
	if (realType !== emulatorType) return [`${at}: real ${realType}, emulator ${emulatorType}`];
	if (realType === 'array') {
		if (real.length === 0 || emulator.length === 0) return [];
		return shapeDiff(mergeItems(real), mergeItems(emulator), `${at}[]`);
	}
	if (realType !== 'object') return [];
	const lines = [];
	for (const key of new Set([...Object.keys(real), ...Object.keys(emulator)])) {
		if (!(key in emulator)) lines.push(`${at}.${key}: real ${typeOf(real[key])}, emulator absent`);
		else if (!(key in real)) lines.push(`${at}.${key}: real absent, emulator ${typeOf(emulator[key])}`);
		else lines.push(...shapeDiff(real[key], emulator[key], `${at}.${key}`));
	}
	return lines;
}

/**
 * One value standing for the items of an array, whatever their order: objects merged key by
 * key (recursively), arrays joined, otherwise the first value.
 */
function mergeItems(items) {
	return items.reduce((merged, item) => merge(merged, item));
}

function merge(a, b) {
	if (typeOf(a) === 'array' && typeOf(b) === 'array') return [...a, ...b];
	if (typeOf(a) !== 'object' || typeOf(b) !== 'object') return a;
	const out = { ...a };
	for (const [key, value] of Object.entries(b)) out[key] = key in out ? merge(out[key], value) : value;
	return out;
}

function errorText(exchange) {
	const body = exchange.body;
	const text =
		body && typeof body === 'object' ? (body.message ?? body.error ?? JSON.stringify(body)) : exchange.text;
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
			lines.push(`${label}: status real ${r.status} (${errorText(r)}), emulator ${e.status} (${errorText(e)})`);
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
