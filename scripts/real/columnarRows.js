'use strict';
// Rows into the columnar database of `npm run test:real`, as the telemetry collector and the
// server's client write them: `INSERT INTO <table> FORMAT JSONEachRow` over the engine's HTTP
// interface (scripts/real/columnarFront.mjs), one JSON object a line. OBS_REAL_ENGINE_URL
// names the front; test/real/support.ts wraps these for the suites.

/** The address of the front, from OBS_REAL_ENGINE_URL. */
function engineUrl(env = process.env) {
	if (!env.OBS_REAL_ENGINE_URL)
		throw new Error(
			'OBS_REAL_ENGINE_URL is not set: the columnar database runs under `npm run test:real`',
		);
	return env.OBS_REAL_ENGINE_URL;
}

/** One statement through the front; resolves its answer's text, rejects with the engine's error. */
async function engineQuery(statement, { url = engineUrl(), body, params = {} } = {}) {
	const search = new URLSearchParams();
	if (body !== undefined) search.set('query', statement);
	for (const [name, value] of Object.entries(params)) search.set(`param_${name}`, String(value));
	const response = await fetch(`${url}/?${search}`, {
		method: 'POST',
		body: body !== undefined ? body : statement,
	});
	const text = await response.text();
	if (response.status !== 200)
		throw new Error(`the columnar database answered ${response.status}: ${text.slice(0, 500)}`);
	return text;
}

/** Writes rows (objects keyed by column) into `table` (default: the log table). */
async function writeRows(rows, { table = 'default.otel_logs', url } = {}) {
	if (!rows.length) return 0;
	await engineQuery(`INSERT INTO ${table} FORMAT JSONEachRow`, {
		url,
		body: rows.map((row) => JSON.stringify(row)).join('\n') + '\n',
	});
	return rows.length;
}

/** Removes every row of `table` (TRUNCATE, through the engine). */
async function clearRows({ table = 'default.otel_logs', url } = {}) {
	await engineQuery(`TRUNCATE TABLE ${table}`, { url });
}

/** The rows of a SELECT, as objects (JSONEachRow). */
async function selectRows(statement, { url, params } = {}) {
	const text = await engineQuery(`${statement} FORMAT JSONEachRow`, { url, params });
	return text
		.split('\n')
		.filter(Boolean)
		.map((line) => JSON.parse(line));
}

module.exports = { engineUrl, engineQuery, writeRows, clearRows, selectRows };
