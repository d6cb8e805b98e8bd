// The columnar database for `npm run test:real`: the engine itself (the npm package `chdb`,
// in-process, one Session over a folder), behind the engine's HTTP interface as the real
// self-hosted server's client speaks it (scripts/real/columnarRequest.js reads a request).
//
// Every statement runs through the engine; the front keeps no table of its own and answers
// nothing but what the engine answered (or its error, as `Code: <n>. DB::Exception: ...`).
// The settings a request carries are applied to that request only: set before its statement,
// and after it each put back to the value it had (or its default), whatever the outcome.
// One request runs at a time (the engine's calls here are synchronous).
//
// Usage: node columnarFront.mjs <folder holding node_modules/chdb> <data folder> [port]
// Prints one line `listening <port>` when it accepts connections; stops on SIGTERM/SIGINT or
// when its parent's stdin closes. Runs on the Node of the engine's install (Node 22).
import http from 'node:http';
import zlib from 'node:zlib';
import path from 'node:path';
import { createRequire } from 'node:module';

const [engineDir, dataDir, portArgument = '0'] = process.argv.slice(2);
if (!engineDir || !dataDir) {
	console.error('usage: node columnarFront.mjs <engine install folder> <data folder> [port]');
	process.exit(2);
}
const require = createRequire(import.meta.url);
const { Session } = createRequire(path.join(engineDir, 'package.json'))('chdb');
const {
	readRequest,
	restoreStatements,
	errorText,
	errorCode,
	errorStatus,
	quote,
} = require('./columnarRequest.js');

const session = new Session(dataDir);

/** One statement through the engine: its answer as text. */
function run(statement, format = 'TabSeparated', params) {
	return params && Object.keys(params).length
		? session.queryBind(statement, params, format)
		: session.query(statement, format);
}

/** The settings' current values and whether each differs from its default. */
function settingsNow(names) {
	if (!names.length) return [];
	const listed = run(
		`SELECT name, value, changed FROM system.settings WHERE name IN (${names.map(quote).join(', ')})`,
		'JSONEachRow',
	);
	return listed
		.split('\n')
		.filter(Boolean)
		.map((line) => JSON.parse(line))
		.map((row) => ({ name: row.name, value: row.value, changed: Number(row.changed) === 1 }));
}

/** Runs one request's statement with its settings and database; restores both after it. */
function execute(request) {
	const names = request.settings.map(([name]) => name);
	const before = settingsNow(names);
	const restore = restoreStatements(before);
	try {
		// an unknown setting is the engine's error (UNKNOWN_SETTING), as its server answers
		for (const [name, value] of request.settings) run(`SET ${name} = ${quote(value)}`);
		if (request.database) run(`USE ${quoteIdentifier(request.database)}`);
		return run(request.statement, request.format, request.params);
	} finally {
		if (request.database) run('USE default');
		for (const statement of restore) run(statement);
	}
}

function quoteIdentifier(name) {
	return '`' + String(name).replace(/\\/g, '\\\\').replace(/`/g, '\\`') + '`';
}

function contentType(format) {
	return /^JSON/i.test(format) ? 'application/json; charset=UTF-8' : 'text/plain; charset=UTF-8';
}

/** The statement's output format: its FORMAT clause, else the request's default. */
function formatOf(request) {
	const clause = /\bFORMAT\s+([A-Za-z0-9_]+)\s*;?\s*$/i.exec(request.statement.split('\n')[0]);
	return clause ? clause[1] : request.format;
}

function readBody(req) {
	return new Promise((resolve, reject) => {
		const chunks = [];
		req.on('data', (chunk) => chunks.push(chunk));
		req.on('error', reject);
		req.on('end', () => {
			let body = Buffer.concat(chunks);
			const encoding = String(req.headers['content-encoding'] ?? '').toLowerCase();
			try {
				if (encoding === 'gzip') body = zlib.gunzipSync(body);
				else if (encoding === 'deflate') body = zlib.inflateSync(body);
				else if (encoding && encoding !== 'identity')
					throw new Error(`Code: 1000. DB::Exception: Unsupported content encoding ${encoding}.`);
			} catch (error) {
				reject(error);
				return;
			}
			resolve(body.toString('utf8'));
		});
	});
}

function answer(res, status, text, type = 'text/plain; charset=UTF-8') {
	res.writeHead(status, { 'content-type': type, 'content-length': Buffer.byteLength(text) });
	res.end(text);
}

const server = http.createServer(async (req, res) => {
	const url = new URL(req.url ?? '/', 'http://front');
	try {
		if (url.pathname === '/ping') return answer(res, 200, 'Ok.\n');
		if (url.pathname !== '/' || !['GET', 'POST'].includes(req.method ?? ''))
			return answer(
				res,
				404,
				`Code: 1000. DB::Exception: No handler for ${req.method} ${url.pathname}.\n`,
			);
		if (String(req.headers['content-type'] ?? '').startsWith('multipart/'))
			return answer(
				res,
				400,
				'Code: 1000. DB::Exception: multipart parameters are not read by this front.\n',
			);
		const body = await readBody(req);
		if (req.method === 'GET' && !url.searchParams.has('query')) return answer(res, 200, 'Ok.\n');
		const request = readRequest(url.searchParams, body);
		const output = execute(request);
		return answer(res, 200, output, contentType(formatOf(request)));
	} catch (error) {
		const text = errorText(error);
		return answer(res, errorStatus(errorCode(text)), text);
	}
});

function stop() {
	server.close();
	try {
		session.cleanup?.();
	} catch {
		// the process ends anyway
	}
	process.exit(0);
}
process.on('SIGTERM', stop);
process.on('SIGINT', stop);
process.stdin.on('end', stop);
process.stdin.resume();

// The engine answers synchronously, so a long statement holds the event loop; a server-side
// keep-alive timer that then fires late can close an idle socket just as a client sends on it
// ("other side closed" on a loaded machine). Idle sockets are left for the clients to close.
server.keepAliveTimeout = 0;
server.listen(Number(portArgument), '127.0.0.1', () => {
	console.log(`listening ${server.address().port}`);
});
